// The Layout protocol (iOS 16) and the types a custom layout works with.

/// A type that defines the geometry of a collection of views.
@available(iOS 16.0, *)
@preconcurrency
public protocol Layout: Sendable, Animatable {
    /// Properties of a layout container.
    static var layoutProperties: LayoutProperties { get }

    /// Cached values associated with the layout instance.
    associatedtype Cache = Void

    /// A collection of proxies for the subviews of a layout view.
    typealias Subviews = LayoutSubviews

    /// Creates and initializes a cache for a layout instance.
    func makeCache(subviews: Self.Subviews) -> Self.Cache

    /// Updates the layout's cache when something changes.
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)

    /// Returns the preferred spacing values of the composite view.
    func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing

    /// Returns the size of the composite view, given a proposed size
    /// and the view's subviews.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize

    /// Assigns positions to each of the layout's subviews.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)

    /// Returns the position of the specified horizontal alignment guide along
    /// the x axis.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?

    /// Returns the position of the specified vertical alignment guide along
    /// the y axis.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?
}

@available(iOS 16.0, *)
extension Layout {
    public static var layoutProperties: LayoutProperties { fatalError() }
    public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) { fatalError() }
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? { fatalError() }
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? { fatalError() }
    public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing { fatalError() }
}

@available(iOS 16.0, *)
extension Layout where Self.Cache == () {
    public func makeCache(subviews: Self.Subviews) -> Self.Cache { fatalError() }
}

@available(iOS 16.0, *)
extension Layout where Self.AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData { get { fatalError() } set { fatalError() } }
}

@available(iOS 16.0, *)
extension Layout {
    /// Combines the specified views into a single composite view using
    /// the layout algorithms of the custom layout container.
    nonisolated public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View { fatalError() }
}

/// Layout-specific properties of a layout container.
@available(iOS 16.0, *)
public struct LayoutProperties: Sendable {
    public init() { fatalError() }
    public var stackOrientation: Axis?
}

/// A collection of proxy values that represent the subviews of a layout view.
@available(iOS 16.0, *)
public struct LayoutSubviews: Equatable, RandomAccessCollection, Sendable {
    public typealias SubSequence = LayoutSubviews
    public typealias Element = LayoutSubview
    public typealias Index = Int
    public typealias Indices = Range<Int>
    public typealias Iterator = IndexingIterator<LayoutSubviews>
    public var layoutDirection: LayoutDirection
    public var startIndex: Int { fatalError() }
    public var endIndex: Int { fatalError() }
    public subscript(index: Int) -> LayoutSubviews.Element { fatalError() }
    public subscript(bounds: Range<Int>) -> LayoutSubviews { fatalError() }
    public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int { fatalError() }
    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool { fatalError() }
}

/// A proxy that represents one subview of a layout.
@available(iOS 16.0, *)
public struct LayoutSubview: Equatable {
    /// Gets the value for the subview that's associated with the specified key.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value { fatalError() }
    /// The layout priority of the subview.
    public var priority: Double { fatalError() }
    /// Asks the subview for its size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { fatalError() }
    /// Asks the subview for its dimensions and alignment guides.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { fatalError() }
    /// The subview's preferred spacing values.
    public var spacing: ViewSpacing { fatalError() }
    /// Assigns a position and proposed size to the subview.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) { fatalError() }
    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { fatalError() }
}

/// A collection of the geometric spacing preferences of a view.
@available(iOS 16.0, *)
public struct ViewSpacing: Sendable {
    public static let zero: ViewSpacing = { fatalError() }()
    public init() { fatalError() }
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) { fatalError() }
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing { fatalError() }
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { fatalError() }
}

/// A key for accessing a layout value of a layout container's subviews.
@available(iOS 16.0, *)
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

@available(iOS 16.0, *)
extension View {
    /// Associates a value with a custom layout property.
    nonisolated public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View { fatalError() }
}

/// A type-erased instance of the layout protocol.
@available(iOS 16.0, *)
@frozen
public struct AnyLayout: Layout {
    public init<L: Layout>(_ layout: L) { fatalError() }
    public struct Cache {}
    public typealias AnimatableData = _AnyAnimatableData
    public var animatableData: _AnyAnimatableData { get { fatalError() } set { fatalError() } }
    public func makeCache(subviews: AnyLayout.Subviews) -> AnyLayout.Cache { fatalError() }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: AnyLayout.Subviews, cache: inout AnyLayout.Cache) -> CGSize { fatalError() }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: AnyLayout.Subviews, cache: inout AnyLayout.Cache) { fatalError() }
}

/// A type-erased animatable data value.
@available(iOS 13.0, *)
@frozen
public struct _AnyAnimatableData: VectorArithmetic {
    public static var zero: _AnyAnimatableData { fatalError() }
    public static func == (lhs: _AnyAnimatableData, rhs: _AnyAnimatableData) -> Bool { fatalError() }
    public static func += (lhs: inout _AnyAnimatableData, rhs: _AnyAnimatableData) { fatalError() }
    public static func -= (lhs: inout _AnyAnimatableData, rhs: _AnyAnimatableData) { fatalError() }
    public static func + (lhs: _AnyAnimatableData, rhs: _AnyAnimatableData) -> _AnyAnimatableData { fatalError() }
    public static func - (lhs: _AnyAnimatableData, rhs: _AnyAnimatableData) -> _AnyAnimatableData { fatalError() }
    public mutating func scale(by rhs: Double) { fatalError() }
    public var magnitudeSquared: Double { fatalError() }
}

/// A horizontal container that you can use in conditional layouts.
@available(iOS 16.0, *)
@frozen
public struct HStackLayout: Layout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) { fatalError() }
    public typealias Cache = Void
    public typealias AnimatableData = EmptyAnimatableData
    public func sizeThatFits(proposal: ProposedViewSize, subviews: HStackLayout.Subviews, cache: inout Void) -> CGSize { fatalError() }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: HStackLayout.Subviews, cache: inout Void) { fatalError() }
}

/// A vertical container that you can use in conditional layouts.
@available(iOS 16.0, *)
@frozen
public struct VStackLayout: Layout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) { fatalError() }
    public typealias Cache = Void
    public typealias AnimatableData = EmptyAnimatableData
    public func sizeThatFits(proposal: ProposedViewSize, subviews: VStackLayout.Subviews, cache: inout Void) -> CGSize { fatalError() }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: VStackLayout.Subviews, cache: inout Void) { fatalError() }
}

/// An overlaying container that you can use in conditional layouts.
@available(iOS 16.0, *)
@frozen
public struct ZStackLayout: Layout {
    public var alignment: Alignment
    public init(alignment: Alignment = .center) { fatalError() }
    public typealias Cache = Void
    public typealias AnimatableData = EmptyAnimatableData
    public func sizeThatFits(proposal: ProposedViewSize, subviews: ZStackLayout.Subviews, cache: inout Void) -> CGSize { fatalError() }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: ZStackLayout.Subviews, cache: inout Void) { fatalError() }
}
