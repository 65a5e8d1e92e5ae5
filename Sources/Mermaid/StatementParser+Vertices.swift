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
    mutating func parseVertexStatement() throws(DiagramError) {
        var sources = try parseNodeGroup(after: nil)
        var lastID = sources[sources.count - 1]
        while true {
            let beforeSpace = index
            skipInlineSpace()
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
            skipInlineSpace()
            if isAtStatementEnd || isAtComment {
                // A link must have its target on the same line. Mermaid's lexer lets the
                // whitespace around a link include newlines, which silently joins
                // `A -->` with the next line; that hides a missing target, so it is an error.
                throw error("expected a node id after '\(link.text)', found \(describe(at: index))", at: index)
            }
            let targets = try parseNodeGroup(after: "'\(link.text)'")
            let location = source.location(of: linkStart)
            for from in sources {
                for to in targets {
                    builder.addEdge(
                        Edge(
                            from: from, to: to, label: label, stroke: link.stroke, startMarker: link.startMarker,
                            endMarker: link.endMarker, length: link.length, line: location.line,
                            column: location.column))
                }
            }
            sources = targets
            lastID = targets[targets.count - 1]
        }
        try skipInlineSpaceAndComments()
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
            label = result.label
        } else if scalar() == "@" {
            if scalar(1) == "{" {
                throw error(
                    "expected a shape such as '[' or '(' after '\(id)', found '@{'; the '@{ shape: … }' syntax is not supported",
                    at: index)
            }
            throw error(
                "expected a link after '\(id)', found '@'; edge ids such as 'e1@-->' are not supported", at: index)
        }
        let location = source.location(of: start)
        builder.touchNode(
            id, line: location.line, column: location.column, shape: shape, label: label,
            subgraph: openSubgraphs.last)
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
