/// Turns SourceKit's syntax map into highlighter pieces, with the few rules that make it read as Xcode shows
/// code (and as swift-syntax's classification did): declaration modifiers are keywords, `@State` is one
/// attribute, platform names inside `#available(…)`/`@available(…)` are keywords, names after `#if` are
/// directives, a name followed by `:` directly inside a call's parentheses is an argument label, and a
/// capitalized identifier is a type.
enum SourceKitPieces {
    typealias Piece = SwiftHighlighter.Piece
    typealias Kind = SwiftHighlighter.Kind

    static let platforms: Set<String> = [
        "iOS", "iOSApplicationExtension", "macOS", "macOSApplicationExtension", "macCatalyst",
        "macCatalystApplicationExtension", "watchOS", "watchOSApplicationExtension", "tvOS",
        "tvOSApplicationExtension", "visionOS", "visionOSApplicationExtension", "OSX", "swift",
    ]

    /// The pieces of `bytes[range]`, from the syntax-map `tokens` that start in it.
    static func pieces(_ bytes: [UInt8], tokens: ArraySlice<SyntaxToken>, in range: Range<Int>) -> [Piece] {
        var pieces: [Piece] = []
        var state = Scan()
        var cursor = range.lowerBound
        func text(_ start: Int, _ end: Int) -> String { String(decoding: bytes[start..<end], as: UTF8.self) }
        func plain(_ start: Int, _ end: Int) {
            guard start < end else { return }
            let gap = text(start, end)
            if let last = pieces.last, last.kind == nil {
                pieces[pieces.count - 1].text += gap
            } else {
                pieces.append(Piece(text: gap, kind: nil))
            }
        }
        for token in tokens {
            var start = token.offset
            var end = min(token.offset + token.length, range.upperBound)
            guard start >= cursor, start < end else { continue }
            // A line comment's token ends with its newline; the newline is plain, as between other tokens.
            if token.kind.hasPrefix("comment") || token.kind.hasPrefix("doccomment"), bytes[end - 1] == 0x0A {
                end -= 1
            }
            state.scan(bytes[cursor..<start])
            var attribute = false
            if start > cursor, bytes[start - 1] == UInt8(ascii: "@"),
                token.kind == "typeidentifier" || token.kind == "identifier"
            {
                // `@State`: the `@` belongs to the attribute.
                start -= 1
                attribute = true
            }
            plain(cursor, start)
            let piece = text(start, end)
            let kind = attribute ? .attribute : self.kind(token.kind, text: piece, bytes: bytes, end: end, state: state)
            if let kind {
                pieces.append(Piece(text: piece, kind: kind))
            } else {
                plain(start, end)
            }
            state.passed(token, text: piece)
            cursor = end
        }
        plain(cursor, range.upperBound)
        return pieces
    }

    /// Whether `tokens` (those starting in `range` of a joined document) are what `bytes[range]` alone gives:
    /// no token crosses the range's edges (a line comment may end with the separator's newline), and its
    /// brackets and `#if`s are all closed, so the next block starts where a file starts.
    static func isSelfContained(
        _ bytes: [UInt8], tokens: ArraySlice<SyntaxToken>, in range: Range<Int>, previous: SyntaxToken?
    ) -> Bool {
        if let previous, previous.offset + previous.length > range.lowerBound { return false }
        var state = Scan()
        var cursor = range.lowerBound
        var conditions = 0
        for token in tokens {
            let end = token.offset + token.length
            let isComment = token.kind.hasPrefix("comment") || token.kind.hasPrefix("doccomment")
            if end > range.upperBound, !(isComment && end == range.upperBound + 1 && bytes[range.upperBound] == 0x0A) {
                return false
            }
            guard token.offset >= cursor else { return false }
            state.scan(bytes[cursor..<token.offset])
            if state.underflow { return false }
            if token.kind == "buildconfig.keyword" || token.kind == "pounddirective.keyword" {
                let word = String(decoding: bytes[token.offset..<min(end, range.upperBound)], as: UTF8.self)
                if word == "#if" { conditions += 1 }
                if word == "#endif" { conditions -= 1 }
                if conditions < 0 { return false }
            }
            cursor = min(end, range.upperBound)
        }
        state.scan(bytes[cursor..<range.upperBound])
        return !state.underflow && state.open.isEmpty && conditions == 0
    }

    /// What the text between tokens says about the context: open brackets, and lines after `#if`.
    struct Scan {
        /// The open brackets, innermost last.
        var open: [UInt8] = []
        /// A closing bracket with nothing open (the block is not balanced).
        var underflow = false
        /// The depth of the parentheses of `#available(…)` or `@available(…)`, while inside them.
        var availability: Int?
        /// The last token opened an availability list; its `(` comes next.
        var availabilityNext = false
        /// The last token was `#if` or `#elseif`, on this line.
        var directive = false
        /// The last non-space byte before the current token.
        var lastByte: UInt8 = 0x0A

        mutating func scan(_ gap: ArraySlice<UInt8>) {
            for byte in gap {
                switch byte {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                    open.append(byte)
                    if availabilityNext, byte == UInt8(ascii: "(") { availability = open.count }
                    availabilityNext = false
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    if open.isEmpty { underflow = true } else { open.removeLast() }
                    if let depth = availability, open.count < depth { availability = nil }
                case 0x0A:
                    directive = false
                default: break
                }
                if byte != 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D { lastByte = byte }
            }
        }

        mutating func passed(_ token: SyntaxToken, text: String) {
            availabilityNext = text == "#available" || text == "#unavailable" || text == "@available"
            if token.kind == "buildconfig.keyword" || token.kind == "pounddirective.keyword" {
                directive = text == "#if" || text == "#elseif"
            }
            if let last = text.utf8.last { lastByte = last }
            if text.utf8.last == 0x0A { directive = false }
        }
    }

    /// The piece kind of a token.
    static func kind(_ kind: String, text: String, bytes: [UInt8], end: Int, state: Scan) -> Kind? {
        switch kind {
        case "keyword": return .keyword
        case "typeidentifier": return .type
        case "attribute.builtin": return text.hasPrefix("@") ? .attribute : .keyword
        case "attribute.id": return .attribute
        case "number": return .number
        case "string": return .string
        case "comment", "comment.url", "comment.mark": return .comment
        case "doccomment", "doccomment.field": return .docComment
        case "buildconfig.keyword", "pounddirective.keyword", "buildconfig.id": return .directive
        case "operator": return .operator
        case "identifier", "placeholder":
            if state.directive { return .directive }
            if let depth = state.availability, state.open.count == depth, platforms.contains(text) { return .keyword }
            if end < bytes.count, bytes[end] == UInt8(ascii: ":"),
                end + 1 >= bytes.count || bytes[end + 1] != UInt8(ascii: ":"),
                state.open.last == UInt8(ascii: "("),
                state.lastByte == UInt8(ascii: "(") || state.lastByte == UInt8(ascii: ",")
            {
                return .label
            }
            // Without types, a capitalized name is almost always a type, as Xcode shows it.
            if let first = text.unicodeScalars.first, first.properties.isUppercase { return .type }
            return text.hasPrefix("#") ? .keyword : .identifier
        default:
            return nil
        }
    }
}
