// DynamicProperty, @State and @Binding.

/// An interface for a stored variable that updates an external property of a view.
@available(iOS 13.0, *)
public protocol DynamicProperty {
    /// Updates the underlying value of the stored value.
    mutating func update()
}

@available(iOS 13.0, *)
extension DynamicProperty {
    public mutating func update() {}
}

/// A property wrapper type that can read and write a value managed by SwiftUI.
@available(iOS 13.0, *)
@frozen
@propertyWrapper
public struct State<Value>: DynamicProperty {
    /// Creates a state property that stores an initial value.
    public init(wrappedValue value: Value) { fatalError() }

    /// Creates a state property that stores an initial value.
    public init(initialValue value: Value) { fatalError() }

    /// The underlying value referenced by the state variable.
    public var wrappedValue: Value { get { fatalError() } nonmutating set { fatalError() } }

    /// A binding to the state value.
    public var projectedValue: Binding<Value> { fatalError() }
}

@available(iOS 13.0, *)
extension State where Value: ExpressibleByNilLiteral {
    /// Creates a state property without an initial value.
    public init() { fatalError() }
}

@available(iOS 13.0, *)
extension State: Sendable where Value: Sendable {}

/// A property wrapper type that can read and write a value owned by a source of truth.
@available(iOS 13.0, *)
@frozen
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    /// The binding's transaction.
    public var transaction: Transaction

    /// Creates a binding with closures that read and write the binding value.
    @preconcurrency
    public init(get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void) { fatalError() }

    /// Creates a binding with a closure that reads from the binding value, and
    /// a closure that applies a transaction when writing to the binding value.
    @preconcurrency
    public init(get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value, Transaction) -> Void) { fatalError() }

    /// Creates a binding with an immutable value.
    public static func constant(_ value: Value) -> Binding<Value> { fatalError() }

    /// The underlying value referenced by the binding variable.
    public var wrappedValue: Value { get { fatalError() } nonmutating set { fatalError() } }

    /// A projection of the binding value that returns a binding.
    public var projectedValue: Binding<Value> { fatalError() }

    /// Creates a binding from the value of another binding.
    public init(projectedValue: Binding<Value>) { fatalError() }

    /// Returns a binding to the resulting value of a given key path.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}

@available(iOS 13.0, *)
extension Binding {
    /// Creates a binding by projecting the base value to an optional value.
    public init<V>(_ base: Binding<V>) where Value == V? { fatalError() }

    /// Creates a binding by projecting the base value to an unwrapped value.
    public init?(_ base: Binding<Value?>) { fatalError() }

    /// Creates a binding by projecting the base value to a hashable value.
    public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable { fatalError() }

    /// Specifies a transaction for the binding.
    public func transaction(_ transaction: Transaction) -> Binding<Value> { fatalError() }

    /// Specifies an animation to perform when the binding value changes.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { fatalError() }
}

@available(iOS 13.0, *)
extension Binding: DynamicProperty {}

@available(iOS 13.0, *)
extension Binding: @unchecked Sendable where Value: Sendable {}

@available(iOS 15.0, *)
extension Binding: Identifiable where Value: Identifiable {
    /// The stable identity of the entity associated with this instance,
    /// corresponding to the `id` of the binding's wrapped value.
    public var id: Value.ID { fatalError() }
    public typealias ID = Value.ID
}

/// A property wrapper type that can read and write a value that SwiftUI updates
/// as the user interacts with a gesture.
@available(iOS 13.0, *)
@frozen
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    public init(wrappedValue: Value) { fatalError() }
    public init(initialValue: Value) { fatalError() }
    public init(wrappedValue: Value, resetTransaction: Transaction) { fatalError() }
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) { fatalError() }
    public var wrappedValue: Value { fatalError() }
    public var projectedValue: GestureState<Value> { fatalError() }
}

@available(iOS 13.0, *)
extension GestureState where Value: ExpressibleByNilLiteral {
    public init(resetTransaction: Transaction = Transaction()) { fatalError() }
}
