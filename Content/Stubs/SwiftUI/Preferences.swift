// Preferences (iOS 13): PreferenceKey and the modifiers that write, transform and
// read preference values, including anchor preferences.

/// A named value produced by a view.
@available(iOS 13.0, *)
public protocol PreferenceKey {
    /// The type of value produced by this preference.
    associatedtype Value
    /// The default value of the preference.
    static var defaultValue: Self.Value { get }
    /// Combines a sequence of values by modifying the previously-accumulated
    /// value with the result of a closure that provides the next value.
    static func reduce(value: inout Self.Value, nextValue: () -> Self.Value)
}

@available(iOS 13.0, *)
extension View {
    /// Sets a value for the given preference.
    nonisolated public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View { fatalError() }

    /// Applies a transformation to a preference value.
    nonisolated public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View { fatalError() }

    /// Sets a value for the specified preference key, the value is a function
    /// of a geometry value tied to the current coordinate space.
    nonisolated public func anchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value) -> some View { fatalError() }

    /// Sets a value for the specified preference key, the value is a function
    /// of the key's current value and a geometry value tied to the current
    /// coordinate space.
    nonisolated public func transformAnchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View { fatalError() }

    /// Adds an action to perform when the specified preference key's value
    /// changes.
    nonisolated public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View where K.Value: Equatable { fatalError() }

    /// Reads the specified preference value from the view, using it to
    /// produce a second view that is applied as an overlay to the original view.
    nonisolated public func overlayPreferenceValue<Key: PreferenceKey, T: View>(_ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T) -> some View { fatalError() }

    /// Reads the specified preference value from the view, using it to
    /// produce a second view that is applied as an overlay to the original
    /// view, with the given alignment.
    @available(iOS 16.0, *)
    nonisolated public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View { fatalError() }
}

@available(iOS 13.0, *)
extension PreferenceKey where Self.Value: ExpressibleByNilLiteral {
    /// Let nil-expressible values default-initialize to nil.
    public static var defaultValue: Self.Value { fatalError() }
}
