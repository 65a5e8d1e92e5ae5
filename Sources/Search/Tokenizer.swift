import Foundation

/// The search tokenizer of `docs/search.md`, version 2: the same rules as `Theme/assets/search/engine.js`.
public enum Tokenizer {
    /// The specification version; part of the index, so a browser never mixes versions.
    public static let version = 2

    /// A term and where it came from in the normalized text (scalar offsets), for excerpts.
    public struct Token: Sendable, Hashable {
        /// The indexed term.
        public var term: String
        /// The scalar offset of the run it came from in the NFKC text.
        public var start: Int
        /// The scalar offset just past the run.
        public var end: Int
    }

    /// The terms of `text`, in order.
    public static func terms(_ text: String, language: String) -> [String] {
        tokens(text, language: language).map(\.term)
    }

    /// The tokens of `text`, in order.
    public static func tokens(_ text: String, language: String) -> [Token] {
        tokens(text, language: language, reference: false)
    }

    /// `reference: true` skips every shortcut (always normalizes, folds through Foundation): the tests
    /// compare both ways on random text.
    static func tokens(_ text: String, language: String, reference: Bool) -> [Token] {
        var words: [String]?
        return tokens(text, language: language, reference: reference, words: &words)
    }

    /// The tokens of `text`, and in `words` (when not nil) the display form of every word run whose folded form
    /// has at least ``vocabularyLength`` letters: plain words lowercased, identifiers as written. The index's
    /// vocabulary, against which a misspelled query word is corrected, is made of them.
    static func tokens(_ text: String, language: String, words: inout [String]?) -> [Token] {
        tokens(text, language: language, reference: false, words: &words)
    }

    /// The shortest word (in folded letters) kept in the vocabulary: a query word of five letters or more
    /// may be corrected by one deletion.
    public static let vocabularyLength = 4

    static func tokens(_ text: String, language: String, reference: Bool, words: inout [String]?) -> [Token] {
        // Text made only of characters NFKC leaves alone (ASCII, Spanish letters, kana, kanji, common
        // punctuation) is already normalized; only the rest goes through Foundation.
        let scalars = reference ? Array(normalizedWhole(text).unicodeScalars) : normalizedScalars(text)
        var tokens: [Token] = []
        tokens.reserveCapacity(scalars.count / 4)
        var scratch: [UInt8] = []
        scratch.reserveCapacity(64)
        var index = 0
        while index < scalars.count {
            let kind = kind(of: scalars[index])
            guard kind != .separator else {
                index += 1
                continue
            }
            var end = index + 1
            while end < scalars.count, self.kind(of: scalars[end]) == kind { end += 1 }
            let run = scalars[index..<end]
            switch kind {
            case .cjk:
                if run.count == 1 {
                    tokens.append(Token(term: cjkTerm(scalars[index]), start: index, end: end))
                } else {
                    // Each ideograph alone, then the bigram it starts, so a one-kanji query finds it inside a run.
                    for i in index..<end {
                        if isIdeograph(scalars[i]) {
                            tokens.append(Token(term: cjkTerm(scalars[i]), start: i, end: i + 1))
                        }
                        guard i + 1 < end else { break }
                        tokens.append(Token(term: cjkTerm(scalars[i], scalars[i + 1]), start: i, end: i + 2))
                    }
                }
            case .word:
                appendWordTerms(
                    run, language: language, reference: reference, start: index, end: end, to: &tokens,
                    scratch: &scratch)
                if words != nil, run.count >= vocabularyLength, let word = displayWord(run) { words!.append(word) }
            case .separator:
                break
            }
            index = end
        }
        return tokens
    }

    enum Kind { case cjk, word, separator }

    /// `text` in NFKC, through Foundation (Linux's Foundation needs NFC after it to compose).
    static func normalizedWhole(_ text: String) -> String {
        text.precomposedStringWithCompatibilityMapping.precomposedStringWithCanonicalMapping
    }

    /// The scalars of `text` in NFKC. Characters NFKC leaves alone (``isNormalizationStable``) are copied; only
    /// the stretches of other characters, each with the character before it (a mark may compose with it), go
    /// through Foundation. A stable character never composes with the one before it, so cutting before one
    /// changes nothing (the tests compare with normalizing the whole text).
    static func normalizedScalars(_ text: String) -> [Unicode.Scalar] {
        if let stable = stableScalars(text) { return stable }
        var out: [Unicode.Scalar] = []
        out.reserveCapacity(text.utf8.count)
        var pending = String.UnicodeScalarView()
        func flush() {
            guard !pending.isEmpty else { return }
            out.append(contentsOf: normalizedWhole(String(pending)).unicodeScalars)
            pending = String.UnicodeScalarView()
        }
        for scalar in text.unicodeScalars {
            if isNormalizationStable(scalar) {
                if !pending.isEmpty { flush() }
                out.append(scalar)
            } else {
                // The character before joins the stretch: NFKC may compose it with this one.
                if pending.isEmpty, let last = out.popLast() { pending.append(last) }
                pending.append(scalar)
            }
        }
        flush()
        return out
    }

    /// The scalars of `text` decoded straight from its UTF-8 when every one is stable (the common case), else nil.
    static func stableScalars(_ text: String) -> [Unicode.Scalar]? {
        var text = text
        return text.withUTF8 { bytes -> [Unicode.Scalar]? in
            var stable = true
            let scalars = [Unicode.Scalar](unsafeUninitializedCapacity: bytes.count) { out, count in
                var i = 0
                count = 0
                while i < bytes.count {
                    let b0 = UInt32(bytes[i])
                    var value: UInt32
                    if b0 < 0x80 {
                        value = b0
                        i += 1
                    } else if b0 < 0xE0 {
                        value = (b0 & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F)
                        i += 2
                    } else if b0 < 0xF0 {
                        value = (b0 & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F)
                        i += 3
                    } else {
                        value =
                            (b0 & 0x07) << 18 | UInt32(bytes[i + 1] & 0x3F) << 12 | UInt32(bytes[i + 2] & 0x3F) << 6
                            | UInt32(bytes[i + 3] & 0x3F)
                        i += 4
                    }
                    let scalar = Unicode.Scalar(value)!  // valid: a String's UTF-8 is
                    guard isNormalizationStable(scalar) else {
                        stable = false
                        count = 0
                        return
                    }
                    out[count] = scalar
                    count += 1
                }
            }
            return stable ? scalars : nil
        }
    }

    /// The term made of one or two CJK characters.
    static func cjkTerm(_ first: Unicode.Scalar, _ second: Unicode.Scalar? = nil) -> String {
        String(unsafeUninitializedCapacity: 8) { buffer in
            var count = 0
            func put(_ scalar: Unicode.Scalar) {
                let v = scalar.value
                switch v {
                case 0..<0x80:
                    buffer[count] = UInt8(v)
                    count += 1
                case 0x80..<0x800:
                    buffer[count] = UInt8(0xC0 | v >> 6)
                    buffer[count + 1] = UInt8(0x80 | v & 0x3F)
                    count += 2
                case 0x800..<0x10000:
                    buffer[count] = UInt8(0xE0 | v >> 12)
                    buffer[count + 1] = UInt8(0x80 | v >> 6 & 0x3F)
                    buffer[count + 2] = UInt8(0x80 | v & 0x3F)
                    count += 3
                default:
                    buffer[count] = UInt8(0xF0 | v >> 18)
                    buffer[count + 1] = UInt8(0x80 | v >> 12 & 0x3F)
                    buffer[count + 2] = UInt8(0x80 | v >> 6 & 0x3F)
                    buffer[count + 3] = UInt8(0x80 | v & 0x3F)
                    count += 4
                }
            }
            put(first)
            if let second { put(second) }
            return count
        }
    }

    /// Whether NFKC maps `scalar` to itself and no neighbour can compose with it.
    static func isNormalizationStable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x7F, 0xA1, 0xBF, 0xD7, 0xF7, 0x2010...0x2015, 0x2018...0x201F, 0x3001...0x3003, 0x3005...0x3006,
            0x3008...0x3011, 0x3041...0x3096, 0x30A1...0x30FA, 0x30FC, 0x4E00...0x9FFF:
            return true
        case 0xC0...0x24F:
            switch scalar.value {
            case 0x132, 0x133, 0x13F, 0x140, 0x149, 0x17F, 0x1C4...0x1CC, 0x1F1...0x1F3: return false
            default: return true
            }
        default:
            return false
        }
    }

    /// Whether `scalar` is a Han ideograph (a kanji): the CJK characters indexed alone as well as in bigrams.
    static func isIdeograph(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FA1F: true
        default: false
        }
    }

    static func kind(of scalar: Unicode.Scalar) -> Kind {
        let v = scalar.value
        if v < 0x80 {
            let isWord = (v >= 0x30 && v <= 0x39) || (v >= 0x41 && v <= 0x5A) || (v >= 0x61 && v <= 0x7A)
            return isWord ? .word : .separator
        }
        switch v {
        case 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF:
            return .word  // Latin-1's letters
        case 0x3005, 0x3006, 0x3040...0x309F, 0x30A0...0x30FF, 0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xF900...0xFAFF, 0x20000...0x2FA1F:
            return .cjk
        default:
            break
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .decimalNumber,
            .letterNumber, .otherNumber, .nonspacingMark, .spacingMark, .enclosingMark:
            return .word
        default:
            return .separator
        }
    }

    /// Appends the terms of one word run: a plain word (stemmed in Spanish), or an identifier and its parts.
    /// Terms of one character go, unless they are a number. `scratch` is the stemmer's buffer, reused.
    static func appendWordTerms(
        _ run: ArraySlice<Unicode.Scalar>, language: String, reference: Bool, start: Int, end: Int,
        to tokens: inout [Token], scratch: inout [UInt8]
    ) {
        func add(_ term: String) {
            var scalars = term.unicodeScalars.makeIterator()
            guard let first = scalars.next(), scalars.next() != nil || isNumber(first) else { return }
            tokens.append(Token(term: term, start: start, end: end))
        }
        let fold = { (scalars: ArraySlice<Unicode.Scalar>) in reference ? slowFold(scalars) : Self.fold(scalars) }
        let hasInnerUpper = run.dropFirst().contains { isUpper($0) }
        let hasNumber = run.contains { isNumber($0) }
        if !hasInnerUpper, !hasNumber {
            // A plain word: without an inner capital or a number there is one part.
            if language == "es" {
                add(SpanishStemmer.stem(scalars: run, scratch: &scratch) ?? SpanishStemmer.stem(lowercased(run)))
            } else {
                add(fold(run))
            }
        } else {
            let parts = split(run)
            add(fold(run))
            if parts.count > 1 { for part in parts { add(fold(run[part])) } }
        }
    }

    /// A word run as the vocabulary shows it (a plain word lowercased, an identifier as written), or nil when
    /// its folded form is shorter than ``vocabularyLength`` or holds a number.
    static func displayWord(_ run: ArraySlice<Unicode.Scalar>) -> String? {
        if run.allSatisfy({ $0.isASCII }) {
            // ASCII folds to its lowercase, letter for letter.
            var hasInnerUpper = false
            for (offset, scalar) in run.enumerated() {
                if scalar.value >= 0x30 && scalar.value <= 0x39 { return nil }
                if offset > 0, scalar.value >= 0x41 && scalar.value <= 0x5A { hasInnerUpper = true }
            }
            guard run.count >= vocabularyLength else { return nil }
            return hasInnerUpper ? string(run) : lowercased(run)
        }
        guard !run.contains(where: { isNumber($0) }), foldedLength(run) >= vocabularyLength else { return nil }
        let word = string(run)
        return run.dropFirst().contains { isUpper($0) } ? word : word.lowercased()
    }

    /// The number of scalars of `fold(scalars)`, from a table below U+0250.
    static func foldedLength(_ scalars: ArraySlice<Unicode.Scalar>) -> Int {
        var length = 0
        for scalar in scalars {
            guard scalar.value < 0x250 else { return fold(scalars).unicodeScalars.count }
            length += latinFoldLengths[Int(scalar.value)]
        }
        return length
    }

    /// A string of `scalars`, encoded straight into its UTF-8.
    static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        String(unsafeUninitializedCapacity: scalars.count * 4) { buffer in
            var count = 0
            for scalar in scalars {
                for byte in scalar.utf8 {
                    buffer[count] = byte
                    count += 1
                }
            }
            return count
        }
    }

    /// `scalars` lowercased, accents kept (what the Spanish stemmer reads).
    static func lowercased(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        if scalars.allSatisfy({ $0.isASCII }) { return asciiLowercased(scalars) }
        var bytes = [UInt8]()
        bytes.reserveCapacity(scalars.count * 2)
        for scalar in scalars { bytes += scalar.properties.lowercaseMapping.utf8 }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// ASCII `scalars` lowercased, written straight into the string's storage.
    static func asciiLowercased(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        String(unsafeUninitializedCapacity: scalars.count) { buffer in
            for (offset, scalar) in scalars.enumerated() {
                let v = UInt8(truncatingIfNeeded: scalar.value)
                buffer[offset] = v >= 0x41 && v <= 0x5A ? v + 0x20 : v
            }
            return scalars.count
        }
    }

    /// The folded form of a vocabulary word: lowercase, no marks.
    public static func foldedWord(_ word: String) -> String { fold(Array(word.unicodeScalars)[...]) }

    /// Splits a word run at camel-case and letter/number boundaries: the parts' index ranges in `run`.
    static func split(_ run: ArraySlice<Unicode.Scalar>) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var start = run.startIndex
        for i in run.indices.dropFirst() {
            let previous = run[i - 1]
            let scalar = run[i]
            let next = i + 1 < run.endIndex ? run[i + 1] : nil
            let boundary =
                (isLower(previous) && isUpper(scalar))
                || (isUpper(previous) && isUpper(scalar) && next.map(isLower) == true)
                || (isNumber(previous) != isNumber(scalar))
            if boundary {
                parts.append(start..<i)
                start = i
            }
        }
        if start < run.endIndex { parts.append(start..<run.endIndex) }
        return parts
    }

    /// Lowercase, decompose, drop every mark.
    static func fold(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        if scalars.allSatisfy({ $0.isASCII }) {
            // ASCII needs no decomposition: lowercase the letters directly.
            return asciiLowercased(scalars)
        }
        if scalars.allSatisfy({ $0.value < 0x250 }) {
            // Latin-1 and Latin Extended: fold character by character from a table built once.
            var bytes = [UInt8]()
            bytes.reserveCapacity(scalars.count * 2)
            for scalar in scalars { bytes += latinFoldBytes[Int(scalar.value)] }
            return String(decoding: bytes, as: UTF8.self)
        }
        return slowFold(scalars)
    }

    /// `fold` of every scalar below U+0250, computed once: its UTF-8, and its number of scalars.
    static let latinFoldBytes: [[UInt8]] = (0..<0x250).map { value in
        guard let scalar = Unicode.Scalar(UInt32(value)) else { return [] }
        return Array(slowFold([scalar][...]).utf8)
    }
    static let latinFoldLengths: [Int] = latinFoldBytes.map { String(decoding: $0, as: UTF8.self).unicodeScalars.count }

    /// Lowercase, decompose, drop every mark, through Foundation.
    static func slowFold(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        let lower = String(String.UnicodeScalarView(scalars)).lowercased()
        var out = String.UnicodeScalarView()
        for scalar in lower.decomposedStringWithCanonicalMapping.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark: continue
            default: out.append(scalar)
            }
        }
        return String(out)
    }

    // ASCII is answered without Unicode's tables (looking a category up is most of tokenizing's time).
    // Latin-1's letters too: U+00C0–U+00DE are capitals and U+00DF–U+00FF small letters, but × and ÷.
    static func isUpper(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0..<0x80: s.value >= 0x41 && s.value <= 0x5A
        case 0xC0...0xFF: s.value <= 0xDE && s.value != 0xD7
        default: s.properties.generalCategory == .uppercaseLetter
        }
    }
    static func isLower(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0..<0x80: s.value >= 0x61 && s.value <= 0x7A
        case 0xC0...0xFF: s.value >= 0xDF && s.value != 0xF7
        default: s.properties.generalCategory == .lowercaseLetter
        }
    }
    static func isNumber(_ s: Unicode.Scalar) -> Bool {
        if s.value < 0x80 { return s.value >= 0x30 && s.value <= 0x39 }
        if s.value >= 0xC0 && s.value <= 0xFF { return false }
        switch s.properties.generalCategory {
        case .decimalNumber, .letterNumber, .otherNumber: return true
        default: return false
        }
    }
}
