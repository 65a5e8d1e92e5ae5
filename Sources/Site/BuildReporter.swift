/// Receives progress while a build runs.
public protocol BuildReporter: Sendable {
    /// A step is about to run (`index` counts from 1).
    func stepStarted(_ name: String, index: Int, of total: Int)
    /// A step finished after `milliseconds`, with its summary.
    func stepFinished(_ name: String, summary: String, milliseconds: Double)
    /// Progress inside a long step: `done` of `total`, working on `item`.
    func stepProgress(_ name: String, done: Int, total: Int, item: String)
}

extension BuildReporter {
    /// Progress is optional; by default it is not shown.
    public func stepProgress(_ name: String, done: Int, total: Int, item: String) {}
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
