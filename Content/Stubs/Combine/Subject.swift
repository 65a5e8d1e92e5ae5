/// A publisher that exposes a method for outside callers to publish elements.
@available(iOS 13.0, *)
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    func send(_ value: Output)
    func send(completion: Subscribers.Completion<Failure>)
    func send(subscription: any Subscription)
}

@available(iOS 13.0, *)
extension Subject where Output == Void {
    /// Sends a void value to the subscriber.
    public func send() { fatalError() }
}

/// A subject that broadcasts elements to downstream subscribers.
@available(iOS 13.0, *)
final public class PassthroughSubject<Output, Failure: Error>: Subject {
    public init() { fatalError() }
    final public func send(subscription: any Subscription) { fatalError() }
    final public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure { fatalError() }
    final public func send(_ input: Output) { fatalError() }
    final public func send(completion: Subscribers.Completion<Failure>) { fatalError() }
}

/// A subject that wraps a single value and publishes a new element whenever the value changes.
@available(iOS 13.0, *)
final public class CurrentValueSubject<Output, Failure: Error>: Subject {
    /// The value wrapped by this subject, published as a new element whenever it changes.
    final public var value: Output { get { fatalError() } set { } }
    public init(_ value: Output) { fatalError() }
    final public func send(subscription: any Subscription) { fatalError() }
    final public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure { fatalError() }
    final public func send(_ input: Output) { fatalError() }
    final public func send(completion: Subscribers.Completion<Failure>) { fatalError() }
}
