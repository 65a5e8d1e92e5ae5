import Foundation
import Testing

@testable import puente

/// A step's note (a first run's preparation) is a line of its own, in a log as in a terminal.
@Suite struct TerminalReporterTests {
    final class Sink: @unchecked Sendable {
        private let lock = NSLock()
        private var text = ""
        func write(_ piece: String) { lock.withLock { text += piece } }
        var all: String { lock.withLock { text } }
    }

    func run(live: Bool) -> String {
        let sink = Sink()
        let reporter = TerminalReporter(quiet: false, environment: [:], live: live, output: { sink.write($0) })
        reporter.stepStarted("check snippets", index: 4, of: 12)
        reporter.stepNote(
            "check snippets", message: "preparing the iOS standard library and stubs (first run, about 2 min)")
        reporter.stepProgress("check snippets", done: 3, total: 6, item: "iOS standard library: Observation")
        reporter.stepFinished("check snippets", summary: "12 snippets", milliseconds: 95_000)
        return sink.all
    }

    @Test func inALogTheNoteIsAPlainLine() {
        #expect(
            run(live: false) == """
                [4/12] check snippets: preparing the iOS standard library and stubs (first run, about 2 min)
                [4/12] check snippets: 12 snippets (95000 ms)

                """)
    }

    @Test func inATerminalTheNoteStaysAboveTheProgress() {
        let lines = run(live: true).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3)
        #expect(
            lines[0].hasSuffix(
                "[4/12] check snippets: preparing the iOS standard library and stubs (first run, about 2 min)"))
        #expect(lines[1].contains("3/6 iOS standard library: Observation"))
        #expect(lines[1].hasSuffix("[4/12] check snippets: 12 snippets (95000 ms)"))
    }
}
