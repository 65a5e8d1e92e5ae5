@available(iOS 15.0, *)
extension Date {
    /// Generates a locale-aware string representation of a date using the default date format style.
    public func formatted() -> String { fatalError() }

    /// Generates a locale-aware string representation of a date using specified date and time format styles.
    public func formatted(date: Date.FormatStyle.DateStyle, time: Date.FormatStyle.TimeStyle) -> String { fatalError() }

    /// Generates a locale-aware string representation of a date using the specified format style.
    public func formatted<F: Foundation.FormatStyle>(_ format: F) -> F.FormatOutput where F.FormatInput == Date { fatalError() }

    public init<T: ParseStrategy>(_ value: T.ParseInput, strategy: T) throws where T.ParseOutput == Date { fatalError() }

    /// A structure that creates a locale-appropriate string representation of a date instance.
    public struct FormatStyle: Sendable, Codable, Hashable {
        public var locale: Locale
        public var timeZone: TimeZone
        public var calendar: Calendar
        public var capitalizationContext: FormatStyleCapitalizationContext

        public init(date: Date.FormatStyle.DateStyle? = nil, time: Date.FormatStyle.TimeStyle? = nil, locale: Locale = .autoupdatingCurrent, calendar: Calendar = .autoupdatingCurrent, timeZone: TimeZone = .autoupdatingCurrent, capitalizationContext: FormatStyleCapitalizationContext = .unknown) { fatalError() }

        /// Predefined date styles varied in length or the components included.
        public struct DateStyle: Codable, Hashable, Sendable {
            public static let omitted: Date.FormatStyle.DateStyle = { fatalError() }()
            public static let numeric: Date.FormatStyle.DateStyle = { fatalError() }()
            public static let abbreviated: Date.FormatStyle.DateStyle = { fatalError() }()
            public static let long: Date.FormatStyle.DateStyle = { fatalError() }()
            public static let complete: Date.FormatStyle.DateStyle = { fatalError() }()
        }

        /// Predefined time styles varied in length or the components included.
        public struct TimeStyle: Codable, Hashable, Sendable {
            public static let omitted: Date.FormatStyle.TimeStyle = { fatalError() }()
            public static let shortened: Date.FormatStyle.TimeStyle = { fatalError() }()
            public static let standard: Date.FormatStyle.TimeStyle = { fatalError() }()
            public static let complete: Date.FormatStyle.TimeStyle = { fatalError() }()
        }

        /// Symbols used to build custom date formats.
        public struct Symbol: Hashable, Sendable {
            public struct Year: Hashable, Sendable {
                public static var defaultDigits: Date.FormatStyle.Symbol.Year { fatalError() }
                public static var twoDigits: Date.FormatStyle.Symbol.Year { fatalError() }
            }
            public struct Month: Hashable, Sendable {
                public static var defaultDigits: Date.FormatStyle.Symbol.Month { fatalError() }
                public static var twoDigits: Date.FormatStyle.Symbol.Month { fatalError() }
                public static var wide: Date.FormatStyle.Symbol.Month { fatalError() }
                public static var abbreviated: Date.FormatStyle.Symbol.Month { fatalError() }
                public static var narrow: Date.FormatStyle.Symbol.Month { fatalError() }
            }
            public struct Day: Hashable, Sendable {
                public static var defaultDigits: Date.FormatStyle.Symbol.Day { fatalError() }
                public static var twoDigits: Date.FormatStyle.Symbol.Day { fatalError() }
            }
            public struct Weekday: Hashable, Sendable {
                public static var abbreviated: Date.FormatStyle.Symbol.Weekday { fatalError() }
                public static var wide: Date.FormatStyle.Symbol.Weekday { fatalError() }
                public static var narrow: Date.FormatStyle.Symbol.Weekday { fatalError() }
                public static var short: Date.FormatStyle.Symbol.Weekday { fatalError() }
                public static var oneDigit: Date.FormatStyle.Symbol.Weekday { fatalError() }
                public static var twoDigits: Date.FormatStyle.Symbol.Weekday { fatalError() }
            }
            public struct Hour: Hashable, Sendable {
                @available(*, deprecated, renamed: "defaultDigits(amPM:)")
                public static var defaultDigitsNoAMPM: Date.FormatStyle.Symbol.Hour { fatalError() }
                @available(*, deprecated, renamed: "twoDigits(amPM:)")
                public static var twoDigitsNoAMPM: Date.FormatStyle.Symbol.Hour { fatalError() }
                public static func defaultDigits(amPM: Date.FormatStyle.Symbol.Hour.AMPMStyle) -> Date.FormatStyle.Symbol.Hour { fatalError() }
                public static func twoDigits(amPM: Date.FormatStyle.Symbol.Hour.AMPMStyle) -> Date.FormatStyle.Symbol.Hour { fatalError() }
                public struct AMPMStyle: Codable, Hashable, Sendable {
                    public static let omitted: Date.FormatStyle.Symbol.Hour.AMPMStyle = { fatalError() }()
                    public static let narrow: Date.FormatStyle.Symbol.Hour.AMPMStyle = { fatalError() }()
                    public static let abbreviated: Date.FormatStyle.Symbol.Hour.AMPMStyle = { fatalError() }()
                    public static let wide: Date.FormatStyle.Symbol.Hour.AMPMStyle = { fatalError() }()
                }
            }
            public struct Minute: Hashable, Sendable {
                public static var defaultDigits: Date.FormatStyle.Symbol.Minute { fatalError() }
                public static var twoDigits: Date.FormatStyle.Symbol.Minute { fatalError() }
            }
            public struct Second: Hashable, Sendable {
                public static var defaultDigits: Date.FormatStyle.Symbol.Second { fatalError() }
                public static var twoDigits: Date.FormatStyle.Symbol.Second { fatalError() }
            }
        }

        public func year(_ format: Date.FormatStyle.Symbol.Year = .defaultDigits) -> Date.FormatStyle { fatalError() }
        public func month(_ format: Date.FormatStyle.Symbol.Month = .abbreviated) -> Date.FormatStyle { fatalError() }
        public func day(_ format: Date.FormatStyle.Symbol.Day = .defaultDigits) -> Date.FormatStyle { fatalError() }
        public func weekday(_ format: Date.FormatStyle.Symbol.Weekday = .abbreviated) -> Date.FormatStyle { fatalError() }
        public func hour(_ format: Date.FormatStyle.Symbol.Hour = .defaultDigits(amPM: .abbreviated)) -> Date.FormatStyle { fatalError() }
        public func minute(_ format: Date.FormatStyle.Symbol.Minute = .defaultDigits) -> Date.FormatStyle { fatalError() }
        public func second(_ format: Date.FormatStyle.Symbol.Second = .defaultDigits) -> Date.FormatStyle { fatalError() }
    }

    /// A format style that forms relative date phrases such as "in 2 days" or "3 hours ago".
    public struct RelativeFormatStyle: Codable, Hashable, Sendable {
        public struct UnitsStyle: Codable, Hashable, Sendable {
            public static var wide: Date.RelativeFormatStyle.UnitsStyle { fatalError() }
            public static var spellOut: Date.RelativeFormatStyle.UnitsStyle { fatalError() }
            public static var abbreviated: Date.RelativeFormatStyle.UnitsStyle { fatalError() }
            public static var narrow: Date.RelativeFormatStyle.UnitsStyle { fatalError() }
        }
        public struct Presentation: Codable, Hashable, Sendable {
            public static var numeric: Date.RelativeFormatStyle.Presentation { fatalError() }
            public static var named: Date.RelativeFormatStyle.Presentation { fatalError() }
        }
        public var presentation: Date.RelativeFormatStyle.Presentation
        public var unitsStyle: Date.RelativeFormatStyle.UnitsStyle
        public var locale: Locale
        public var calendar: Calendar
        public var capitalizationContext: FormatStyleCapitalizationContext
        public init(presentation: Date.RelativeFormatStyle.Presentation = .numeric, unitsStyle: Date.RelativeFormatStyle.UnitsStyle = .wide, locale: Locale = .autoupdatingCurrent, calendar: Calendar = .autoupdatingCurrent, capitalizationContext: FormatStyleCapitalizationContext = .unknown) { fatalError() }
        public func format(_ destDate: Date) -> String { fatalError() }
    }

    /// A type that converts between dates and their ISO-8601 string representations.
    public struct ISO8601FormatStyle: Codable, Hashable, Sendable {
        public init() { fatalError() }
        public func format(_ value: Date) -> String { fatalError() }
    }
}

@available(iOS 15.0, *)
extension Date.FormatStyle: FormatStyle {
    public func format(_ value: Date) -> String { fatalError() }
    public func locale(_ locale: Locale) -> Date.FormatStyle { fatalError() }
}

@available(iOS 15.0, *)
extension Date.RelativeFormatStyle: FormatStyle {}

@available(iOS 15.0, *)
extension Date.ISO8601FormatStyle: FormatStyle {}

@available(iOS 15.0, *)
extension FormatStyle where Self == Date.FormatStyle {
    /// A default format style for dates, customizable with `.year()`, `.month()`, `.day()`…
    public static var dateTime: Date.FormatStyle { fatalError() }
}

@available(iOS 15.0, *)
extension FormatStyle where Self == Date.RelativeFormatStyle {
    public static func relative(presentation: Date.RelativeFormatStyle.Presentation, unitsStyle: Date.RelativeFormatStyle.UnitsStyle = .wide) -> Date.RelativeFormatStyle { fatalError() }
}

@available(iOS 15.0, *)
extension FormatStyle where Self == Date.ISO8601FormatStyle {
    public static var iso8601: Date.ISO8601FormatStyle { fatalError() }
}

/// The capitalization formatting context used when formatting dates and times.
@available(iOS 15.0, *)
public struct FormatStyleCapitalizationContext: Codable, Hashable, Sendable {
    public static var unknown: FormatStyleCapitalizationContext { fatalError() }
    public static var standalone: FormatStyleCapitalizationContext { fatalError() }
    public static var listItem: FormatStyleCapitalizationContext { fatalError() }
    public static var beginningOfSentence: FormatStyleCapitalizationContext { fatalError() }
    public static var middleOfSentence: FormatStyleCapitalizationContext { fatalError() }
}
