/// A structure representing a base-10 number.
///
/// Stub note: in the SDK, `Decimal` is the C struct `NSDecimal` (NSDecimal.h) imported under its Swift
/// name, and Foundation's overlay adds the members below; Apple's precise identifier is `c:@SA@NSDecimal`
/// and the overlay members mangle as `So9NSDecimala…`. The stub declares a Swift struct instead (the
/// Clang half, Foundation.h, has no NSDecimal), so the labels, types and conformances match but the
/// USRs do not.
public struct Decimal: Sendable {
    /// Creates a decimal initialized to `0`.
    public init() { fatalError() }
}

extension Decimal {
    public static let leastFiniteMagnitude: Decimal = { fatalError() }()
    public static let greatestFiniteMagnitude: Decimal = { fatalError() }()
    public static let leastNormalMagnitude: Decimal = { fatalError() }()
    public static let leastNonzeroMagnitude: Decimal = { fatalError() }()
    public static let pi: Decimal = { fatalError() }()
    public static var nan: Decimal { fatalError() }
    public static var quietNaN: Decimal { fatalError() }
    public static var radix: Int { fatalError() }

    public init(sign: FloatingPointSign, exponent: Int, significand: Decimal) { fatalError() }
    public init(signOf: Decimal, magnitudeOf magnitude: Decimal) { fatalError() }
    public init(_ value: UInt8) { fatalError() }
    public init(_ value: Int8) { fatalError() }
    public init(_ value: UInt16) { fatalError() }
    public init(_ value: Int16) { fatalError() }
    public init(_ value: UInt32) { fatalError() }
    public init(_ value: Int32) { fatalError() }
    public init(_ value: UInt64) { fatalError() }
    public init(_ value: Int64) { fatalError() }
    public init(_ value: UInt) { fatalError() }
    public init(_ value: Int) { fatalError() }
    public init(_ value: Double) { fatalError() }
    public init?(string: String, locale: Locale? = nil) { fatalError() }

    public var exponent: Int { fatalError() }
    public var significand: Decimal { fatalError() }
    public var sign: FloatingPointSign { fatalError() }
    public var ulp: Decimal { fatalError() }
    public var nextUp: Decimal { fatalError() }
    public var nextDown: Decimal { fatalError() }
    public var isZero: Bool { fatalError() }
    public var isFinite: Bool { fatalError() }
    public var isInfinite: Bool { fatalError() }
    public var isNaN: Bool { fatalError() }
    public var isNormal: Bool { fatalError() }
    public var isSubnormal: Bool { fatalError() }
    public var isSignMinus: Bool { fatalError() }
    public var isSignaling: Bool { fatalError() }
    public var isSignalingNaN: Bool { fatalError() }
    public var isCanonical: Bool { fatalError() }
    public var floatingPointClass: FloatingPointClassification { fatalError() }

    public mutating func add(_ other: Decimal) { fatalError() }
    public mutating func subtract(_ other: Decimal) { fatalError() }
    public mutating func multiply(by other: Decimal) { fatalError() }
    public mutating func divide(by other: Decimal) { fatalError() }
    public mutating func negate() { fatalError() }
    public func isEqual(to other: Decimal) -> Bool { fatalError() }
    public func isLess(than other: Decimal) -> Bool { fatalError() }
    public func isLessThanOrEqualTo(_ other: Decimal) -> Bool { fatalError() }
    public func isTotallyOrdered(belowOrEqualTo other: Decimal) -> Bool { fatalError() }

    public static func / (lhs: Decimal, rhs: Decimal) -> Decimal { fatalError() }
    public static func /= (lhs: inout Decimal, rhs: Decimal) { fatalError() }
}

extension Decimal: Hashable {
    public static func == (lhs: Decimal, rhs: Decimal) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
}

extension Decimal: Comparable {
    public static func < (lhs: Decimal, rhs: Decimal) -> Bool { fatalError() }
}

extension Decimal: ExpressibleByFloatLiteral {
    public init(floatLiteral value: Double) { fatalError() }
}

extension Decimal: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int) { fatalError() }
}

extension Decimal: SignedNumeric {
    public var magnitude: Decimal { fatalError() }
    public init?<T: BinaryInteger>(exactly source: T) { fatalError() }
    public static func + (lhs: Decimal, rhs: Decimal) -> Decimal { fatalError() }
    public static func += (lhs: inout Decimal, rhs: Decimal) { fatalError() }
    public static func - (lhs: Decimal, rhs: Decimal) -> Decimal { fatalError() }
    public static func -= (lhs: inout Decimal, rhs: Decimal) { fatalError() }
    public static func * (lhs: Decimal, rhs: Decimal) -> Decimal { fatalError() }
    public static func *= (lhs: inout Decimal, rhs: Decimal) { fatalError() }
}

extension Decimal: Strideable {
    public func distance(to other: Decimal) -> Decimal { fatalError() }
    public func advanced(by n: Decimal) -> Decimal { fatalError() }
}

extension Decimal: Codable {
    public init(from decoder: any Decoder) throws { fatalError() }
    public func encode(to encoder: any Encoder) throws { fatalError() }
}

extension Decimal: CustomStringConvertible {
    public var description: String { fatalError() }
}

// MARK: - Format styles (iOS 15)

@available(iOS 15.0, *)
extension Decimal {
    /// Formats the decimal using the default decimal format style.
    public func formatted() -> String { fatalError() }
    /// Formats the decimal using the provided format style.
    public func formatted<S: Foundation.FormatStyle>(_ format: S) -> S.FormatOutput where S.FormatInput == Decimal { fatalError() }
    /// Creates a decimal by parsing a value according to the provided parse strategy.
    public init<S: Foundation.ParseStrategy>(_ value: S.ParseInput, strategy: S) throws where S.ParseOutput == Decimal { fatalError() }

    /// A structure that converts between decimal values and their textual representations.
    public struct FormatStyle: Codable, Hashable, Sendable {
        public var locale: Locale
        public init(locale: Locale = .autoupdatingCurrent) { fatalError() }
        public func format(_ value: Decimal) -> String { fatalError() }
        public func locale(_ locale: Locale) -> Decimal.FormatStyle { fatalError() }
        public func precision(_ p: NumberFormatStyleConfiguration.Precision) -> Decimal.FormatStyle { fatalError() }
        public func grouping(_ group: NumberFormatStyleConfiguration.Grouping) -> Decimal.FormatStyle { fatalError() }
        public func sign(strategy: NumberFormatStyleConfiguration.SignDisplayStrategy) -> Decimal.FormatStyle { fatalError() }
        public func notation(_ notation: NumberFormatStyleConfiguration.Notation) -> Decimal.FormatStyle { fatalError() }
        public func rounded(rule: NumberFormatStyleConfiguration.RoundingRule = .toNearestOrEven, increment: Int? = nil) -> Decimal.FormatStyle { fatalError() }

        /// A format style that converts between decimal percentage values and their textual representations.
        public struct Percent: Codable, Hashable, Sendable {
            public var locale: Locale
            public init(locale: Locale = .autoupdatingCurrent) { fatalError() }
            public func format(_ value: Decimal) -> String { fatalError() }
            public func locale(_ locale: Locale) -> Decimal.FormatStyle.Percent { fatalError() }
            public func precision(_ p: NumberFormatStyleConfiguration.Precision) -> Decimal.FormatStyle.Percent { fatalError() }
        }

        /// A format style that converts between decimal currency values and their textual representations.
        public struct Currency: Codable, Hashable, Sendable {
            public var locale: Locale
            public let currencyCode: String
            public init(code: String, locale: Locale = .autoupdatingCurrent) { fatalError() }
            public func format(_ value: Decimal) -> String { fatalError() }
            public func locale(_ locale: Locale) -> Decimal.FormatStyle.Currency { fatalError() }
            public func precision(_ p: NumberFormatStyleConfiguration.Precision) -> Decimal.FormatStyle.Currency { fatalError() }
        }
    }

    /// A parse strategy for creating decimal values from formatted strings.
    public struct ParseStrategy<Format>: Codable, Hashable where Format: Foundation.FormatStyle, Format.FormatInput == Decimal {
        public var formatStyle: Format
        public var lenient: Bool
        public func parse(_ value: String) throws -> Format.FormatInput { fatalError() }
    }
}

@available(iOS 15.0, *) extension Decimal.FormatStyle: FormatStyle {}
@available(iOS 15.0, *) extension Decimal.FormatStyle.Percent: FormatStyle {}
@available(iOS 15.0, *) extension Decimal.FormatStyle.Currency: FormatStyle {}
@available(iOS 15.0, *) extension Decimal.ParseStrategy: ParseStrategy {}

@available(iOS 15.0, *)
extension Decimal.FormatStyle: ParseableFormatStyle {
    public var parseStrategy: Decimal.ParseStrategy<Decimal.FormatStyle> { fatalError() }
}
@available(iOS 15.0, *)
extension Decimal.FormatStyle.Percent: ParseableFormatStyle {
    public var parseStrategy: Decimal.ParseStrategy<Decimal.FormatStyle.Percent> { fatalError() }
}
@available(iOS 15.0, *)
extension Decimal.FormatStyle.Currency: ParseableFormatStyle {
    public var parseStrategy: Decimal.ParseStrategy<Decimal.FormatStyle.Currency> { fatalError() }
}

@available(iOS 15.0, *)
extension FormatStyle where Self == Decimal.FormatStyle {
    public static var number: Decimal.FormatStyle { fatalError() }
}
@available(iOS 15.0, *)
extension FormatStyle where Self == Decimal.FormatStyle.Percent {
    public static var percent: Decimal.FormatStyle.Percent { fatalError() }
}
@available(iOS 15.0, *)
extension FormatStyle where Self == Decimal.FormatStyle.Currency {
    public static func currency(code: String) -> Self { fatalError() }
}
@available(iOS 15.0, *)
extension ParseableFormatStyle where Self == Decimal.FormatStyle {
    public static var number: Decimal.FormatStyle { fatalError() }
}
@available(iOS 15.0, *)
extension ParseableFormatStyle where Self == Decimal.FormatStyle.Percent {
    public static var percent: Decimal.FormatStyle.Percent { fatalError() }
}
@available(iOS 15.0, *)
extension ParseableFormatStyle where Self == Decimal.FormatStyle.Currency {
    public static func currency(code: String) -> Self { fatalError() }
}
