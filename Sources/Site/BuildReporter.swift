/// Receives progress while a build runs.
public protocol BuildReporter: Sendable {
    /// A step is about to run (`index` counts from 1).
    func stepStarted(_ name: String, index: Int, of total: Int)
    /// A step finished after `milliseconds`, with its summary.
    func stepFinished(_ name: String, summary: String, milliseconds: Double)
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
