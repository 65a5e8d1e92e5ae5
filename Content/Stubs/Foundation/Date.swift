

/// The Objective-C reference type bridged to `Date`.
open class NSDate: NSObject, NSCopying, @unchecked Sendable {
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    public override init() { fatalError() }
    public init(timeIntervalSinceReferenceDate ti: TimeInterval) { fatalError() }
    open var timeIntervalSinceReferenceDate: TimeInterval { fatalError() }
}
