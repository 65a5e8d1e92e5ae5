/// Declares that a type can transmit a sequence of values over time.
@available(iOS 13.0, *)
public protocol Publisher<Output, Failure> {
    /// The kind of values published by this publisher.
    associatedtype Output
    /// The kind of errors this publisher might publish.
    associatedtype Failure: Error
    /// Attaches the specified subscriber to this publisher.
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

@available(iOS 13.0, *)
extension Publisher {
    /// Attaches the specified subscriber to this publisher.
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure { fatalError() }
    public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable where S.Output == Output, S.Failure == Failure { fatalError() }
}

/// A protocol that declares a type that can receive input from a publisher.
@available(iOS 13.0, *)
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    associatedtype Input
    associatedtype Failure: Error
    func receive(subscription: any Subscription)
    func receive(_ input: Input) -> Subscribers.Demand
    func receive(completion: Subscribers.Completion<Failure>)
}

/// A protocol representing the connection of a subscriber to a publisher.
@available(iOS 13.0, *)
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    func request(_ demand: Subscribers.Demand)
}

/// A protocol indicating that an activity or action supports cancellation.
@available(iOS 13.0, *)
public protocol Cancellable {
    func cancel()
}

/// A protocol for uniquely identifying publisher streams.
@available(iOS 13.0, *)
public protocol CustomCombineIdentifierConvertible {
    var combineIdentifier: CombineIdentifier { get }
}

@available(iOS 13.0, *)
extension CustomCombineIdentifierConvertible where Self: AnyObject {
    public var combineIdentifier: CombineIdentifier { fatalError() }
}

/// A unique identifier for identifying publisher streams.
@available(iOS 13.0, *)
public struct CombineIdentifier: Hashable, CustomStringConvertible {
    public init() { fatalError() }
    public init(_ obj: AnyObject) { fatalError() }
    public var description: String { fatalError() }
}

/// A type-erasing cancellable object that executes a provided closure when canceled.
@available(iOS 13.0, *)
final public class AnyCancellable: Cancellable, Hashable {
    public init(_ cancel: @escaping () -> Void) { fatalError() }
    public init<C: Cancellable>(_ canceller: C) { fatalError() }
    final public func cancel() { fatalError() }
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { fatalError() }
    final public func hash(into hasher: inout Hasher) { fatalError() }
}

@available(iOS 13.0, *)
extension AnyCancellable {
    /// Stores this type-erasing cancellable instance in the specified collection.
    final public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable { fatalError() }
    /// Stores this type-erasing cancellable instance in the specified set.
    final public func store(in set: inout Set<AnyCancellable>) { fatalError() }
}

@available(iOS 13.0, *)
extension Cancellable {
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable { fatalError() }
    public func store(in set: inout Set<AnyCancellable>) { fatalError() }
}

/// A publisher that performs type erasure by wrapping another publisher.
@available(iOS 13.0, *)
@frozen
public struct AnyPublisher<Output, Failure: Error>: CustomStringConvertible, CustomPlaygroundDisplayConvertible {
    public init<P: Publisher>(_ publisher: P) where Output == P.Output, Failure == P.Failure { fatalError() }
    public var description: String { fatalError() }
    public var playgroundDescription: Any { fatalError() }
}

@available(iOS 13.0, *)
extension AnyPublisher: Publisher {
    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure { fatalError() }
}

@available(iOS 13.0, *)
extension Publisher {
    /// Wraps this publisher with a type eraser.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { fatalError() }
}

/// A type-erasing subscriber.
@available(iOS 13.0, *)
@frozen
public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible {
    public let combineIdentifier: CombineIdentifier
    public init<S: Subscriber>(_ s: S) where Input == S.Input, Failure == S.Failure { fatalError() }
    public init(receiveSubscription: ((any Subscription) -> Void)? = nil, receiveValue: ((Input) -> Subscribers.Demand)? = nil, receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil) { fatalError() }
    public func receive(subscription: any Subscription) { fatalError() }
    public func receive(_ value: Input) -> Subscribers.Demand { fatalError() }
    public func receive(completion: Subscribers.Completion<Failure>) { fatalError() }
    public var description: String { fatalError() }
}
