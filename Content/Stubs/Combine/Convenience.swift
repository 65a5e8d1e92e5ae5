/// A publisher that emits an output to each subscriber just once, and then finishes.
@available(iOS 13.0, *)
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output
    public init(_ output: Output) { fatalError() }
    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == Never { fatalError() }
}

/// A publisher that never publishes any values, and optionally finishes immediately.
@available(iOS 13.0, *)
public struct Empty<Output, Failure: Error>: Publisher, Equatable {
    public init(completeImmediately: Bool = true) { fatalError() }
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) { fatalError() }
    public let completeImmediately: Bool
    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure { fatalError() }
    public static func == (lhs: Empty<Output, Failure>, rhs: Empty<Output, Failure>) -> Bool { fatalError() }
}

/// A publisher that immediately terminates with the specified error.
@available(iOS 13.0, *)
public struct Fail<Output, Failure: Error>: Publisher {
    public init(error: Failure) { fatalError() }
    public init(outputType: Output.Type, failure: Failure) { fatalError() }
    public let error: Failure
    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure { fatalError() }
}

/// A publisher that eventually produces a single value and then finishes or fails.
@available(iOS 13.0, *)
final public class Future<Output, Failure: Error>: Publisher {
    public typealias Promise = (Result<Output, Failure>) -> Void
    public init(_ attemptToFulfill: @escaping (@escaping Future<Output, Failure>.Promise) -> Void) { fatalError() }
    final public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure { fatalError() }
}

@available(iOS 15.0, *)
extension Future where Failure == Never {
    /// The published value of the future, delivered asynchronously.
    final public var value: Output { get async { fatalError() } }
}

@available(iOS 15.0, *)
extension Future {
    final public var value: Output { get async throws { fatalError() } }
}

/// A publisher that awaits subscription before running the supplied closure to create a publisher for the new subscriber.
@available(iOS 13.0, *)
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
    public typealias Output = DeferredPublisher.Output
    public typealias Failure = DeferredPublisher.Failure
    public let createPublisher: () -> DeferredPublisher
    public init(createPublisher: @escaping () -> DeferredPublisher) { fatalError() }
    public func receive<S: Subscriber>(subscriber: S) where DeferredPublisher.Failure == S.Failure, DeferredPublisher.Output == S.Input { fatalError() }
}

/// A publisher that provides an explicit means of connecting and canceling publication.
@available(iOS 13.0, *)
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    func connect() -> any Cancellable
}

@available(iOS 13.0, *)
extension ConnectablePublisher {
    /// Automates the process of connecting or disconnecting from this connectable publisher.
    public func autoconnect() -> Publishers.Autoconnect<Self> { fatalError() }
}

@available(iOS 15.0, *)
extension Publisher where Failure == Never {
    /// The elements produced by the publisher, as an asynchronous sequence.
    public var values: AsyncPublisher<Self> { fatalError() }
}

@available(iOS 15.0, *)
extension Publisher {
    public var values: AsyncThrowingPublisher<Self> { fatalError() }
}

/// A publisher that exposes its elements as an asynchronous sequence.
@available(iOS 15.0, *)
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
    public typealias Element = P.Output
    public struct Iterator: AsyncIteratorProtocol {
        public mutating func next() async -> P.Output? { fatalError() }
    }
    public init(_ publisher: P) { fatalError() }
    public func makeAsyncIterator() -> AsyncPublisher<P>.Iterator { fatalError() }
}

/// A publisher that exposes its elements as a throwing asynchronous sequence.
@available(iOS 15.0, *)
public struct AsyncThrowingPublisher<P: Publisher>: AsyncSequence {
    public typealias Element = P.Output
    public struct Iterator: AsyncIteratorProtocol {
        public mutating func next() async throws -> P.Output? { fatalError() }
    }
    public init(_ publisher: P) { fatalError() }
    public func makeAsyncIterator() -> AsyncThrowingPublisher<P>.Iterator { fatalError() }
}
