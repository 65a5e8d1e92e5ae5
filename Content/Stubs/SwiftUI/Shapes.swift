// Shape, the built-in shapes, Path and the animation-data protocols shapes rely on.

/// A type that describes how to animate a property of a view.
@available(iOS 13.0, *)
public protocol Animatable {
    /// The type defining the data to animate.
    associatedtype AnimatableData: VectorArithmetic
    /// The data to animate.
    var animatableData: Self.AnimatableData { get set }
}

@available(iOS 13.0, *)
extension Animatable where Self: VectorArithmetic {
    nonisolated public var animatableData: Self { get { fatalError() } set { fatalError() } }
}

@available(iOS 13.0, *)
extension Animatable where Self.AnimatableData == EmptyAnimatableData {
    nonisolated public var animatableData: EmptyAnimatableData { get { fatalError() } set { fatalError() } }
}

/// A type that can serve as the animatable data of an animatable type.
@available(iOS 13.0, *)
public protocol VectorArithmetic: AdditiveArithmetic {
    mutating func scale(by rhs: Double)
    var magnitudeSquared: Double { get }
}

@available(iOS 13.0, *)
extension Double: VectorArithmetic {
    nonisolated public mutating func scale(by rhs: Double) { fatalError() }
    nonisolated public var magnitudeSquared: Double { fatalError() }
}

@available(iOS 13.0, *)
extension Float: VectorArithmetic {
    nonisolated public mutating func scale(by rhs: Double) { fatalError() }
    nonisolated public var magnitudeSquared: Double { fatalError() }
}

@available(iOS 13.0, *)
extension CGFloat: VectorArithmetic {
    nonisolated public mutating func scale(by rhs: Double) { fatalError() }
    nonisolated public var magnitudeSquared: Double { fatalError() }
}

/// A pair of animatable values, which is itself animatable.
@available(iOS 13.0, *)
@frozen
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    public var first: First
    public var second: Second
    nonisolated public init(_ first: First, _ second: Second) { fatalError() }
    public static var zero: AnimatablePair<First, Second> { fatalError() }
    nonisolated public static func += (lhs: inout AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>) { fatalError() }
    nonisolated public static func -= (lhs: inout AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>) { fatalError() }
    nonisolated public static func + (lhs: AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>) -> AnimatablePair<First, Second> { fatalError() }
    nonisolated public static func - (lhs: AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>) -> AnimatablePair<First, Second> { fatalError() }
    nonisolated public mutating func scale(by rhs: Double) { fatalError() }
    nonisolated public var magnitudeSquared: Double { fatalError() }
    nonisolated public static func == (a: AnimatablePair<First, Second>, b: AnimatablePair<First, Second>) -> Bool { fatalError() }
}

/// An empty type for animatable data.
@available(iOS 13.0, *)
@frozen
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    nonisolated public init() {}
    public static var zero: EmptyAnimatableData { fatalError() }
    nonisolated public static func += (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) { fatalError() }
    nonisolated public static func -= (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) { fatalError() }
    nonisolated public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { fatalError() }
    nonisolated public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { fatalError() }
    nonisolated public mutating func scale(by rhs: Double) { fatalError() }
    nonisolated public var magnitudeSquared: Double { fatalError() }
    nonisolated public static func == (a: EmptyAnimatableData, b: EmptyAnimatableData) -> Bool { fatalError() }
}

/// A 2D shape that you can use when drawing a view.
@available(iOS 13.0, *)
public protocol Shape: Sendable, Animatable, View {
    /// Describes this shape as a path within a rectangular frame of reference.
    nonisolated func path(in rect: CGRect) -> Path

    /// Returns the size of the view that will render the shape, given a proposed size.
    @available(iOS 16.0, *)
    nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

@available(iOS 16.0, *)
extension Shape {
    nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { fatalError() }
}

@available(iOS 13.0, *)
extension Shape {
    nonisolated public var body: _ShapeView<Self, ForegroundStyle> { fatalError() }
}

/// A shape type that is able to inset itself to produce another shape.
@available(iOS 13.0, *)
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    nonisolated func inset(by amount: CGFloat) -> Self.InsetShape
}

/// A shape filled or stroked with a style; the view a Shape renders as.
@available(iOS 13.0, *)
@frozen
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle
    nonisolated public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) { fatalError() }
    public typealias Body = Never
}

/// A style for rasterizing vector shapes.
@available(iOS 13.0, *)
@frozen
public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    nonisolated public init(eoFill: Bool = false, antialiased: Bool = true) { fatalError() }
}

/// The characteristics of a stroke that traces a path.
@available(iOS 13.0, *)
@frozen
public struct StrokeStyle: Equatable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat
    nonisolated public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10, dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0) { fatalError() }
}

@available(iOS 13.0, *)
extension Shape {
    /// Fills this shape with a color or gradient.
    nonisolated public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View { fatalError() }
    /// Fills this shape with the foreground color.
    nonisolated public func fill(style: FillStyle = FillStyle()) -> some View { fatalError() }
    /// Traces the outline of this shape with a color or gradient.
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View { fatalError() }
    /// Traces the outline of this shape with a color or gradient.
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View { fatalError() }
    /// Returns a new shape that is a stroked copy of `self`.
    nonisolated public func stroke(style: StrokeStyle) -> some Shape { Rectangle() }
    /// Returns a new shape that is a stroked copy of `self` with line-width defined.
    nonisolated public func stroke(lineWidth: CGFloat = 1) -> some Shape { Rectangle() }
    /// Trims this shape by a fractional amount based on its representation as a path.
    nonisolated public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape { Rectangle() }
}

@available(iOS 13.0, *)
extension InsettableShape {
    /// Returns a view that is the result of insetting `self` by `style.lineWidth / 2`,
    /// stroking the resulting shape with `style`, and then filling with `content`.
    nonisolated public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View { fatalError() }
    /// Returns a view that is the result of filling an inner stroke of `self`.
    nonisolated public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View { fatalError() }
}

/// The outline of a 2D shape.
@available(iOS 13.0, *)
@frozen
public struct Path: Equatable, Shape, Sendable {
    nonisolated public init() { fatalError() }
    nonisolated public init(_ rect: CGRect) { fatalError() }
    nonisolated public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { fatalError() }
    nonisolated public init(ellipseIn rect: CGRect) { fatalError() }
    nonisolated public init(_ callback: (inout Path) -> ()) { fatalError() }
    nonisolated public init(_ path: CGPath) { fatalError() }
    nonisolated public init(_ path: CGMutablePath) { fatalError() }
    /// An immutable path representing the elements in the path.
    nonisolated public var cgPath: CGPath { fatalError() }
    nonisolated public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) { fatalError() }
    nonisolated public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) { fatalError() }
    nonisolated public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) { fatalError() }
    nonisolated public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool, transform: CGAffineTransform = .identity) { fatalError() }
    nonisolated public func path(in _: CGRect) -> Path { fatalError() }
    nonisolated public mutating func move(to end: CGPoint) { fatalError() }
    nonisolated public mutating func addLine(to end: CGPoint) { fatalError() }
    nonisolated public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) { fatalError() }
    nonisolated public mutating func closeSubpath() { fatalError() }
    nonisolated public var boundingRect: CGRect { fatalError() }
    nonisolated public var isEmpty: Bool { fatalError() }
    public typealias AnimatableData = EmptyAnimatableData
    public typealias Body = _ShapeView<Path, ForegroundStyle>
    nonisolated public static func == (a: Path, b: Path) -> Bool { fatalError() }
}

/// Defines the shape of a rounded rectangle's corners.
@available(iOS 13.0, *)
public enum RoundedCornerStyle: Equatable, Hashable, Sendable {
    case circular
    case continuous
}

/// A rectangular shape aligned inside the frame of the view containing it.
@available(iOS 13.0, *)
@frozen
public struct Rectangle: Shape {
    nonisolated public init() {}
    nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
    public typealias AnimatableData = EmptyAnimatableData
    public typealias Body = _ShapeView<Rectangle, ForegroundStyle>
}

@available(iOS 13.0, *)
extension Rectangle: InsettableShape {
    nonisolated public func inset(by amount: CGFloat) -> some InsettableShape { Rectangle() }
}

/// A rectangular shape with rounded corners, aligned inside the frame of the
/// view containing it.
@available(iOS 13.0, *)
@frozen
public struct RoundedRectangle: Shape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    nonisolated public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { fatalError() }
    nonisolated public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { fatalError() }
    nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
    nonisolated public var animatableData: AnimatablePair<CGFloat, CGFloat> { get { fatalError() } set { fatalError() } }
    public typealias Body = _ShapeView<RoundedRectangle, ForegroundStyle>
}

@available(iOS 13.0, *)
extension RoundedRectangle: InsettableShape {
    nonisolated public func inset(by amount: CGFloat) -> some InsettableShape { Rectangle() }
}

/// A circle centered on the frame of the view containing it.
@available(iOS 13.0, *)
@frozen
public struct Circle: Shape {
    nonisolated public init() {}
    nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
    public typealias AnimatableData = EmptyAnimatableData
    public typealias Body = _ShapeView<Circle, ForegroundStyle>
}

@available(iOS 13.0, *)
extension Circle: InsettableShape {
    nonisolated public func inset(by amount: CGFloat) -> some InsettableShape { Rectangle() }
}

/// An ellipse aligned inside the frame of the view containing it.
@available(iOS 13.0, *)
@frozen
public struct Ellipse: Shape {
    nonisolated public init() {}
    nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
    public typealias AnimatableData = EmptyAnimatableData
    public typealias Body = _ShapeView<Ellipse, ForegroundStyle>
}

@available(iOS 13.0, *)
extension Ellipse: InsettableShape {
    nonisolated public func inset(by amount: CGFloat) -> some InsettableShape { Rectangle() }
}

/// A capsule shape aligned inside the frame of the view containing it.
@available(iOS 13.0, *)
@frozen
public struct Capsule: Shape {
    public var style: RoundedCornerStyle
    nonisolated public init(style: RoundedCornerStyle = .continuous) { fatalError() }
    nonisolated public func path(in r: CGRect) -> Path { fatalError() }
    public typealias AnimatableData = EmptyAnimatableData
    public typealias Body = _ShapeView<Capsule, ForegroundStyle>
}

@available(iOS 13.0, *)
extension Capsule: InsettableShape {
    nonisolated public func inset(by amount: CGFloat) -> some InsettableShape { Rectangle() }
}

/// A type-erased shape value.
@available(iOS 16.0, *)
@frozen
public struct AnyShape: Shape, Sendable {
    nonisolated public init<S: Shape>(_ shape: S) { fatalError() }
    nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
    public typealias AnimatableData = EmptyAnimatableData
    public typealias Body = _ShapeView<AnyShape, ForegroundStyle>
}

@available(iOS 13.0, *)
extension Shape where Self == Rectangle {
    /// A rectangular shape aligned inside the frame of the view containing it.
    public static var rect: Rectangle { fatalError() }
}

@available(iOS 13.0, *)
extension Shape where Self == RoundedRectangle {
    /// A rectangular shape with rounded corners.
    nonisolated public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> Self { fatalError() }
    /// A rectangular shape with rounded corners.
    nonisolated public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> Self { fatalError() }
}

@available(iOS 13.0, *)
extension Shape where Self == Circle {
    /// A circle centered on the frame of the view containing it.
    public static var circle: Circle { fatalError() }
}

@available(iOS 13.0, *)
extension Shape where Self == Capsule {
    /// A capsule shape aligned inside the frame of the view containing it.
    public static var capsule: Capsule { fatalError() }
    /// A capsule shape aligned inside the frame of the view containing it.
    nonisolated public static func capsule(style: RoundedCornerStyle) -> Self { fatalError() }
}

@available(iOS 13.0, *)
extension Shape where Self == Ellipse {
    /// An ellipse aligned inside the frame of the view containing it.
    public static var ellipse: Ellipse { fatalError() }
}
