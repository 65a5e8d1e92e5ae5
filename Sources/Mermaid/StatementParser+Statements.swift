import TextBasics

/// The statement loop and the small statements: `end`, `direction`, `click`, `accTitle`, `accDescr`.
extension StatementParser {
    /// Reads statements until the end of the diagram.
    mutating func parseStatements() throws(DiagramError) {
        while true {
            try skipSeparators()
            if isAtEnd {
                break
            }
            try parseStatement()
        }
        if let open = openSubgraphs.last {
            let record = builder.subgraph(at: open)
            throw error(
                "unclosed subgraph \(record.displayName) (opened at line \(record.line)): expected 'end', found end of diagram",
                at: record.position)
        }
    }

    /// Reads one statement, dispatching on its first word.
    mutating func parseStatement() throws(DiagramError) {
        let start = index
        let previous = continuation
        continuation = nil
        if let previous, let first = scalar(), "-=<~".unicodeScalars.contains(first) {
            try parseVertexStatement(continuing: previous)
            return
        }
        if try parseAccessibilityStatement() {
            return
        }
        if let word = keyword(at: start) {
            switch word {
            case "subgraph":
                try parseSubgraph()
                return
            case "end":
                try parseEnd()
                return
            case "style":
                try parseStyleStatement()
                return
            case "classDef":
                try parseClassDef()
                return
            case "class":
                try parseClassStatement()
                return
            case "linkStyle":
                try parseLinkStyle()
                return
            case "click":
                if parseClick() {
                    return
                }
            case "direction":
                if try parseDirectionStatement() {
                    return
                }
            case "flowchart", "graph":
                throw error("expected a statement, found '\(word)': the diagram header may appear only once", at: start)
            default:
                break
            }
        }
        try parseVertexStatement()
    }

    /// Reads `end`, closing the innermost open subgraph.
    mutating func parseEnd() throws(DiagramError) {
        let start = index
        guard let record = openSubgraphs.popLast() else {
            throw error("expected a statement, found 'end' with no open subgraph to close", at: start)
        }
        index += 3
        try expectStatementEnd(after: "'end'")
        builder.closeSubgraph(record, parent: openSubgraphs.last)
    }

    /// Reads `direction TB|TD|BT|RL|LR`. Returns `false` (without moving) when the line is
    /// really a node called `direction`, e.g. `direction --> B`.
    ///
    /// Mermaid only honours `direction` inside subgraphs; at the top level it is ignored,
    /// which this parser reports with a warning. `TD` is accepted as a synonym of `TB`.
    mutating func parseDirectionStatement() throws(DiagramError) -> Bool {
        let start = index
        var position = start + 9
        guard let next = source[position], Self.isInlineSpace(next) else { return false }
        while let current = source[position], Self.isInlineSpace(current) {
            position += 1
        }
        guard let first = source[position], first.isASCIILetter else { return false }
        let end = idEnd(from: position)
        let word = source.text(position..<end)
        guard ["TB", "TD", "BT", "RL", "LR"].contains(word), let direction = Direction(keyword: word) else {
            throw error("expected a direction (TB, TD, BT, RL or LR) after 'direction', found '\(word)'", at: position)
        }
        index = end
        try expectStatementEnd(after: "'direction \(word)'")
        if let open = openSubgraphs.last {
            builder.setDirection(direction, ofSubgraph: open)
        } else {
            warn(
                "'direction \(word)' outside a subgraph is ignored; set the diagram's direction in its header instead",
                at: start)
        }
        return true
    }

    /// Skips a `click` statement (any of its forms) with a warning. Returns `false` when
    /// `click` is not followed by a space, i.e. it starts a node id such as `click.node`.
    mutating func parseClick() -> Bool {
        let start = index
        guard let next = source[start + 5], Self.isInlineSpace(next) else { return false }
        index = start + 5
        while let current = scalar(), current != "\n", current != ";", !isAtComment {
            if current == "\"" {
                index += 1
                while let quoted = scalar(), quoted != "\"", quoted != "\n" {
                    index += 1
                }
                if scalar() == "\"" {
                    index += 1
                }
                continue
            }
            index += 1
        }
        warn("click handlers are not supported in static diagrams; ignored", at: start)
        return true
    }

    /// Reads `accTitle: …`, `accDescr: …` or `accDescr { … }`; returns `false` if the
    /// statement is something else.
    mutating func parseAccessibilityStatement() throws(DiagramError) -> Bool {
        let start = index
        for word in ["accTitle", "accDescr"] where matches(word, at: start) {
            var position = start + word.unicodeScalars.count
            while let current = source[position], Self.isInlineSpace(current) {
                position += 1
            }
            if source[position] == ":" {
                index = position + 1
                while let current = scalar(), current != "\n" {
                    index += 1
                }
                let value = source.text((position + 1)..<index).trimmingWhitespace
                if word == "accTitle" {
                    builder.accessibleTitle = value
                } else {
                    builder.accessibleDescription = value
                }
                return true
            }
            if word == "accDescr" && source[position] == "{" {
                index = position + 1
                while let current = scalar(), current != "}" {
                    index += 1
                }
                guard !isAtEnd else {
                    throw error("unclosed '{' after 'accDescr': expected '}', found end of diagram", at: position)
                }
                let lines = source.text((position + 1)..<index)
                    .split(separator: "\n", omittingEmptySubsequences: false)
                    .map { String($0).trimmingWhitespace }
                builder.accessibleDescription = lines.joined(separator: "\n").trimmingWhitespace
                index += 1
                try expectStatementEnd(after: "'accDescr { … }'")
                return true
            }
        }
        return false
    }
}
