import Foundation
import Testing

@testable import Search

/// The Spanish word pairs both implementations must join (`Tests/Fixtures/search/spanish-pairs.json`; the JS
/// tests run the same file), and the alias table, which exists twice, compared between the two.
@Suite struct SpanishPairsTests {
    struct File: Decodable {
        var pairs: [[String]]
        var apart: [[String]]
    }

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Fixtures/search")

    static let file: File = {
        let data = try! Data(contentsOf: fixtures.appending(path: "spanish-pairs.json"))
        return try! JSONDecoder().decode(File.self, from: data)
    }()
    static let pairs = file.pairs

    @Test func thereAreAtLeastThreeHundredPairs() {
        #expect(Self.pairs.count >= 300)
        #expect(Self.pairs.allSatisfy { $0.count == 2 })
    }

    @Test func everyPairMeets() {
        var apart: [String] = []
        for pair in Self.pairs {
            let terms = pair.map { Tokenizer.terms($0, language: "es") }
            if terms[0] != terms[1] { apart.append("\(pair[0]) \(terms[0]) / \(pair[1]) \(terms[1])") }
        }
        #expect(apart.isEmpty, "\(apart.count) pairs apart: \(apart.joined(separator: "; "))")
    }

    /// The known limits: each pair listed as apart (with its reason) is still apart. One that meets has to move.
    @Test func theListedPairsStayApart() {
        for entry in Self.file.apart {
            #expect(entry.count == 3 && !entry[2].isEmpty)
            #expect(Tokenizer.terms(entry[0], language: "es") != Tokenizer.terms(entry[1], language: "es"), "\(entry)")
        }
    }

    /// `SPANISH_ALIASES` in `engine.js` holds exactly ``SpanishStemmer/aliases``.
    @Test func theJavaScriptAliasTableIsTheSame() throws {
        let engine = try String(
            contentsOf: Self.fixtures.deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent()
                .appending(path: "Theme/assets/search/engine.js"), encoding: .utf8)
        let start = try #require(engine.range(of: "SPANISH_ALIASES = Object.freeze({"))
        let end = try #require(engine.range(of: "});", range: start.upperBound..<engine.endIndex))
        let body = engine[start.upperBound..<end.lowerBound]
        var table: [String: String] = [:]
        for entry in body.split(whereSeparator: { $0 == "," || $0 == "\n" }) {
            let parts = entry.split(separator: ":").map { $0.trimmingCharacters(in: .whitespaces.union(["'"])) }
            guard parts.count == 2 else {
                #expect(entry.allSatisfy { $0.isWhitespace }, "unexpected entry \(entry)")
                continue
            }
            table[parts[0]] = parts[1]
        }
        #expect(table == SpanishStemmer.aliases)
    }

    /// An alias's target is a stem the stemmer makes, and no alias points to another alias.
    @Test func aliasesPointToStemsThatAreNotAliasesThemselves() {
        for (from, to) in SpanishStemmer.aliases {
            #expect(SpanishStemmer.aliases[to] == nil, "\(from) → \(to) → \(SpanishStemmer.aliases[to]!)")
            #expect(from != to)
        }
    }
}
