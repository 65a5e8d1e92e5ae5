/// Information about linguistic, cultural, and technological conventions.
public struct Locale: Hashable, Equatable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible {
    public typealias ReferenceType = NSLocale
    public init(identifier: String) { fatalError() }
    public static var current: Locale { fatalError() }
    public static var autoupdatingCurrent: Locale { fatalError() }
    public static var preferredLanguages: [String] { fatalError() }
    public var identifier: String { fatalError() }
    @available(iOS, introduced: 8.0, deprecated: 16, renamed: "language.languageCode.identifier")
    public var languageCode: String? { fatalError() }
    @available(iOS, introduced: 8.0, deprecated: 16, renamed: "region.identifier")
    public var regionCode: String? { fatalError() }
    @available(iOS, introduced: 8.0, deprecated: 16, renamed: "currency.identifier")
    public var currencyCode: String? { fatalError() }
    public var currencySymbol: String? { fatalError() }
    public var decimalSeparator: String? { fatalError() }
    public var groupingSeparator: String? { fatalError() }
    public var usesMetricSystem: Bool { fatalError() }
    public var calendar: Calendar { fatalError() }
    public func localizedString(forIdentifier identifier: String) -> String? { fatalError() }
    public func localizedString(forLanguageCode languageCode: String) -> String? { fatalError() }
    public func localizedString(forRegionCode regionCode: String) -> String? { fatalError() }
    public var description: String { fatalError() }
    public var debugDescription: String { fatalError() }
}

/// The Objective-C reference type bridged to `Locale`.
open class NSLocale: NSObject, NSCopying, @unchecked Sendable {
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }}

extension Locale: ReferenceConvertible {
    public func _bridgeToObjectiveC() -> NSLocale { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ input: NSLocale, result: inout Locale?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ input: NSLocale, result: inout Locale?) -> Bool { fatalError() }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSLocale?) -> Locale { fatalError() }
}
