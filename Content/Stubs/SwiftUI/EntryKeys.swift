// The keyed collections `@Entry` writes to besides the environment: transaction values (iOS 17), focused
// values (iOS 14) and container values (iOS 18), with their key protocols and the API that reads them.

/// A key for accessing values in a transaction.
@available(iOS 17.0, *)
public protocol TransactionKey {
    /// The type of the key's value.
    associatedtype Value
    /// The default value for the transaction key.
    static var defaultValue: Self.Value { get }
}

@available(iOS 17.0, *)
extension Transaction {
    /// Accesses the transaction value associated with a custom key.
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value { get { fatalError() } set { fatalError() } }
}

/// Executes a closure with the specified transaction key path and value and returns the result.
@available(iOS 13.0, *)
public func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R)
    rethrows -> R
{ fatalError() }

/// A protocol for identifier types used when publishing and observing focused values.
@available(iOS 14.0, *)
public protocol FocusedValueKey {
    /// The type of the focused value.
    associatedtype Value
}

/// A collection of state exported by the focused scene or view and its ancestors.
@available(iOS 14.0, *)
public struct FocusedValues: Sendable {
    /// Reads and writes values associated with a given focused value key.
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? { get { fatalError() } set { fatalError() } }
}

/// A property wrapper for observing values from the focused view or one of its ancestors.
@available(iOS 14.0, *)
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    /// A new property wrapper for the given key path.
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) { fatalError() }
    /// The value for the focus key given the current scope and state of the focused view hierarchy.
    public var wrappedValue: Value? { fatalError() }
}

@available(iOS 14.0, *)
extension View {
    /// Modifies this view by injecting a value that you provide for use by other views whose state depends on
    /// the focused view hierarchy.
    nonisolated public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value)
        -> some View
    { fatalError() }
    /// Modifies this view by injecting a value that you provide for use by other views whose state depends on
    /// the focused scene.
    @available(iOS 15.0, *)
    nonisolated public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T)
        -> some View
    { fatalError() }
}

/// A key for accessing container values.
@available(iOS 18.0, *)
public protocol ContainerValueKey {
    /// The type of the key's value.
    associatedtype Value
    /// The default value for the container value key.
    static var defaultValue: Self.Value { get }
}

/// A collection of container values associated with a given view.
@available(iOS 18.0, *)
public struct ContainerValues {
    /// Accesses the particular container value associated with a custom key.
    public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value { get { fatalError() } set { fatalError() } }
}

@available(iOS 18.0, *)
extension View {
    /// Sets a particular container value of a view.
    nonisolated public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V)
        -> some View
    { fatalError() }
}
