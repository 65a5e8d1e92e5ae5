import Foundation
import Testing

@testable import Search

/// The index builder's shortcuts (bytes instead of characters and scalars) against their definitions, on
/// random text over alphabets chosen to break them.
@Suite struct SearchShortcutTests {
    /// A repeatable pseudo-random source.
    struct Random {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33) % bound
        }
        mutating func text(_ alphabet: [Unicode.Scalar], upTo length: Int) -> String {
            var text = String.UnicodeScalarView()
            for _ in 0..<next(length + 1) { text.append(alphabet[next(alphabet.count)]) }
            return String(text)
        }
    }

    /// The JSON string literal as it was written scalar by scalar before the byte writer.
    static func referenceJSON(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "<": out += "\\u003c"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    @Test func jsonLiteralsMatchTheScalarDefinitionAndReadBack() throws {
        let alphabet = Array(
            "aZ9 \"\\/<>&é漢か😀\u{0}\u{1}\u{8}\u{9}\u{A}\u{B}\u{C}\u{D}\u{1F}\u{7F}\u{2028}".unicodeScalars)
        var random = Random(state: 0xC0FFEE)
        for _ in 0..<3000 {
            let text = random.text(alphabet, upTo: 16)
            let written = SearchIndexBuilder.json(text)
            #expect(written == Self.referenceJSON(text))
            let read = try JSONSerialization.jsonObject(with: Data(written.utf8), options: .fragmentsAllowed)
            #expect(read as? String == text)
            #expect(!written.contains("<"))
        }
    }

    @Test func collapsingByBytesMatchesCollapsingByCharacters() {
        // Spaces, tabs, line feeds and carriage returns next to marks (U+0301, U+3099, U+FF9E), a joiner, a
        // prepended character (U+0600), emoji, kana, kanji and accented letters.
        let alphabet = Array(
            "  \n\t\rab.áÉñ\u{0301}\u{3099}\u{FF9E}\u{200D}\u{0600}👍🏽かがカ漢ｶ、。\u{2026}ĳ".unicodeScalars)
        var random = Random(state: 42)
        var byBytes = 0
        for _ in 0..<6000 {
            let text = random.text(alphabet, upTo: 24)
            let limit = 1 + random.next(20)
            let fast = SearchUnit.collapsedBytes(text, limit: limit)
            if let fast {
                byBytes += 1
                #expect(
                    fast == SearchUnit.collapsedCharacters(text, limit: limit),
                    "\(text.unicodeScalars.map { String($0.value, radix: 16) }) limit \(limit)")
            }
            #expect(SearchUnit.collapsed(text, limit: limit) == SearchUnit.collapsedCharacters(text, limit: limit))
        }
        // The shortcut is taken often enough for the comparison to mean something.
        #expect(byBytes > 1000)
    }

    @Test func prosePassesThroughTheShortcut() {
        #expect(SearchUnit.collapsedBytes("  Hola,\n\tmundo  de  SwiftUI ", limit: 100) == "Hola, mundo de SwiftUI")
        #expect(SearchUnit.collapsedBytes("背景色を 変える。 ガ", limit: 5) == "背景色を ")
        #expect(SearchUnit.collapsedBytes("línea\r\nsiguiente", limit: 100) == nil)
        #expect(SearchUnit.collapsedBytes("a \u{0301}b", limit: 100) == nil)
    }

    /// A vocabulary word by its definition in `Tokenizer.tokens` (folded length through Foundation).
    static func referenceDisplayWord(_ run: ArraySlice<Unicode.Scalar>) -> String? {
        guard !run.contains(where: Tokenizer.isNumber), Tokenizer.slowFold(run).unicodeScalars.count >= 4 else {
            return nil
        }
        let word = String(String.UnicodeScalarView(run))
        return run.dropFirst().contains(where: Tokenizer.isUpper) ? word : word.lowercased()
    }

    @Test func vocabularyWordsMatchTheirDefinition() {
        let alphabet = Array("aAzZ09áÁñÑüÜçßøæĲĳſǄǆªº²Ωως\u{0301}İIıǅ漢字ΣΆ".unicodeScalars)
        var random = Random(state: 7)
        for _ in 0..<4000 {
            let run = Array(random.text(alphabet, upTo: 9).unicodeScalars)[...]
            #expect(
                Tokenizer.displayWord(run) == Self.referenceDisplayWord(run),
                "\(run.map { String($0.value, radix: 16) })")
        }
        for value in 0..<0x250 {
            guard let scalar = Unicode.Scalar(UInt32(value)) else { continue }
            let one = [scalar][...]
            #expect(Tokenizer.foldedLength(one) == Tokenizer.slowFold(one).unicodeScalars.count)
            #expect(Tokenizer.fold(one) == Tokenizer.slowFold(one))
        }
    }

    /// ``TermKey`` compares bytes where `String` compares canonical equivalence: the same answers, because
    /// the tokenizer makes each term in one normal form. Random text full of characters with several forms
    /// (precomposed and decomposed accents, Hangul syllables and jamo, compatibility characters, kana with
    /// sound marks) gives no two terms that are equivalent with different bytes.
    @Test func equivalentTermsHaveEqualBytes() {
        let alphabet = Array(
            "aeE e\u{0301}é\u{00C9}E\u{0301}n\u{0303}ñ한\u{1112}\u{1161}\u{11AB}ᄒ ﬁ ＡＢ ｶﾞガか\u{3099}が Å\u{212B}Ω\u{2126}ǅ İ"
                .unicodeScalars)
        var random = Random(state: 99)
        var strings = Set<String>()
        var keys = Set<TermKey>()
        for _ in 0..<3000 {
            let text = random.text(alphabet, upTo: 20)
            for language in ["es", "ja"] {
                for term in Tokenizer.terms(text, language: language) {
                    strings.insert(term)
                    keys.insert(TermKey(term))
                }
            }
        }
        #expect(strings.count > 100)
        #expect(strings.count == keys.count)
        #expect(TermKey("añ") == TermKey("añ") && TermKey("añ") != TermKey("an"))
    }
}
