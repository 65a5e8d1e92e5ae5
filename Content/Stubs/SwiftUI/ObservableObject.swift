// Property wrappers for Combine's ObservableObject: @StateObject, @ObservedObject,
// @EnvironmentObject.

/// A property wrapper type that instantiates an observable object.
@available(iOS 14.0, *)
@frozen
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Creates a new state object with an initial wrapped value.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { fatalError() }

    /// The underlying value referenced by the state object.
    @MainActor @preconcurrency
    public var wrappedValue: ObjectType { fatalError() }

    /// A projection of the state object that creates bindings to its properties.
    @MainActor @preconcurrency
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
}

/// A property wrapper type that subscribes to an observable object and
/// invalidates a view whenever the observable object changes.
@available(iOS 13.0, *)
@propertyWrapper
@frozen
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// A wrapper of the underlying observable object that can create bindings
    /// to its properties.
    @dynamicMemberLookup
    @frozen
    public struct Wrapper {
        /// Gets a binding to the value of a specified key path.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> { fatalError() }
    }

    /// Creates an observed object with an initial value.
    public init(initialValue: ObjectType) { fatalError() }

    /// Creates an observed object with an initial wrapped value.
    public init(wrappedValue: ObjectType) { fatalError() }

    /// The underlying value that the observed object references.
    @MainActor @preconcurrency
    public var wrappedValue: ObjectType { get { fatalError() } set { fatalError() } }

    /// A projection of the observed object that creates bindings to its properties.
    @MainActor @preconcurrency
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
}

/// A property wrapper type for an observable object that a parent or ancestor
/// view supplies.
@available(iOS 13.0, *)
@frozen
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    /// A wrapper of the underlying environment object that can create bindings
    /// to its properties.
    @dynamicMemberLookup
    @frozen
    public struct Wrapper {
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> { fatalError() }
    }

    /// The underlying value referenced by the environment object.
    @MainActor @preconcurrency
    public var wrappedValue: ObjectType { fatalError() }

    /// A projection of the environment object that creates bindings to its
    /// properties using dynamic member lookup.
    @MainActor @preconcurrency
    public var projectedValue: EnvironmentObject<ObjectType>.Wrapper { fatalError() }

    /// Creates an environment object.
    public init() { fatalError() }
}

@available(iOS 13.0, *)
extension View {
    /// Supplies an observable object to a view's hierarchy.
    nonisolated public func environmentObject<T: ObservableObject>(_ object: T) -> some View { fatalError() }

    /// Adds an action to perform when this view detects data emitted by the
    /// given publisher.
    nonisolated public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P.Failure == Never { fatalError() }
}
