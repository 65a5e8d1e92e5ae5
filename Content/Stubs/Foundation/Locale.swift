

/// The Objective-C reference type bridged to `Locale`.
open class NSLocale: NSObject, NSCopying, @unchecked Sendable {
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }}
