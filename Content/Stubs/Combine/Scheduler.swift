/// A protocol that defines when and how to execute a closure.
@available(iOS 13.0, *)
public protocol Scheduler<SchedulerTimeType> {
    associatedtype SchedulerTimeType: Strideable where Self.SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
    associatedtype SchedulerOptions
    var now: Self.SchedulerTimeType { get }
    var minimumTolerance: Self.SchedulerTimeType.Stride { get }
    func schedule(options: Self.SchedulerOptions?, _ action: @escaping () -> Void)
    func schedule(after date: Self.SchedulerTimeType, tolerance: Self.SchedulerTimeType.Stride, options: Self.SchedulerOptions?, _ action: @escaping () -> Void)
    func schedule(after date: Self.SchedulerTimeType, interval: Self.SchedulerTimeType.Stride, tolerance: Self.SchedulerTimeType.Stride, options: Self.SchedulerOptions?, _ action: @escaping () -> Void) -> any Cancellable
}

@available(iOS 13.0, *)
extension Scheduler {
    public func schedule(_ action: @escaping () -> Void) { fatalError() }
    public func schedule(after date: Self.SchedulerTimeType, _ action: @escaping () -> Void) { fatalError() }
}

/// A protocol that provides a scheduler with an expression for relative time.
@available(iOS 13.0, *)
public protocol SchedulerTimeIntervalConvertible {
    static func seconds(_ s: Int) -> Self
    static func seconds(_ s: Double) -> Self
    static func milliseconds(_ ms: Int) -> Self
    static func microseconds(_ us: Int) -> Self
    static func nanoseconds(_ ns: Int) -> Self
}

/// A scheduler for performing synchronous actions.
@available(iOS 13.0, *)
public struct ImmediateScheduler: Scheduler {
    public struct SchedulerTimeType: Strideable {
        public struct Stride: ExpressibleByFloatLiteral, Comparable, SignedNumeric, Codable, SchedulerTimeIntervalConvertible {
            public typealias FloatLiteralType = Double
            public typealias IntegerLiteralType = Int
            public typealias Magnitude = Int
            public var magnitude: Int
            public init(_ value: Int) { fatalError() }
            public init(integerLiteral value: Int) { fatalError() }
            public init(floatLiteral value: Double) { fatalError() }
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
        public func distance(to other: SchedulerTimeType) -> Stride { fatalError() }
        public func advanced(by n: Stride) -> SchedulerTimeType { fatalError() }
    }
    public typealias SchedulerOptions = Never
    public static let shared: ImmediateScheduler = { fatalError() }()
    public var now: SchedulerTimeType { fatalError() }
    public var minimumTolerance: SchedulerTimeType.Stride { fatalError() }
    public func schedule(options: Never?, _ action: @escaping () -> Void) { fatalError() }
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: Never?, _ action: @escaping () -> Void) { fatalError() }
    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride, options: Never?, _ action: @escaping () -> Void) -> any Cancellable { fatalError() }
}

