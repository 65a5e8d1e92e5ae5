import Foundation
import Testing

@testable import Search

/// The shared vectors: the JS tokenizer runs the same file (`node --test`), so the two cannot drift.
@Suite struct TokenizerVectorTests {
    struct Vector: Decodable, CustomTestStringConvertible {
        var language: String
        var text: String
        var terms: [String]
        var testDescription: String { "\(language): \(text)" }
    }

    struct File: Decodable {
        var version: Int
        var vectors: [Vector]
    }

    static let file: File = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "Fixtures/search/tokenizer-vectors.json")
        return try! JSONDecoder().decode(File.self, from: Data(contentsOf: url))
    }()

    @Test func vectorsAreForThisTokenizerVersion() {
        #expect(Self.file.version == Tokenizer.version)
    }

    @Test(arguments: file.vectors)
    func tokenizesAsSpecified(_ vector: Vector) {
        #expect(Tokenizer.terms(vector.text, language: vector.language) == vector.terms)
    }
}

@Suite struct TokenizerShortcutTests {
    /// The shortcuts (no normalization for stable text, table folding for Latin letters) change nothing:
    /// random text over tricky alphabets tokenizes exactly as the always-normalize reference path does.
    @Test func shortcutsMatchTheReferencePath() {
        let alphabet = Array(
            "aAzZ09 _-.,¿¡áéíóúñüÁÉÑçßøæĲĳſǄǆ´¨ªº²½\u{00A0}—“”…'かがゕカガヵーｶﾞﾊﾟ々〆、。「」漢字背景色ＡＢ１２Ωως\u{0301}\u{3099}İ"
                .unicodeScalars)
        var state: UInt64 = 0x1234_5678
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33)
        }
        for _ in 0..<3000 {
            var text = String.UnicodeScalarView()
            for _ in 0..<(1 + next() % 24) { text.append(alphabet[next() % alphabet.count]) }
            let string = String(text)
            for language in ["es", "ja"] {
                let fast = Tokenizer.tokens(string, language: language).map(\.term)
                let reference = Tokenizer.tokens(string, language: language, reference: true).map(\.term)
                #expect(fast == reference, "\(language): \(string.unicodeScalars.map { String($0.value, radix: 16) })")
                if fast != reference { return }
            }
        }
    }
}
