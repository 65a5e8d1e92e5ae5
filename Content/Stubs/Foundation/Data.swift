

/// The Objective-C reference type bridged to `Data`.
open class NSData: NSObject, NSCopying, @unchecked Sendable {
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    public override init() { fatalError() }
    open var length: Int { fatalError() }
}
