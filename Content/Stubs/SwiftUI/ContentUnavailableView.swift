// ContentUnavailableView (iOS 17).

/// An interface, consisting of a label and additional content, that you
/// display when the content of your app is unavailable to users.
@available(iOS 17.0, *)
@MainActor @preconcurrency
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    /// Creates an interface, consisting of a label and additional content, that
    /// you display when the content of your app is unavailable to users.
    nonisolated public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() }, @ViewBuilder actions: () -> Actions = { EmptyView() }) { fatalError() }

    public var body: some View { fatalError() }
}

@available(iOS 17.0, *)
extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// Creates an interface with a label and a description from a localized
    /// title key and an image resource name.
    nonisolated public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) { fatalError() }

    /// Creates an interface with a label and a description from a localized
    /// title key and a system image.
    nonisolated public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) { fatalError() }

    /// Creates an interface with a label and a description from a title string
    /// and an image resource name.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) { fatalError() }

    /// Creates an interface with a label and a description from a title string
    /// and a system image.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) { fatalError() }
}

@available(iOS 17.0, *)
extension ContentUnavailableView where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description, Actions == SearchUnavailableContent.Actions {
    /// Creates a `ContentUnavailableView` instance that conveys a search state.
    nonisolated public static var search: ContentUnavailableView<SearchUnavailableContent.Label, SearchUnavailableContent.Description, SearchUnavailableContent.Actions> { fatalError() }

    /// Creates a `ContentUnavailableView` instance that conveys a search state.
    nonisolated public static func search(text: String) -> ContentUnavailableView<SearchUnavailableContent.Label, SearchUnavailableContent.Description, SearchUnavailableContent.Actions> { fatalError() }
}

/// A structure that represents the body of a static placeholder search view.
@available(iOS 17.0, *)
public struct SearchUnavailableContent {
    /// A view that represents the label of a static placeholder search view.
    @MainActor @preconcurrency
    public struct Label: View { public var body: some View { fatalError() } }
    /// A view that represents the description of a static `ContentUnavailableView.search` view.
    @MainActor @preconcurrency
    public struct Description: View { public var body: some View { fatalError() } }
    /// A view that represents the actions of a static `ContentUnavailableView.search` view.
    @MainActor @preconcurrency
    public struct Actions: View { public var body: some View { fatalError() } }
}
