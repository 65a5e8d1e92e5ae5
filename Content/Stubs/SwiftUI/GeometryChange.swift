// onGeometryChange(for:of:action:): back-deployed to iOS 16.

@available(iOS 16.0, *)
extension View {
    /// Adds an action to be performed when a value, created from a geometry
    /// proxy, changes.
    nonisolated public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (T) -> Void) -> some View { fatalError() }
}
