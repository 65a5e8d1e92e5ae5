import Diagnostics
import Foundation
import Testing

@testable import Markdown

/// Markdown shapes that used to take quadratic time, at ten times the size that broke, parsed and rendered
/// within a generous bound (the per-MB figures are in Benchmarks/RESULTS.md).
@Suite struct LinearTimeMarkdownTests {
    static let cases: [(name: String, text: String)] = [
        ("400,000 emphasis openers on one line", String(repeating: "*a", count: 400_000) + "\n"),
        ("400,000 code spans on one line", String(repeating: "`c` ", count: 400_000) + "\n"),
        ("200,000 inline links on one line", String(repeating: "[a](b) ", count: 200_000) + "\n"),
        ("200,000 lines of raw HTML", String(repeating: "<div>x</div>\n", count: 200_000)),
        ("100,000 Japanese emphasis on one line", String(repeating: "*日本*語", count: 100_000) + "\n"),
    ]

    @Test(arguments: 0..<cases.count)
    func parsesAndRendersWithinTheBound(_ index: Int) {
        let (name, text) = Self.cases[index]
        let started = Date()
        let (document, tooDeep) = CommonMarkConverter.parse(text, maxDepth: 100)
        let html = HTMLRenderer(options: .init(unsafeHTML: true)).render(document)
        let seconds = Date().timeIntervalSince(started)
        #expect(tooDeep == nil)
        #expect(!html.isEmpty)
        #expect(seconds < 60, "\(name): \(seconds) s")
        print("linear markdown: \(name): \(String(format: "%.2f", seconds)) s for \(text.utf8.count / 1024) KiB")
    }

    /// The column conversion that made these quadratic, checked against the scan it replaced.
    @Test func columnsMatchTheLineScan() {
        let line = "añ日本*x*🇯🇵é"
        let map = CommonMarkConverter.ColumnMap([Substring(line)])
        for byte in 1...(line.utf8.count + 3) {
            #expect(
                map.column(line: 1, byteColumn: byte)
                    == TextPosition.scalarColumn(inLine: Substring(line), byteColumn: byte), "byte \(byte)")
        }
    }
}
