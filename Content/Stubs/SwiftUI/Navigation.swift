// NavigationView (legacy), NavigationStack / NavigationPath / navigationDestination
// (iOS 16), NavigationSplitView, NavigationLink and the navigation-bar modifiers.

/// A view for presenting a stack of views that represents a visible path in a
/// navigation hierarchy.
///
/// Soft-deprecated exactly as in the SDK: `deprecated: 100000.0` means "in a future
/// version", which the compiler does not diagnose.
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
@MainActor @preconcurrency
public struct NavigationView<Content: View>: View {
    nonisolated public init(@ViewBuilder content: () -> Content) { fatalError() }
    public typealias Body = Never
}

/// A view that displays a root view and enables you to present additional
/// views over the root view.
@available(iOS 16.0, *)
@MainActor @preconcurrency
public struct NavigationStack<Data, Root: View>: View {
    /// Creates a navigation stack that manages its own navigation state.
    nonisolated public init(@ViewBuilder root: () -> Root) where Data == NavigationPath { fatalError() }

    /// Creates a navigation stack with homogeneous navigation state that you
    /// can control.
    nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root) where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable { fatalError() }

    /// Creates a navigation stack with heterogeneous navigation state that you
    /// can control.
    nonisolated public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath { fatalError() }

    public var body: some View { fatalError() }
}

/// A type-erased list of data representing the content of a navigation stack.
@available(iOS 16.0, *)
public struct NavigationPath: Equatable {
    /// The number of elements in this path.
    public var count: Int { fatalError() }
    /// A Boolean that indicates whether this path is empty.
    public var isEmpty: Bool { fatalError() }
    /// A value that describes the contents of this path in a serializable format.
    public var codable: NavigationPath.CodableRepresentation? { fatalError() }
    /// Creates a new, empty navigation path.
    public init() { fatalError() }
    /// Creates a new navigation path from the contents of a sequence.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable { fatalError() }
    /// Creates a new navigation path from the contents of a sequence that
    /// contains codable elements.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable, S.Element: Decodable, S.Element: Encodable { fatalError() }
    /// Creates a new navigation path from a serializable version.
    public init(_ codable: NavigationPath.CodableRepresentation) { fatalError() }
    /// Appends a new value to the end of this path.
    public mutating func append<V: Hashable>(_ value: V) { fatalError() }
    /// Appends a new codable value to the end of this path.
    public mutating func append<V: Hashable & Decodable & Encodable>(_ value: V) { fatalError() }
    /// Removes values from the end of this path.
    public mutating func removeLast(_ k: Int = 1) { fatalError() }

    /// A serializable representation of a navigation path.
    public struct CodableRepresentation: Codable, Equatable {
        public init(from decoder: any Decoder) throws { fatalError() }
        public func encode(to encoder: any Encoder) throws { fatalError() }
    }

    public static func == (lhs: NavigationPath, rhs: NavigationPath) -> Bool { fatalError() }
}

/// A view that presents views in two or three columns, where selections in
/// leading columns control presentations in subsequent columns.
@available(iOS 16.0, *)
@MainActor @preconcurrency
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    /// Creates a three-column navigation split view.
    nonisolated public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) { fatalError() }
    /// Creates a two-column navigation split view.
    nonisolated public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView { fatalError() }
    /// Creates a three-column navigation split view that enables programmatic
    /// control of leading columns' visibility.
    nonisolated public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) { fatalError() }
    /// Creates a two-column navigation split view that enables programmatic
    /// control of the sidebar's visibility.
    nonisolated public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView { fatalError() }
    public var body: some View { fatalError() }
}

/// The visibility of the leading columns in a navigation split view.
@available(iOS 16.0, *)
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
    public static var detailOnly: NavigationSplitViewVisibility { fatalError() }
    public static var doubleColumn: NavigationSplitViewVisibility { fatalError() }
    public static var all: NavigationSplitViewVisibility { fatalError() }
    public static var automatic: NavigationSplitViewVisibility { fatalError() }
}

/// A view that controls a navigation presentation.
@available(iOS 13.0, *)
@MainActor @preconcurrency
public struct NavigationLink<Label: View, Destination: View>: View {
    /// Creates a navigation link that presents the destination view.
    nonisolated public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { fatalError() }

    /// Creates a navigation link that presents the destination view when active.
    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    nonisolated public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { fatalError() }

    /// Creates a navigation link that presents the destination view.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    nonisolated public init(destination: Destination, @ViewBuilder label: () -> Label) { fatalError() }

    /// Creates a navigation link that presents the destination view when active.
    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    nonisolated public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) { fatalError() }

    /// Creates a navigation link that presents the destination view when
    /// a bound selection variable equals a given tag value.
    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:) inside a List within a NavigationStack or NavigationSplitView")
    nonisolated public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) { fatalError() }

    public var body: some View { fatalError() }
}

@available(iOS 13.0, *)
extension NavigationLink where Label == Text {
    /// Creates a navigation link that presents a destination view, with a text
    /// label that the link generates from a localized string key.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) { fatalError() }

    /// Creates a navigation link that presents a destination view, with a text
    /// label that the link generates from a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) { fatalError() }

    /// Creates a navigation link that presents a destination view, with a text
    /// label that the link generates from a localized string key.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    nonisolated public init(_ titleKey: LocalizedStringKey, destination: Destination) { fatalError() }

    /// Creates a navigation link that presents a destination view, with a text
    /// label that the link generates from a title string.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, destination: Destination) { fatalError() }
}

@available(iOS 16.0, *)
extension NavigationLink where Destination == Never {
    /// Creates a navigation link that presents the view corresponding to a value.
    nonisolated public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) { fatalError() }

    /// Creates a navigation link that presents the view corresponding to a
    /// value, with a text label that the link generates from a localized string key.
    nonisolated public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) where Label == Text { fatalError() }

    /// Creates a navigation link that presents the view corresponding to a
    /// value, with a text label that the link generates from a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) where Label == Text { fatalError() }
}

@available(iOS 16.0, *)
extension View {
    /// Associates a destination view with a presented data type for use within
    /// a navigation stack.
    nonisolated public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View { fatalError() }

    /// Associates a destination view with a binding that can be used to push
    /// the view onto a `NavigationStack`.
    nonisolated public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View { fatalError() }

    /// Associates a destination view with a bound value for use within a
    /// navigation stack or navigation split view.
    @available(iOS 17.0, *)
    nonisolated public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View { fatalError() }
}

@available(iOS 13.0, *)
extension View {
    /// Configures the view's title for purposes of navigation, using a string.
    @available(iOS 14.0, *)
    @_disfavoredOverload
    nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { fatalError() }

    /// Configures the view's title for purposes of navigation, using a
    /// localized string.
    @available(iOS 14.0, *)
    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { fatalError() }

    /// Configures the view's title for purposes of navigation.
    @available(iOS 14.0, *)
    nonisolated public func navigationTitle(_ title: Text) -> some View { fatalError() }

    /// Configures the view's title for purposes of navigation, using a custom view.
    @available(iOS, unavailable)
    nonisolated public func navigationTitle<V: View>(@ViewBuilder _ title: () -> V) -> some View { fatalError() }

    /// Configures the title display mode for this view.
    @available(iOS 14.0, *)
    nonisolated public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View { fatalError() }

    /// Sets the title in the navigation bar for this view.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    nonisolated public func navigationBarTitle(_ title: Text) -> some View { fatalError() }

    /// Sets the title in the navigation bar for this view.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    nonisolated public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { fatalError() }

    /// Hides the navigation bar for this view.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "toolbar(_:for:)")
    nonisolated public func navigationBarHidden(_ hidden: Bool) -> some View { fatalError() }

    /// Sets the navigation bar items for this view.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use toolbar(_:) with navigationBarLeading or navigationBarTrailing placement")
    nonisolated public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View { fatalError() }

    /// Hides the navigation bar back button for the view.
    nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { fatalError() }

    /// Sets the style for navigation views within this view.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
    nonisolated public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { fatalError() }
}

/// A configuration for a navigation bar that represents a view at the top of a
/// navigation stack.
@available(iOS 13.0, *)
public struct NavigationBarItem: Sendable {
    /// A style for displaying the title of a navigation bar.
    public enum TitleDisplayMode: Sendable {
        case automatic
        case inline
        case large
    }
}

/// A specification for the appearance and interaction of a navigation view.
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
public protocol NavigationViewStyle {}

/// A navigation view style represented by a view stack that only shows a
/// single top view at a time.
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "replace stack-styled NavigationView with NavigationStack")
public struct StackNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

/// The default navigation view style.
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "replace stack-styled NavigationView with NavigationStack")
extension NavigationViewStyle where Self == StackNavigationViewStyle {
    public static var stack: StackNavigationViewStyle { fatalError() }
}

@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    public static var automatic: DefaultNavigationViewStyle { fatalError() }
}
