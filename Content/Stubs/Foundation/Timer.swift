/// Repeating or one-shot timer scheduled on a run loop.
open class Timer: NSObject, @unchecked Sendable {
    public init(timeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void) { fatalError() }
    public init(fire date: Date, interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void) { fatalError() }
    public init(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?, repeats yesOrNo: Bool) { fatalError() }
    @discardableResult
    open class func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void) -> Timer { fatalError() }
    @discardableResult
    open class func scheduledTimer(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?, repeats yesOrNo: Bool) -> Timer { fatalError() }
    open func fire() { fatalError() }
    open func invalidate() { fatalError() }
    open var isValid: Bool { fatalError() }
    open var fireDate: Date { get { fatalError() } set { } }
    open var timeInterval: TimeInterval { fatalError() }
    open var tolerance: TimeInterval { get { fatalError() } set { } }
    open var userInfo: Any? { fatalError() }
}

/// Event-processing loop of a thread.
@_inheritsConvenienceInitializers open class RunLoop: NSObject {
    public override init() { fatalError() }
    open class var current: RunLoop { fatalError() }
    open class var main: RunLoop { fatalError() }
    open func add(_ timer: Timer, forMode mode: RunLoop.Mode) { fatalError() }
    open func run() { fatalError() }
    open func run(until limitDate: Date) { fatalError() }

    /// Run loop mode names.
    public struct Mode: _SwiftNewtypeWrapper, _ObjectiveCBridgeable, RawRepresentable, Equatable, Hashable, Sendable {
        public init(_ rawValue: String) { fatalError() }
        public init(rawValue: String) { fatalError() }
        public var rawValue: String { fatalError() }
        public static let `default`: RunLoop.Mode = { fatalError() }()
        public static let common: RunLoop.Mode = { fatalError() }()
        public static let tracking: RunLoop.Mode = { fatalError() }()
    }
}
