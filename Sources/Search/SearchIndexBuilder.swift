import Content
import Foundation

/// Builds one language's chunked search index (format in `docs/search.md`).
public struct SearchIndexBuilder: Sendable {
    /// Field weights: a title match counts eight times a body match.
    public static let weights = (title: 16, heading: 8, body: 2, code: 1)
    /// BM25 parameters written into the index.
    public static let k1 = 1.2
    public static let b = 0.75
    /// Target size of one postings chunk, in bytes of JSON.
    public var chunkSize = 24_000

    /// Creates a builder.
    public init() {}

    /// The files of the index for `units` in `language`, by path relative to `search/<language>/`.
    public func build(_ units: [SearchUnit], language: String) -> [String: [UInt8]] {
        // Tokenizing is the costly part, and units are independent: count terms on all cores.
        let counted = ParallelMap.map(units) { unit -> (counts: [String: Int], length: Int) in
            var counts: [String: Int] = [:]
            var length = 0
            for (text, weight) in [
                (unit.titleText, Self.weights.title), (unit.heading, Self.weights.heading),
                (unit.body, Self.weights.body),
                (unit.code, Self.weights.code),
            ] {
                for term in Tokenizer.terms(text, language: language) {
                    counts[term, default: 0] += weight
                    length += weight
                }
            }
            return (counts, length)
        }
        var postings: [String: [(unit: Int, tf: Int)]] = [:]
        let lengths = counted.map(\.length)
        for (index, unit) in counted.enumerated() {
            for (term, tf) in unit.counts { postings[term, default: []].append((index, tf)) }
        }
        let terms = postings.keys.sorted { $0.utf16.lexicographicallyPrecedes($1.utf16) }
        var files: [String: [UInt8]] = [:]
        var chunks: [(first: String, file: String)] = []
        var current = ""
        var currentFirst: String?
        func flushChunk() {
            guard let first = currentFirst else { return }
            let file = "t\(chunks.count).json"
            chunks.append((first, file))
            files[file] = Array("{\"terms\":{\(current)}}".utf8)
            current = ""
            currentFirst = nil
        }
        for term in terms {
            let list = postings[term]!.sorted { $0.unit < $1.unit }
                .map { "[\($0.unit),\($0.tf),\(lengths[$0.unit])]" }.joined(separator: ",")
            let entry = "\(Self.json(term)):[\(list)]"
            if currentFirst != nil, current.utf8.count + entry.utf8.count > chunkSize { flushChunk() }
            if currentFirst == nil { currentFirst = term } else { current += "," }
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
        for (index, unit) in units.enumerated() {
            files["u\(index).json"] = Array(
                ("{\"url\":\(Self.json(unit.url)),\"title\":\(Self.json(unit.title)),"
                    + "\"heading\":\(Self.json(unit.heading)),\"text\":\(Self.json(unit.excerptText))}").utf8)
        }
        return files
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
