// ScrollView, ScrollViewReader and the scroll modifiers (iOS 16 content background,
// keyboard dismissal, indicators; iOS 17 scroll targets and positions).

/// A scrollable view.
@available(iOS 13.0, *)
@MainActor @preconcurrency
public struct ScrollView<Content: View>: View {
    /// The scroll view's content.
    public var content: Content { fatalError() }
    /// The scrollable axes of the scroll view.
    public var axes: Axis.Set { fatalError() }
    /// A value that indicates whether the scroll view displays the scrollable
    /// component of the content offset, in a way that's suitable for the platform.
    public var showsIndicators: Bool { fatalError() }

    /// Creates a new instance that's scrollable in the direction of the given
    /// axis and can show indicators while scrolling.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use the ScrollView(_:content:) initializer and the scrollIndicators(:_) modifier")
    nonisolated public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) { fatalError() }

    public var body: some View { fatalError() }
}

/// A view that provides programmatic scrolling, by working with a proxy to
/// scroll to known child views.
@available(iOS 14.0, *)
@frozen
public struct ScrollViewReader<Content: View>: View {
    public var content: (ScrollViewProxy) -> Content
    nonisolated public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { fatalError() }
    public typealias Body = Never
}

/// A proxy value that supports programmatic scrolling of the scrollable
/// views within a view hierarchy.
@available(iOS 14.0, *)
public struct ScrollViewProxy {
    /// Scans all scroll views contained by the proxy for the first
    /// with a child view with identifier `id`, and then scrolls to that view.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) { fatalError() }
}

/// The ways that scrollable content can interact with the software keyboard.
@available(iOS 16.0, *)
public struct ScrollDismissesKeyboardMode: Sendable {
    /// Determine the mode automatically based on the surrounding context.
    public static var automatic: ScrollDismissesKeyboardMode { fatalError() }
    /// Dismiss the keyboard as soon as scrolling starts.
    public static var immediately: ScrollDismissesKeyboardMode { fatalError() }
    /// Enable people to interactively dismiss the keyboard as part of the scroll operation.
    public static var interactively: ScrollDismissesKeyboardMode { fatalError() }
    /// Never dismiss the keyboard automatically as a result of scrolling.
    public static var never: ScrollDismissesKeyboardMode { fatalError() }
}

/// The visibility of scroll indicators of a UI element.
@available(iOS 16.0, *)
public struct ScrollIndicatorVisibility: Equatable {
    public static var automatic: ScrollIndicatorVisibility { fatalError() }
    public static var visible: ScrollIndicatorVisibility { fatalError() }
    public static var hidden: ScrollIndicatorVisibility { fatalError() }
    public static var never: ScrollIndicatorVisibility { fatalError() }
}

/// The ways that a scrollable view can bounce when it reaches the end of its content.
@available(iOS 16.4, *)
public struct ScrollBounceBehavior: Sendable {
    public static var automatic: ScrollBounceBehavior { fatalError() }
    public static var always: ScrollBounceBehavior { fatalError() }
    public static var basedOnSize: ScrollBounceBehavior { fatalError() }
}

@available(iOS 16.0, *)
extension View {
    /// Specifies the visibility of the background for scrollable views within
    /// this view.
    nonisolated public func scrollContentBackground(_ visibility: Visibility) -> some View { fatalError() }

    /// Configures the behavior in which scrollable content interacts with
    /// the software keyboard.
    nonisolated public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { fatalError() }

    /// Disables or enables scrolling in scrollable views.
    nonisolated public func scrollDisabled(_ disabled: Bool) -> some View { fatalError() }

    /// Sets the visibility of scroll indicators within this view.
    nonisolated public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View { fatalError() }

    /// Configures the bounce behavior of scrollable views along the specified axis.
    @available(iOS 16.4, *)
    nonisolated public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View { fatalError() }
}

/// A type that defines the scroll behavior of a scrollable view.
@available(iOS 17.0, *)
public protocol ScrollTargetBehavior {
    /// Updates the proposed target that a scrollable view should scroll to.
    func updateTarget(_ target: inout ScrollTarget, context: Self.TargetContext)
    /// The context in which a scroll target behavior updates its scroll target.
    typealias TargetContext = ScrollTargetBehaviorContext
}

/// A type defining the target in which a scroll view should try and scroll to.
@available(iOS 17.0, *)
public struct ScrollTarget {
    /// The rect that a scrollable view should try and have contained.
    public var rect: CGRect
    /// The anchor to which the rect should be aligned within the visible
    /// region of the scrollable view.
    public var anchor: UnitPoint?
}

/// The context in which a scroll target behavior updates its scroll target.
@available(iOS 17.0, *)
@dynamicMemberLookup
public struct ScrollTargetBehaviorContext {
    public var originalTarget: ScrollTarget { fatalError() }
    public var velocity: CGVector { fatalError() }
    public var contentSize: CGSize { fatalError() }
    public var containerSize: CGSize { fatalError() }
    public var axes: Axis.Set { fatalError() }
    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { fatalError() }
}

/// The scroll behavior that aligns scroll targets to container-based geometry.
@available(iOS 17.0, *)
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() { fatalError() }
    public func updateTarget(_ target: inout ScrollTarget, context: PagingScrollTargetBehavior.TargetContext) { fatalError() }
}

/// The scroll behavior that aligns scroll targets to view-based geometry.
@available(iOS 17.0, *)
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// A type that defines the amount of views that can be scrolled at a time.
    public struct LimitBehavior {
        public static var automatic: ViewAlignedScrollTargetBehavior.LimitBehavior { fatalError() }
        public static var always: ViewAlignedScrollTargetBehavior.LimitBehavior { fatalError() }
        public static var never: ViewAlignedScrollTargetBehavior.LimitBehavior { fatalError() }
    }
    public init(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior = .automatic) { fatalError() }
    public func updateTarget(_ target: inout ScrollTarget, context: ViewAlignedScrollTargetBehavior.TargetContext) { fatalError() }
}

@available(iOS 17.0, *)
extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// The scroll behavior that aligns scroll targets to container-based geometry.
    public static var paging: PagingScrollTargetBehavior { fatalError() }
}

@available(iOS 17.0, *)
extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// The scroll behavior that aligns scroll targets to view-based geometry.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { fatalError() }
    /// The scroll behavior that aligns scroll targets to view-based geometry.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> Self { fatalError() }
}

@available(iOS 17.0, *)
extension View {
    /// Sets the scroll behavior of views scrollable in the provided axes.
    nonisolated public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View { fatalError() }

    /// Configures the outermost layout as a scroll target layout.
    nonisolated public func scrollTargetLayout(isEnabled: Bool = true) -> some View { fatalError() }

    /// Associates a binding to be updated when a scroll view within this
    /// view scrolls.
    nonisolated public func scrollPosition(id: Binding<(some Hashable)?>, anchor: UnitPoint? = nil) -> some View { fatalError() }

    /// Sets whether a scroll view clips its content to its bounds.
    nonisolated public func scrollClipDisabled(_ disabled: Bool = true) -> some View { fatalError() }

    /// Associates an anchor to control which part of the scroll view's
    /// content should be rendered by default.
    nonisolated public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View { fatalError() }

    /// Configures the content margin for a provided placement.
    nonisolated public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View { fatalError() }
}

/// The placement of margins.
@available(iOS 17.0, *)
public struct ContentMarginPlacement {
    public static var automatic: ContentMarginPlacement { fatalError() }
    public static var scrollContent: ContentMarginPlacement { fatalError() }
    public static var scrollIndicators: ContentMarginPlacement { fatalError() }
}
