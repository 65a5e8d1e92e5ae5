// @FocusState and the focus modifiers (iOS 15).

/// A property wrapper type that can read and write a value that SwiftUI updates
/// as the placement of focus within the scene changes.
@available(iOS 15.0, *)
@frozen
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    /// A property wrapper type that can read and write a value that indicates
    /// the current focus location.
    @frozen
    @propertyWrapper
    public struct Binding {
        internal let _location: AnyObject
        /// The underlying value referenced by the bound property.
        public var wrappedValue: Value { get { fatalError() } nonmutating set { fatalError() } }
        /// A projection of the binding value that returns a binding.
        public var projectedValue: FocusState<Value>.Binding { fatalError() }
    }

    /// The current state value, taking into account whatever bindings might be
    /// in effect due to the current location of focus.
    public var wrappedValue: Value { get { fatalError() } nonmutating set { fatalError() } }

    /// A projection of the focus state value that returns a binding.
    public var projectedValue: FocusState<Value>.Binding { fatalError() }

    /// Creates a focus state that binds to a Boolean.
    public init() where Value == Bool { fatalError() }

    /// Creates a focus state that binds to an optional type.
    public init<T: Hashable>() where Value == T? { fatalError() }
}

@available(iOS 15.0, *)
extension View {
    /// Modifies this view by binding its focus state to the given state value.
    nonisolated public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View { fatalError() }

    /// Modifies this view by binding its focus state to the given Boolean state value.
    nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View { fatalError() }
}

@available(iOS 17.0, *)
extension View {
    /// Specifies if the view is focusable.
    nonisolated public func focusable(_ isFocusable: Bool = true) -> some View { fatalError() }
}
