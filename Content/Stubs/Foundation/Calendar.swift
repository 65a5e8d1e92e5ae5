

/// The Objective-C reference type bridged to `Calendar`.
open class NSCalendar: NSObject, NSCopying, @unchecked Sendable {
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }}
