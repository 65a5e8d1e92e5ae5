// Font and its nested types, plus the font-related view modifiers.

/// An environment-dependent font.
@available(iOS 13.0, *)
@frozen
public struct Font: Hashable, Sendable {
    /// A font with the large title text style.
    public static let largeTitle: Font = { fatalError() }()
    /// A font with the title text style.
    public static let title: Font = { fatalError() }()
    /// Create a font for second level hierarchical headings.
    @available(iOS 14.0, *)
    public static let title2: Font = { fatalError() }()
    /// Create a font for third level hierarchical headings.
    @available(iOS 14.0, *)
    public static let title3: Font = { fatalError() }()
    /// A font with the headline text style.
    public static let headline: Font = { fatalError() }()
    /// A font with the subheadline text style.
    public static let subheadline: Font = { fatalError() }()
    /// A font with the body text style.
    public static let body: Font = { fatalError() }()
    /// A font with the callout text style.
    public static let callout: Font = { fatalError() }()
    /// A font with the footnote text style.
    public static let footnote: Font = { fatalError() }()
    /// A font with the caption text style.
    public static let caption: Font = { fatalError() }()
    /// Create a font with the alternate caption text style.
    @available(iOS 14.0, *)
    public static let caption2: Font = { fatalError() }()

    /// Gets a system font that uses the specified style, design, and weight.
    @available(iOS 16.0, *)
    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font { fatalError() }

    /// Gets a system font with the given text style and design.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `system(_:design:weight:)` instead.")
    public static func system(_ style: Font.TextStyle, design: Font.Design = .default) -> Font { fatalError() }

    /// Specifies a system font to use, along with the style, weight, and any
    /// design parameters you want applied to the text.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `system(size:weight:design:)` instead.")
    public static func system(size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default) -> Font { fatalError() }

    /// Create a custom font with the given `name` and `size` that scales with
    /// the body text style.
    public static func custom(_ name: String, size: CGFloat) -> Font { fatalError() }

    /// Create a custom font with the given `name` and `size` that scales
    /// relative to the given `textStyle`.
    @available(iOS 14.0, *)
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font { fatalError() }

    /// Create a custom font with the given `name` and a fixed `size` that does
    /// not scale with Dynamic Type.
    @available(iOS 14.0, *)
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { fatalError() }

    /// Adds italics to the font.
    public func italic() -> Font { fatalError() }
    /// Adjusts the font to enable all small capitals.
    public func smallCaps() -> Font { fatalError() }
    /// Returns a modified font that uses fixed-width digits, while leaving
    /// other characters proportionally spaced.
    public func monospacedDigit() -> Font { fatalError() }
    /// Sets the weight of the font.
    public func weight(_ weight: Font.Weight) -> Font { fatalError() }
    /// Adds bold styling to the font.
    public func bold() -> Font { fatalError() }
    /// Returns a fixed-width font from the same family as the base font.
    @available(iOS 15.0, *)
    public func monospaced() -> Font { fatalError() }

    /// A dynamic text style to use for fonts.
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle
        case title
        @available(iOS 14.0, *) case title2
        @available(iOS 14.0, *) case title3
        case headline
        case subheadline
        case body
        case callout
        case footnote
        case caption
        @available(iOS 14.0, *) case caption2

        public static var allCases: [Font.TextStyle] { fatalError() }
    }

    /// A design to use for fonts.
    public enum Design: Hashable, Sendable {
        case `default`
        case serif
        case rounded
        case monospaced
    }

    /// A weight to use for fonts.
    @frozen
    public struct Weight: Hashable, Sendable {
        public static let ultraLight: Font.Weight = { fatalError() }()
        public static let thin: Font.Weight = { fatalError() }()
        public static let light: Font.Weight = { fatalError() }()
        public static let regular: Font.Weight = { fatalError() }()
        public static let medium: Font.Weight = { fatalError() }()
        public static let semibold: Font.Weight = { fatalError() }()
        public static let bold: Font.Weight = { fatalError() }()
        public static let heavy: Font.Weight = { fatalError() }()
        public static let black: Font.Weight = { fatalError() }()
    }
}

@available(iOS 13.0, *)
extension View {
    /// Sets the default font for text in this view.
    nonisolated public func font(_ font: Font?) -> some View { fatalError() }
    /// Sets the font weight of the text in this view.
    @available(iOS 16.0, *)
    nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View { fatalError() }
    /// Applies a bold font weight to the text in this view.
    @available(iOS 16.0, *)
    nonisolated public func bold(_ isActive: Bool = true) -> some View { fatalError() }
    /// Applies italics to the text in this view.
    @available(iOS 16.0, *)
    nonisolated public func italic(_ isActive: Bool = true) -> some View { fatalError() }
    /// Sets the font design of the text in this view.
    @available(iOS 16.1, *)
    nonisolated public func fontDesign(_ design: Font.Design?) -> some View { fatalError() }
    /// Sets the Dynamic Type size within the view to the given value.
    @available(iOS 15.0, *)
    nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { fatalError() }
    /// Limits the Dynamic Type size within the view to the given range.
    @available(iOS 15.0, *)
    nonisolated public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize { fatalError() }
}

/// A Dynamic Type size, which specifies how large scalable content should be.
@available(iOS 15.0, *)
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall
    case small
    case medium
    case large
    case xLarge
    case xxLarge
    case xxxLarge
    case accessibility1
    case accessibility2
    case accessibility3
    case accessibility4
    case accessibility5

    /// A Boolean value indicating whether the size is one that is associated
    /// with accessibility.
    public var isAccessibilitySize: Bool { fatalError() }
}
