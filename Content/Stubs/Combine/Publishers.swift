/// A namespace for types that serve as publishers.
@available(iOS 13.0, *)
public enum Publishers {}

@available(iOS 13.0, *)
extension Publishers {
    /// A publisher that transforms all elements from the upstream publisher with a provided closure.
    public struct Map<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) { fatalError() }
        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == Upstream.Failure { fatalError() }
    }

    public struct TryMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = any Error
        public let upstream: Upstream
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output) { fatalError() }
        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == any Error { fatalError() }
    }

    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) { fatalError() }
        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Upstream.Failure == S.Failure { fatalError() }
    }

    public struct Filter<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let isIncluded: (Upstream.Output) -> Bool
        public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) { fatalError() }
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input { fatalError() }
    }

    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output, Upstream.Output) -> Bool) { fatalError() }
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input { fatalError() }
    }

    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let scheduler: Context
        public let options: Context.SchedulerOptions?
        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) { fatalError() }
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input { fatalError() }
    }

    public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) { fatalError() }
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input { fatalError() }
    }

    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public init(upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context, options: Context.SchedulerOptions?) { fatalError() }
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input { fatalError() }
    }

    public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool) { fatalError() }
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input { fatalError() }
    }

    public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, tolerance: Context.SchedulerTimeType.Stride, scheduler: Context, options: Context.SchedulerOptions? = nil) { fatalError() }
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input { fatalError() }
    }

    public struct Drop<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let count: Int
        public init(upstream: Upstream, count: Int) { fatalError() }
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input { fatalError() }
    }

    public struct Output<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let range: CountableRange<Int>
        public init(upstream: Upstream, range: CountableRange<Int>) { fatalError() }
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input { fatalError() }
    }

    public struct First<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public init(upstream: Upstream) { fatalError() }
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input { fatalError() }
    }

    public struct Scan<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public init(upstream: Upstream, initialResult: Output, nextPartialResult: @escaping (Output, Upstream.Output) -> Output) { fatalError() }
        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Upstream.Failure == S.Failure { fatalError() }
    }

    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public init(_ a: A, _ b: B) { fatalError() }
        public func receive<S: Subscriber>(subscriber: S) where B.Failure == S.Failure, S.Input == (A.Output, B.Output) { fatalError() }
    }

    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure
        public init(_ a: A, _ b: B, _ c: C) { fatalError() }
        public func receive<S: Subscriber>(subscriber: S) where C.Failure == S.Failure, S.Input == (A.Output, B.Output, C.Output) { fatalError() }
    }

    public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public init(_ a: A, _ b: B) { fatalError() }
        public func receive<S: Subscriber>(subscriber: S) where B.Failure == S.Failure, S.Input == (A.Output, B.Output) { fatalError() }
    }

    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure, A.Output == B.Output {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public init(_ a: A, _ b: B) { fatalError() }
        public func receive<S: Subscriber>(subscriber: S) where B.Failure == S.Failure, B.Output == S.Input { fatalError() }
    }

    public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher where NewPublisher.Failure == Upstream.Failure {
        public typealias Output = NewPublisher.Output
        public typealias Failure = Upstream.Failure
        public init(upstream: Upstream, maxPublishers: Subscribers.Demand, transform: @escaping (Upstream.Output) -> NewPublisher) { fatalError() }
        public func receive<S: Subscriber>(subscriber: S) where NewPublisher.Output == S.Input, Upstream.Failure == S.Failure { fatalError() }
    }

    public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher where P == Upstream.Output, P.Failure == Upstream.Failure {
        public typealias Output = P.Output
        public typealias Failure = P.Failure
        public init(upstream: Upstream) { fatalError() }
        public func receive<S: Subscriber>(subscriber: S) where S.Failure == Upstream.Failure, S.Input == P.Output { fatalError() }
    }

    public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher where Upstream.Output == NewPublisher.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = NewPublisher.Failure
        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) { fatalError() }
        public func receive<S: Subscriber>(subscriber: S) where NewPublisher.Failure == S.Failure, NewPublisher.Output == S.Input { fatalError() }
    }

    public struct ReplaceError<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Never
        public init(upstream: Upstream, output: Upstream.Output) { fatalError() }
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Output == S.Input, S.Failure == Never { fatalError() }
    }

    public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher where Upstream.Failure == Never {
        public typealias Output = Upstream.Output
        public init(upstream: Upstream) { fatalError() }
        public func receive<S: Subscriber>(subscriber: S) where Failure == S.Failure, Upstream.Output == S.Input { fatalError() }
    }

    public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
        public typealias Output = Upstream.Output
        public init(upstream: Upstream, _ map: @escaping (Upstream.Failure) -> Failure) { fatalError() }
        public func receive<S: Subscriber>(subscriber: S) where Failure == S.Failure, Upstream.Output == S.Input { fatalError() }
    }

    public struct HandleEvents<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public init(upstream: Upstream, receiveSubscription: ((any Subscription) -> Void)? = nil, receiveOutput: ((Upstream.Output) -> Void)? = nil, receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)? = nil, receiveCancel: (() -> Void)? = nil, receiveRequest: ((Subscribers.Demand) -> Void)?) { fatalError() }
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input { fatalError() }
    }

    final public class Share<Upstream: Publisher>: Publisher, Equatable {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public init(upstream: Upstream) { fatalError() }
        final public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input { fatalError() }
        public static func == (lhs: Publishers.Share<Upstream>, rhs: Publishers.Share<Upstream>) -> Bool { fatalError() }
    }

    public struct Decode<Upstream: Publisher, Output: Decodable, Coder: TopLevelDecoder>: Publisher where Upstream.Output == Coder.Input {
        public typealias Failure = any Error
        public init(upstream: Upstream, decoder: Coder) { fatalError() }
        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == any Error { fatalError() }
    }

    public struct Encode<Upstream: Publisher, Coder: TopLevelEncoder>: Publisher where Upstream.Output: Encodable {
        public typealias Failure = any Error
        public typealias Output = Coder.Output
        public init(upstream: Upstream, encoder: Coder) { fatalError() }
        public func receive<S: Subscriber>(subscriber: S) where Coder.Output == S.Input, S.Failure == any Error { fatalError() }
    }

    public struct Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public init(upstream: Upstream) { fatalError() }
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input { fatalError() }
    }

    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        public typealias Output = Elements.Element
        public let sequence: Elements
        public init(sequence: Elements) { fatalError() }
        public func receive<S: Subscriber>(subscriber: S) where Failure == S.Failure, Elements.Element == S.Input { fatalError() }
    }
}

/// A type that defines methods for decoding.
@available(iOS 13.0, *)
public protocol TopLevelDecoder<Input> {
    associatedtype Input
    func decode<T: Decodable>(_ type: T.Type, from: Self.Input) throws -> T
}

/// A type that defines methods for encoding.
@available(iOS 13.0, *)
public protocol TopLevelEncoder<Output> {
    associatedtype Output
    func encode<T: Encodable>(_ value: T) throws -> Self.Output
}

@available(iOS 13.0, *)
extension Publisher {
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> { fatalError() }
    public func map<T>(_ keyPath: KeyPath<Output, T>) -> Publishers.MapKeyPath<Self, T> { fatalError() }
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> { fatalError() }
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> { fatalError() }
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> { fatalError() }
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> { fatalError() }
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> { fatalError() }
    public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.SubscribeOn<Self, S> { fatalError() }
    public func debounce<S: Scheduler>(for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.Debounce<Self, S> { fatalError() }
    public func throttle<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool) -> Publishers.Throttle<Self, S> { fatalError() }
    public func delay<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil, scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.Delay<Self, S> { fatalError() }
    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> { fatalError() }
    public func prefix(_ maxLength: Int) -> Publishers.Output<Self> { fatalError() }
    public func first() -> Publishers.First<Self> { fatalError() }
    public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Scan<Self, T> { fatalError() }
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where Failure == P.Failure { fatalError() }
    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where Failure == P.Failure { fatalError() }
    public func combineLatest<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q) -> Publishers.CombineLatest3<Self, P, Q> where Failure == P.Failure, P.Failure == Q.Failure { fatalError() }
    public func zip<P: Publisher>(_ other: P) -> Publishers.Zip<Self, P> where Failure == P.Failure { fatalError() }
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where Failure == P.Failure, Output == P.Output { fatalError() }
    public func flatMap<T, P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P) -> Publishers.FlatMap<P, Self> where T == P.Output, Failure == P.Failure { fatalError() }
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> Publishers.Catch<Self, P> where Output == P.Output { fatalError() }
    public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> { fatalError() }
    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> Publishers.MapError<Self, E> { fatalError() }
    public func handleEvents(receiveSubscription: ((any Subscription) -> Void)? = nil, receiveOutput: ((Output) -> Void)? = nil, receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil, receiveCancel: (() -> Void)? = nil, receiveRequest: ((Subscribers.Demand) -> Void)? = nil) -> Publishers.HandleEvents<Self> { fatalError() }
    public func share() -> Publishers.Share<Self> { fatalError() }
    public func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder) -> Publishers.Decode<Self, Item, Coder> where Output == Coder.Input { fatalError() }
    public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> Publishers.Encode<Self, Coder> where Output: Encodable { fatalError() }
}

@available(iOS 13.0, *)
extension Publisher where Output: Equatable {
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> { fatalError() }
}

@available(iOS 13.0, *)
extension Publisher where Failure == Never {
    public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E> { fatalError() }
}

@available(iOS 13.0, *)
extension Publisher where Output: Publisher, Output.Failure == Failure {
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> { fatalError() }
}

@available(iOS 13.0, *)
extension Publishers {
    public struct MapKeyPath<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let keyPath: KeyPath<Upstream.Output, Output>
        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Upstream.Failure == S.Failure { fatalError() }
    }
}

@available(iOS 13.0, *)
extension Sequence {
    public var publisher: Publishers.Sequence<Self, Never> { fatalError() }
}

@available(iOS 13.0, *)
extension Optional {
    /// A publisher that publishes an optional value to each subscriber exactly once, if the optional has a value.
    public var publisher: Optional<Wrapped>.Publisher { fatalError() }

    public struct Publisher: Combine.Publisher {
        public typealias Output = Wrapped
        public typealias Failure = Never
        public let output: Wrapped?
        public init(_ output: Wrapped?) { fatalError() }
        public func receive<S: Subscriber>(subscriber: S) where Wrapped == S.Input, S.Failure == Never { fatalError() }
    }
}

@available(iOS 13.0, *)
extension Result {
    public var publisher: Result<Success, Failure>.Publisher { fatalError() }

    public struct Publisher: Combine.Publisher {
        public typealias Output = Success
        public let result: Result<Success, Failure>
        public init(_ result: Result<Success, Failure>) { fatalError() }
        public func receive<S: Subscriber>(subscriber: S) where Success == S.Input, Failure == S.Failure { fatalError() }
    }
}
