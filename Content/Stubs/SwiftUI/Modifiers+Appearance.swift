// Appearance modifiers: background, overlay, clipping, shadows, effects.

@available(iOS 13.0, *)
extension View {
    /// Layers the given view behind this view.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
    @_disfavoredOverload
    nonisolated public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View { fatalError() }

    /// Layers the views that you specify behind this view.
    @available(iOS 15.0, *)
    nonisolated public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { fatalError() }

    /// Sets the view's background to the default background style.
    @available(iOS 15.0, *)
    nonisolated public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { fatalError() }

    /// Sets the view's background to a style.
    @available(iOS 15.0, *)
    nonisolated public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { fatalError() }

    /// Sets the view's background to a shape filled with the default background style.
    @available(iOS 15.0, *)
    nonisolated public func background<S: Shape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View { fatalError() }

    /// Sets the view's background to a shape filled with a style.
    @available(iOS 15.0, *)
    nonisolated public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View { fatalError() }

    /// Layers a secondary view in front of this view.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
    @_disfavoredOverload
    nonisolated public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View { fatalError() }

    /// Layers the views that you specify in front of this view.
    @available(iOS 15.0, *)
    nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { fatalError() }

    /// Layers the specified style in front of this view.
    @available(iOS 15.0, *)
    nonisolated public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { fatalError() }

    /// Layers a shape that you specify in front of this view.
    @available(iOS 15.0, *)
    nonisolated public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View { fatalError() }

    /// Adds a border to this view with the specified style and width.
    nonisolated public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View { fatalError() }

    /// Sets the transparency of this view.
    nonisolated public func opacity(_ opacity: Double) -> some View { fatalError() }

    /// Clips this view to its bounding frame, with the specified corner radius.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
    nonisolated public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { fatalError() }

    /// Sets a clipping shape for this view.
    nonisolated public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { fatalError() }

    /// Clips this view to its bounding rectangular frame.
    nonisolated public func clipped(antialiased: Bool = false) -> some View { fatalError() }

    /// Masks this view using the alpha channel of the given view.
    @available(iOS 15.0, *)
    nonisolated public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View { fatalError() }

    /// Masks this view using the alpha channel of the given view.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use overload where mask accepts a @ViewBuilder instead.")
    @_disfavoredOverload
    nonisolated public func mask<Mask: View>(_ mask: Mask) -> some View { fatalError() }

    /// Adds a shadow to this view.
    nonisolated public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View { fatalError() }

    /// Applies a Gaussian blur to this view.
    nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> some View { fatalError() }

    /// Brightens this view by the specified amount.
    nonisolated public func brightness(_ amount: Double) -> some View { fatalError() }

    /// Sets the contrast and separation between similar colors in this view.
    nonisolated public func contrast(_ amount: Double) -> some View { fatalError() }

    /// Adds a grayscale effect to this view.
    nonisolated public func grayscale(_ amount: Double) -> some View { fatalError() }

    /// Adjusts the color saturation of this view.
    nonisolated public func saturation(_ amount: Double) -> some View { fatalError() }

    /// Scales this view's rendered output by the given vertical and horizontal
    /// size amounts, relative to an anchor point.
    nonisolated public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View { fatalError() }

    /// Scales this view's rendered output by the given amount in both the
    /// horizontal and vertical directions, relative to an anchor point.
    nonisolated public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { fatalError() }

    /// Scales this view's rendered output by the given horizontal and vertical
    /// amounts, relative to an anchor point.
    nonisolated public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View { fatalError() }

    /// Rotates a view's rendered output in two dimensions around the specified point.
    nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { fatalError() }

    /// Wraps this view in a compositing group.
    nonisolated public func compositingGroup() -> some View { fatalError() }

    /// Composites this view's contents into an offscreen image before final display.
    nonisolated public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View { fatalError() }

    /// Hides this view unconditionally.
    nonisolated public func hidden() -> some View { fatalError() }

    /// Adds a condition that controls whether users can interact with this view.
    nonisolated public func disabled(_ disabled: Bool) -> some View { fatalError() }

    /// Defines the content shape for hit testing.
    nonisolated public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { fatalError() }

    /// Sets the content shape for this view.
    @available(iOS 15.0, *)
    nonisolated public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View { fatalError() }

    /// Configures whether this view participates in hit test operations.
    nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { fatalError() }
}

/// The set of color modes for rendering.
@available(iOS 13.0, *)
public enum ColorRenderingMode: Equatable, Hashable, Sendable {
    case nonLinear
    case linear
    case extendedLinear
}

/// A kind for the content shape of a view.
@available(iOS 15.0, *)
public struct ContentShapeKinds: OptionSet, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let interaction: ContentShapeKinds = { fatalError() }()
    public static let dragPreview: ContentShapeKinds = { fatalError() }()
    public static let contextMenuPreview: ContentShapeKinds = { fatalError() }()
    public static let hoverEffect: ContentShapeKinds = { fatalError() }()
    @available(iOS 17.0, *)
    public static let accessibility: ContentShapeKinds = { fatalError() }()
    public typealias Element = ContentShapeKinds
    public typealias ArrayLiteralElement = ContentShapeKinds
    public typealias RawValue = Int
}

/// A geometric angle whose value you access in either radians or degrees.
@available(iOS 13.0, *)
@frozen
public struct Angle: Comparable, Hashable, Sendable {
    public var radians: Double
    public var degrees: Double
    public init() { fatalError() }
    public init(radians: Double) { fatalError() }
    public init(degrees: Double) { fatalError() }
    public static func radians(_ radians: Double) -> Angle { fatalError() }
    public static func degrees(_ degrees: Double) -> Angle { fatalError() }
    public static let zero: Angle = { fatalError() }()
    public static func < (lhs: Angle, rhs: Angle) -> Bool { fatalError() }
}
