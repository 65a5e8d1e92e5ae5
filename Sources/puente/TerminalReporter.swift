import Diagnostics
import Foundation
import Site

#if canImport(Glibc)
    import Glibc
#endif

/// Prints one line per build step: `[2/6] load theme: 2 languages, 1 assets (3 ms)`. On an interactive
/// terminal (and not under CI), long steps also show live progress on that line: `120/200 Content/es/x.md`.
final class TerminalReporter: BuildReporter, @unchecked Sendable {
    let quiet: Bool
    let live: Bool
    private let lock = NSLock()
    private var current = ""

    init(quiet: Bool, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.quiet = quiet
        live = !quiet && isatty(STDERR_FILENO) == 1 && environment["CI"] == nil
    }

    func stepStarted(_ name: String, index: Int, of total: Int) {
        guard !quiet else { return }
        lock.withLock { current = "[\(index)/\(total)] \(name)" }
        write(current)
    }

    func stepFinished(_ name: String, summary: String, milliseconds: Double) {
        guard !quiet else { return }
        let line = lock.withLock { current }
        write(
            (live ? "\r\u{1B}[K" + line : "") + ": \(PrintableText.line(summary)) (\(Int(milliseconds.rounded())) ms)\n"
        )
    }

    func stepProgress(_ name: String, done: Int, total: Int, item: String) {
        guard live else { return }
        let line = lock.withLock { current }
        write("\r\u{1B}[K\(line): \(done)/\(total) \(PrintableText.line(item))")
    }

    private func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
