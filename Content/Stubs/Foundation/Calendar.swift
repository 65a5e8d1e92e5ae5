/// A definition of the relationships between calendar units and absolute points in time.
public struct Calendar: Hashable, Equatable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible {
    public typealias ReferenceType = NSCalendar

    /// Calendar identifiers.
    public enum Identifier: Sendable, Codable, Hashable {
        case gregorian, buddhist, chinese, coptic, ethiopicAmeteMihret, ethiopicAmeteAlem, hebrew, iso8601, indian, islamic, islamicCivil, japanese, persian, republicOfChina, islamicTabular, islamicUmmAlQura
    }

    /// An enumeration for the various components of a calendar date.
    public enum Component: Sendable, Hashable {
        case era, year, month, day, hour, minute, second, weekday, weekdayOrdinal, quarter, weekOfMonth, weekOfYear, yearForWeekOfYear, nanosecond, calendar, timeZone
        @available(iOS 17, *)
        case isLeapMonth
        @available(iOS 18, *)
        case dayOfYear
    }

    public init(identifier: Calendar.Identifier) { fatalError() }
    public static var current: Calendar { fatalError() }
    public static var autoupdatingCurrent: Calendar { fatalError() }

    public var identifier: Calendar.Identifier { fatalError() }
    public var locale: Locale? { get { fatalError() } set { } }
    public var timeZone: TimeZone { get { fatalError() } set { } }
    public var firstWeekday: Int { get { fatalError() } set { } }
    public var minimumDaysInFirstWeek: Int { get { fatalError() } set { } }

    public var monthSymbols: [String] { fatalError() }
    public var shortMonthSymbols: [String] { fatalError() }
    public var weekdaySymbols: [String] { fatalError() }
    public var shortWeekdaySymbols: [String] { fatalError() }
    public var veryShortWeekdaySymbols: [String] { fatalError() }

    public func date(byAdding component: Calendar.Component, value: Int, to date: Date, wrappingComponents: Bool = false) -> Date? { fatalError() }
    public func date(byAdding components: DateComponents, to date: Date, wrappingComponents: Bool = false) -> Date? { fatalError() }
    public func date(from components: DateComponents) -> Date? { fatalError() }
    public func date(bySettingHour hour: Int, minute: Int, second: Int, of date: Date, matchingPolicy: Calendar.MatchingPolicy = .nextTime, repeatedTimePolicy: Calendar.RepeatedTimePolicy = .first, direction: Calendar.SearchDirection = .forward) -> Date? { fatalError() }
    public func dateComponents(_ components: Set<Calendar.Component>, from date: Date) -> DateComponents { fatalError() }
    public func dateComponents(_ components: Set<Calendar.Component>, from start: Date, to end: Date) -> DateComponents { fatalError() }
    public func dateComponents(in timeZone: TimeZone, from date: Date) -> DateComponents { fatalError() }
    public func component(_ component: Calendar.Component, from date: Date) -> Int { fatalError() }
    public func startOfDay(for date: Date) -> Date { fatalError() }
    public func isDateInToday(_ date: Date) -> Bool { fatalError() }
    public func isDateInYesterday(_ date: Date) -> Bool { fatalError() }
    public func isDateInTomorrow(_ date: Date) -> Bool { fatalError() }
    public func isDateInWeekend(_ date: Date) -> Bool { fatalError() }
    public func isDate(_ date1: Date, inSameDayAs date2: Date) -> Bool { fatalError() }
    public func isDate(_ date1: Date, equalTo date2: Date, toGranularity component: Calendar.Component) -> Bool { fatalError() }
    public func compare(_ date1: Date, to date2: Date, toGranularity component: Calendar.Component) -> ComparisonResult { fatalError() }
    public func range(of smaller: Calendar.Component, in larger: Calendar.Component, for date: Date) -> Range<Int>? { fatalError() }
    public func dateInterval(of component: Calendar.Component, for date: Date) -> DateInterval? { fatalError() }
    public func nextDate(after date: Date, matching components: DateComponents, matchingPolicy: Calendar.MatchingPolicy, repeatedTimePolicy: Calendar.RepeatedTimePolicy = .first, direction: Calendar.SearchDirection = .forward) -> Date? { fatalError() }

    public enum MatchingPolicy: Sendable, Hashable { case nextTime, nextTimePreservingSmallerComponents, previousTimePreservingSmallerComponents, strict }
    public enum RepeatedTimePolicy: Sendable, Hashable { case first, last }
    public enum SearchDirection: Sendable, Hashable { case forward, backward }

    public var description: String { fatalError() }
    public var debugDescription: String { fatalError() }
}

/// The Objective-C reference type bridged to `Calendar`.
open class NSCalendar: NSObject, NSCopying, @unchecked Sendable {
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }}

/// A date or time specified in terms of units (such as year, month, day, hour, and minute).
public struct DateComponents: Hashable, Equatable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible {
    public init(calendar: Calendar? = nil, timeZone: TimeZone? = nil, era: Int? = nil, year: Int? = nil, month: Int? = nil, day: Int? = nil, hour: Int? = nil, minute: Int? = nil, second: Int? = nil, nanosecond: Int? = nil, weekday: Int? = nil, weekdayOrdinal: Int? = nil, quarter: Int? = nil, weekOfMonth: Int? = nil, weekOfYear: Int? = nil, yearForWeekOfYear: Int? = nil) { fatalError() }
    public var calendar: Calendar? { get { fatalError() } set { } }
    public var timeZone: TimeZone? { get { fatalError() } set { } }
    public var era: Int? { get { fatalError() } set { } }
    public var year: Int? { get { fatalError() } set { } }
    public var month: Int? { get { fatalError() } set { } }
    public var day: Int? { get { fatalError() } set { } }
    public var hour: Int? { get { fatalError() } set { } }
    public var minute: Int? { get { fatalError() } set { } }
    public var second: Int? { get { fatalError() } set { } }
    public var nanosecond: Int? { get { fatalError() } set { } }
    public var weekday: Int? { get { fatalError() } set { } }
    public var weekdayOrdinal: Int? { get { fatalError() } set { } }
    public var quarter: Int? { get { fatalError() } set { } }
    public var weekOfMonth: Int? { get { fatalError() } set { } }
    public var weekOfYear: Int? { get { fatalError() } set { } }
    public var yearForWeekOfYear: Int? { get { fatalError() } set { } }
    public var date: Date? { fatalError() }
    public var isValidDate: Bool { fatalError() }
    public func value(for component: Calendar.Component) -> Int? { fatalError() }
    public mutating func setValue(_ value: Int?, for component: Calendar.Component) { fatalError() }
    public var description: String { fatalError() }
    public var debugDescription: String { fatalError() }
}

extension Calendar: ReferenceConvertible {
    public func _bridgeToObjectiveC() -> NSCalendar { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ input: NSCalendar, result: inout Calendar?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ input: NSCalendar, result: inout Calendar?) -> Bool { fatalError() }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSCalendar?) -> Calendar { fatalError() }
}
