

/// The Objective-C reference type bridged to `URL`.
open class NSURL: NSObject, NSCopying, @unchecked Sendable {
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    public override init() { fatalError() }
    open var absoluteString: String? { fatalError() }
}
