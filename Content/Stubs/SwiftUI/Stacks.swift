// Stacks, lazy stacks and grids, Spacer and Divider.

/// A view that arranges its subviews in a vertical line.
@available(iOS 13.0, *)
@frozen
public struct VStack<Content: View>: View {
    /// Creates an instance with the given spacing and horizontal alignment.
    nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { fatalError() }
    public typealias Body = Never
}

/// A view that arranges its subviews in a horizontal line.
@available(iOS 13.0, *)
@frozen
public struct HStack<Content: View>: View {
    /// Creates a horizontal stack with the given spacing and vertical alignment.
    nonisolated public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { fatalError() }
    public typealias Body = Never
}

/// A view that overlays its subviews, aligning them in both axes.
@available(iOS 13.0, *)
@frozen
public struct ZStack<Content: View>: View {
    /// Creates an instance with the given alignment.
    nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) { fatalError() }
    public typealias Body = Never
}

/// A set of view types that may be pinned to the bounds of a scroll view.
@available(iOS 14.0, *)
@frozen
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders: PinnedScrollableViews = { fatalError() }()
    public static let sectionFooters: PinnedScrollableViews = { fatalError() }()
    public typealias Element = PinnedScrollableViews
    public typealias ArrayLiteralElement = PinnedScrollableViews
    public typealias RawValue = UInt32
}

/// A view that arranges its children in a line that grows vertically,
/// creating items only as needed.
@available(iOS 14.0, *)
public struct LazyVStack<Content: View>: View {
    /// Creates a lazy vertical stack view with the given spacing,
    /// vertical alignment, pinning behavior, and content.
    nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) { fatalError() }
    public typealias Body = Never
}

/// A view that arranges its children in a line that grows horizontally,
/// creating items only as needed.
@available(iOS 14.0, *)
public struct LazyHStack<Content: View>: View {
    /// Creates a lazy horizontal stack view with the given spacing,
    /// vertical alignment, pinning behavior, and content.
    nonisolated public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) { fatalError() }
    public typealias Body = Never
}

/// A description of a row or a column in a lazy grid.
@available(iOS 14.0, *)
public struct GridItem: Sendable {
    /// The size in the minor axis of one or more rows or columns in a grid layout.
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    public var size: GridItem.Size
    public var spacing: CGFloat?
    public var alignment: Alignment?
    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) { fatalError() }
}

/// A container view that arranges its child views in a grid that
/// grows vertically, creating items only as needed.
@available(iOS 14.0, *)
public struct LazyVGrid<Content: View>: View {
    nonisolated public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) { fatalError() }
    public typealias Body = Never
}

/// A container view that arranges its child views in a grid that
/// grows horizontally, creating items only as needed.
@available(iOS 14.0, *)
public struct LazyHGrid<Content: View>: View {
    nonisolated public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) { fatalError() }
    public typealias Body = Never
}

/// A flexible space that expands along the major axis of its containing
/// stack layout, or on both axes if not contained in a stack.
@available(iOS 13.0, *)
@frozen
public struct Spacer: View {
    /// The minimum length this spacer can be shrunk to, along the axis or axes
    /// of expansion.
    public var minLength: CGFloat?
    nonisolated public init(minLength: CGFloat? = nil) { fatalError() }
    public typealias Body = Never
}

/// A visual element that can be used to separate other content.
@available(iOS 13.0, *)
public struct Divider: View {
    nonisolated public init() { fatalError() }
    public typealias Body = Never
}

/// A container view that arranges other views in a two dimensional layout.
@available(iOS 16.0, *)
@frozen
public struct Grid<Content: View>: View {
    /// Creates a grid with the specified spacing, alignment, and child views.
    nonisolated public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { fatalError() }
    public typealias Body = Never
}

/// A horizontal row in a two dimensional grid container.
@available(iOS 16.0, *)
@frozen
public struct GridRow<Content: View>: View {
    /// Creates a horizontal row of child views in a grid.
    nonisolated public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) { fatalError() }
    public typealias Body = Never
}

@available(iOS 16.0, *)
extension View {
    /// Tells a view that acts as a cell in a grid to span the specified
    /// number of columns.
    nonisolated public func gridCellColumns(_ count: Int) -> some View { fatalError() }
    /// Specifies a custom alignment anchor for a view that acts as a grid cell.
    nonisolated public func gridCellAnchor(_ anchor: UnitPoint) -> some View { fatalError() }
    /// Asks grid layouts not to offer the view extra size in the specified axes.
    nonisolated public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { fatalError() }
    /// Overrides the default horizontal alignment of the grid column that the
    /// view appears in.
    nonisolated public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View { fatalError() }
}

/// A view that adapts to the available space by providing the first
/// child view that fits.
@available(iOS 16.0, *)
@frozen
public struct ViewThatFits<Content: View>: View {
    /// Produces a view constrained in the given axes from a list of candidate views.
    nonisolated public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) { fatalError() }
    public typealias Body = Never
}

/// A container view that defines its content as a function of its own size
/// and coordinate space.
@available(iOS 13.0, *)
@frozen
public struct GeometryReader<Content: View>: View {
    public var content: (GeometryProxy) -> Content
    nonisolated public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { fatalError() }
    public typealias Body = Never
}

/// A proxy for access to the size and coordinate space (for anchor resolution)
/// of the container view.
@available(iOS 13.0, *)
public struct GeometryProxy {
    /// The size of the container view.
    public var size: CGSize { fatalError() }
    /// Resolves the value of an anchor to the container view.
    public subscript<T>(anchor: Anchor<T>) -> T { fatalError() }
    /// The safe area inset of the container view.
    public var safeAreaInsets: EdgeInsets { fatalError() }
    /// Returns the container view's bounds rectangle, converted to a defined
    /// coordinate space.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead")
    @_disfavoredOverload
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { fatalError() }
    /// Returns the given coordinate space's bounds rectangle, converted to the
    /// local coordinate space.
    @available(iOS 17.0, *)
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect { fatalError() }
    /// Returns the container view's bounds rectangle, converted to a defined
    /// coordinate space.
    @available(iOS 17.0, *)
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? { fatalError() }
}
