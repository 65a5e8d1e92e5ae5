import Dispatch
import Foundation
import Site

// Times the rebuild `puente serve` does after an author edits one article: a build of the site at
// argument 1 with a memo, then rounds of "append a sentence to one article, rebuild", each rebuild timed
// whole (load, diagrams, search index, render, write). Prints one Markdown table row (median, min, max in
// ms, with the ≤ 150 ms target) and, on standard error, the steps of the median rebuild.

/// Remembers each step's time for one build.
final class StepTimes: BuildReporter, @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func stepStarted(_ name: String, index: Int, of total: Int) {}
    func stepFinished(_ name: String, summary: String, milliseconds: Double) {
        lock.withLock { lines.append(String(format: "%@: %@ (%.1f ms)", name, summary, milliseconds)) }
    }
    var text: String { lock.withLock { lines.joined(separator: "\n") } }
}

let arguments = CommandLine.arguments.dropFirst()
guard let sitePath = arguments.first else {
    FileHandle.standardError.write(Data("usage: RebuildBenchmark <site> [rounds]\n".utf8))
    exit(2)
}
let rounds = Int(arguments.dropFirst().first ?? "") ?? 15
let site = URL(fileURLWithPath: sitePath)
let options = BuildOptions(siteRoot: site)
let session = BuildSession()
let first = SiteBuilder.build(options, session: session)
guard first.succeeded else {
    FileHandle.standardError.write(Data("the first build failed: \(first.diagnostics.first?.description ?? "")\n".utf8))
    exit(1)
}
let folder = site.appending(path: "Content/es")
let articles = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }.sorted()
var samples: [(ms: Double, steps: String)] = []
for round in 0..<rounds {
    let file = folder.appending(path: articles[(round * 7) % articles.count])
    let text = try String(contentsOf: file, encoding: .utf8)
    try (text + "\nUna frase añadida en la ronda \(round).\n").write(to: file, atomically: true, encoding: .utf8)
    let reporter = StepTimes()
    let start = DispatchTime.now().uptimeNanoseconds
    let result = SiteBuilder.build(options, reporter: reporter, session: session)
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
    guard result.succeeded else { exit(1) }
    samples.append((elapsed, reporter.text))
}
let sorted = samples.sorted { $0.ms < $1.ms }
let median = sorted[sorted.count / 2]
let figures = String(format: "%.0f | %.0f | %.0f", median.ms, sorted[0].ms, sorted.last!.ms)
print("| rebuild after editing one article | \(figures) | ≤ 150 | \(median.ms <= 150 ? "met" : "**missed**") |")
FileHandle.standardError.write(Data("median rebuild, by step:\n\(median.steps)\n".utf8))
