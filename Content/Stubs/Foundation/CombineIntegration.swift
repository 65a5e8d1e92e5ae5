import Combine
// Foundation’s Combine integrations (in the real SDK these live in the Foundation overlay, which imports Combine).

@available(iOS 13.0, *)
extension DispatchQueue: Scheduler {
    /// Scheduler time type for dispatch queues.
    public struct SchedulerTimeType: Strideable, Codable, Hashable {
        public var dispatchTime: DispatchTime
        public init(_ time: DispatchTime) { fatalError() }
        public func distance(to other: DispatchQueue.SchedulerTimeType) -> DispatchQueue.SchedulerTimeType.Stride { fatalError() }
        public func advanced(by n: DispatchQueue.SchedulerTimeType.Stride) -> DispatchQueue.SchedulerTimeType { fatalError() }
        public init(from decoder: Decoder) throws { fatalError() }
        public func encode(to encoder: Encoder) throws { fatalError() }
        public static func == (lhs: DispatchQueue.SchedulerTimeType, rhs: DispatchQueue.SchedulerTimeType) -> Bool { fatalError() }
        public func hash(into hasher: inout Hasher) { fatalError() }

        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral, Hashable, Codable {
            public typealias FloatLiteralType = Double
            public typealias IntegerLiteralType = Int
            public typealias Magnitude = Int
            public var magnitude: Int { fatalError() }
            public var timeInterval: DispatchTimeInterval { fatalError() }
            public init(_ timeInterval: DispatchTimeInterval) { fatalError() }
            public init(floatLiteral value: Double) { fatalError() }
            public init(integerLiteral value: Int) { fatalError() }
            public init?<T: BinaryInteger>(exactly source: T) { fatalError() }
            public static func < (lhs: Stride, rhs: Stride) -> Bool { fatalError() }
            public static func * (lhs: Stride, rhs: Stride) -> Stride { fatalError() }
            public static func + (lhs: Stride, rhs: Stride) -> Stride { fatalError() }
            public static func - (lhs: Stride, rhs: Stride) -> Stride { fatalError() }
            public static func *= (lhs: inout Stride, rhs: Stride) { fatalError() }
            public static func += (lhs: inout Stride, rhs: Stride) { fatalError() }
            public static func -= (lhs: inout Stride, rhs: Stride) { fatalError() }
            public static func seconds(_ s: Int) -> Stride { fatalError() }
            public static func seconds(_ s: Double) -> Stride { fatalError() }
            public static func milliseconds(_ ms: Int) -> Stride { fatalError() }
            public static func microseconds(_ us: Int) -> Stride { fatalError() }
            public static func nanoseconds(_ ns: Int) -> Stride { fatalError() }
        }
    }

    /// Options that affect the operation of the dispatch queue scheduler.
    public struct SchedulerOptions {
        public var qos: DispatchQoS
        public var flags: DispatchWorkItemFlags
        public var group: DispatchGroup?
        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) { fatalError() }
    }

    public var now: DispatchQueue.SchedulerTimeType { fatalError() }
    public var minimumTolerance: DispatchQueue.SchedulerTimeType.Stride { fatalError() }
    public func schedule(options: DispatchQueue.SchedulerOptions?, _ action: @escaping () -> Void) { fatalError() }
    public func schedule(after date: DispatchQueue.SchedulerTimeType, tolerance: DispatchQueue.SchedulerTimeType.Stride, options: DispatchQueue.SchedulerOptions?, _ action: @escaping () -> Void) { fatalError() }
    public func schedule(after date: DispatchQueue.SchedulerTimeType, interval: DispatchQueue.SchedulerTimeType.Stride, tolerance: DispatchQueue.SchedulerTimeType.Stride, options: DispatchQueue.SchedulerOptions?, _ action: @escaping () -> Void) -> any Cancellable { fatalError() }
}

@available(iOS 13.0, *)
extension RunLoop: Scheduler {
    /// Scheduler time type for run loops.
    public struct SchedulerTimeType: Strideable, Codable, Hashable {
        public var date: Date
        public init(_ date: Date) { fatalError() }
        public func distance(to other: RunLoop.SchedulerTimeType) -> RunLoop.SchedulerTimeType.Stride { fatalError() }
        public func advanced(by n: RunLoop.SchedulerTimeType.Stride) -> RunLoop.SchedulerTimeType { fatalError() }

        public struct Stride: ExpressibleByFloatLiteral, Comparable, SignedNumeric, Codable, Hashable, SchedulerTimeIntervalConvertible {
            public typealias FloatLiteralType = TimeInterval
            public typealias IntegerLiteralType = TimeInterval
            public typealias Magnitude = TimeInterval
            public var magnitude: TimeInterval
            public var timeInterval: TimeInterval { fatalError() }
            public init(_ timeInterval: TimeInterval) { fatalError() }
            public init(integerLiteral value: TimeInterval) { fatalError() }
            public init(floatLiteral value: TimeInterval) { fatalError() }
            public init?<T: BinaryInteger>(exactly source: T) { fatalError() }
            public static func < (lhs: Stride, rhs: Stride) -> Bool { fatalError() }
            public static func * (lhs: Stride, rhs: Stride) -> Stride { fatalError() }
            public static func + (lhs: Stride, rhs: Stride) -> Stride { fatalError() }
            public static func - (lhs: Stride, rhs: Stride) -> Stride { fatalError() }
            public static func *= (lhs: inout Stride, rhs: Stride) { fatalError() }
            public static func += (lhs: inout Stride, rhs: Stride) { fatalError() }
            public static func -= (lhs: inout Stride, rhs: Stride) { fatalError() }
            public static func seconds(_ s: Int) -> Stride { fatalError() }
            public static func seconds(_ s: Double) -> Stride { fatalError() }
            public static func milliseconds(_ ms: Int) -> Stride { fatalError() }
            public static func microseconds(_ us: Int) -> Stride { fatalError() }
            public static func nanoseconds(_ ns: Int) -> Stride { fatalError() }
        }
    }
    public struct SchedulerOptions {}
    public var now: RunLoop.SchedulerTimeType { fatalError() }
    public var minimumTolerance: RunLoop.SchedulerTimeType.Stride { fatalError() }
    public func schedule(options: RunLoop.SchedulerOptions?, _ action: @escaping () -> Void) { fatalError() }
    public func schedule(after date: RunLoop.SchedulerTimeType, tolerance: RunLoop.SchedulerTimeType.Stride, options: RunLoop.SchedulerOptions?, _ action: @escaping () -> Void) { fatalError() }
    public func schedule(after date: RunLoop.SchedulerTimeType, interval: RunLoop.SchedulerTimeType.Stride, tolerance: RunLoop.SchedulerTimeType.Stride, options: RunLoop.SchedulerOptions?, _ action: @escaping () -> Void) -> any Cancellable { fatalError() }
}

@available(iOS 13.0, *)
extension OperationQueue: Scheduler {
    public struct SchedulerTimeType: Strideable, Codable, Hashable {
        public var date: Date
        public init(_ date: Date) { fatalError() }
        public func distance(to other: OperationQueue.SchedulerTimeType) -> RunLoop.SchedulerTimeType.Stride { fatalError() }
        public func advanced(by n: RunLoop.SchedulerTimeType.Stride) -> OperationQueue.SchedulerTimeType { fatalError() }
    }
    public struct SchedulerOptions {}
    public var now: OperationQueue.SchedulerTimeType { fatalError() }
    public var minimumTolerance: RunLoop.SchedulerTimeType.Stride { fatalError() }
    public func schedule(options: OperationQueue.SchedulerOptions?, _ action: @escaping () -> Void) { fatalError() }
    public func schedule(after date: OperationQueue.SchedulerTimeType, tolerance: RunLoop.SchedulerTimeType.Stride, options: OperationQueue.SchedulerOptions?, _ action: @escaping () -> Void) { fatalError() }
    public func schedule(after date: OperationQueue.SchedulerTimeType, interval: RunLoop.SchedulerTimeType.Stride, tolerance: RunLoop.SchedulerTimeType.Stride, options: OperationQueue.SchedulerOptions?, _ action: @escaping () -> Void) -> any Cancellable { fatalError() }
}

@available(iOS 13.0, *)
extension NotificationCenter {
    /// Returns a publisher that emits events when broadcasting notifications.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher { fatalError() }

    /// A publisher that emits elements when broadcasting notifications.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never
        public let center: NotificationCenter
        public let name: Notification.Name
        public let object: AnyObject?
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) { fatalError() }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never { fatalError() }
    }
}

@available(iOS 13.0, *)
extension Timer {
    /// Returns a publisher that repeatedly emits the current date on the given interval.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) -> Timer.TimerPublisher { fatalError() }

    /// A publisher that repeatedly emits the current date on a given interval.
    final public class TimerPublisher: ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never
        final public let interval: TimeInterval
        final public let tolerance: TimeInterval?
        final public let runLoop: RunLoop
        final public let mode: RunLoop.Mode
        final public let options: RunLoop.SchedulerOptions?
        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) { fatalError() }
        final public func connect() -> any Cancellable { fatalError() }
        final public func receive<S: Subscriber>(subscriber: S) where S.Failure == Never, S.Input == Date { fatalError() }
    }
}

@available(iOS 13.0, *)
extension URLSession {
    /// Returns a publisher that wraps a URL session data task for a given URL.
    public func dataTaskPublisher(for url: URL) -> URLSession.DataTaskPublisher { fatalError() }
    public func dataTaskPublisher(for request: URLRequest) -> URLSession.DataTaskPublisher { fatalError() }

    /// A publisher that delivers the results of performing URL session data tasks.
    public struct DataTaskPublisher: Combine.Publisher {
        public typealias Output = (data: Data, response: URLResponse)
        public typealias Failure = URLError
        public let request: URLRequest
        public let session: URLSession
        public init(request: URLRequest, session: URLSession) { fatalError() }
        public func receive<S: Subscriber>(subscriber: S) where S.Failure == URLError, S.Input == (data: Data, response: URLResponse) { fatalError() }
    }
}

@available(iOS 13.0, *)
extension JSONDecoder: TopLevelDecoder {
    public typealias Input = Data
}

@available(iOS 13.0, *)
extension JSONEncoder: TopLevelEncoder {
    public typealias Output = Data
}

@available(iOS 13.0, *)
extension PropertyListDecoder: TopLevelDecoder {
    public typealias Input = Data
}

@available(iOS 13.0, *)
extension PropertyListEncoder: TopLevelEncoder {
    public typealias Output = Data
}

@available(iOS 13.0, *)
extension _KeyValueCodingAndObserving where Self: NSObject {
    /// Publish values when the value identified by a KVO-compliant keypath changes.
    public func publisher<Value>(for keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [.initial, .new]) -> NSObject.KeyValueObservingPublisher<Self, Value> { fatalError() }
}

@available(iOS 13.0, *)
extension NSObject {
    /// A publisher that emits events when the value of a KVO-compliant property changes.
    public struct KeyValueObservingPublisher<Subject: NSObject, Value>: Combine.Publisher, Equatable {
        public typealias Output = Value
        public typealias Failure = Never
        public let object: Subject
        public let keyPath: KeyPath<Subject, Value>
        public let options: NSKeyValueObservingOptions
        public init(object: Subject, keyPath: KeyPath<Subject, Value>, options: NSKeyValueObservingOptions) { fatalError() }
        public func receive<S: Subscriber>(subscriber: S) where Value == S.Input, S.Failure == Never { fatalError() }
        public static func == (lhs: NSObject.KeyValueObservingPublisher<Subject, Value>, rhs: NSObject.KeyValueObservingPublisher<Subject, Value>) -> Bool { fatalError() }
    }
}
