/// Receives progress while a build runs.
public protocol BuildReporter: Sendable {
    /// A step is about to run (`index` counts from 1).
    func stepStarted(_ name: String, index: Int, of total: Int)
    /// A step finished after `milliseconds`, with its summary.
    func stepFinished(_ name: String, summary: String, milliseconds: Double)
    /// Progress inside a long step: `done` of `total`, working on `item`.
    func stepProgress(_ name: String, done: Int, total: Int, item: String)
    /// What a step is doing that takes long and is not progress over its items (a first run's preparation):
    /// shown as a line of its own, in a terminal and in logs.
    func stepNote(_ name: String, message: String)
}

extension BuildReporter {
    /// Progress is optional; by default it is not shown.
    public func stepProgress(_ name: String, done: Int, total: Int, item: String) {}
    /// Notes are optional; by default they are not shown.
    public func stepNote(_ name: String, message: String) {}
}

/// A reporter that says nothing.
public struct SilentReporter: BuildReporter {
    /// Creates the reporter.
    public init() {}
    /// Ignored.
    public func stepStarted(_ name: String, index: Int, of total: Int) {}
    /// Ignored.
    public func stepFinished(_ name: String, summary: String, milliseconds: Double) {}
}
