import Incremental

#if canImport(SwiftIDEUtils)
    internal import SwiftIDEUtils
    internal import SwiftParser
    internal import SwiftSyntax
#endif

/// Splits Swift source into classified pieces the way Xcode colours code: with SourceKit's syntax map
/// (``SourceKitConverter``) when the toolchain has it, else with swift-syntax's classification
/// (`SwiftIDEUtils`), else as plain text.
public enum SwiftHighlighter {
    /// What a piece of code is, as a CSS class suffix (`tok-keyword`, …); `nil` for plain text.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case keyword, type, identifier, attribute, string, number, comment, docComment = "doc-comment"
        case directive, `operator`, label = "argument-label"
    }

    /// A piece of the source and its kind.
    public struct Piece: Sendable, Hashable {
        /// The text, exactly as in the source.
        public var text: String
        /// Its kind; `nil` for whitespace and punctuation.
        public var kind: Kind?
    }

    /// Whether highlighting is available (SourceKit, or swift-syntax when Puente was built).
    public static var isAvailable: Bool {
        #if canImport(SwiftIDEUtils)
            true
        #else
            // Whether SourceKit can be opened, without opening it (a build that misses no cache never does).
            SourceKitConverter.isExpected
        #endif
    }

    /// Which classifier highlights, part of the highlight cache's key.
    public static var engine: String {
        if SourceKitConverter.isExpected { return "sourcekit-syntaxmap-1" }
        #if canImport(SwiftIDEUtils)
            return "swift-syntax-1"
        #else
            return "plain"
        #endif
    }

    /// Pieces made ahead for many blocks at once (``pieces(batch:documentBytes:)``), looked up by code: a cache
    /// of a pure function, so it never changes what a page shows.
    public final class Prepared: @unchecked Sendable {
        private let table: [String: [Piece]]

        /// Classifies the distinct `codes` in batches.
        public init(_ codes: [String]) {
            let distinct = Array(Set(codes))
            table = Dictionary(uniqueKeysWithValues: zip(distinct, SwiftHighlighter.pieces(batch: distinct)))
        }

        /// The pieces of `code`, when it was prepared.
        public func pieces(_ code: String) -> [Piece]? { table[code] }
    }

    /// The classified pieces of `code`; their texts concatenate to `code` exactly.
    public static func pieces(_ code: String) -> [Piece] {
        if let tokens = SourceKitConverter.syntaxMap(code) {
            return SourceKitPieces.pieces(Array(code.utf8), tokens: tokens[...], in: 0..<code.utf8.count)
        }
        return syntaxPieces(code)
    }

    /// The pieces of each of `codes`, equal to ``pieces(_:)`` of each alone. With SourceKit, many blocks go in
    /// one request (a request costs about a millisecond however small): they are joined with a line holding a
    /// complete empty declaration, and a block's result is kept only when nothing of it can have leaked into
    /// the next (no token crosses its edges, its brackets and `#if`s are closed); any other block is
    /// classified alone. `HighlightBatchingDifferentialTests` compares batched and alone.
    public static func pieces(batch codes: [String], documentBytes: Int = 64 * 1024) -> [[Piece]] {
        guard SourceKitConverter.isAvailable, codes.count > 1 else { return ParallelMap.map(codes, pieces) }
        var groups: [[Int]] = [[]]
        var size = 0
        for index in codes.indices {
            if size > 0, size + codes[index].utf8.count > documentBytes {
                groups.append([])
                size = 0
            }
            groups[groups.count - 1].append(index)
            size += codes[index].utf8.count + 32
        }
        let results = ParallelMap.map(groups) { classify(ArraySlice($0), codes) }
        var all = [[Piece]](repeating: [], count: codes.count)
        for (index, made) in results.joined() { all[index] = made }
        return all
    }

    /// The pieces of `codes[group]` joined in one document; the blocks after one that is not self-contained
    /// are joined again in a new document, since it may have changed how they parse.
    private static func classify(_ group: ArraySlice<Int>, _ codes: [String]) -> [(Int, [Piece])] {
        guard group.count > 1 else { return group.map { ($0, pieces(codes[$0])) } }
        // A complete declaration between blocks: a dangling attribute or operator attaches to it, not to the
        // next block, which then starts as a file does.
        let separator = Array("\n;func puenteSeparator() {};\n".utf8)
        var document: [UInt8] = []
        var ranges: [Range<Int>] = []
        for index in group {
            if !document.isEmpty { document += separator }
            let start = document.count
            document += codes[index].utf8
            ranges.append(start..<document.count)
        }
        // SourceKit takes the text as a C string: a NUL byte would end it early for every block after it.
        if document.contains(0) { return group.map { ($0, pieces(codes[$0])) } }
        guard let tokens = SourceKitConverter.syntaxMap(String(decoding: document, as: UTF8.self)) else {
            return group.map { ($0, syntaxPieces(codes[$0])) }
        }
        var result: [(Int, [Piece])] = []
        var cursor = 0
        for (position, (index, range)) in zip(group, ranges).enumerated() {
            while cursor < tokens.count, tokens[cursor].offset < range.lowerBound { cursor += 1 }
            var end = cursor
            while end < tokens.count, tokens[end].offset < range.upperBound { end += 1 }
            let previous = cursor > 0 ? tokens[cursor - 1] : nil
            guard SourceKitPieces.isSelfContained(document, tokens: tokens[cursor..<end], in: range, previous: previous)
            else {
                result.append((index, pieces(codes[index])))
                return result + classify(group.dropFirst(position + 1), codes)
            }
            result.append((index, SourceKitPieces.pieces(document, tokens: tokens[cursor..<end], in: range)))
            cursor = end
        }
        return result
    }

    /// swift-syntax's classification of `code` (plain text when Puente was built without it).
    static func syntaxPieces(_ code: String) -> [Piece] {
        #if canImport(SwiftIDEUtils)
            let bytes = Array(code.utf8)
            let tree = Parser.parse(source: code)
            var pieces: [Piece] = []
            var cursor = 0
            func text(_ start: Int, _ end: Int) -> String { String(decoding: bytes[start..<end], as: UTF8.self) }
            for range in tree.classifications {
                let start = range.range.lowerBound.utf8Offset
                let end = range.range.upperBound.utf8Offset
                guard start >= cursor, end <= bytes.count, start < end else { continue }
                if start > cursor { pieces += plain(text(cursor, start)) }
                let piece = text(start, end)
                if let kind = kind(range.kind, text: piece) {
                    pieces.append(Piece(text: piece, kind: kind))
                } else {
                    pieces += plain(piece)
                }
                cursor = end
            }
            if cursor < bytes.count { pieces += plain(text(cursor, bytes.count)) }
            return pieces
        #else
            return [Piece(text: code, kind: nil)]
        #endif
    }

    /// Unclassified text, with `#available` and `#unavailable` (which the classifier leaves out) as keywords.
    static func plain(_ text: String) -> [Piece] {
        var pieces: [Piece] = []
        var rest = Substring(text)
        while let hash = rest.firstIndex(of: "#") {
            let tail = rest[hash...]
            guard let word = ["#unavailable", "#available"].first(where: { tail.hasPrefix($0) }) else {
                pieces.append(Piece(text: String(rest[...hash]), kind: nil))
                rest = rest[rest.index(after: hash)...]
                continue
            }
            if hash > rest.startIndex { pieces.append(Piece(text: String(rest[..<hash]), kind: nil)) }
            pieces.append(Piece(text: word, kind: .keyword))
            rest = tail.dropFirst(word.count)
        }
        if !rest.isEmpty { pieces.append(Piece(text: String(rest), kind: nil)) }
        // Merge neighbouring plain pieces back together.
        return pieces.reduce(into: []) { merged, piece in
            if piece.kind == nil, let last = merged.last, last.kind == nil {
                merged[merged.count - 1].text += piece.text
            } else {
                merged.append(piece)
            }
        }
    }

    #if canImport(SwiftIDEUtils)
        private static func kind(_ classification: SyntaxClassification, text: String) -> Kind? {
            switch classification {
            case .keyword: return .keyword
            case .type: return .type
            case .attribute: return .attribute
            case .stringLiteral, .regexLiteral: return .string
            case .integerLiteral, .floatLiteral: return .number
            case .lineComment, .blockComment: return .comment
            case .docLineComment, .docBlockComment: return .docComment
            case .ifConfigDirective: return .directive
            case .operator: return .operator
            case .argumentLabel: return .label
            case .identifier, .dollarIdentifier, .editorPlaceholder:
                // Without types, a capitalized name is almost always a type, as Xcode shows it.
                if let first = text.unicodeScalars.first, first.properties.isUppercase { return .type }
                return text.hasPrefix("#") ? .keyword : .identifier
            default:
                return nil
            }
        }
    #endif
}
