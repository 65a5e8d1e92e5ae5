// iOS 18 scroll observation: ScrollGeometry, ScrollPosition, scroll phases and
// scroll visibility.

/// A type that defines the geometry of a scroll view.
@available(iOS 18.0, *)
public struct ScrollGeometry: Equatable, Sendable {
    /// The content offset of the scroll view.
    public var contentOffset: CGPoint { get { fatalError() } set { fatalError() } }
    /// The size of the content of the scroll view.
    public var contentSize: CGSize
    /// The content insets of the scroll view.
    public var contentInsets: EdgeInsets
    /// The size of the container of the scroll view.
    public var containerSize: CGSize { get { fatalError() } set { fatalError() } }
    /// The visible rect of the scroll view.
    public var visibleRect: CGRect { fatalError() }
    /// The bounds rect of the scroll view.
    public var bounds: CGRect { fatalError() }
    /// Creates a scroll geometry.
    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) { fatalError() }
    public static func == (a: ScrollGeometry, b: ScrollGeometry) -> Bool { fatalError() }
}

/// A type that defines the semantic position of where a scroll view is
/// scrolled within its content.
@available(iOS 18.0, *)
public struct ScrollPosition {
    /// Creates a new automatic scroll position.
    public init(idType: (some Hashable & Sendable).Type = Never.self) { fatalError() }
    /// Creates a new scroll position to be scrolled to the provided edge.
    public init(idType: (some Hashable & Sendable).Type = Never.self, edge: Edge) { fatalError() }
    /// Creates a new scroll position to a view with a provided identity value.
    public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) { fatalError() }
    /// The positioned edge of the scroll view if configured to be in that
    /// position.
    public var edge: Edge? { fatalError() }
    /// Scrolls the position of the scroll view to the edge you provide.
    public mutating func scrollTo(edge: Edge) { fatalError() }
    /// Scrolls the position of the scroll view to a view with a identity value
    /// and anchor you provide.
    public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) { fatalError() }
}

/// A type that describes the state of a scroll gesture of a scrollable view
/// like a scroll view.
@available(iOS 18.0, *)
@frozen
public enum ScrollPhase: Hashable, Sendable {
    /// The idle phase where no kind of scrolling is occurring.
    case idle
    /// The tracking phase where the scroll view is tracking a touch that has
    /// not started scrolling yet.
    case tracking
    /// The interacting phase where the user is interacting with the scroll view.
    case interacting
    /// The decelerating phase where the user has stopped interacting with the
    /// scroll view and the scroll view is decelerating towards its final target.
    case decelerating
    /// The animating phase where the scroll view is animating towards a final
    /// target.
    case animating
    /// Whether the scroll view is actively scrolling.
    public var isScrolling: Bool { fatalError() }
}

/// A type that provides you with more content when the phase of a scroll view
/// changes.
@available(iOS 18.0, *)
public struct ScrollPhaseChangeContext {
    /// The geometry of the scroll view at the time of the scroll phase change.
    public var geometry: ScrollGeometry { fatalError() }
    /// The velocity of the scroll view at the time of the scroll phase change.
    public var velocity: CGVector? { fatalError() }
}

@available(iOS 18.0, *)
extension View {
    /// Adds an action to be performed when a value, created from a scroll
    /// geometry, changes.
    nonisolated public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (T, T) -> Void) -> some View { fatalError() }

    /// Associates a binding to a scroll position with a scroll view within
    /// this view.
    nonisolated public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View { fatalError() }

    /// Adds an action to be called when the view crosses the threshold to be
    /// considered on/off screen.
    nonisolated public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View { fatalError() }

    /// Adds an action to perform when the scroll phase of the first scroll
    /// view in the hierarchy changes.
    nonisolated public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase) -> Void) -> some View { fatalError() }
}
