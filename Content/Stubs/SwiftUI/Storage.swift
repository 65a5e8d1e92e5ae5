// @AppStorage, @SceneStorage and @Namespace.

/// A property wrapper type that reflects a value from `UserDefaults` and
/// invalidates a view on a change in value in that user default.
@available(iOS 14.0, *)
@frozen
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    internal let _location: AnyObject
    public var wrappedValue: Value { get { fatalError() } nonmutating set { fatalError() } }
    public var projectedValue: Binding<Value> { fatalError() }
}

@available(iOS 14.0, *)
extension AppStorage {
    /// Creates a property that can read and write to a boolean user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool { fatalError() }
    /// Creates a property that can read and write to an integer user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int { fatalError() }
    /// Creates a property that can read and write to a double user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double { fatalError() }
    /// Creates a property that can read and write to a string user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String { fatalError() }
    /// Creates a property that can read and write to a url user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL { fatalError() }
    /// Creates a property that can read and write to a user default as data.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data { fatalError() }
    /// Creates a property that can read and write to a date user default.
    @available(iOS 18.0, *)
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date { fatalError() }
    /// Creates a property that can read and write to an integer user default,
    /// transforming that to `RawRepresentable` data type.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int { fatalError() }
    /// Creates a property that can read and write to a string user default,
    /// transforming that to `RawRepresentable` data type.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String { fatalError() }
}

@available(iOS 14.0, *)
extension AppStorage where Value: ExpressibleByNilLiteral {
    /// Creates a property that can read and write an Optional boolean user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? { fatalError() }
    /// Creates a property that can read and write an Optional integer user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? { fatalError() }
    /// Creates a property that can read and write an Optional double user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? { fatalError() }
    /// Creates a property that can read and write an Optional string user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? { fatalError() }
    /// Creates a property that can read and write an Optional URL user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? { fatalError() }
    /// Creates a property that can read and write an Optional data user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? { fatalError() }
}

@available(iOS 14.0, *)
extension View {
    /// The default store used by `AppStorage` contained within the view.
    nonisolated public func defaultAppStorage(_ store: UserDefaults) -> some View { fatalError() }
}

/// A property wrapper type that reads and writes to persisted, per-scene storage.
@available(iOS 14.0, *)
@frozen
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    internal let _location: AnyObject
    public var wrappedValue: Value { get { fatalError() } nonmutating set { fatalError() } }
    public var projectedValue: Binding<Value> { fatalError() }
}

@available(iOS 14.0, *)
extension SceneStorage {
    public init(wrappedValue: Value, _ key: String) where Value == Bool { fatalError() }
    public init(wrappedValue: Value, _ key: String) where Value == Int { fatalError() }
    public init(wrappedValue: Value, _ key: String) where Value == Double { fatalError() }
    public init(wrappedValue: Value, _ key: String) where Value == String { fatalError() }
    public init(wrappedValue: Value, _ key: String) where Value == URL { fatalError() }
    public init(wrappedValue: Value, _ key: String) where Value == Data { fatalError() }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int { fatalError() }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String { fatalError() }
}

@available(iOS 14.0, *)
extension SceneStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String) where Value == Bool? { fatalError() }
    public init(_ key: String) where Value == Int? { fatalError() }
    public init(_ key: String) where Value == Double? { fatalError() }
    public init(_ key: String) where Value == String? { fatalError() }
    public init(_ key: String) where Value == URL? { fatalError() }
    public init(_ key: String) where Value == Data? { fatalError() }
}

/// A dynamic property type that allows access to a namespace defined by the
/// persistent identity of the object containing the property (e.g. a view).
@available(iOS 14.0, *)
@frozen
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    public init() { fatalError() }
    public var wrappedValue: Namespace.ID { fatalError() }

    /// A namespace defined by the persistent identity of an `@Namespace` property.
    @frozen
    public struct ID: Hashable, Sendable {}
}
