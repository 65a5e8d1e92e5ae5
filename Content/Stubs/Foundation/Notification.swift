

/// The Objective-C reference type bridged to `Notification`.
open class NSNotification: NSObject, NSCopying, NSCoding {
    public init(name: NSNotification.Name, object: Any?, userInfo: [AnyHashable: Any]? = nil) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open var name: NSNotification.Name { fatalError() }
    open var object: Any? { fatalError() }
    open var userInfo: [AnyHashable: Any]? { fatalError() }

    /// Notification name type.
    public struct Name: _SwiftNewtypeWrapper, _ObjectiveCBridgeable, RawRepresentable, Equatable, Hashable, Sendable {
        public init(_ rawValue: String) { fatalError() }
        public init(rawValue: String) { fatalError() }
        public var rawValue: String { fatalError() }
    }
}


/// Broadcast hub that delivers notifications to observers.
open class NotificationCenter: NSObject, @unchecked Sendable {
    open class var `default`: NotificationCenter { fatalError() }

    public override init() { fatalError() }

    open func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) { fatalError() }

    @discardableResult
    open func addObserver(forName name: NSNotification.Name?, object obj: Any?, queue: OperationQueue?, using block: @escaping @Sendable (Notification) -> Void) -> any NSObjectProtocol { fatalError() }
    open func post(name aName: NSNotification.Name, object anObject: Any?) { fatalError() }
    open func post(name aName: NSNotification.Name, object anObject: Any?, userInfo aUserInfo: [AnyHashable: Any]? = nil) { fatalError() }
    /// `-[NSNotificationCenter removeObserver:]` (Objective-C): kept beside the iOS 26 Swift
    /// `removeObserver(_: NotificationCenter.ObservationToken)` of the facts table, which has the same name.
    open func removeObserver(_ observer: Any) { fatalError() }
    open func removeObserver(_ observer: Any, name aName: NSNotification.Name?, object anObject: Any?) { fatalError() }
}
