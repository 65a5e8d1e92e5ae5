/// Common superclass of the Dispatch object types.
open class DispatchObject {
    public func activate() { fatalError() }
    public func suspend() { fatalError() }
    public func resume() { fatalError() }
}

/// Serial or concurrent queue of work.
public class DispatchQueue: DispatchObject, @unchecked Sendable {
    public class var main: DispatchQueue { fatalError() }

    public class func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue { fatalError() }

    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt64
        public init(rawValue: UInt64) { fatalError() }
        public static let concurrent: DispatchQueue.Attributes = { fatalError() }()
        public static let initiallyInactive: DispatchQueue.Attributes = { fatalError() }()
    }

    public enum AutoreleaseFrequency: Sendable {
        case inherit, workItem, never
    }

    public convenience init(label: String, qos: DispatchQoS = .unspecified, attributes: DispatchQueue.Attributes = [], autoreleaseFrequency: DispatchQueue.AutoreleaseFrequency = .inherit, target: DispatchQueue? = nil) { fatalError() }

    public var label: String { fatalError() }

    public func async(group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], execute work: @escaping @Sendable @convention(block) () -> Void) { fatalError() }
    public func async(execute workItem: DispatchWorkItem) { fatalError() }

    public func asyncAfter(deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], execute work: @escaping @Sendable @convention(block) () -> Void) { fatalError() }
    public func asyncAfter(wallDeadline: DispatchWallTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], execute work: @escaping @Sendable @convention(block) () -> Void) { fatalError() }
    public func asyncAfter(deadline: DispatchTime, execute: DispatchWorkItem) { fatalError() }

    public func sync(execute block: () -> Void) { fatalError() }
    public func sync(execute workItem: DispatchWorkItem) { fatalError() }
    public func sync<T>(execute work: () throws -> T) rethrows -> T { fatalError() }
    public func sync<T>(flags: DispatchWorkItemFlags, execute work: () throws -> T) rethrows -> T { fatalError() }

    public class func concurrentPerform(iterations: Int, execute work: (Int) -> Void) { fatalError() }
}

/// Block of work wrapped so it can be notified, waited on or cancelled.
public class DispatchWorkItem: @unchecked Sendable {
    public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], block: @escaping @Sendable @convention(block) () -> Void) { fatalError() }
    public func perform() { fatalError() }
    public func wait() { fatalError() }
    public func cancel() { fatalError() }
    public var isCancelled: Bool { fatalError() }
    public func notify(queue: DispatchQueue, execute: DispatchWorkItem) { fatalError() }
}

/// Tracks a set of tasks as one unit.
public class DispatchGroup: DispatchObject, @unchecked Sendable {
    public override init() { fatalError() }
    public func enter() { fatalError() }
    public func leave() { fatalError() }
    public func wait() { fatalError() }
    public func notify(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], queue: DispatchQueue, execute work: @escaping @Sendable @convention(block) () -> Void) { fatalError() }
}

/// Counting semaphore for limiting concurrent access.
public class DispatchSemaphore: DispatchObject, @unchecked Sendable {
    public init(value: Int) { fatalError() }
    public func wait() { fatalError() }
    @discardableResult
    public func signal() -> Int { fatalError() }
}
