import Foundation
import Search

// Tokenizer throughput on a site's Markdown (every `Content/<lang>/*.md`, in its language), one thread:
//   TokenizerBenchmark SITE_FOLDER [RUNS]
// prints one Markdown row: MB of UTF-8 text, median/min/max MB/s over the runs, and terms per second. Time is
// the thread's CPU time, so that another tenant of a shared machine taking the core does not count.

let arguments = CommandLine.arguments.dropFirst()
guard let site = arguments.first else {
    FileHandle.standardError.write(Data("usage: TokenizerBenchmark SITE_FOLDER [RUNS]\n".utf8))
    exit(2)
}
let runs = Int(arguments.dropFirst().first ?? "") ?? 5
let content = URL(fileURLWithPath: site).appending(path: "Content")
var texts: [(language: String, text: String)] = []
for language in (try? FileManager.default.contentsOfDirectory(atPath: content.path)) ?? [] {
    let folder = content.appending(path: language)
    for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] where name.hasSuffix(".md") {
        if let text = try? String(contentsOf: folder.appending(path: name), encoding: .utf8) {
            texts.append((language, text))
        }
    }
}
let bytes = texts.reduce(0) { $0 + $1.text.utf8.count }
guard bytes > 0 else {
    FileHandle.standardError.write(Data("no Markdown under \(content.path)/<lang>/\n".utf8))
    exit(1)
}
/// This thread's CPU time, in seconds.
func cpuSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

var speeds: [Double] = []
var terms = 0
for _ in 0..<(runs + 1) {
    let start = cpuSeconds()
    terms = 0
    for (language, text) in texts { terms += Tokenizer.terms(text, language: language).count }
    let seconds = cpuSeconds() - start
    speeds.append(Double(bytes) / 1e6 / seconds)
}
speeds.removeFirst()  // the warm-up run
speeds.sort()
let median = speeds[speeds.count / 2]
print(
    String(
        format: "| tokenizer, %.1f MB (%d files) | %.1f | %.1f | %.1f | %.1f M | ≥ 30 | %@ |", Double(bytes) / 1e6,
        texts.count, median, speeds.first!, speeds.last!, Double(terms) * median / (Double(bytes) / 1e6) / 1e6,
        median >= 30 ? "met" : "**missed**"))
