

/// The Objective-C reference type bridged to `Calendar`.
@_inheritsConvenienceInitializers open class NSCalendar: NSObject, NSCopying, @unchecked Sendable {
    public override init() { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }}
