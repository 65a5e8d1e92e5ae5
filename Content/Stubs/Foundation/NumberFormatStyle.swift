/// Configuration settings for formatting numbers (precision, grouping, rounding…).
@available(iOS 15.0, *)
public enum NumberFormatStyleConfiguration {
    /// The precision to use when formatting a number.
    public struct Precision: Codable, Hashable, Sendable {
        public static func significantDigits<R: RangeExpression>(_ limits: R) -> NumberFormatStyleConfiguration.Precision where R.Bound == Int { fatalError() }
        public static func significantDigits(_ digits: Int) -> NumberFormatStyleConfiguration.Precision { fatalError() }
        public static func fractionLength<R: RangeExpression>(_ limits: R) -> NumberFormatStyleConfiguration.Precision where R.Bound == Int { fatalError() }
        public static func fractionLength(_ length: Int) -> NumberFormatStyleConfiguration.Precision { fatalError() }
        public static func integerLength(_ length: Int) -> NumberFormatStyleConfiguration.Precision { fatalError() }
        public static func integerAndFractionLength(integer: Int, fraction: Int) -> NumberFormatStyleConfiguration.Precision { fatalError() }
    }
    /// How to group digits.
    public struct Grouping: Codable, Hashable, Sendable {
        public static var automatic: NumberFormatStyleConfiguration.Grouping { fatalError() }
        public static var never: NumberFormatStyleConfiguration.Grouping { fatalError() }
    }
    /// When to show the sign.
    public struct SignDisplayStrategy: Codable, Hashable, Sendable {
        public static var automatic: NumberFormatStyleConfiguration.SignDisplayStrategy { fatalError() }
        public static var never: NumberFormatStyleConfiguration.SignDisplayStrategy { fatalError() }
        public static func always(includingZero: Bool = false) -> NumberFormatStyleConfiguration.SignDisplayStrategy { fatalError() }
    }
    /// The notation used for the number.
    public struct Notation: Codable, Hashable, Sendable {
        public static var automatic: NumberFormatStyleConfiguration.Notation { fatalError() }
        public static var compactName: NumberFormatStyleConfiguration.Notation { fatalError() }
        public static var scientific: NumberFormatStyleConfiguration.Notation { fatalError() }
    }
    public typealias RoundingRule = FloatingPointRoundingRule
}

/// A structure that converts between integer values and their textual representations.
@available(iOS 15.0, *)
public struct IntegerFormatStyle<Value: BinaryInteger>: Codable, Hashable, Sendable {
    public var locale: Locale
    public init(locale: Locale = .autoupdatingCurrent) { fatalError() }
    public func format(_ value: Value) -> String { fatalError() }
    public func precision(_ p: NumberFormatStyleConfiguration.Precision) -> IntegerFormatStyle<Value> { fatalError() }
    public func grouping(_ group: NumberFormatStyleConfiguration.Grouping) -> IntegerFormatStyle<Value> { fatalError() }
    public func sign(strategy: NumberFormatStyleConfiguration.SignDisplayStrategy) -> IntegerFormatStyle<Value> { fatalError() }
    public func notation(_ notation: NumberFormatStyleConfiguration.Notation) -> IntegerFormatStyle<Value> { fatalError() }
    public func rounded(rule: NumberFormatStyleConfiguration.RoundingRule = .toNearestOrEven, increment: Int? = nil) -> IntegerFormatStyle<Value> { fatalError() }

    public struct Percent: Codable, Hashable, Sendable {
        public var locale: Locale
        public init(locale: Locale = .autoupdatingCurrent) { fatalError() }
        public func format(_ value: Value) -> String { fatalError() }
        public func precision(_ p: NumberFormatStyleConfiguration.Precision) -> IntegerFormatStyle<Value>.Percent { fatalError() }
    }

    public struct Currency: Codable, Hashable, Sendable {
        public var locale: Locale
        public let currencyCode: String
        public init(code: String, locale: Locale = .autoupdatingCurrent) { fatalError() }
        public func format(_ value: Value) -> String { fatalError() }
        public func precision(_ p: NumberFormatStyleConfiguration.Precision) -> IntegerFormatStyle<Value>.Currency { fatalError() }
    }
}

/// A structure that converts between floating-point values and their textual representations.
@available(iOS 15.0, *)
public struct FloatingPointFormatStyle<Value: BinaryFloatingPoint>: Codable, Hashable, Sendable {
    public var locale: Locale
    public init(locale: Locale = .autoupdatingCurrent) { fatalError() }
    public func format(_ value: Value) -> String { fatalError() }
    public func precision(_ p: NumberFormatStyleConfiguration.Precision) -> FloatingPointFormatStyle<Value> { fatalError() }
    public func grouping(_ group: NumberFormatStyleConfiguration.Grouping) -> FloatingPointFormatStyle<Value> { fatalError() }
    public func sign(strategy: NumberFormatStyleConfiguration.SignDisplayStrategy) -> FloatingPointFormatStyle<Value> { fatalError() }
    public func notation(_ notation: NumberFormatStyleConfiguration.Notation) -> FloatingPointFormatStyle<Value> { fatalError() }
    public func rounded(rule: NumberFormatStyleConfiguration.RoundingRule = .toNearestOrEven, increment: Double? = nil) -> FloatingPointFormatStyle<Value> { fatalError() }

    public struct Percent: Codable, Hashable, Sendable {
        public var locale: Locale
        public init(locale: Locale = .autoupdatingCurrent) { fatalError() }
        public func format(_ value: Value) -> String { fatalError() }
        public func precision(_ p: NumberFormatStyleConfiguration.Precision) -> FloatingPointFormatStyle<Value>.Percent { fatalError() }
    }

    public struct Currency: Codable, Hashable, Sendable {
        public var locale: Locale
        public let currencyCode: String
        public init(code: String, locale: Locale = .autoupdatingCurrent) { fatalError() }
        public func format(_ value: Value) -> String { fatalError() }
        public func precision(_ p: NumberFormatStyleConfiguration.Precision) -> FloatingPointFormatStyle<Value>.Currency { fatalError() }
    }
}

@available(iOS 15.0, *) extension IntegerFormatStyle: FormatStyle {}
@available(iOS 15.0, *) extension IntegerFormatStyle.Percent: FormatStyle {}
@available(iOS 15.0, *) extension IntegerFormatStyle.Currency: FormatStyle {}
@available(iOS 15.0, *) extension FloatingPointFormatStyle: FormatStyle {}
@available(iOS 15.0, *) extension FloatingPointFormatStyle.Percent: FormatStyle {}
@available(iOS 15.0, *) extension FloatingPointFormatStyle.Currency: FormatStyle {}

@available(iOS 15.0, *)
extension FormatStyle where Self == IntegerFormatStyle<Int> {
    public static var number: IntegerFormatStyle<Int> { fatalError() }
}
@available(iOS 15.0, *)
extension FormatStyle where Self == IntegerFormatStyle<Int>.Percent {
    public static var percent: IntegerFormatStyle<Int>.Percent { fatalError() }
}
@available(iOS 15.0, *)
extension FormatStyle where Self == IntegerFormatStyle<Int>.Currency {
    public static func currency(code: String) -> IntegerFormatStyle<Int>.Currency { fatalError() }
}
@available(iOS 15.0, *)
extension FormatStyle where Self == FloatingPointFormatStyle<Double> {
    public static var number: FloatingPointFormatStyle<Double> { fatalError() }
}
@available(iOS 15.0, *)
extension FormatStyle where Self == FloatingPointFormatStyle<Double>.Percent {
    public static var percent: FloatingPointFormatStyle<Double>.Percent { fatalError() }
}
@available(iOS 15.0, *)
extension FormatStyle where Self == FloatingPointFormatStyle<Double>.Currency {
    public static func currency(code: String) -> FloatingPointFormatStyle<Double>.Currency { fatalError() }
}

@available(iOS 15.0, *)
extension BinaryInteger {
    /// Formats `self` using the default integer format style.
    public func formatted() -> String { fatalError() }
    public func formatted<S: FormatStyle>(_ format: S) -> S.FormatOutput where Self == S.FormatInput { fatalError() }
}

@available(iOS 15.0, *)
extension BinaryFloatingPoint {
    /// Formats `self` using the default floating-point format style.
    public func formatted() -> String { fatalError() }
    public func formatted<S: FormatStyle>(_ format: S) -> S.FormatOutput where Self == S.FormatInput { fatalError() }
}

/// A type that formats lists of items with a separator and conjunction appropriate for a given locale.
@available(iOS 15.0, *)
public struct ListFormatStyle<Style: FormatStyle, Base: Sequence>: FormatStyle where Base.Element == Style.FormatInput, Style.FormatOutput == String {
    public enum ListType: Int, Codable, Sendable { case and, or }
    public enum Width: Int, Codable, Sendable { case standard, short, narrow }
    public var width: ListFormatStyle<Style, Base>.Width
    public var listType: ListFormatStyle<Style, Base>.ListType
    public var locale: Locale
    public init(memberStyle: Style) { fatalError() }
    public func format(_ value: Base) -> String { fatalError() }
}

/// The format style used by `formatted()` on a sequence of strings.
@available(iOS 15.0, *)
public struct StringStyle: FormatStyle, Sendable {
    public func format(_ value: String) -> String { fatalError() }
}

@available(iOS 15.0, *)
extension Sequence where Element == String {
    public func formatted() -> String { fatalError() }
}

@available(iOS 15.0, *)
extension Sequence {
    public func formatted<S: FormatStyle>(_ style: S) -> S.FormatOutput where Self == S.FormatInput { fatalError() }
}

@available(iOS 15.0, *)
extension FormatStyle {
    public static func list<MemberStyle: FormatStyle, Base: Sequence>(memberStyle: MemberStyle, type: ListFormatStyle<MemberStyle, Base>.ListType, width: ListFormatStyle<MemberStyle, Base>.Width = .standard) -> Self where Self == ListFormatStyle<MemberStyle, Base> { fatalError() }
    public static func list<Base: Sequence>(type: ListFormatStyle<StringStyle, Base>.ListType, width: ListFormatStyle<StringStyle, Base>.Width = .standard) -> Self where Self == ListFormatStyle<StringStyle, Base> { fatalError() }
}
