import TextBasics

/// The diagram header: optional front matter, then `flowchart`/`graph` and a direction.
extension StatementParser {
    /// Keywords of mermaid diagram types other than flowcharts.
    static let otherDiagramKeywords: Set<String> = [
        "sequenceDiagram", "classDiagram", "classDiagram-v2", "stateDiagram", "stateDiagram-v2",
        "erDiagram", "gantt", "pie", "journey", "gitGraph", "mindmap", "timeline", "quadrantChart",
        "requirementDiagram", "requirement", "sankey-beta", "sankey", "xychart-beta", "xychart",
        "block-beta", "block", "packet-beta", "packet", "architecture-beta", "architecture", "kanban",
        "radar-beta", "treemap-beta", "treemap", "C4Context", "C4Container", "C4Component", "C4Dynamic",
        "C4Deployment", "info", "zenuml", "venn-beta", "ishikawa-beta",
    ]

    /// Reads everything up to and including the header line.
    mutating func parseHeader() throws(DiagramError) {
        while let current = scalar(), current == "\n" || Self.isInlineSpace(current) {
            index += 1
        }
        if isAtFrontMatterFence(index) {
            try parseFrontMatter()
        }
        while let current = scalar() {
            if current == "\n" || Self.isInlineSpace(current) {
                index += 1
            } else if isAtComment {
                try skipComment()
            } else {
                break
            }
        }
        let start = index
        guard !isAtEnd else {
            throw error("the diagram is empty: expected 'flowchart' or 'graph', found end of diagram", at: start)
        }
        var end = start
        while let current = source[end], current.isASCIIWordCharacter || current == "-" {
            end += 1
        }
        let keyword = source.text(start..<end)
        switch keyword {
        case "flowchart", "graph":
            break
        case "flowchart-elk":
            warn("'flowchart-elk' is read as 'flowchart': Puente lays out every flowchart the same way", at: start)
        case "sequenceDiagram":
            // Through `Diagrams`, a sequence diagram reaches the flowchart parser only when its header line holds
            // more than the keyword (``SequenceParser/isHeader(_:)`` wants it alone, or followed by a space or a
            // tab): say what to change there. Alone, it is a sequence diagram given to the wrong parser.
            if let next = source[end], next != "\n", !Self.isInlineSpace(next),
                !(next == "%" && source[end + 1] == "%")
            {
                throw error(
                    "'sequenceDiagram' must be alone on its line, found \(describe(at: end)) after it; "
                        + "start the diagram's statements on the next line", at: end)
            }
            throw error(
                "expected 'flowchart' or 'graph' at the start of a flowchart, found 'sequenceDiagram': a sequence "
                    + "diagram, which SequenceParser reads", at: start)
        default:
            if Self.otherDiagramKeywords.contains(keyword) {
                throw error(
                    "'\(keyword)' diagrams are not supported; Puente renders flowcharts (flowchart/graph) and sequence diagrams (sequenceDiagram)",
                    at: start)
            }
            let found = keyword.isEmpty ? describe(at: start) : "'\(keyword)'"
            throw error("expected 'flowchart' or 'graph' at the start of the diagram, found \(found)", at: start)
        }
        index = end
        let hadSpace = skipInlineSpace()
        if isAtStatementEnd || isAtComment {
            return
        }
        let directionStart = index
        guard hadSpace else {
            throw error(
                "expected a direction (TB, TD, BT, RL or LR) or end of line after '\(keyword)', found \(describe(at: index))",
                at: index)
        }
        while let current = scalar(), !current.properties.isWhitespace, current != ";", !isAtComment {
            index += 1
        }
        let word = source.text(directionStart..<index)
        guard let direction = Direction(keyword: word) else {
            throw error(
                "expected a direction (TB, TD, BT, RL or LR) after '\(keyword)', found '\(word)'", at: directionStart)
        }
        builder.direction = direction
        try expectStatementEnd(after: "'\(keyword) \(word)'")
    }

    /// Whether a `---` line (front matter fence) starts at `position`.
    func isAtFrontMatterFence(_ position: Int) -> Bool {
        guard matches("---", at: position) else { return false }
        var end = position + 3
        while let current = source[end], Self.isInlineSpace(current) {
            end += 1
        }
        return source[end] == nil || source[end] == "\n"
    }

    /// Reads YAML front matter between `---` lines. Only the top-level `title:` is used;
    /// other top-level keys (such as `config:`) are reported as ignored.
    mutating func parseFrontMatter() throws(DiagramError) {
        let start = index
        while let current = scalar(), current != "\n" {
            index += 1
        }
        while true {
            guard scalar() == "\n" else {
                throw error("unclosed front matter: expected a closing '---' line, found end of diagram", at: start)
            }
            index += 1
            let lineStart = index
            if isAtFrontMatterFence(lineStart) {
                while let current = scalar(), current != "\n" {
                    index += 1
                }
                return
            }
            while let current = scalar(), current != "\n" {
                index += 1
            }
            guard let first = source[lineStart], !first.properties.isWhitespace, first != "#" else { continue }
            let line = source.text(lineStart..<index)
            guard let colon = line.firstIndex(of: ":") else { continue }
            let key = String(line[..<colon]).trimmingWhitespace
            let value = String(line[line.index(after: colon)...]).trimmingWhitespace
            if key == "title" {
                builder.title = Self.unquoteYAMLScalar(value)
            } else if !key.isEmpty {
                warn("front matter key '\(key)' ignored: only 'title' is used", at: lineStart)
            }
        }
    }

    /// Removes matching single or double quotes around a YAML scalar.
    static func unquoteYAMLScalar(_ value: String) -> String {
        let scalars = Array(value.unicodeScalars)
        guard scalars.count >= 2, let first = scalars.first, let last = scalars.last,
            first == last, first == "\"" || first == "'"
        else { return value }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[1..<(scalars.count - 1)])
        return String(view)
    }
}
