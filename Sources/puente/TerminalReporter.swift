import Diagnostics
import Foundation
import Site

#if canImport(Glibc)
    import Glibc
#endif

/// Prints one line per build step: `[2/6] load theme: 2 languages, 1 assets (3 ms)`. On an interactive
/// terminal (and not under CI), long steps also show live progress on that line: `120/200 Content/es/x.md`.
/// A step's notes (a first run's preparation) are lines of their own everywhere, logs included.
final class TerminalReporter: BuildReporter, @unchecked Sendable {
    let quiet: Bool
    let live: Bool
    private let lock = NSLock()
    private var current = ""
    private let output: @Sendable (String) -> Void

    /// A reporter writing to standard error; `live` (progress redrawn on its line) defaults to whether that
    /// is a terminal outside CI.
    init(
        quiet: Bool, environment: [String: String] = ProcessInfo.processInfo.environment, live: Bool? = nil,
        output: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }
    ) {
        self.quiet = quiet
        self.live = !quiet && (live ?? (isatty(STDERR_FILENO) == 1 && environment["CI"] == nil))
        self.output = output
    }

    func stepStarted(_ name: String, index: Int, of total: Int) {
        guard !quiet else { return }
        lock.withLock { current = "[\(index)/\(total)] \(name)" }
        output(current)
    }

    func stepFinished(_ name: String, summary: String, milliseconds: Double) {
        guard !quiet else { return }
        let line = lock.withLock { current }
        output(
            (live ? "\r\u{1B}[K" + line : "") + ": \(PrintableText.line(summary)) (\(Int(milliseconds.rounded())) ms)\n"
        )
    }

    func stepProgress(_ name: String, done: Int, total: Int, item: String) {
        guard live else { return }
        let line = lock.withLock { current }
        output("\r\u{1B}[K\(line): \(done)/\(total) \(PrintableText.line(item))")
    }

    /// The note ends the step's line, and the step's name starts the next one, which its summary ends.
    func stepNote(_ name: String, message: String) {
        guard !quiet else { return }
        let line = lock.withLock { current }
        output((live ? "\r\u{1B}[K" + line : "") + ": \(PrintableText.line(message))\n" + line)
    }
}
