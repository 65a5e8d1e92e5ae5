// NavigationSplitView styles and column widths (iOS 16).

/// A type that specifies the appearance and interaction of navigation split
/// views within a view hierarchy.
@available(iOS 16.0, *)
@MainActor @preconcurrency
public protocol NavigationSplitViewStyle {
    /// A view that represents the body of a navigation split view.
    associatedtype Body: View
    /// Creates a view that represents the body of a navigation split view.
    @ViewBuilder @MainActor @preconcurrency
    func makeBody(configuration: Self.Configuration) -> Self.Body
    /// The properties of a navigation split view instance.
    typealias Configuration = NavigationSplitViewStyleConfiguration
}

/// The properties of a navigation split view instance.
@available(iOS 16.0, *)
public struct NavigationSplitViewStyleConfiguration {}

/// A navigation split style that resolves its appearance automatically
/// based on the current context.
@available(iOS 16.0, *)
@MainActor @preconcurrency
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// Creates an instance of the automatic navigation split view style.
    @MainActor @preconcurrency public init() {}
    public func makeBody(configuration: AutomaticNavigationSplitViewStyle.Configuration) -> some View { fatalError() }
}

/// A navigation split style that reduces the size of the detail content
/// to make room when showing the leading column or columns.
@available(iOS 16.0, *)
@MainActor @preconcurrency
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// Creates an instance of the balanced navigation split view style.
    @MainActor @preconcurrency public init() {}
    public func makeBody(configuration: BalancedNavigationSplitViewStyle.Configuration) -> some View { fatalError() }
}

/// A navigation split style that attempts to maintain the size of the
/// detail content when hiding or showing the leading columns.
@available(iOS 16.0, *)
@MainActor @preconcurrency
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// Creates an instance of the prominent detail navigation split view style.
    @MainActor @preconcurrency public init() {}
    public func makeBody(configuration: ProminentDetailNavigationSplitViewStyle.Configuration) -> some View { fatalError() }
}

@available(iOS 16.0, *)
extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// A navigation split style that resolves its appearance automatically
    /// based on the current context.
    @MainActor @preconcurrency public static var automatic: AutomaticNavigationSplitViewStyle { fatalError() }
}

@available(iOS 16.0, *)
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// A navigation split style that reduces the size of the detail content
    /// to make room when showing the leading column or columns.
    @MainActor @preconcurrency public static var balanced: BalancedNavigationSplitViewStyle { fatalError() }
}

@available(iOS 16.0, *)
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// A navigation split style that attempts to maintain the size of the
    /// detail content when hiding or showing the leading columns.
    @MainActor @preconcurrency public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { fatalError() }
}

@available(iOS 16.0, *)
extension View {
    /// Sets the style for navigation split views within this view.
    nonisolated public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { fatalError() }

    /// Sets a fixed, preferred width for the column containing this view.
    nonisolated public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { fatalError() }

    /// Sets a flexible, preferred width for the column containing this view.
    nonisolated public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { fatalError() }
}
