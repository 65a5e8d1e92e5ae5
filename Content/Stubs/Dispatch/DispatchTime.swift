/// Monotonic-clock instant in nanoseconds.
public struct DispatchTime: Comparable, Sendable {
    public let rawValue: UInt64
    public static func now() -> DispatchTime { fatalError() }
    public static let distantFuture: DispatchTime = { fatalError() }()
    public init(uptimeNanoseconds: UInt64) { fatalError() }
    public var uptimeNanoseconds: UInt64 { fatalError() }
    @available(iOS 13.0, *)
    public func advanced(by n: DispatchTimeInterval) -> DispatchTime { fatalError() }
    @available(iOS 13.0, *)
    public func distance(to other: DispatchTime) -> DispatchTimeInterval { fatalError() }
    public static func < (a: DispatchTime, b: DispatchTime) -> Bool { fatalError() }
    public static func == (a: DispatchTime, b: DispatchTime) -> Bool { fatalError() }
}

/// Wall-clock instant.
public struct DispatchWallTime: Comparable, Sendable {
    public let rawValue: UInt64
    public static func now() -> DispatchWallTime { fatalError() }
    public static let distantFuture: DispatchWallTime = { fatalError() }()
    public static func < (a: DispatchWallTime, b: DispatchWallTime) -> Bool { fatalError() }
    public static func == (a: DispatchWallTime, b: DispatchWallTime) -> Bool { fatalError() }
}

/// Duration tagged with its unit (seconds down to nanoseconds), or `.never`.
public enum DispatchTimeInterval: Equatable, Sendable {
    case seconds(Int)
    case milliseconds(Int)
    case microseconds(Int)
    case nanoseconds(Int)
    case never
}

public func + (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime { fatalError() }
public func - (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime { fatalError() }
public func + (time: DispatchTime, seconds: Double) -> DispatchTime { fatalError() }
public func - (time: DispatchTime, seconds: Double) -> DispatchTime { fatalError() }
public func + (time: DispatchWallTime, interval: DispatchTimeInterval) -> DispatchWallTime { fatalError() }
public func - (time: DispatchWallTime, interval: DispatchTimeInterval) -> DispatchWallTime { fatalError() }
public func + (time: DispatchWallTime, seconds: Double) -> DispatchWallTime { fatalError() }
public func - (time: DispatchWallTime, seconds: Double) -> DispatchWallTime { fatalError() }
