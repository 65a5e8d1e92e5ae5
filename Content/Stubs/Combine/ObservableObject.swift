/// A type of object with a publisher that emits before the object has changed.
@available(iOS 13.0, *)
public protocol ObservableObject: AnyObject {
    /// The type of publisher that emits before the object has changed.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher where Self.ObjectWillChangePublisher.Failure == Never
    /// A publisher that emits before the object has changed.
    var objectWillChange: Self.ObjectWillChangePublisher { get }
}

@available(iOS 13.0, *)
extension ObservableObject where Self.ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher that emits before the object has changed.
    public var objectWillChange: ObservableObjectPublisher { fatalError() }
}

/// A publisher that publishes changes from observable objects.
@available(iOS 13.0, *)
final public class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never
    public init() { fatalError() }
    final public func receive<S: Subscriber>(subscriber: S) where S.Failure == Never, S.Input == Void { fatalError() }
    /// Sends the changed value to the downstream subscriber.
    final public func send() { fatalError() }
}

/// A type that publishes a property marked with an attribute.
@available(iOS 13.0, *)
@propertyWrapper
public struct Published<Value> {
    /// Creates the published instance with an initial wrapped value.
    public init(wrappedValue: Value) { fatalError() }
    public init(initialValue: Value) { fatalError() }

    /// A publisher for properties marked with the `@Published` attribute.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        public func receive<S: Subscriber>(subscriber: S) where Value == S.Input, S.Failure == Never { fatalError() }
    }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value { get { fatalError() } set { } }

    /// The property for which this instance exposes a publisher.
    public var projectedValue: Published<Value>.Publisher { mutating get { fatalError() } set { } }

    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { fatalError() }
        set { }
    }
}
