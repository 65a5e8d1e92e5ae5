/// Label text between delimiters: node shapes, `|…|` on links, subgraph `[…]` titles.
extension StatementParser {
    /// Characters that end or break an unquoted label, as in mermaid's `text` lexer state.
    static let labelDelimiters: Set<Unicode.Scalar> = ["[", "]", "(", ")", "{", "}", "|", "\""]

    /// The text of a label and which closer ended it.
    struct DelimitedText {
        /// The processed label.
        var label: Label
        /// The index into the closers that matched.
        var closer: Int
    }

    /// Reads label text up to one of `closers`. The text is either quoted as a whole
    /// (`"…"` or a markdown string `` "`…`" ``, possibly spanning lines, with surrounding
    /// spaces allowed) or unquoted, in which case it must stay on one line and may not
    /// contain `( ) [ ] { } | "`.
    mutating func parseDelimitedText(
        opener: String, openedAt openPosition: Int, closers: [String], owner: String
    ) throws(DiagramError) -> DelimitedText {
        let contentStart = index
        let expected = closers.map { "'\($0)'" }.joined(separator: " or ")
        skipInlineSpace()
        if scalar() == "\"" {
            let quoted = try scanQuoted(owner: owner)
            skipInlineSpace()
            guard let closer = closerIndex(closers) else {
                throw error(
                    "expected \(expected) after the quoted label of \(owner), found \(describe(at: index))", at: index)
            }
            index += closers[closer].unicodeScalars.count
            return DelimitedText(
                label: LabelBuilder.label(raw: quoted.text, markdown: quoted.markdown, lineBreaks: true), closer: closer
            )
        }
        index = contentStart
        while true {
            if let closer = closerIndex(closers) {
                let raw = source.text(contentStart..<index)
                index += closers[closer].unicodeScalars.count
                return DelimitedText(
                    label: LabelBuilder.label(raw: raw, markdown: false, lineBreaks: true), closer: closer)
            }
            let opened = "opened at \(place(of: openPosition, relativeTo: index))"
            guard let current = scalar(), current != "\n" else {
                throw error(
                    "unclosed '\(opener)' in \(owner) (\(opened)): expected \(expected), found \(describe(at: index))",
                    at: index)
            }
            if Self.labelDelimiters.contains(current) {
                throw error(
                    "expected \(expected) to close '\(opener)' in \(owner) (\(opened)), found '\(current)'; put the label in quotes to use ( ) [ ] { } | \" in it",
                    at: index)
            }
            index += 1
        }
    }

    /// The index of the closer that starts at the current index, if any.
    func closerIndex(_ closers: [String]) -> Int? {
        closers.firstIndex { matches($0) }
    }

    /// Reads `"…"` or a markdown string `` "`…`" `` starting at the current `"`. The text
    /// may span lines; there are no escapes (use `#quot;` for a quote).
    mutating func scanQuoted(owner: String) throws(DiagramError) -> (text: String, markdown: Bool) {
        let start = index
        index += 1
        if scalar() == "`" {
            index += 1
            let textStart = index
            while !isAtEnd && !matches("`\"") {
                index += 1
            }
            guard !isAtEnd else {
                throw error(
                    "unclosed markdown string in \(owner): expected '`\"' to close '\"`', found end of diagram",
                    at: start)
            }
            let text = source.text(textStart..<index)
            index += 2
            return (text, true)
        }
        let textStart = index
        while let current = scalar(), current != "\"" {
            index += 1
        }
        guard !isAtEnd else {
            throw error("unclosed '\"' in \(owner): expected a closing '\"', found end of diagram", at: start)
        }
        let text = source.text(textStart..<index)
        index += 1
        return (text, false)
    }

    /// Reads `|text|` after a link; returns `nil` for an empty label.
    mutating func parsePipeLabel() throws(DiagramError) -> Label? {
        let openPosition = index
        index += 1
        let text = try parseDelimitedText(opener: "|", openedAt: openPosition, closers: ["|"], owner: "the link label")
        return text.label.isEmpty ? nil : text.label
    }
}
