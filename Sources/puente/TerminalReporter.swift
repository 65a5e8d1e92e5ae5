import Foundation
import Site

/// Prints one line per build step: `[2/6] load theme: 2 languages, 1 assets (3 ms)`.
struct TerminalReporter: BuildReporter {
    var quiet: Bool

    func stepStarted(_ name: String, index: Int, of total: Int) {
        guard !quiet else { return }
        FileHandle.standardError.write(Data("[\(index)/\(total)] \(name)".utf8))
    }

    func stepFinished(_ name: String, summary: String, milliseconds: Double) {
        guard !quiet else { return }
        FileHandle.standardError.write(Data(": \(summary) (\(Int(milliseconds.rounded())) ms)\n".utf8))
    }
}
