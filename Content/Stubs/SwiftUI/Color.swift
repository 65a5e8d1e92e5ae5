// Color, and how it bridges to UIKit's UIColor.

/// A representation of a color that adapts to a given context.
@available(iOS 13.0, *)
@frozen
public struct Color: Hashable, CustomStringConvertible, Sendable {
    /// Creates a color from a color set that you indicate by name.
    nonisolated public init(_ name: String, bundle: Bundle? = nil) { fatalError() }

    /// Creates a constant color from red, green, and blue component values.
    nonisolated public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) { fatalError() }

    /// Creates a constant grayscale color.
    nonisolated public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) { fatalError() }

    /// Creates a constant color from hue, saturation, and brightness values.
    nonisolated public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) { fatalError() }

    /// A profile that specifies how to interpret a color value for display.
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB
        case sRGBLinear
        case displayP3
    }

    public var description: String { fatalError() }

    /// A context-dependent black color suitable for use in UI elements.
    public static let black: Color = { fatalError() }()
    /// A context-dependent white color suitable for use in UI elements.
    public static let white: Color = { fatalError() }()
    /// A context-dependent gray color suitable for use in UI elements.
    public static let gray: Color = { fatalError() }()
    /// A context-dependent red color suitable for use in UI elements.
    public static let red: Color = { fatalError() }()
    /// A context-dependent green color suitable for use in UI elements.
    public static let green: Color = { fatalError() }()
    /// A context-dependent blue color suitable for use in UI elements.
    public static let blue: Color = { fatalError() }()
    /// A context-dependent orange color suitable for use in UI elements.
    public static let orange: Color = { fatalError() }()
    /// A context-dependent yellow color suitable for use in UI elements.
    public static let yellow: Color = { fatalError() }()
    /// A context-dependent pink color suitable for use in UI elements.
    public static let pink: Color = { fatalError() }()
    /// A context-dependent purple color suitable for use in UI elements.
    public static let purple: Color = { fatalError() }()
    /// A context-dependent mint color suitable for use in UI elements.
    @available(iOS 15.0, *)
    public static let mint: Color = { fatalError() }()
    /// A context-dependent teal color suitable for use in UI elements.
    @available(iOS 15.0, *)
    public static let teal: Color = { fatalError() }()
    /// A context-dependent cyan color suitable for use in UI elements.
    @available(iOS 15.0, *)
    public static let cyan: Color = { fatalError() }()
    /// A context-dependent indigo color suitable for use in UI elements.
    @available(iOS 15.0, *)
    public static let indigo: Color = { fatalError() }()
    /// A context-dependent brown color suitable for use in UI elements.
    @available(iOS 15.0, *)
    public static let brown: Color = { fatalError() }()
    /// A clear color suitable for use in UI elements.
    public static let clear: Color = { fatalError() }()
    /// The color to use for primary content.
    public static let primary: Color = { fatalError() }()
    /// The color to use for secondary content.
    public static let secondary: Color = { fatalError() }()
    /// A color that reflects the accent color of the system or app.
    public static var accentColor: Color { fatalError() }

    /// Multiplies the opacity of the color by the given amount.
    public func opacity(_ opacity: Double) -> Color { fatalError() }

    /// A standard gradient for the color.
    @available(iOS 16.0, *)
    public var gradient: AnyGradient { fatalError() }
}

@available(iOS 13.0, *)
extension Color: View {
    public typealias Body = Never
}

@available(iOS 13.0, *)
extension Color: ShapeStyle {
    /// Evaluates this color within the given environment.
    @available(iOS 17.0, *)
    public func resolve(in environment: EnvironmentValues) -> Color.Resolved { fatalError() }
}

@available(iOS 17.0, *)
extension Color {
    /// A concrete color value.
    @frozen
    public struct Resolved: Hashable, ShapeStyle, CustomStringConvertible, Sendable {
        public init(colorSpace: Color.RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) { fatalError() }
        public var red: Float
        public var green: Float
        public var blue: Float
        public var opacity: Float
        public var description: String { fatalError() }
    }

    /// Creates a constant color with the values specified by the resolved color.
    public init(_ resolved: Color.Resolved) { fatalError() }
}

#if canImport(UIKit)
@available(iOS 13.0, *)
extension Color {
    /// Creates a color from a UIKit color.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use Color(uiColor:) when converting a UIColor, or create a standard Color directly")
    nonisolated public init(_ color: UIColor) { fatalError() }

    /// Creates a color from a UIKit color.
    @available(iOS 15.0, *)
    nonisolated public init(uiColor: UIColor) { fatalError() }
}
#endif
