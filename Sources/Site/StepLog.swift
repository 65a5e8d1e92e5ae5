import Diagnostics
import Dispatch

/// Runs a build's named steps in order, with progress, and collects what they report: a step that
/// reported an error ends the build, so every later step has its inputs.
struct StepLog {
    /// Where progress goes.
    let reporter: any BuildReporter
    /// How many steps the build has.
    let total: Int
    /// Every diagnostic so far.
    private(set) var diagnostics: [Diagnostic] = []
    /// Every source text read so far, by site-relative path, for excerpts.
    private(set) var sources: [String: String] = [:]
    private var index = 0

    init(reporter: any BuildReporter, total: Int) {
        self.reporter = reporter
        self.total = total
    }

    /// What one step made.
    struct Made<Value> {
        /// The step's value; nil when it failed.
        var value: Value?
        /// One line for the progress report.
        var summary: String
        /// What it found.
        var diagnostics: [Diagnostic] = []
        /// Source texts it read.
        var sources: [String: String] = [:]
    }

    /// Runs `step`; its value, or nil when it (or an earlier step) reported an error.
    mutating func step<Value>(_ step: BuildStep, _ work: () -> Made<Value>) -> Value? {
        guard !hasErrors else { return nil }
        let name = step.rawValue
        index += 1
        reporter.stepStarted(name, index: index, of: total)
        let start = DispatchTime.now().uptimeNanoseconds
        let made = work()
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
        reporter.stepFinished(name, summary: made.summary, milliseconds: elapsed)
        diagnostics += made.diagnostics
        sources.merge(made.sources) { _, new in new }
        return hasErrors ? nil : made.value
    }

    /// Whether any error has been reported.
    var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
