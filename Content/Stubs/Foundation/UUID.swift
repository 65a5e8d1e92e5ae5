

/// The Objective-C reference type bridged to `UUID`.
open class NSUUID: NSObject, NSCopying, @unchecked Sendable {
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    public override init() { fatalError() }
    open var uuidString: String { fatalError() }
}
