/// Base class for value-to-text formatters.
open class Formatter: NSObject, NSCoding, NSCopying, @unchecked Sendable {
    public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    @discardableResult
    open func string(for obj: Any?) -> String? { fatalError() }
}

/// Formats and parses dates as text.
open class DateFormatter: Formatter, @unchecked Sendable {
    /// Preset date/time lengths (short, medium, long…).
    public enum Style: UInt, @unchecked Sendable {
        case none = 0, short = 1, medium = 2, long = 3, full = 4
    }
    public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var dateFormat: String! { get { fatalError() } set { } }
    open var dateStyle: DateFormatter.Style { get { fatalError() } set { } }
    open var timeStyle: DateFormatter.Style { get { fatalError() } set { } }
    open var locale: Locale! { get { fatalError() } set { } }
    open var timeZone: TimeZone! { get { fatalError() } set { } }
    open var calendar: Calendar! { get { fatalError() } set { } }
    open var doesRelativeDateFormatting: Bool { get { fatalError() } set { } }
    @discardableResult
    open func string(from date: Date) -> String { fatalError() }
    @discardableResult
    open func date(from string: String) -> Date? { fatalError() }
    open func setLocalizedDateFormatFromTemplate(_ dateFormatTemplate: String) { fatalError() }
    @discardableResult
    open class func localizedString(from date: Date, dateStyle dstyle: DateFormatter.Style, timeStyle tstyle: DateFormatter.Style) -> String { fatalError() }
    @discardableResult
    open class func dateFormat(fromTemplate tmplate: String, options opts: Int, locale: Locale?) -> String? { fatalError() }
}

/// Formats and parses ISO 8601 date strings.
open class ISO8601DateFormatter: Formatter, NSSecureCoding, @unchecked Sendable {
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { fatalError() }
        public static var withInternetDateTime: ISO8601DateFormatter.Options { fatalError() }
        public static var withFractionalSeconds: ISO8601DateFormatter.Options { fatalError() }
        public static var withFullDate: ISO8601DateFormatter.Options { fatalError() }
        public static var withTimeZone: ISO8601DateFormatter.Options { fatalError() }
    }
    public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public static var supportsSecureCoding: Bool { fatalError() }
    open var formatOptions: ISO8601DateFormatter.Options { get { fatalError() } set { } }
    open var timeZone: TimeZone! { get { fatalError() } set { } }
    @discardableResult
    open func string(from date: Date) -> String { fatalError() }
    @discardableResult
    open func date(from string: String) -> Date? { fatalError() }
}

/// Formats and parses numbers as text.
open class NumberFormatter: Formatter, @unchecked Sendable {
    public enum Style: UInt, @unchecked Sendable {
        case none = 0, decimal = 1, currency = 2, percent = 3, scientific = 4, spellOut = 5, ordinal = 6, currencyISOCode = 8, currencyPlural = 9, currencyAccounting = 10
    }
    public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var numberStyle: NumberFormatter.Style { get { fatalError() } set { } }
    open var locale: Locale! { get { fatalError() } set { } }
    open var minimumFractionDigits: Int { get { fatalError() } set { } }
    open var maximumFractionDigits: Int { get { fatalError() } set { } }
    open var currencyCode: String! { get { fatalError() } set { } }
    @discardableResult
    open func string(from number: NSNumber) -> String? { fatalError() }
    @discardableResult
    open func number(from string: String) -> NSNumber? { fatalError() }
}
