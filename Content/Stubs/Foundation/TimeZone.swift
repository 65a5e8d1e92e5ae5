

/// The Objective-C reference type bridged to `TimeZone`.
open class NSTimeZone: NSObject, NSCopying, @unchecked Sendable {
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }}
