// Other containers: TabView, DisclosureGroup, GroupBox, LabeledContent, and the
// context menu and status bar modifiers.

/// A view that switches between multiple child views using interactive user
/// interface elements.
@available(iOS 13.0, *)
@MainActor @preconcurrency
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    /// Creates an instance that selects from content associated with
    /// `Selection` values.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use TabContentBuilder-based TabView initializers instead")
    nonisolated public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) { fatalError() }
    public var body: some View { fatalError() }
}

@available(iOS 13.0, *)
extension TabView where SelectionValue == Int {
    /// Creates a tab view that uses a builder to create its tabs.
    nonisolated public init(@ViewBuilder content: () -> Content) { fatalError() }
}

/// A specification for the appearance and interaction of a tab view.
@available(iOS 14.0, *)
public protocol TabViewStyle {}

@available(iOS 14.0, *)
public struct DefaultTabViewStyle: TabViewStyle { public init() {} }

@available(iOS 14.0, *)
public struct PageTabViewStyle: TabViewStyle {
    /// A style for displaying the page index view.
    public struct IndexDisplayMode: Sendable {
        public static let automatic: PageTabViewStyle.IndexDisplayMode = { fatalError() }()
        public static let always: PageTabViewStyle.IndexDisplayMode = { fatalError() }()
        public static let never: PageTabViewStyle.IndexDisplayMode = { fatalError() }()
    }
    public init(indexDisplayMode: PageTabViewStyle.IndexDisplayMode = .automatic) { fatalError() }
}

@available(iOS 14.0, *)
extension TabViewStyle where Self == DefaultTabViewStyle {
    public static var automatic: DefaultTabViewStyle { fatalError() }
}

@available(iOS 14.0, *)
extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { fatalError() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle { fatalError() }
}

@available(iOS 13.0, *)
extension View {
    /// Sets the tab bar item associated with this view.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use Tab(title:image:value:content:) and related initializers instead")
    nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { fatalError() }

    /// Sets the style for the tab view within the current environment.
    @available(iOS 14.0, *)
    nonisolated public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { fatalError() }

    /// Adds a context menu to a view.
    nonisolated public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { fatalError() }

    /// Designates a context menu with a custom preview.
    @available(iOS 16.0, *)
    nonisolated public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View { fatalError() }

    /// Sets the visibility of the status bar.
    nonisolated public func statusBarHidden(_ hidden: Bool = true) -> some View { fatalError() }
}

/// A view that shows or hides another content view, based on the state of a
/// disclosure control.
@available(iOS 14.0, *)
@MainActor @preconcurrency
public struct DisclosureGroup<Label: View, Content: View>: View {
    /// Creates a disclosure group with the given label and content views.
    nonisolated public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) { fatalError() }
    /// Creates a disclosure group with the given label and content views, and
    /// a binding to the expansion state.
    nonisolated public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) { fatalError() }
    public var body: some View { fatalError() }
}

@available(iOS 14.0, *)
extension DisclosureGroup where Label == Text {
    /// Creates a disclosure group, using a provided localized string key to
    /// create a text view for the label.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) { fatalError() }
    /// Creates a disclosure group, using a provided localized string key to
    /// create a text view for the label, and a binding to the expansion state.
    nonisolated public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) { fatalError() }
    /// Creates a disclosure group, using a provided string to create a text
    /// view for the label.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) { fatalError() }
}

/// A stylized view, with an optional label, that visually collects a logical
/// grouping of content.
@available(iOS 14.0, *)
@MainActor @preconcurrency
public struct GroupBox<Label: View, Content: View>: View {
    /// Creates a group box with the provided label and view content.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { fatalError() }
    public var body: some View { fatalError() }
}

@available(iOS 14.0, *)
extension GroupBox where Label == EmptyView {
    /// Creates an unlabeled group box with the provided view content.
    nonisolated public init(@ViewBuilder content: () -> Content) { fatalError() }
}

@available(iOS 15.0, *)
extension GroupBox where Label == Text {
    /// Creates a group box with the provided view content and title.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { fatalError() }
    /// Creates a group box with the provided view content and title.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { fatalError() }
}

/// A container for attaching a label to a value-bearing view.
@available(iOS 16.0, *)
@MainActor @preconcurrency
public struct LabeledContent<Label, Content> {}

@available(iOS 16.0, *)
extension LabeledContent: View where Label: View, Content: View {
    /// Creates a standard labeled element, with a view that conveys
    /// the value of the element and a label.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { fatalError() }
    public var body: some View { fatalError() }
}

@available(iOS 16.0, *)
extension LabeledContent where Label == Text, Content: View {
    /// Creates a labeled view that generates its label from a localized string key.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { fatalError() }
    /// Creates a labeled view that generates its label from a string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { fatalError() }
}

@available(iOS 16.0, *)
extension LabeledContent where Label == Text, Content == Text {
    /// Creates a labeled informational view.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) { fatalError() }
    /// Creates a labeled informational view.
    @_disfavoredOverload
    nonisolated public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) { fatalError() }
    /// Creates a labeled informational view from a formatted value.
    nonisolated public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String { fatalError() }
    /// Creates a labeled informational view from a formatted value.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String { fatalError() }
}
