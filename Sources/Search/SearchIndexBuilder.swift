import Foundation
import Incremental

/// Builds one language's search index (format in `docs/search.md`): chunked postings, one file per article
/// with its sections for results and excerpts, and the vocabulary for correcting misspelled words.
public struct SearchIndexBuilder: Sendable {
    /// Field weights: a title match counts eight times a body match; link text, tags and code count half a body match.
    public static let weights = (title: 16, heading: 8, body: 2, links: 1, tags: 1, code: 1)
    /// The weights as text, for the keys of what they shape: "title 16 heading 8 …", each named.
    public static var weightsText: String {
        let (title, heading, body, links, tags, code) = weights
        return "title \(title) heading \(heading) body \(body) links \(links) tags \(tags) code \(code)"
    }
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
    public func build(_ units: [SearchUnit], language: String) -> [String: [UInt8]] {
        let store = SearchStore(language: language)
        let counted = store.articles(units.map { _ in nil }, language: language) { [units[$0]] }
        return build(counted.flatMap { $0 }, table: store.snapshot, language: language)
    }

    /// The files of the index for the sections of `articles`, counted by `store` (in index order).
    public func build(_ articles: [[CountedUnit]], store: SearchStore, language: String) -> [String: [UInt8]] {
        build(articles.flatMap { $0 }, table: store.snapshot, language: language)
    }

    /// The files of the index for `units`, whose numbers are `table`'s.
    func build(_ units: [CountedUnit], table: TermTable, language: String) -> [String: [UInt8]] {
        // Each term's postings, `(unit, tf)` in unit order, gathered by the term's number.
        var lists = [[Posting]](repeating: [], count: table.terms.count)
        for (index, unit) in units.enumerated() {
            for (term, frequency) in zip(unit.terms, unit.frequencies) {
                lists[Int(term)].append(Posting(unit: UInt32(index), tf: frequency))
            }
        }
        let lengths = units.map(\.length)
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
        // Every term's entry, written on all cores in runs of consecutive terms; then gathered into chunks in
        // order, which only copies bytes.
        let order = table.ordered(present: lists.map { !$0.isEmpty })
        let postings = Postings(lengths: lengths)
        let gathered = lists
        let runs = Array(stride(from: 0, to: order.count, by: 2_048))
        let written = ParallelMap.map(runs) { start -> (bytes: [UInt8], ends: [Int]) in
            postings.entries(
                order[start..<min(start + 2_048, order.count)].map {
                    (table.terms[Int($0)], gathered[Int($0)])
                })
        }
        for (run, (bytes, ends)) in zip(runs, written) {
            var start = 0
            for (offset, end) in ends.enumerated() {
                if currentFirst != nil, current.count + (end - start) > chunkSize { flushChunk() }
                if currentFirst == nil {
                    currentFirst = table.terms[Int(order[run + offset])]
                } else {
                    current.append(UInt8(ascii: ","))
                }
                current.append(contentsOf: bytes[start..<end])
                start = end
            }
        }
        flushChunk()
        let sections = Self.articleFiles(units, into: &files)
        let vocabulary = Self.vocabularyFiles(units, table: table, into: &files)
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

    /// One unit's weight for one term.
    struct Posting {
        var unit: UInt32
        var tf: UInt32
    }

    /// Writes terms' entries, `"term":[[unit,tf,length],…]`: each unit's `[unit,` and `,length]` are written
    /// once, so a posting costs two copies and its frequency's digits.
    struct Postings: Sendable {
        /// All units' `[unit,` then `,length]` bytes, back to back.
        private var pieces: [UInt8] = []
        /// Where unit `u`'s `[unit,` starts (`2u`), its `,length]` starts (`2u + 1`) and the pieces end.
        private var offsets: [Int] = [0]
        /// The longest `[unit,` and `,length]` of one unit, together.
        private var longest = 0

        init(lengths: [Int]) {
            for (unit, length) in lengths.enumerated() {
                pieces.append(UInt8(ascii: "["))
                appendDecimal(unit, to: &pieces)
                pieces.append(UInt8(ascii: ","))
                offsets.append(pieces.count)
                pieces.append(UInt8(ascii: ","))
                appendDecimal(length, to: &pieces)
                pieces.append(UInt8(ascii: "]"))
                offsets.append(pieces.count)
                longest = max(longest, offsets[2 * unit + 2] - offsets[2 * unit])
            }
        }

        /// The entries of `terms` (each with its list of postings), back to back, and where each ends.
        func entries(_ terms: [(name: String, list: [Posting])]) -> (bytes: [UInt8], ends: [Int]) {
            let names = terms.map { term in
                var name: [UInt8] = []
                appendJSON(term.name, to: &name)
                return name
            }
            // A posting is its unit's pieces, a frequency of at most 10 digits and a comma.
            let perPosting = longest + 11
            var bound = 0
            for (name, term) in zip(names, terms) { bound += name.count + 3 + term.list.count * perPosting }
            var ends: [Int] = []
            ends.reserveCapacity(terms.count)
            let bytes = [UInt8](unsafeUninitializedCapacity: bound) { out, count in
                var at = 0
                func put(_ byte: UInt8) {
                    out[at] = byte
                    at += 1
                }
                pieces.withUnsafeBufferPointer { pieces in
                    for (name, term) in zip(names, terms) {
                        for byte in name { put(byte) }
                        put(UInt8(ascii: ":"))
                        put(UInt8(ascii: "["))
                        for (index, posting) in term.list.enumerated() {
                            if index > 0 { put(UInt8(ascii: ",")) }
                            let unit = Int(posting.unit)
                            for offset in offsets[2 * unit]..<offsets[2 * unit + 1] { put(pieces[offset]) }
                            // The frequency's digits, written from the last.
                            var rest = posting.tf
                            var digits = 1
                            while rest >= 10 {
                                rest /= 10
                                digits += 1
                            }
                            rest = posting.tf
                            for place in stride(from: digits - 1, through: 0, by: -1) {
                                out[at + place] = UInt8(ascii: "0") + UInt8(rest % 10)
                                rest /= 10
                            }
                            at += digits
                            for offset in offsets[2 * unit + 1]..<offsets[2 * unit + 2] { put(pieces[offset]) }
                        }
                        put(UInt8(ascii: "]"))
                        ends.append(at)
                    }
                }
                count = at
            }
            return (bytes, ends)
        }
    }

    /// Appends the decimal digits of a non-negative `value`.
    static func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
        var rest = UInt(max(value, 0))
        // At most 20 digits, made from the last and appended in reading order.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var count = 0
            repeat {
                digits[19 - count] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                count += 1
            } while rest > 0
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[(20 - count)...]))
        }
    }

    /// Whether `a` sorts before `b` in UTF-16 code-unit order, as JavaScript compares strings.
    static func precedes(_ a: String, _ b: String) -> Bool {
        a.utf16.lexicographicallyPrecedes(b.utf16)
    }

    /// Writes `a<k>.json` for each article (its URL, title and sections) and returns each article's number of
    /// sections, in order: unit `u` belongs to the article whose running total first exceeds `u`.
    static func articleFiles(_ units: [CountedUnit], into files: inout [String: [UInt8]]) -> [Int] {
        var sections: [Int] = []
        var start = 0
        while start < units.count {
            let page = units[start].page
            var end = start + 1
            while end < units.count, units[end].page == page { end += 1 }
            var file = Array("{\"url\":\(json(String(page))),\"title\":\(json(units[start].title)),\"sections\":[".utf8)
            for index in start..<end {
                if index > start { file.append(UInt8(ascii: ",")) }
                file += units[index].section
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
    static func vocabularyFiles(_ units: [CountedUnit], table: TermTable, into files: inout [String: [UInt8]])
        -> [Int]
    {
        // How many sections each word is found in, then, for each folded form, its most frequent spelling
        // (the first in UTF-16 order among equals) and how many sections all its spellings are found in.
        var found = [Int](repeating: 0, count: table.words.count)
        for unit in units {
            for word in unit.words { found[Int(word)] += 1 }
        }
        var best = [Int](repeating: -1, count: table.folded.count)
        var totals = [Int](repeating: 0, count: table.folded.count)
        for word in found.indices where found[word] > 0 {
            let form = Int(table.wordFolded[word])
            totals[form] += found[word]
            let current = best[form]
            if current < 0 || found[word] > found[current]
                || (found[word] == found[current] && precedes(table.words[word], table.words[current]))
            {
                best[form] = word
            }
        }
        var byLength: [Int: [(word: String, count: Int)]] = [:]
        for form in best.indices where best[form] >= 0 {
            byLength[table.foldedLengths[form], default: []].append((table.words[best[form]], totals[form]))
        }
        for (length, words) in byLength {
            let sorted = words.sorted { $0.count != $1.count ? $0.count > $1.count : precedes($0.word, $1.word) }
            files["w\(length).json"] = Array(
                ("{\"words\":[" + sorted.map { "[\(json($0.word)),\($0.count)]" }.joined(separator: ",") + "]}").utf8)
        }
        return byLength.keys.sorted()
    }

    /// A unit's weighted term frequencies, its weighted length, its part of its article's file, and the words of
    /// its vocabulary.
    public struct TermCounts: Sendable, Equatable {
        var counts: [TermKey: Int]
        var length: Int
        /// The unit's entry in its article's `sections` (`{"anchor":…,"heading":…,"text":…,"code":…}`).
        var section: [UInt8]
        /// Each word of the vocabulary found in the unit, once.
        var words: [String]

        init(counts: [TermKey: Int], length: Int, section: [UInt8], words: [String]) {
            self.counts = counts
            self.length = length
            self.section = section
            self.words = words
        }
    }

    /// Counts the terms of one unit, weighted by field, and writes its section.
    static func count(_ unit: SearchUnit, language: String) -> TermCounts {
        var counts: [TermKey: Int] = [:]
        var length = 0
        var words: [String]? = []
        for (text, weight) in [
            (unit.titleText, weights.title), (unit.heading, weights.heading), (unit.body, weights.body),
            (unit.links, weights.links), (unit.tags, weights.tags), (unit.code, weights.code),
        ] {
            for token in Tokenizer.tokens(text, language: language, words: &words) {
                counts[TermKey(token.term), default: 0] += weight
                length += weight
            }
        }
        let anchor = unit.url.firstIndex(of: "#").map { String(unit.url[$0...]) } ?? ""
        let code = unit.code.count > excerptLimit ? String(unit.code.prefix(excerptLimit)) : unit.code
        var section = Array("{\"anchor\":".utf8)
        appendJSON(anchor, to: &section)
        section += ",\"heading\":".utf8
        appendJSON(unit.heading, to: &section)
        section += ",\"text\":".utf8
        appendJSON(SearchUnit.collapsed(unit.text, limit: excerptLimit), to: &section)
        section += ",\"code\":".utf8
        appendJSON(code, to: &section)
        section.append(UInt8(ascii: "}"))
        return TermCounts(counts: counts, length: length, section: section, words: Array(Set(words ?? [])).sorted())
    }

    /// A JSON string literal.
    static func json(_ text: String) -> String {
        var bytes: [UInt8] = []
        appendJSON(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// Appends `text` as a JSON string literal: `"`, `\\`, and control characters escaped, and `<` as
    /// `\u003c`, so a served file never holds a `</script` or markup lookalike. Other bytes are copied.
    static func appendJSON(_ text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            out.reserveCapacity(out.count + bytes.count + 1)
            var copied = 0
            for (index, byte) in bytes.enumerated() where byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x3C {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<index]))
                copied = index + 1
                switch byte {
                case 0x22: out += [0x5C, 0x22]
                case 0x5C: out += [0x5C, 0x5C]
                case 0x0A: out += [0x5C, UInt8(ascii: "n")]
                case 0x0D: out += [0x5C, UInt8(ascii: "r")]
                case 0x09: out += [0x5C, UInt8(ascii: "t")]
                default: out += Array("\\u00".utf8) + [hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]]
                }
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
        }
        out.append(UInt8(ascii: "\""))
    }
}
