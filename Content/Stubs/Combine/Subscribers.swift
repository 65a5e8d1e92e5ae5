/// A namespace for types that serve as subscribers.
@available(iOS 13.0, *)
public enum Subscribers {}

@available(iOS 13.0, *)
extension Subscribers {
    /// A signal that a publisher doesn’t produce additional elements, either due to normal completion or an error.
    @frozen
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }

    /// A requested number of items, sent to a publisher from a subscriber through the subscription.
    @frozen
    public struct Demand: Equatable, Comparable, Hashable, Codable, CustomStringConvertible {
        public static let unlimited: Subscribers.Demand = { fatalError() }()
        public static let none: Subscribers.Demand = { fatalError() }()
        public static func max(_ value: Int) -> Subscribers.Demand { fatalError() }
        public var max: Int? { fatalError() }
        public var description: String { fatalError() }
        public static func + (lhs: Subscribers.Demand, rhs: Subscribers.Demand) -> Subscribers.Demand { fatalError() }
        public static func += (lhs: inout Subscribers.Demand, rhs: Subscribers.Demand) { fatalError() }
        public static func + (lhs: Subscribers.Demand, rhs: Int) -> Subscribers.Demand { fatalError() }
        public static func - (lhs: Subscribers.Demand, rhs: Int) -> Subscribers.Demand { fatalError() }
        public static func < (lhs: Subscribers.Demand, rhs: Subscribers.Demand) -> Bool { fatalError() }
    }

    /// A simple subscriber that requests an unlimited number of values upon subscription.
    final public class Sink<Input, Failure: Error>: Subscriber, Cancellable, CustomStringConvertible {
        final public var receiveValue: (Input) -> Void { fatalError() }
        final public var receiveCompletion: (Subscribers.Completion<Failure>) -> Void { fatalError() }
        public init(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Input) -> Void) { fatalError() }
        final public func receive(subscription: any Subscription) { fatalError() }
        final public func receive(_ value: Input) -> Subscribers.Demand { fatalError() }
        final public func receive(completion: Subscribers.Completion<Failure>) { fatalError() }
        final public func cancel() { fatalError() }
        final public var description: String { fatalError() }
    }

    /// A simple subscriber that assigns received elements to a property indicated by a key path.
    final public class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible {
        public typealias Failure = Never
        final public var object: Root? { fatalError() }
        final public let keyPath: ReferenceWritableKeyPath<Root, Input>
        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) { fatalError() }
        final public func receive(subscription: any Subscription) { fatalError() }
        final public func receive(_ value: Input) -> Subscribers.Demand { fatalError() }
        final public func receive(completion: Subscribers.Completion<Never>) { fatalError() }
        final public func cancel() { fatalError() }
        final public var description: String { fatalError() }
    }
}

@available(iOS 13.0, *)
extension Subscribers.Completion: Equatable where Failure: Equatable {}
@available(iOS 13.0, *)
extension Subscribers.Completion: Hashable where Failure: Hashable {}
@available(iOS 13.0, *)
extension Subscribers.Completion: Sendable where Failure: Sendable {}

@available(iOS 13.0, *)
extension Publisher {
    /// Attaches a subscriber with closure-based behavior.
    public func sink(receiveCompletion: @escaping ((Subscribers.Completion<Failure>) -> Void), receiveValue: @escaping ((Output) -> Void)) -> AnyCancellable { fatalError() }
}

@available(iOS 13.0, *)
extension Publisher where Failure == Never {
    /// Attaches a subscriber with closure-based behavior to a publisher that never fails.
    public func sink(receiveValue: @escaping ((Output) -> Void)) -> AnyCancellable { fatalError() }

    /// Assigns each element from a publisher to a property on an object.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable { fatalError() }

    /// Republishes elements received from a publisher, by assigning them to a property marked as a publisher.
    @available(iOS 14.0, *)
    public func assign(to published: inout Published<Output>.Publisher) { fatalError() }
}
