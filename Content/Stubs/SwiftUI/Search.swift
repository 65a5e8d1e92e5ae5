// searchable (iOS 15) and search placement.

/// The placement of a search field in a view hierarchy.
@available(iOS 15.0, *)
public struct SearchFieldPlacement: Sendable {
    /// SwiftUI places the search field automatically.
    public static let automatic: SearchFieldPlacement = { fatalError() }()
    /// The search field appears in the toolbar.
    public static let toolbar: SearchFieldPlacement = { fatalError() }()
    /// The search field appears in the sidebar of a navigation view.
    public static let sidebar: SearchFieldPlacement = { fatalError() }()
    /// The search field appears in the navigation bar.
    public static let navigationBarDrawer: SearchFieldPlacement = { fatalError() }()
    /// The search field appears in the navigation bar using the specified
    /// display mode.
    public static func navigationBarDrawer(displayMode: SearchFieldPlacement.NavigationBarDrawerDisplayMode) -> SearchFieldPlacement { fatalError() }

    /// A mode that determines when to display a search field that appears in a
    /// navigation bar.
    public struct NavigationBarDrawerDisplayMode: Sendable {
        public static let automatic: SearchFieldPlacement.NavigationBarDrawerDisplayMode = { fatalError() }()
        public static let always: SearchFieldPlacement.NavigationBarDrawerDisplayMode = { fatalError() }()
    }
}

@available(iOS 15.0, *)
extension View {
    /// Marks this view as searchable, which configures the display of a search field.
    nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View { fatalError() }

    /// Marks this view as searchable, which configures the display of a search field.
    nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View { fatalError() }

    /// Marks this view as searchable, which configures the display of a search field.
    @_disfavoredOverload
    nonisolated public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View { fatalError() }

    /// Marks this view as searchable with text and suggestions.
    @available(iOS, introduced: 15.0, deprecated: 100000.0, message: "Use the searchable modifier with the searchSuggestions modifier")
    nonisolated public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder suggestions: () -> S) -> some View { fatalError() }

    /// Marks this view as searchable with programmatic presentation of the
    /// search field.
    @available(iOS 17.0, *)
    nonisolated public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View { fatalError() }

    /// Configures the search suggestions for this view.
    @available(iOS 16.0, *)
    nonisolated public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { fatalError() }
}
