// ShapeStyle and the built-in styles: hierarchical styles, materials, gradients.

/// A color or pattern to use when rendering a shape.
@available(iOS 13.0, *)
public protocol ShapeStyle: Sendable {
    /// The type of shape style this will resolve to.
    @available(iOS 17.0, *)
    associatedtype Resolved: ShapeStyle = Never

    /// Evaluate to a resolved shape style given the current `environment`.
    @available(iOS 17.0, *)
    func resolve(in environment: EnvironmentValues) -> Self.Resolved
}

@available(iOS 17.0, *)
extension ShapeStyle where Self.Resolved == Never {
    public func resolve(in environment: EnvironmentValues) -> Never { fatalError() }
}

@available(iOS 13.0, *)
extension Never: ShapeStyle {
    @available(iOS 17.0, *)
    public typealias Resolved = Never
}

@available(iOS 15.0, *)
extension ShapeStyle {
    /// Returns a new style based on `self` that multiplies by the specified opacity when drawing.
    public func opacity(_ opacity: Double) -> some ShapeStyle { fatalError() }
}

@available(iOS 13.0, *)
extension ShapeStyle where Self: View, Self.Body == _ShapeView<Rectangle, Self> {
    /// A rectangle filled with the shape style: how a shape style that is also a
    /// view (like a gradient) renders.
    public var body: _ShapeView<Rectangle, Self> { fatalError() }
}

/// A shape style that maps to one of the numbered content styles.
@available(iOS 15.0, *)
@frozen
public struct HierarchicalShapeStyle: ShapeStyle {
    /// A shape style that maps to the first level of the current content style.
    public static let primary: HierarchicalShapeStyle = { fatalError() }()
    /// A shape style that maps to the second level of the current content style.
    public static let secondary: HierarchicalShapeStyle = { fatalError() }()
    /// A shape style that maps to the third level of the current content style.
    public static let tertiary: HierarchicalShapeStyle = { fatalError() }()
    /// A shape style that maps to the fourth level of the current content style.
    public static let quaternary: HierarchicalShapeStyle = { fatalError() }()
    /// A shape style that maps to the fifth level of the current content style.
    @available(iOS 16.0, *)
    public static let quinary: HierarchicalShapeStyle = { fatalError() }()
}

@available(iOS 15.0, *)
extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { fatalError() }
    public static var secondary: HierarchicalShapeStyle { fatalError() }
    public static var tertiary: HierarchicalShapeStyle { fatalError() }
    public static var quaternary: HierarchicalShapeStyle { fatalError() }
    @available(iOS 16.0, *)
    public static var quinary: HierarchicalShapeStyle { fatalError() }
}

@available(iOS 13.0, *)
extension ShapeStyle where Self == Color {
    public static var black: Color { fatalError() }
    public static var white: Color { fatalError() }
    public static var gray: Color { fatalError() }
    public static var red: Color { fatalError() }
    public static var green: Color { fatalError() }
    public static var blue: Color { fatalError() }
    public static var orange: Color { fatalError() }
    public static var yellow: Color { fatalError() }
    public static var pink: Color { fatalError() }
    public static var purple: Color { fatalError() }
    @available(iOS 15.0, *) public static var mint: Color { fatalError() }
    @available(iOS 15.0, *) public static var teal: Color { fatalError() }
    @available(iOS 15.0, *) public static var cyan: Color { fatalError() }
    @available(iOS 15.0, *) public static var indigo: Color { fatalError() }
    @available(iOS 15.0, *) public static var brown: Color { fatalError() }
    public static var clear: Color { fatalError() }
}

/// The foreground style in the current context.
@available(iOS 13.0, *)
@frozen
public struct ForegroundStyle: ShapeStyle {
    public init() {}
}

@available(iOS 13.0, *)
extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style in the current context.
    public static var foreground: ForegroundStyle { fatalError() }
}

/// The background style in the current context.
@available(iOS 14.0, *)
@frozen
public struct BackgroundStyle: ShapeStyle {
    public init() {}
}

@available(iOS 14.0, *)
extension ShapeStyle where Self == BackgroundStyle {
    /// The background style in the current context.
    public static var background: BackgroundStyle { fatalError() }
}

/// A style that reflects the current tint color.
@available(iOS 15.0, *)
@frozen
public struct TintShapeStyle: ShapeStyle {
    public init() {}
}

@available(iOS 15.0, *)
extension ShapeStyle where Self == TintShapeStyle {
    /// A style that reflects the current tint color.
    public static var tint: TintShapeStyle { fatalError() }
}

/// A style appropriate for foreground separator or border lines.
@available(iOS 17.0, *)
@frozen
public struct SeparatorShapeStyle: ShapeStyle {
    public init() {}
}

@available(iOS 17.0, *)
extension ShapeStyle where Self == SeparatorShapeStyle {
    /// A style appropriate for foreground separator or border lines.
    public static var separator: SeparatorShapeStyle { fatalError() }
}

/// A background material type.
@available(iOS 15.0, *)
public struct Material: Sendable {
    public static let regularMaterial: Material = { fatalError() }()
    public static let thickMaterial: Material = { fatalError() }()
    public static let thinMaterial: Material = { fatalError() }()
    public static let ultraThinMaterial: Material = { fatalError() }()
    public static let ultraThickMaterial: Material = { fatalError() }()
    public static let bar: Material = { fatalError() }()
}

@available(iOS 15.0, *)
extension Material: ShapeStyle {}

@available(iOS 15.0, *)
extension ShapeStyle where Self == Material {
    public static var regularMaterial: Material { fatalError() }
    public static var thickMaterial: Material { fatalError() }
    public static var thinMaterial: Material { fatalError() }
    public static var ultraThinMaterial: Material { fatalError() }
    public static var ultraThickMaterial: Material { fatalError() }
    public static var bar: Material { fatalError() }
}

/// A type-erased ShapeStyle value.
@available(iOS 15.0, *)
@frozen
public struct AnyShapeStyle: ShapeStyle {
    public init<S: ShapeStyle>(_ style: S) { fatalError() }
}

/// A color gradient represented as an array of color stops.
@available(iOS 13.0, *)
@frozen
public struct Gradient: Hashable, Sendable {
    /// One color stop in the gradient.
    @frozen
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) { fatalError() }
    }
    public var stops: [Gradient.Stop]
    public init(stops: [Gradient.Stop]) { fatalError() }
    public init(colors: [Color]) { fatalError() }
}

/// A color gradient.
@available(iOS 16.0, *)
@frozen
public struct AnyGradient: Hashable, ShapeStyle, Sendable {
    public init(_ gradient: Gradient) { fatalError() }
}

/// A linear gradient.
@available(iOS 13.0, *)
@frozen
public struct LinearGradient: ShapeStyle, View, Sendable {
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) { fatalError() }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) { fatalError() }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) { fatalError() }
    public typealias Body = _ShapeView<Rectangle, LinearGradient>
}

@available(iOS 13.0, *)
extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient { fatalError() }
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient { fatalError() }
}

/// A radial gradient.
@available(iOS 13.0, *)
@frozen
public struct RadialGradient: ShapeStyle, View, Sendable {
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) { fatalError() }
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) { fatalError() }
    public typealias Body = _ShapeView<Rectangle, RadialGradient>
}

/// A normalized 2D point in a view's coordinate space.
@available(iOS 13.0, *)
@frozen
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public init() { fatalError() }
    public init(x: CGFloat, y: CGFloat) { fatalError() }
    public static let zero: UnitPoint = { fatalError() }()
    public static let center: UnitPoint = { fatalError() }()
    public static let leading: UnitPoint = { fatalError() }()
    public static let trailing: UnitPoint = { fatalError() }()
    public static let top: UnitPoint = { fatalError() }()
    public static let bottom: UnitPoint = { fatalError() }()
    public static let topLeading: UnitPoint = { fatalError() }()
    public static let topTrailing: UnitPoint = { fatalError() }()
    public static let bottomLeading: UnitPoint = { fatalError() }()
    public static let bottomTrailing: UnitPoint = { fatalError() }()
}

@available(iOS 13.0, *)
extension View {
    /// Sets a view's foreground elements to use a given style.
    @available(iOS 15.0, *)
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { fatalError() }

    /// Sets the primary and secondary levels of the foreground style in the child view.
    @available(iOS 15.0, *)
    nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View { fatalError() }

    /// Sets the primary, secondary, and tertiary levels of the foreground style.
    @available(iOS 15.0, *)
    nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View { fatalError() }

    /// Sets the color of the foreground elements displayed by this view.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use foregroundStyle(_:) instead.")
    nonisolated public func foregroundColor(_ color: Color?) -> some View { fatalError() }

    /// Sets the tint color within this view.
    @available(iOS 15.0, *)
    nonisolated public func tint(_ tint: Color?) -> some View { fatalError() }

    /// Sets the tint within this view.
    @available(iOS 16.0, *)
    nonisolated public func tint<S: ShapeStyle>(_ tint: S?) -> some View { fatalError() }

    /// Sets the accent color for this view and the views it contains.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "tint(_:)")
    nonisolated public func accentColor(_ accentColor: Color?) -> some View { fatalError() }
}
