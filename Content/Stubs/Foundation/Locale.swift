

/// The Objective-C reference type bridged to `Locale`.
@_inheritsConvenienceInitializers open class NSLocale: NSObject, NSCopying, @unchecked Sendable {
    public override init() { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }}
