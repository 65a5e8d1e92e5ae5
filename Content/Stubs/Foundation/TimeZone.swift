/// Information about standard time conventions associated with a specific geopolitical region.
public struct TimeZone: Hashable, Equatable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible {
    public typealias ReferenceType = NSTimeZone
    public init?(identifier: String) { fatalError() }
    public init?(secondsFromGMT seconds: Int) { fatalError() }
    public init?(abbreviation: String) { fatalError() }
    public static var current: TimeZone { fatalError() }
    public static var autoupdatingCurrent: TimeZone { fatalError() }
    @available(iOS 16, *)
    public static var gmt: TimeZone { fatalError() }
    public static var knownTimeZoneIdentifiers: [String] { fatalError() }
    public var identifier: String { fatalError() }
    public func secondsFromGMT(for date: Date = Date()) -> Int { fatalError() }
    public func abbreviation(for date: Date = Date()) -> String? { fatalError() }
    public func isDaylightSavingTime(for date: Date = Date()) -> Bool { fatalError() }
    public var description: String { fatalError() }
    public var debugDescription: String { fatalError() }
}

/// The Objective-C reference type bridged to `TimeZone`.
open class NSTimeZone: NSObject, NSCopying, @unchecked Sendable {
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }}

extension TimeZone: ReferenceConvertible {
    public func _bridgeToObjectiveC() -> NSTimeZone { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ input: NSTimeZone, result: inout TimeZone?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ input: NSTimeZone, result: inout TimeZone?) -> Bool { fatalError() }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSTimeZone?) -> TimeZone { fatalError() }
}
