// SwiftUI's integration with the Observation framework (iOS 17): @Bindable.
// `@Environment(Model.self)` and `.environment(_:)` for Observable objects live in
// Environment.swift.

/// A property wrapper type that supports creating bindings to the mutable
/// properties of observable objects.
@available(iOS 17.0, *)
@dynamicMemberLookup
@propertyWrapper
public struct Bindable<Value> {
    /// The wrapped object.
    public var wrappedValue: Value

    /// The bindable wrapper for the object that creates bindings to its
    /// properties using dynamic member lookup.
    public var projectedValue: Bindable<Value> { fatalError() }

    /// Returns a binding to the value of a given key path.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> where Value: AnyObject { fatalError() }

    /// Creates a bindable object from an observable object.
    public init(wrappedValue: Value) where Value: AnyObject, Value: Observable { fatalError() }

    /// Creates a bindable object from an observable object.
    public init(_ wrappedValue: Value) where Value: AnyObject, Value: Observable { fatalError() }

    /// Creates a bindable from the value of another bindable.
    public init(projectedValue: Bindable<Value>) { fatalError() }
}

@available(iOS 17.0, *)
extension Bindable: Identifiable where Value: Identifiable {
    public var id: Value.ID { fatalError() }
    public typealias ID = Value.ID
}

@available(iOS 17.0, *)
extension Bindable: Sendable where Value: Sendable {}
