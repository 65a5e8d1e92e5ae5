import TextBasics

/// `subgraph` headers. Mermaid's forms and the ids they get:
///
/// - `subgraph` → generated id `subGraphN`, empty title
/// - `subgraph one` → id and title `one`
/// - `subgraph Two words` or `subgraph "Two words"` → generated id, title `Two words`
///   (mermaid only uses a title as id when it has no whitespace)
/// - `subgraph id [title]`, `subgraph id[title]`, `subgraph id["title"]` → explicit id
///
/// Generated ids count subgraphs in the order their `end` is reached, which is what
/// mermaid's `addSubGraph` does.
extension StatementParser {
    /// Reads a subgraph header and opens the subgraph.
    mutating func parseSubgraph() throws(DiagramError) {
        let start = index
        index += 8
        let hadSpace = skipInlineSpace()
        var explicitID: String?
        var title = Label(lines: [])
        if !isAtStatementEnd && !isAtComment {
            guard hadSpace else {
                throw error(
                    "expected a space and a subgraph id or title after 'subgraph', found \(describe(at: index))",
                    at: index)
            }
            if scalar() == "\"" {
                let quoted = try scanQuoted(owner: "the subgraph title")
                let text = quoted.text.trimmingWhitespace
                skipInlineSpace()
                if scalar() == "[" {
                    explicitID = text
                    title = try parseSubgraphTitle(id: text)
                } else {
                    title = LabelBuilder.label(raw: quoted.text, markdown: quoted.markdown, lineBreaks: true)
                    explicitID = text.containsWhitespace ? nil : text
                }
            } else {
                let textStart = index
                while let current = scalar(), current != "\n", current != ";", current != "[", !isAtComment {
                    if "(){}|<>]\"".unicodeScalars.contains(current) {
                        let text = source.text(textStart..<index).trimmingWhitespace
                        throw error(
                            "expected '[' or end of line after 'subgraph \(text)', found '\(current)'; put the title in quotes to use ( ) { } | < > ] \" in it",
                            at: index)
                    }
                    index += 1
                }
                let text = source.text(textStart..<index).trimmingWhitespace
                if scalar() == "[" {
                    guard !text.isEmpty else {
                        throw error("expected a subgraph id before '[', found '['", at: index)
                    }
                    explicitID = text
                    title = try parseSubgraphTitle(id: text)
                } else {
                    title = LabelBuilder.label(raw: text, markdown: false, lineBreaks: true)
                    explicitID = text.containsWhitespace ? nil : text
                }
            }
        }
        try expectStatementEnd(after: "the subgraph header")
        let location = source.location(of: start)
        let record = builder.openSubgraph(
            id: explicitID, title: title, line: location.line, column: location.column, position: start)
        openSubgraphs.append(record)
    }

    /// Reads the `[title]` after an explicit subgraph id.
    mutating func parseSubgraphTitle(id: String) throws(DiagramError) -> Label {
        let openPosition = index
        index += 1
        return try parseDelimitedText(
            opener: "[", openedAt: openPosition, closers: ["]"], owner: "the title of subgraph '\(id)'"
        ).label
    }
}
