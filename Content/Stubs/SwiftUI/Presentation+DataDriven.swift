// Data-driven alerts and confirmation dialogs: the `item:` and `error:` overloads
// announced with the iOS 27 SDK (article "alertas-dialogos-basados-en-datos").
//
// They are back-deployed (`@backDeployed(before: iOS 27.0)` in the SDK, shown in
// Apple's documentation as `@export(implementation)` with availability "iOS 15.0+").
// To a client a back-deployed API is simply available from its introduction
// version, so each is modelled as `@available(iOS 15.0, *)`: usable unguarded in an
// iOS 15 app, and unavailable (with the usual diagnostic) below iOS 15. The bodies
// of the SDK's back-deployed copies are not part of the client's view and are
// therefore not modelled.
//
// The six selectors the article lists, with the title overloads the SDK declares
// for the `_:item:` ones (LocalizedStringKey, StringProtocol, Text):
//   confirmationDialog(_:item:titleVisibility:actions:)
//   confirmationDialog(_:item:titleVisibility:actions:message:)
//   alert(_:item:actions:)
//   alert(_:item:actions:message:)
//   alert(error:actions:)            — `actions` takes no argument
//   alert(error:actions:message:)    — the error is passed to both closures
// Unlike `sheet(item:)`, `T` is unconstrained (no `Identifiable` requirement).

@available(iOS 13.0, *)
extension View {
    /// Presents a confirmation dialog using the given data to produce the
    /// dialog's content, and a localized string key as a title.
    @available(iOS 15.0, *)
    nonisolated public func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, item data: Binding<T?>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: (T) -> A) -> some View { fatalError() }

    /// Presents a confirmation dialog with a message using the given data to
    /// produce the dialog's content, and a localized string key as a title.
    @available(iOS 15.0, *)
    nonisolated public func confirmationDialog<A: View, M: View, T>(_ titleKey: LocalizedStringKey, item data: Binding<T?>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { fatalError() }

    /// Presents an alert using the given data to produce the alert's content,
    /// and a localized string key as a title.
    @available(iOS 15.0, *)
    nonisolated public func alert<A: View, T>(_ titleKey: LocalizedStringKey, item data: Binding<T?>, @ViewBuilder actions: (T) -> A) -> some View { fatalError() }

    /// Presents an alert with a message using the given data to produce the
    /// alert's content, and a localized string key as a title.
    @available(iOS 15.0, *)
    nonisolated public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, item data: Binding<T?>, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { fatalError() }

    /// Presents a confirmation dialog using the given data to produce the
    /// dialog's content, and a string variable as a title.
    @available(iOS 15.0, *)
    @_disfavoredOverload
    nonisolated public func confirmationDialog<S: StringProtocol, A: View, T>(_ title: S, item data: Binding<T?>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: (T) -> A) -> some View { fatalError() }

    /// Presents a confirmation dialog with a message using the given data to
    /// produce the dialog's content, and a string variable as a title.
    @available(iOS 15.0, *)
    @_disfavoredOverload
    nonisolated public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(_ title: S, item data: Binding<T?>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { fatalError() }

    /// Presents an alert using the given data to produce the alert's content,
    /// and a string variable as a title.
    @available(iOS 15.0, *)
    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View, T>(_ title: S, item data: Binding<T?>, @ViewBuilder actions: (T) -> A) -> some View { fatalError() }

    /// Presents an alert with a message using the given data to produce the
    /// alert's content, and a string variable as a title.
    @available(iOS 15.0, *)
    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, item data: Binding<T?>, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { fatalError() }

    /// Presents a confirmation dialog using the given data to produce the
    /// dialog's content, and a text view as a title.
    @available(iOS 15.0, *)
    nonisolated public func confirmationDialog<A: View, T>(_ title: Text, item data: Binding<T?>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: (T) -> A) -> some View { fatalError() }

    /// Presents a confirmation dialog with a message using the given data to
    /// produce the dialog's content, and a text view as a title.
    @available(iOS 15.0, *)
    nonisolated public func confirmationDialog<A: View, M: View, T>(_ title: Text, item data: Binding<T?>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { fatalError() }

    /// Presents an alert using the given data to produce the alert's content,
    /// and a text view as a title.
    @available(iOS 15.0, *)
    nonisolated public func alert<A: View, T>(_ title: Text, item data: Binding<T?>, @ViewBuilder actions: (T) -> A) -> some View { fatalError() }

    /// Presents an alert with a message using the given data to produce the
    /// alert's content, and a text view as a title.
    @available(iOS 15.0, *)
    nonisolated public func alert<A: View, M: View, T>(_ title: Text, item data: Binding<T?>, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { fatalError() }

    /// Presents an alert when an error is present; the error's
    /// `errorDescription` is the title.
    @available(iOS 15.0, *)
    nonisolated public func alert<E: LocalizedError, A: View>(error: Binding<E?>, @ViewBuilder actions: () -> A) -> some View { fatalError() }

    /// Presents an alert with a message when an error is present; the error's
    /// `errorDescription` is the title and the error is passed to both closures.
    @available(iOS 15.0, *)
    nonisolated public func alert<E: LocalizedError, A: View, M: View>(error: Binding<E?>, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M) -> some View { fatalError() }
}
