import Foundation
import Testing

@testable import CodeBlocks

/// SourceKit's syntax map, batched, gives every block exactly the pieces it gets alone; and where SourceKit
/// is there, it is what highlights.
@Suite struct SourceKitHighlightingTests {
    @Test func sourceKitIsUsedWhereTheToolchainHasIt() throws {
        try #require(SourceKitConverter.isAvailable, "libsourcekitdInProc.so was not loaded")
        let tokens = try #require(SourceKitConverter.syntaxMap("let x = 1 // uno\n"))
        #expect(tokens.map(\.kind) == ["keyword", "identifier", "number", "comment"])
    }
}

/// Batched SourceKit highlighting equals each block highlighted alone: every Swift block of the repository's
/// articles and the golden file, plus blocks built to leak into their neighbours (open strings, comments,
/// brackets and `#if`s, dangling operators and attributes, leading-dot chains), in random mixes and batch
/// sizes.
@Suite struct HighlightBatchingDifferentialTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let hostile = [
        "let s = \"unterminated", "/* open comment\nlet a = 1", "struct A {\n    var b = 0", "}\nlet c = 2",
        "#if DEBUG\nlet a = 1", ".padding()\n.frame(width: 3)", "let x = 1 +", "@MainActor", "@State",
        "let r = #\"raw \"# + \"\"\"\n    multi\n    \"\"\"", "// last line comment", "",
        "func f(title: String) { g(title: title, [a: 1, b: 2]) }", "if #available(iOS 16.0, *) { h() }",
        "Text(\"\\(x) y \\(z)\")", "   \n  ", "let y = [1, 2,", "case .a: break", "#endif", "x ?? y : z",
        "\"\"\"\nopen multi-line", "let 日本 = \"語\" // 注釈", "let z = \"a\u{0}b\" + (1",
        "@available(iOS, introduced: 15.0, deprecated: 17.0)",
    ]

    /// Every ```swift block of the repository's articles.
    static func articleBlocks() throws -> [String] {
        var blocks: [String] = []
        for language in ["es", "ja"] {
            let folder = repository.appending(path: "Content/\(language)")
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            where name.hasSuffix(".md") {
                let text = try String(contentsOf: folder.appending(path: name), encoding: .utf8)
                var rest = text[...]
                while let open = rest.range(of: "```swift") {
                    guard let lineEnd = rest[open.upperBound...].firstIndex(of: "\n"),
                        let close = rest[lineEnd...].range(of: "\n```")
                    else { break }
                    blocks.append(String(rest[rest.index(after: lineEnd)..<close.lowerBound]))
                    rest = rest[close.upperBound...]
                }
            }
        }
        return blocks
    }

    @Test func batchedPiecesEqualPiecesAlone() throws {
        try #require(SourceKitConverter.isAvailable, "libsourcekitdInProc.so was not loaded")
        let golden = try String(
            contentsOf: Self.repository.appending(path: "Tests/Fixtures/Golden/code/every-token.swift"), encoding: .utf8
        )
        let pool = try Self.articleBlocks() + [golden] + Self.hostile
        #expect(pool.count > 60)
        let alone = pool.map(SwiftHighlighter.pieces)
        for (code, pieces) in zip(pool, alone) { #expect(pieces.map(\.text).joined() == code) }
        var generator = SystemRandomNumberGenerator()
        var mismatches: [String] = []
        for mix in 0..<(Int(ProcessInfo.processInfo.environment["PUENTE_HIGHLIGHT_MIXES"] ?? "") ?? 12) {
            let order = Array(
                pool.indices.shuffled(using: &generator).prefix(Int.random(in: 2...pool.count, using: &generator)))
            let size = [256, 1024, 4096, 64 * 1024].randomElement(using: &generator)!
            let batched = SwiftHighlighter.pieces(batch: order.map { pool[$0] }, documentBytes: size)
            for (position, index) in order.enumerated() where batched[position] != alone[index] {
                let first =
                    Array(zip(batched[position], alone[index])).firstIndex { $0.0 != $0.1 }
                    ?? min(batched[position].count, alone[index].count)
                let got = first < batched[position].count ? "\(batched[position][first])" : "end"
                let want = first < alone[index].count ? "\(alone[index][first])" : "end"
                mismatches.append(
                    "mix \(mix) (documents of \(size) bytes): block \(index) piece \(first): batched \(got), alone \(want); previous block: \(position > 0 ? String(pool[order[position - 1]].suffix(80)) : "none")"
                )
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches:\n\(mismatches.prefix(8).joined(separator: "\n"))")
    }
}
