// Text, LocalizedStringKey and the Text-returning text modifiers.

/// A view that displays one or more lines of read-only text.
@available(iOS 13.0, *)
@frozen
public struct Text: Equatable, Sendable {
    /// Creates a text view that displays a string literal without localization.
    nonisolated public init(verbatim content: String) { fatalError() }

    /// Creates a text view that displays a stored string without localization.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ content: S) { fatalError() }

    /// Creates a text view that displays localized content identified by a key.
    nonisolated public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) { fatalError() }

    /// Creates a text view that displays styled attributed content.
    @available(iOS 15.0, *)
    nonisolated public init(_ attributedContent: AttributedString) { fatalError() }

    /// Creates a text view that displays the formatted representation of a
    /// value.
    @available(iOS 15.0, *)
    nonisolated public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String { fatalError() }

    public static func == (a: Text, b: Text) -> Bool { fatalError() }
}

@available(iOS 13.0, *)
extension Text: View {
    public typealias Body = Never
}

@available(iOS 14.0, *)
extension Text {
    /// Creates an instance that wraps an `Image`, suitable for concatenating
    /// with other `Text`.
    nonisolated public init(_ image: Image) { fatalError() }
}

@available(iOS 14.0, *)
extension Text {
    /// A predefined style used to display a `Date`.
    public struct DateStyle: Sendable {
        /// A style displaying only the time component for a date.
        public static let time: Text.DateStyle = { fatalError() }()
        /// A style displaying a date.
        public static let date: Text.DateStyle = { fatalError() }()
        /// A style displaying a date as relative to now.
        public static let relative: Text.DateStyle = { fatalError() }()
        /// A style displaying a date as offset from now.
        public static let offset: Text.DateStyle = { fatalError() }()
        /// A style displaying a date as timer counting from now.
        public static let timer: Text.DateStyle = { fatalError() }()
    }

    /// Creates an instance that displays localized dates and times using a specific style.
    nonisolated public init(_ date: Date, style: Text.DateStyle) { fatalError() }

    /// Creates an instance that displays a localized range between two dates.
    nonisolated public init(_ dates: ClosedRange<Date>) { fatalError() }
}

@available(iOS 13.0, *)
extension Text {
    /// Concatenates the text in two text views in a new text view.
    public static func + (lhs: Text, rhs: Text) -> Text { fatalError() }
}

@available(iOS 13.0, *)
extension Text {
    /// Sets the font for the text.
    nonisolated public func font(_ font: Font?) -> Text { fatalError() }
    /// Sets the font weight of the text.
    nonisolated public func fontWeight(_ weight: Font.Weight?) -> Text { fatalError() }
    /// Applies a bold font weight to the text.
    nonisolated public func bold() -> Text { fatalError() }
    /// Applies a bold font weight to the text.
    @available(iOS 16.0, *)
    nonisolated public func bold(_ isActive: Bool) -> Text { fatalError() }
    /// Applies italics to the text.
    nonisolated public func italic() -> Text { fatalError() }
    /// Applies italics to the text.
    @available(iOS 16.0, *)
    nonisolated public func italic(_ isActive: Bool) -> Text { fatalError() }
    /// Modifies the font of the text to use the fixed-width variant of the current font, if possible.
    @available(iOS 15.0, *)
    nonisolated public func monospacedDigit() -> Text { fatalError() }
    /// Applies a strikethrough to the text.
    nonisolated public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { fatalError() }
    /// Applies an underline to the text.
    nonisolated public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { fatalError() }
    /// Sets the spacing, or kerning, between characters.
    nonisolated public func kerning(_ kerning: CGFloat) -> Text { fatalError() }
    /// Sets the tracking for the text.
    nonisolated public func tracking(_ tracking: CGFloat) -> Text { fatalError() }
    /// Sets the vertical offset for the text relative to its baseline.
    nonisolated public func baselineOffset(_ baselineOffset: CGFloat) -> Text { fatalError() }

    /// Sets the color of the text displayed by this view.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use foregroundStyle(_:) instead.")
    nonisolated public func foregroundColor(_ color: Color?) -> Text { fatalError() }

    /// Sets the style of the text displayed by this view.
    @available(iOS 17.0, *)
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { fatalError() }
}

/// The type of localized string keys used by `Text`, `Button`, `Label` and the other
/// views that localize their titles.
@available(iOS 13.0, *)
@frozen
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    /// Creates a localized string key from the given string value.
    public init(_ value: String) { fatalError() }

    /// Creates a localized string key from the given string literal.
    public init(stringLiteral value: String) { fatalError() }

    /// Creates a localized string key from the given string interpolation.
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) { fatalError() }

    /// Represents the contents of a string literal with interpolations
    /// while it's being built, for use in creating a localized string key.
    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) { fatalError() }
        public mutating func appendLiteral(_ literal: String) { fatalError() }
        public mutating func appendInterpolation(_ string: String) { fatalError() }
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) { fatalError() }
        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) { fatalError() }
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) { fatalError() }
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) { fatalError() }
        @available(iOS 14.0, *)
        public mutating func appendInterpolation(_ text: Text) { fatalError() }
        @available(iOS 14.0, *)
        public mutating func appendInterpolation(_ image: Image) { fatalError() }
        @available(iOS 14.0, *)
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) { fatalError() }
        @available(iOS 15.0, *)
        public mutating func appendInterpolation(_ attributedString: AttributedString) { fatalError() }
        @available(iOS 15.0, *)
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String { fatalError() }
        public typealias StringLiteralType = String
    }

    public typealias ExtendedGraphemeClusterLiteralType = String
    public typealias StringLiteralType = String
    public typealias UnicodeScalarLiteralType = String

    public static func == (a: LocalizedStringKey, b: LocalizedStringKey) -> Bool { fatalError() }
}

/// An alignment position for text along the horizontal axis.
@available(iOS 13.0, *)
@frozen
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading
    case center
    case trailing
}

@available(iOS 14.0, *)
extension Text {
    /// A scheme for transforming the capitalization of characters within text.
    public enum Case: Sendable, Hashable {
        case uppercase
        case lowercase
    }
}

@available(iOS 13.0, *)
extension Text {
    /// The type of truncation to apply to a line of text when it's too long to
    /// fit in the available space.
    public enum TruncationMode: Sendable, Hashable {
        case head
        case tail
        case middle
    }
}

@available(iOS 13.0, *)
extension View {
    /// Sets the alignment of a text view that contains multiple lines of text.
    nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { fatalError() }
    /// Sets the maximum number of lines that text can occupy in this view.
    nonisolated public func lineLimit(_ number: Int?) -> some View { fatalError() }
    /// Sets to a partial range the number of lines that text can occupy in this view.
    @available(iOS 16.0, *)
    nonisolated public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View { fatalError() }
    /// Sets a limit for the number of lines text can occupy in this view.
    @available(iOS 16.0, *)
    nonisolated public func lineLimit(_ limit: ClosedRange<Int>) -> some View { fatalError() }
    /// Sets a limit for the number of lines text can occupy in this view.
    @available(iOS 16.0, *)
    nonisolated public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View { fatalError() }
    /// Sets the amount of space between lines of text in this view.
    nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> some View { fatalError() }
    /// Sets the truncation mode for lines of text that are too long to fit.
    nonisolated public func truncationMode(_ mode: Text.TruncationMode) -> some View { fatalError() }
    /// Sets the minimum amount that text in this view scales down to fit.
    nonisolated public func minimumScaleFactor(_ factor: CGFloat) -> some View { fatalError() }
    /// Sets a transform for the case of the text contained in this view when displayed.
    @available(iOS 14.0, *)
    nonisolated public func textCase(_ textCase: Text.Case?) -> some View { fatalError() }
    /// Controls whether people can select text within this view.
    @available(iOS 15.0, *)
    nonisolated public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { fatalError() }
}

/// A type that describes the ability to select text.
@available(iOS 15.0, *)
public protocol TextSelectability {
    static var allowsSelection: Bool { get }
}

@available(iOS 15.0, *)
public struct EnabledTextSelectability: TextSelectability {
    public static let allowsSelection: Bool = true
}

@available(iOS 15.0, *)
public struct DisabledTextSelectability: TextSelectability {
    public static let allowsSelection: Bool = false
}

@available(iOS 15.0, *)
extension TextSelectability where Self == EnabledTextSelectability {
    public static var enabled: EnabledTextSelectability { fatalError() }
}

@available(iOS 15.0, *)
extension TextSelectability where Self == DisabledTextSelectability {
    public static var disabled: DisabledTextSelectability { fatalError() }
}
