

/// The Objective-C reference type bridged to `TimeZone`.
@_inheritsConvenienceInitializers open class NSTimeZone: NSObject, NSCopying, @unchecked Sendable {
    public override init() { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }}
