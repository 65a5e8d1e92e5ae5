// Inspectors (iOS 17).

@available(iOS 17.0, *)
extension View {
    /// Inserts an inspector at the applied position in the view hierarchy.
    nonisolated public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View { fatalError() }

    /// Sets a fixed, preferred width for the inspector containing this view
    /// when presented as a trailing column.
    nonisolated public func inspectorColumnWidth(_ width: CGFloat) -> some View { fatalError() }

    /// Sets a flexible, preferred width for the inspector in a trailing-column
    /// presentation.
    nonisolated public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { fatalError() }
}
