#if canImport(SwiftIDEUtils)
    internal import SwiftIDEUtils
    internal import SwiftParser
    internal import SwiftSyntax
#endif

/// Splits Swift source into classified pieces with the real Swift parser's classification
/// (`SwiftIDEUtils`), the way Xcode colours code.
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

    /// Whether highlighting is available (swift-syntax was found when Puente was built).
    public static var isAvailable: Bool {
        #if canImport(SwiftIDEUtils)
            true
        #else
            false
        #endif
    }

    /// The classified pieces of `code`; their texts concatenate to `code` exactly.
    public static func pieces(_ code: String) -> [Piece] {
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
