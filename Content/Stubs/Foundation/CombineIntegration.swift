import Combine
// Foundation’s Combine integrations (in the real SDK these live in the Foundation overlay, which imports Combine).

@available(iOS 13.0, *)
extension DispatchQueue: Scheduler {
    /// Time value used when a dispatch queue acts as a Combine scheduler.
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

    /// Options for a dispatch queue acting as a Combine scheduler.
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
extension RunLoop {
}

@available(iOS 13.0, *)
extension OperationQueue {
}

@available(iOS 13.0, *)
extension NotificationCenter {
}

@available(iOS 13.0, *)
extension Timer {
}

@available(iOS 13.0, *)
extension URLSession {
}

@available(iOS 13.0, *)
extension NSObject {
}
