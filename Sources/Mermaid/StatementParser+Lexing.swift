import TextBasics

/// Character-level helpers shared by the statement parsers.
extension StatementParser {
    /// Scalars that make up links; used to describe an unexpected arrow in messages.
    static let linkCharacters: Set<Unicode.Scalar> = ["-", "=", ".", "~", "<", ">"]

    /// The scalar `offset` positions after the current one, or `nil` past the end.
    func scalar(_ offset: Int = 0) -> Unicode.Scalar? {
        source[index + offset]
    }

    /// Whether the whole source has been read.
    var isAtEnd: Bool { index >= source.count }

    /// Whether the source continues with `literal` at `position`.
    func matches(_ literal: String, at position: Int) -> Bool {
        var position = position
        for expected in literal.unicodeScalars {
            guard source[position] == expected else { return false }
            position += 1
        }
        return true
    }

    /// Whether the source continues with `literal` at the current index.
    func matches(_ literal: String) -> Bool {
        matches(literal, at: index)
    }

    /// Whether the current scalar ends a statement: end of diagram, a newline or `;`.
    var isAtStatementEnd: Bool {
        guard let current = scalar() else { return true }
        return current == "\n" || current == ";"
    }

    /// Whether a `%%` comment or directive starts at the current index.
    var isAtComment: Bool { scalar() == "%" && scalar(1) == "%" }

    /// Whether `scalar` is whitespace other than a newline (a byte-order mark counts too).
    static func isInlineSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar != "\n" && (scalar.properties.isWhitespace || scalar == "\u{FEFF}")
    }

    /// Skips spaces and tabs; returns whether anything was skipped.
    @discardableResult
    mutating func skipInlineSpace() -> Bool {
        let start = index
        while let current = scalar(), Self.isInlineSpace(current) {
            index += 1
        }
        return index > start
    }

    /// Skips spaces, tabs and a trailing `%%` comment (but not the newline ending it).
    mutating func skipInlineSpaceAndComments() throws(DiagramError) {
        while true {
            skipInlineSpace()
            guard isAtComment else { return }
            try skipComment()
        }
    }

    /// Skips whitespace, newlines, `;` and comments between statements.
    mutating func skipSeparators() throws(DiagramError) {
        while let current = scalar() {
            if current == "\n" || current == ";" || Self.isInlineSpace(current) {
                index += 1
            } else if isAtComment {
                try skipComment()
            } else {
                return
            }
        }
    }

    /// Skips a `%%` comment up to the end of its line, or a whole `%%{ … }%%` directive
    /// (which may span lines) with a warning that it is ignored.
    mutating func skipComment() throws(DiagramError) {
        let start = index
        guard scalar(2) == "{" else {
            while let current = scalar(), current != "\n" {
                index += 1
            }
            return
        }
        var position = index + 3
        while position < source.count && !matches("}%%", at: position) {
            position += 1
        }
        guard position < source.count else {
            throw error(
                "unclosed directive: expected '}%%' to end the '%%{' directive, found end of diagram", at: start)
        }
        var nameEnd = index + 3
        while let current = source[nameEnd], current.isASCIILetter {
            nameEnd += 1
        }
        let name = source.text((index + 3)..<nameEnd)
        let shown = name.isEmpty ? "%%{…}%%" : "%%{\(name): …}%%"
        warn(
            "directive '\(shown)' ignored: mermaid configuration directives do not apply to Puente's static diagrams",
            at: start)
        index = position + 3
    }

    /// Whether the scalar at `position` may be part of a node id.
    ///
    /// Follows mermaid's `NODE_STRING`/`idString` tokens: letters (any script), digits and
    /// `_ ! # $ & ' * + . , : ? \ / %` and backtick. A `-` only counts when it does not start
    /// a link (`--`, `->`, `-.`), `=` only when not followed by `=`, `:` only when it does not
    /// start `:::`, and `%` only when it does not start a `%%` comment. So `A-->B` splits into
    /// `A`, `-->`, `B`, while `a-b`, `a.b`, `a:b` and even `A&B` are single ids, as in mermaid.
    func isIDCharacter(at position: Int) -> Bool {
        guard let current = source[position] else { return false }
        switch current {
        case "-":
            guard let next = source[position + 1] else { return true }
            return next != "-" && next != ">" && next != "."
        case "=":
            return source[position + 1] != "="
        case ":":
            return !(source[position + 1] == ":" && source[position + 2] == ":")
        case "%":
            return source[position + 1] != "%"
        case "_", "!", "#", "$", "&", "'", "*", "+", ".", "`", "?", "\\", "/", ",":
            return true
        default:
            if current.isASCII {
                return current.isASCIILetter || current.isASCIIDigit
            }
            let properties = current.properties
            if properties.isAlphabetic {
                return true
            }
            switch properties.generalCategory {
            case .decimalNumber, .nonspacingMark, .spacingMark, .enclosingMark:
                return true
            default:
                return false
            }
        }
    }

    /// The index just past the node id starting at `position` (`position` itself if none).
    func idEnd(from position: Int) -> Int {
        var end = position
        while isIDCharacter(at: end) {
            end += 1
        }
        return end
    }

    /// Reads a node id at the current index, or returns `nil` without moving.
    mutating func scanID() -> String? {
        let end = idEnd(from: index)
        guard end > index else { return nil }
        let id = source.text(index..<end)
        index = end
        return id
    }

    /// The ASCII word at `position` if it ends at a word boundary (like jison's implicit `\b`).
    func keyword(at position: Int) -> String? {
        var end = position
        while let current = source[end], current.isASCIILetter {
            end += 1
        }
        guard end > position else { return nil }
        if let next = source[end], next.isASCIIWordCharacter {
            return nil
        }
        return source.text(position..<end)
    }

    /// A short description of the token at `position` for "found …" in messages.
    func describe(at position: Int) -> String {
        guard let current = source[position] else { return "end of diagram" }
        if current == "\n" || (current == "%" && source[position + 1] == "%") {
            return "end of line"
        }
        if Self.isInlineSpace(current) {
            return "a space"
        }
        var end = position + 1
        if isIDCharacter(at: position) {
            end = idEnd(from: position)
        } else if Self.linkCharacters.contains(current) {
            while let next = source[end], Self.linkCharacters.contains(next) {
                end += 1
            }
        }
        let limit = min(end, position + 24)
        let text = source.text(position..<limit) + (end > limit ? "…" : "")
        return "'\(text)'"
    }

    /// Where `position` is, relative to `reference`: "column 3" on the same line, else "line 2, column 3".
    func place(of position: Int, relativeTo reference: Int) -> String {
        let target = source.location(of: position)
        let current = source.location(of: reference)
        if target.line == current.line {
            return "column \(target.column)"
        }
        return "line \(target.line), column \(target.column)"
    }

    /// A syntax error located at `position`.
    func error(_ message: String, at position: Int) -> DiagramError {
        let location = source.location(of: position)
        return DiagramError(line: location.line, column: location.column, message: message)
    }

    /// Records a warning located at `position`.
    mutating func warn(_ message: String, at position: Int) {
        let location = source.location(of: position)
        builder.warnings.append(DiagramWarning(line: location.line, column: location.column, message: message))
    }

    /// Requires the statement to end here, allowing trailing spaces and a comment.
    mutating func expectStatementEnd(after context: String) throws(DiagramError) {
        try skipInlineSpaceAndComments()
        guard isAtStatementEnd else {
            throw error("expected end of line after \(context), found \(describe(at: index))", at: index)
        }
    }

    /// Requires at least one space followed by more of the statement; `expected` names what should follow.
    mutating func requireSpace(after context: String, expecting expected: String) throws(DiagramError) {
        let hadSpace = skipInlineSpace()
        guard hadSpace, !isAtStatementEnd, !isAtComment else {
            throw error("expected \(expected) after \(context), found \(describe(at: index))", at: index)
        }
    }
}
