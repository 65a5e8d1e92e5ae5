import Content
import Foundation

/// Builds one language's search index (format in `docs/search.md`): chunked postings, one file per article
/// with its sections for results and excerpts, and the vocabulary for correcting misspelled words.
public struct SearchIndexBuilder: Sendable {
    /// Field weights: a title match counts eight times a body match; link text, tags and code count half a body match.
    public static let weights = (title: 16, heading: 8, body: 2, links: 1, tags: 1, code: 1)
    /// BM25's term-frequency saturation, written into the index.
    public static let k1 = 1.2
    /// BM25's length normalization, written into the index.
    public static let b = 0.75
    /// Target size of one postings chunk, in bytes of JSON.
    public var chunkSize = 24_000
    /// The most characters of a section's prose, and of its code, kept for excerpts.
    public static let excerptLimit = 1_200

    /// Creates a builder.
    public init() {}

    /// The files of the index for `units` in `language`, by path relative to `search/<language>/`. The units of
    /// one article are consecutive (its page URL, before `#`, is what groups them).
    ///
    /// With a `state` kept from the last build in this process, unchanged units keep their term counts and
    /// the postings are updated only for the units that changed.
    ///
    /// With a `store`, a unit whose content key (every field, the language, the weights and the tokenizer's
    /// version) is in it keeps the counts found by an earlier build, in this process or another.
    public func build(
        _ units: [SearchUnit], language: String, state: SearchIndexState? = nil,
        store: PersistentMemo<TermCounts>? = nil
    ) -> [String: [UInt8]] {
        // Tokenizing is the costly part, and units are independent: count terms on all cores.
        // A unit's key is only made when its counts are needed (in `serve`, the state answers for the rest).
        let count: @Sendable (Int) -> TermCounts = { index in
            guard let store else { return Self.count(units[index], language: language) }
            return store.value(units[index].contentKey(language: language)) {
                Self.count(units[index], language: language)
            }
        }
        let counted =
            state?.counts.values(units.map { ($0.url, $0) }, make: count)
            ?? ParallelMap.map(Array(units.indices), count)
        let urls = units.map(\.url)
        let postings = state?.postings(for: counted, urls: urls) ?? SearchPostings(counted, urls: urls)
        let lengths = postings.lengths
        var files: [String: [UInt8]] = [:]
        var chunks: [(first: String, file: String)] = []
        var current: [UInt8] = []
        var currentFirst: String?
        func flushChunk() {
            guard let first = currentFirst else { return }
            let file = "t\(chunks.count).json"
            chunks.append((first, file))
            files[file] = Array("{\"terms\":{".utf8) + current + Array("}}".utf8)
            current.removeAll(keepingCapacity: true)
            currentFirst = nil
        }
        for term in postings.terms {
            let entry = postings.entries[term]!
            if currentFirst != nil, current.count + entry.count > chunkSize { flushChunk() }
            if currentFirst == nil { currentFirst = term } else { current.append(UInt8(ascii: ",")) }
            current += entry
        }
        flushChunk()
        let sections = Self.articleFiles(units, counted, into: &files)
        let vocabulary = Self.vocabularyFiles(counted, into: &files)
        let average = lengths.isEmpty ? 0 : Double(lengths.reduce(0, +)) / Double(lengths.count)
        let chunkList = chunks.map { "{\"first\":\(Self.json($0.first)),\"file\":\(Self.json($0.file))}" }
            .joined(separator: ",")
        files["index.json"] = Array(
            ("{\"version\":\(Tokenizer.version),\"language\":\(Self.json(language)),\"units\":\(units.count),"
                + "\"averageLength\":\(String(format: "%.2f", average)),\"k1\":\(Self.k1),\"b\":\(Self.b),"
                + "\"chunks\":[\(chunkList)],"
                + "\"sections\":[\(sections.map(String.init).joined(separator: ","))],"
                + "\"words\":[\(vocabulary.map(String.init).joined(separator: ","))]}").utf8)
        return files
    }

    /// Writes `a<k>.json` for each article (its URL, title and sections) and returns each article's number of
    /// sections, in order: unit `u` belongs to the article whose running total first exceeds `u`.
    static func articleFiles(_ units: [SearchUnit], _ counted: [TermCounts], into files: inout [String: [UInt8]])
        -> [Int]
    {
        var sections: [Int] = []
        var start = 0
        while start < units.count {
            let page = units[start].page
            var end = start + 1
            while end < units.count, units[end].page == page { end += 1 }
            var file = Array("{\"url\":\(json(page)),\"title\":\(json(units[start].title)),\"sections\":[".utf8)
            for index in start..<end {
                if index > start { file.append(UInt8(ascii: ",")) }
                file += counted[index].section
            }
            file += "]}".utf8
            files["a\(sections.count).json"] = file
            sections.append(end - start)
            start = end
        }
        return sections
    }

    /// Writes `w<n>.json` for each length `n` (in folded letters) of the vocabulary's words and returns the
    /// lengths. Each file lists `[word, sections]`, the words found in most sections first, then by UTF-16 order;
    /// of several ways a word is written (`Navegación`, `navegación`), the most frequent one is kept.
    static func vocabularyFiles(_ counted: [TermCounts], into files: inout [String: [UInt8]]) -> [Int] {
        var forms: [String: [String: Int]] = [:]
        for unit in counted {
            for word in unit.words { forms[Tokenizer.foldedWord(word), default: [:]][word, default: 0] += 1 }
        }
        var byLength: [Int: [(word: String, count: Int)]] = [:]
        for (folded, spellings) in forms {
            let best = spellings.max { a, b in
                a.value != b.value ? a.value < b.value : SearchPostings.precedes(b.key, a.key)
            }!
            byLength[folded.unicodeScalars.count, default: []].append((best.key, spellings.values.reduce(0, +)))
        }
        for (length, words) in byLength {
            let sorted = words.sorted {
                $0.count != $1.count ? $0.count > $1.count : SearchPostings.precedes($0.word, $1.word)
            }
            files["w\(length).json"] = Array(
                ("{\"words\":[" + sorted.map { "[\(json($0.word)),\($0.count)]" }.joined(separator: ",") + "]}").utf8)
        }
        return byLength.keys.sorted()
    }

    /// A unit's weighted term frequencies, its weighted length, its part of its article's file, and the words of
    /// its vocabulary.
    public struct TermCounts: Sendable, Equatable, MemoCodable {
        var counts: [String: Int]
        var length: Int
        /// The unit's entry in its article's `sections` (`{"anchor":…,"heading":…,"text":…,"code":…}`).
        var section: [UInt8]
        /// Each word of the vocabulary found in the unit, once.
        var words: [String]

        /// The counts (term and weight each), the length, the section and the words.
        public func encode(into bytes: inout [UInt8]) {
            bytes.appendWord(UInt64(counts.count))
            for (term, count) in counts {
                bytes.appendString(term)
                bytes.appendWord(UInt64(count))
            }
            bytes.appendWord(UInt64(length))
            bytes.appendWord(UInt64(section.count))
            bytes += section
            bytes.appendWord(UInt64(words.count))
            for word in words { bytes.appendString(word) }
        }

        /// Reads what ``encode(into:)`` wrote; nil for anything else.
        public init?(decoding reader: inout MemoReader) {
            guard let terms = reader.word(), terms <= 1 << 24 else { return nil }
            var counts: [String: Int] = [:]
            counts.reserveCapacity(Int(terms))
            for _ in 0..<terms {
                guard let term = reader.string(), let count = reader.word() else { return nil }
                counts[term] = Int(count)
            }
            guard let length = reader.word(), let size = reader.word(),
                let section = reader.bytes(Int(clamping: size)), let wordCount = reader.word(), wordCount <= 1 << 24
            else { return nil }
            var words: [String] = []
            for _ in 0..<wordCount {
                guard let word = reader.string() else { return nil }
                words.append(word)
            }
            self.init(counts: counts, length: Int(length), section: section, words: words)
        }

        init(counts: [String: Int], length: Int, section: [UInt8], words: [String]) {
            self.counts = counts
            self.length = length
            self.section = section
            self.words = words
        }
    }

    /// Counts the terms of one unit, weighted by field, and writes its section.
    static func count(_ unit: SearchUnit, language: String) -> TermCounts {
        var counts: [String: Int] = [:]
        var length = 0
        var words: [String]? = []
        for (text, weight) in [
            (unit.titleText, weights.title), (unit.heading, weights.heading), (unit.body, weights.body),
            (unit.links, weights.links), (unit.tags, weights.tags), (unit.code, weights.code),
        ] {
            for token in Tokenizer.tokens(text, language: language, words: &words) {
                counts[token.term, default: 0] += weight
                length += weight
            }
        }
        let anchor = unit.url.firstIndex(of: "#").map { String(unit.url[$0...]) } ?? ""
        let code = unit.code.count > excerptLimit ? String(unit.code.prefix(excerptLimit)) : unit.code
        let section = Array(
            ("{\"anchor\":\(json(anchor)),\"heading\":\(json(unit.heading)),"
                + "\"text\":\(json(SearchUnit.collapsed(unit.text, limit: excerptLimit))),\"code\":\(json(code))}").utf8
        )
        return TermCounts(counts: counts, length: length, section: section, words: Array(Set(words ?? [])).sorted())
    }

    /// A JSON string literal.
    static func json(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "<": out += "\\u003c"  // never a "</script" or markup lookalike in a served file
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
}
