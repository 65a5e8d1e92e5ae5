/// The Objective-C reference type bridged to `IndexPath`.
open class NSIndexPath: NSObject, NSCopying, @unchecked Sendable {
    public override init() { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open var length: Int { fatalError() }
}

/// The Objective-C reference type bridged to `IndexSet`.
open class NSIndexSet: NSObject, @unchecked Sendable {
    public override init() { fatalError() }
    open var count: Int { fatalError() }
}
