import Content
import Foundation

/// Builds one language's chunked search index (format in `docs/search.md`).
public struct SearchIndexBuilder: Sendable {
    /// Field weights: a title match counts eight times a body match.
    public static let weights = (title: 16, heading: 8, body: 2, code: 1)
    /// BM25's term-frequency saturation, written into the index.
    public static let k1 = 1.2
    /// BM25's length normalization, written into the index.
    public static let b = 0.75
    /// Target size of one postings chunk, in bytes of JSON.
    public var chunkSize = 24_000

    /// Creates a builder.
    public init() {}

    /// The files of the index for `units` in `language`, by path relative to `search/<language>/`.
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
        let average = lengths.isEmpty ? 0 : Double(lengths.reduce(0, +)) / Double(lengths.count)
        let chunkList = chunks.map { "{\"first\":\(Self.json($0.first)),\"file\":\(Self.json($0.file))}" }
            .joined(separator: ",")
        files["index.json"] = Array(
            ("{\"version\":\(Tokenizer.version),\"language\":\(Self.json(language)),\"units\":\(units.count),"
                + "\"averageLength\":\(String(format: "%.2f", average)),\"k1\":\(Self.k1),\"b\":\(Self.b),"
                + "\"chunks\":[\(chunkList)]}").utf8)
        for (index, unit) in counted.enumerated() {
            files["u\(index).json"] = unit.file
        }
        return files
    }

    /// A unit's weighted term frequencies, its weighted length, and its file.
    public struct TermCounts: Sendable, Equatable, MemoCodable {
        var counts: [String: Int]
        var length: Int
        /// The unit's own file (`u<n>.json`): what a result shows.
        var file: [UInt8]

        /// The counts (term and weight each), the length and the unit's file.
        public func encode(into bytes: inout [UInt8]) {
            bytes.appendWord(UInt64(counts.count))
            for (term, count) in counts {
                bytes.appendString(term)
                bytes.appendWord(UInt64(count))
            }
            bytes.appendWord(UInt64(length))
            bytes.appendWord(UInt64(file.count))
            bytes += file
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
            guard let length = reader.word(), let size = reader.word(), let file = reader.bytes(Int(clamping: size))
            else { return nil }
            self.init(counts: counts, length: Int(length), file: file)
        }

        init(counts: [String: Int], length: Int, file: [UInt8]) {
            self.counts = counts
            self.length = length
            self.file = file
        }
    }

    /// Counts the terms of one unit, weighted by field, and writes its file.
    static func count(_ unit: SearchUnit, language: String) -> TermCounts {
        var counts: [String: Int] = [:]
        var length = 0
        for (text, weight) in [
            (unit.titleText, weights.title), (unit.heading, weights.heading), (unit.body, weights.body),
            (unit.code, weights.code),
        ] {
            for term in Tokenizer.terms(text, language: language) {
                counts[term, default: 0] += weight
                length += weight
            }
        }
        let file = Array(
            ("{\"url\":\(json(unit.url)),\"title\":\(json(unit.title)),"
                + "\"heading\":\(json(unit.heading)),\"text\":\(json(unit.excerptText))}").utf8)
        return TermCounts(counts: counts, length: length, file: file)
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
