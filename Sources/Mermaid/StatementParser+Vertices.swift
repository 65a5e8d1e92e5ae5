import TextBasics

/// Vertex statements: nodes with optional shapes and classes, joined by links and `&`.
extension StatementParser {
    /// Words that cannot start a node id. Like mermaid's lexer, a word only counts when a
    /// non-word character (or the end) follows it, so `endpoint` and `end_2` are fine while
    /// `end`, `end-x` and `style.x` are not.
    static let reservedIDWords: Set<String> = [
        "end", "subgraph", "style", "linkStyle", "classDef", "class", "interpolate", "graph", "flowchart",
        "_self", "_blank", "_parent", "_top",
    ]

    /// Reads `A[x] --> B & C -- text --> D` and similar: node groups separated by links.
    /// Every link connects each node of the group before it to each node of the group after
    /// it, in order (mermaid's cartesian product).
    mutating func parseVertexStatement(continuing previous: [String]? = nil) throws(DiagramError) {
        var sources: [String]
        if let previous { sources = previous } else { sources = try parseNodeGroup(after: nil) }
        var lastID = sources[sources.count - 1]
        while true {
            let beforeSpace = index
            skipInlineSpace()
            let edgeID = try scanEdgeID()
            let linkStart = index
            guard let scanned = try scanLink(after: lastID) else {
                index = beforeSpace
                break
            }
            let link: LinkToken
            var label: Label?
            switch scanned {
            case .complete(let token):
                link = token
                let afterLink = index
                skipInlineSpace()
                if scalar() == "|" {
                    label = try parsePipeLabel()
                } else {
                    index = afterLink
                }
            case .opening(let opening):
                (link, label) = try parseTextLink(opening)
            }
            if let text = label { label = try checkedLabel(text, at: linkStart) }
            skipInlineSpace()
            if isAtStatementEnd || isAtComment {
                // A link must have its target on the same line. Mermaid's lexer lets the
                // whitespace around a link include newlines, which silently joins
                // `A -->` with the next line; that hides a missing target, so it is an error.
                throw error("expected a node id after '\(link.text)', found \(describe(at: index))", at: index)
            }
            let targets = try parseNodeGroup(after: "'\(link.text)'")
            let location = source.location(of: linkStart)
            if let edgeID, sources.count * targets.count > 1 {
                throw error(
                    "edge id '\(edgeID.id)' names one edge, but this link joins \(sources.count) × \(targets.count) nodes; give each edge its own line and id",
                    at: edgeID.position)
            }
            for from in sources {
                for to in targets {
                    builder.addEdge(
                        Edge(
                            id: edgeID?.id, from: from, to: to, label: label, stroke: link.stroke,
                            startMarker: link.startMarker, endMarker: link.endMarker, length: link.length,
                            line: location.line, column: location.column))
                }
            }
            sources = targets
            lastID = targets[targets.count - 1]
        }
        try skipInlineSpaceAndComments()
        continuation = sources
        guard isAtStatementEnd else {
            var message =
                "expected a link (such as '-->'), '&' or end of line after '\(lastID)', found \(describe(at: index))"
            if let previous = source[index - 1], Self.isInlineSpace(previous), let current = scalar(),
                "[({>".unicodeScalars.contains(current)
            {
                message += "; a node's shape must follow its id without a space"
            }
            throw error(message, at: index)
        }
    }

    /// Reads an edge id before a link, `e1@` in `A e1@--> B` (mermaid 11.6), or returns nil without moving.
    mutating func scanEdgeID() throws(DiagramError) -> (id: String, position: Int)? {
        let start = index
        guard let id = scanID() else { return nil }
        guard scalar() == "@", let next = scalar(1), "-=.<xo~".unicodeScalars.contains(next) else {
            index = start
            return nil
        }
        if let earlier = builder.edgeLocation(id: id) {
            throw error(
                "edge id '\(id)' is already used by the edge at line \(earlier.line), column \(earlier.column)",
                at: start)
        }
        index += 1
        return (id, start)
    }

    /// Reads `A & B:::cls & C[x]`. Mermaid wants spaces around `&` (without them `A&B` is
    /// one id); this parser also accepts a missing space after `&`.
    mutating func parseNodeGroup(after context: String?) throws(DiagramError) -> [String] {
        var ids = [try parseStyledVertex(after: context)]
        while true {
            let save = index
            skipInlineSpace()
            guard scalar() == "&" else {
                index = save
                return ids
            }
            index += 1
            skipInlineSpace()
            ids.append(try parseStyledVertex(after: "'&'"))
        }
    }

    /// Reads one node: an id, an optional shape with its label, and an optional `:::class`.
    mutating func parseStyledVertex(after context: String?) throws(DiagramError) -> String {
        let start = index
        guard let id = scanID() else {
            let found = describe(at: index)
            if let context {
                throw error("expected a node id after \(context), found \(found)", at: index)
            }
            var message = "expected a statement, found \(found)"
            if let current = scalar(), Self.linkCharacters.contains(current) {
                message += "; a link must be on the same line as the node it starts from"
            }
            throw error(message, at: index)
        }
        var leadingWord = ""
        for scalar in id.unicodeScalars {
            guard scalar.isASCIIWordCharacter else { break }
            leadingWord.unicodeScalars.append(scalar)
        }
        if Self.reservedIDWords.contains(leadingWord) {
            throw error(
                "expected a node id, found the reserved word '\(leadingWord)'; capitalise it (e.g. '\(leadingWord.capitalizedFirst)') or use it only inside a label",
                at: start)
        }
        var shape: Shape?
        var label: Label?
        if let syntax = try shapeSyntax(nodeID: id) {
            let result = try parseShape(syntax, nodeID: id)
            shape = result.shape
            label = try checkedLabel(result.label, at: start)
        } else if scalar() == "@" {
            guard scalar(1) == "{" else {
                throw error(
                    "expected a link after '\(id)', found '@'; an edge id goes before its link with no space, as in 'A e1@--> B'",
                    at: index)
            }
            if context == nil, builder.hasEdge(id: id) {
                try applyEdgeData(try parseItemData(owner: "edge '\(id)'"), toEdge: id)
                try expectStatementEnd(after: "the data of edge '\(id)'")
                return id
            }
            var result = try parseNodeData(try parseItemData(owner: "node '\(id)'"), nodeID: id)
            if let text = result.label { result.label = try checkedLabel(text, at: start) }
            let location = source.location(of: start)
            builder.touchNode(
                id, line: location.line, column: location.column, shape: nil, label: nil, subgraph: openSubgraphs.last)
            builder.applyData(to: id, shape: result.shape, label: result.label)
            return try finishVertex(id)
        }
        let location = source.location(of: start)
        builder.touchNode(
            id, line: location.line, column: location.column, shape: shape, label: label,
            subgraph: openSubgraphs.last)
        return try finishVertex(id)
    }

    /// Reads the optional `:::class` after node `id`'s shape or data, and returns `id`.
    mutating func finishVertex(_ id: String) throws(DiagramError) -> String {
        if matches(":::") {
            let classStart = index
            index += 3
            guard let className = scanID() else {
                throw error("expected a class name after ':::', found \(describe(at: index))", at: index)
            }
            builder.assignClass(className, to: id, at: source.location(of: classStart))
        }
        return id
    }

    /// The shape whose opener starts at the current index, if any.
    mutating func shapeSyntax(nodeID: String) throws(DiagramError) -> ShapeSyntax? {
        if matches("(-") {
            throw error(
                "expected a shape after '\(nodeID)', found '(-'; the ellipse shape '(-…-)' is not supported, use '(…)' instead",
                at: index)
        }
        if matches("[|") {
            throw error(
                "expected a shape after '\(nodeID)', found '[|'; node properties '[|…|…]' are not supported", at: index)
        }
        return ShapeSyntax.all.first { matches($0.opener) }
    }

    /// Reads a shape's label and closing brackets; the closer decides the final shape.
    mutating func parseShape(_ syntax: ShapeSyntax, nodeID: String) throws(DiagramError) -> (shape: Shape, label: Label)
    {
        let openPosition = index
        index += syntax.opener.unicodeScalars.count
        let text = try parseDelimitedText(
            opener: syntax.opener, openedAt: openPosition, closers: syntax.closers.map(\.text),
            owner: "node '\(nodeID)'")
        return (syntax.closers[text.closer].shape, text.label)
    }
}

extension String {
    /// The string with its first character uppercased (ASCII only).
    var capitalizedFirst: String {
        guard let first = unicodeScalars.first, ("a"..."z").contains(first),
            let upper = Unicode.Scalar(first.value - 32)
        else { return self }
        var view = String.UnicodeScalarView()
        view.append(upper)
        view.append(contentsOf: unicodeScalars.dropFirst())
        return String(view)
    }
}
