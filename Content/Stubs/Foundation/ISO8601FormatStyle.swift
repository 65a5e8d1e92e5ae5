// Parsing with `Date.ISO8601FormatStyle` (iOS 15): the style is its own parse strategy, so
// `try Date(string, strategy: .iso8601)` works. The style itself is declared in DateFormatStyle.swift.

@available(iOS 15.0, *)
extension Date.ISO8601FormatStyle: ParseStrategy {
    /// Parses a string into a date.
    public func parse(_ value: String) throws -> Date { fatalError() }
}

@available(iOS 15.0, *)
extension Date.ISO8601FormatStyle: ParseableFormatStyle {
    public var parseStrategy: Date.ISO8601FormatStyle { fatalError() }
}

@available(iOS 15.0, *)
extension ParseStrategy where Self == Date.ISO8601FormatStyle {
    /// A style for parsing a date in accordance with the ISO-8601 standard.
    public static var iso8601: Date.ISO8601FormatStyle { fatalError() }
}

@available(iOS 15.0, *)
extension ParseableFormatStyle where Self == Date.ISO8601FormatStyle {
    public static var iso8601: Date.ISO8601FormatStyle { fatalError() }
}
