/// A specific point in time, independent of any calendar or time zone.
public struct Date: Comparable, Hashable, Equatable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible {
    public typealias ReferenceType = NSDate

    /// Returns a date initialized to the current date and time.
    public init() { fatalError() }
    public init(timeIntervalSinceNow: TimeInterval) { fatalError() }
    public init(timeIntervalSince1970: TimeInterval) { fatalError() }
    public init(timeInterval: TimeInterval, since date: Date) { fatalError() }
    public init(timeIntervalSinceReferenceDate ti: TimeInterval) { fatalError() }

    /// The current date and time.
    @available(iOS 15, *)
    public static var now: Date { fatalError() }
    public static let distantFuture: Date = { fatalError() }()
    public static let distantPast: Date = { fatalError() }()
    public static var timeIntervalSinceReferenceDate: TimeInterval { fatalError() }
    public static let timeIntervalBetween1970AndReferenceDate: Double = { fatalError() }()

    public var timeIntervalSinceReferenceDate: TimeInterval { fatalError() }
    public var timeIntervalSince1970: TimeInterval { fatalError() }
    public var timeIntervalSinceNow: TimeInterval { fatalError() }
    public func timeIntervalSince(_ date: Date) -> TimeInterval { fatalError() }

    public func addingTimeInterval(_ timeInterval: TimeInterval) -> Date { fatalError() }
    public mutating func addTimeInterval(_ timeInterval: TimeInterval) { fatalError() }
    public func compare(_ other: Date) -> ComparisonResult { fatalError() }

    public static func < (lhs: Date, rhs: Date) -> Bool { fatalError() }
    public static func == (lhs: Date, rhs: Date) -> Bool { fatalError() }
    public static func + (lhs: Date, rhs: TimeInterval) -> Date { fatalError() }
    public static func - (lhs: Date, rhs: TimeInterval) -> Date { fatalError() }
    public static func += (lhs: inout Date, rhs: TimeInterval) { fatalError() }
    public static func -= (lhs: inout Date, rhs: TimeInterval) { fatalError() }

    public func hash(into hasher: inout Hasher) { fatalError() }
    public init(from decoder: Decoder) throws { fatalError() }
    public func encode(to encoder: Encoder) throws { fatalError() }
    public var description: String { fatalError() }
    public func description(with locale: Locale?) -> String { fatalError() }
    public var debugDescription: String { fatalError() }
    public var customMirror: Mirror { fatalError() }
    public var playgroundDescription: Any { fatalError() }
}

@available(iOS 13, *)
extension Date: Strideable {
    public func distance(to other: Date) -> TimeInterval { fatalError() }
    public func advanced(by n: TimeInterval) -> Date { fatalError() }
}

extension Date: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSDate { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ x: NSDate, result: inout Date?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ x: NSDate, result: inout Date?) -> Bool { fatalError() }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSDate?) -> Date { fatalError() }
}

/// The Objective-C reference type bridged to `Date`.
open class NSDate: NSObject, NSCopying, @unchecked Sendable {
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    public override init() { fatalError() }
    public init(timeIntervalSinceReferenceDate ti: TimeInterval) { fatalError() }
    open var timeIntervalSinceReferenceDate: TimeInterval { fatalError() }
}

/// An interval between two dates.
public struct DateInterval: Comparable, Hashable, Codable, Sendable {
    public var start: Date
    public var end: Date
    public var duration: TimeInterval
    public init() { fatalError() }
    public init(start: Date, end: Date) { fatalError() }
    public init(start: Date, duration: TimeInterval) { fatalError() }
    public func contains(_ date: Date) -> Bool { fatalError() }
    public func intersects(_ dateInterval: DateInterval) -> Bool { fatalError() }
    public static func < (lhs: DateInterval, rhs: DateInterval) -> Bool { fatalError() }
}

extension Date: ReferenceConvertible {}
