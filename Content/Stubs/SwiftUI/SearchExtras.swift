// Search completions, scopes and the string-prompt overloads of searchable that
// Search.swift does not declare.

/// The ways that searchable modifiers can show or hide search scopes.
@available(iOS 16.4, *)
public struct SearchScopeActivation {
    /// The automatic activation of the scope bar.
    public static var automatic: SearchScopeActivation { fatalError() }
    /// An activation where the system shows search scopes when typing begins
    /// in the search field and hides search scopes after search cancellation.
    public static var onTextEntry: SearchScopeActivation { fatalError() }
    /// An activation where the system shows search scopes after presenting
    /// search and hides search scopes after search cancellation.
    public static var onSearchPresentation: SearchScopeActivation { fatalError() }
}

@available(iOS 15.0, *)
extension View {
    /// Associates a fully formed string with the value of this view when used
    /// as a search suggestion.
    nonisolated public func searchCompletion(_ completion: String) -> some View { fatalError() }

    /// Associates a search token with the value of this view when used as a
    /// search suggestion.
    @available(iOS 16.0, *)
    nonisolated public func searchCompletion<T: Identifiable>(_ token: T) -> some View { fatalError() }

    /// Marks this view as searchable with text and suggestions, using a
    /// localized string key as the prompt.
    @available(iOS, introduced: 15.0, deprecated: 100000.0, message: "Use the searchable modifier with the searchSuggestions modifier")
    nonisolated public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey, @ViewBuilder suggestions: () -> S) -> some View { fatalError() }

    /// Marks this view as searchable with programmatic presentation of the
    /// search field, using a localized string key as the prompt.
    @available(iOS 17.0, *)
    nonisolated public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View { fatalError() }

    /// Configures the search scopes for this view.
    @available(iOS 16.0, *)
    nonisolated public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View { fatalError() }

    /// Configures the search scopes for this view with the specified
    /// activation strategy.
    @available(iOS 16.4, *)
    nonisolated public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S) -> some View { fatalError() }
}
