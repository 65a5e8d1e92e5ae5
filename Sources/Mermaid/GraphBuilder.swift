/// Collects what the statements declare and assembles the final `Flowchart`.
///
/// Classes and styles are applied when the diagram is complete, so `class`/`style`
/// statements may come before or after the nodes and subgraphs they name.
struct GraphBuilder: Sendable {
    /// A class attached by `class` or `:::`.
    private struct ClassAssignment: Sendable {
        var className: String
        var id: String
        var line: Int
        var column: Int
    }

    /// A `style` statement.
    private struct StyleAssignment: Sendable {
        var id: String
        var style: Style
    }

    /// The header's direction.
    var direction: Direction = .topToBottom
    /// The `accTitle` text.
    var accessibleTitle: String?
    /// The `accDescr` text.
    var accessibleDescription: String?
    /// The front matter `title`.
    var title: String?
    /// Warnings in the order they were found.
    var warnings: [DiagramWarning] = []

    /// Every id seen as a node, in order of first appearance (subgraph ids are removed at the end).
    private var nodes: [Node] = []
    /// The index of each id in `nodes`.
    private var nodeIndex: [String: Int] = [:]
    /// The edges in source order.
    private var edges: [Edge] = []
    /// The index in `edges` of each edge id, given or generated.
    private var edgeIndex: [String: Int] = [:]
    /// How many edges without an id join each pair of ids, for generated ids.
    private var pairCounts: [String: Int] = [:]
    /// Styles from `linkStyle <index>`.
    private var edgeStyles: [Int: Style] = [:]
    /// The style from `linkStyle default`.
    private var defaultEdgeStyle = Style()
    /// Styles from `classDef`.
    private var classDefs: [String: Style] = [:]
    /// Classes to attach once everything is known.
    private var classAssignments: [ClassAssignment] = []
    /// Styles to attach once everything is known.
    private var styleAssignments: [StyleAssignment] = []
    /// Every `subgraph` block, in source order.
    private var subgraphs: [SubgraphRecord] = []
    /// The record of each closed subgraph id (the first block with that id).
    private var closedSubgraphs: [String: Int] = [:]
    /// How many blocks have been closed; numbers generated ids.
    private var closedCount = 0
    /// The subgraph record that owns each id.
    private var memberOf: [String: Int] = [:]

    /// The number of edges so far (the valid `linkStyle` indices are below it).
    var edgeCount: Int { edges.count }

    /// The record of subgraph `index`.
    func subgraph(at index: Int) -> SubgraphRecord {
        subgraphs[index]
    }

    /// Notes a reference to node `id`, creating it on first sight. A reference with a shape
    /// replaces the shape and label, so the last shaped definition wins, as in mermaid.
    mutating func touchNode(_ id: String, line: Int, column: Int, shape: Shape?, label: Label?, subgraph: Int?) {
        if let existing = nodeIndex[id] {
            if let shape {
                nodes[existing].shape = shape
                nodes[existing].label = label ?? nodes[existing].label
            }
        } else {
            nodeIndex[id] = nodes.count
            nodes.append(Node(id: id, label: label, shape: shape ?? .rectangle, line: line, column: column))
        }
        if let subgraph {
            subgraphs[subgraph].addToBody(id)
        }
    }

    /// Adds an edge.
    mutating func addEdge(_ edge: Edge) {
        if let id = edge.id {
            edgeIndex[id] = edges.count
        } else {
            // Mermaid names every edge without an id `L_<from>_<to>_<n>` (n is 0, then the number of earlier
            // edges between the two plus one), and `L_A_B_0@{ … }` refers to it.
            let pair = "\(edge.from)\u{0}\(edge.to)"
            let earlier = pairCounts[pair, default: 0]
            pairCounts[pair] = earlier + 1
            let generated = "L_\(edge.from)_\(edge.to)_\(earlier == 0 ? 0 : earlier + 1)"
            if edgeIndex[generated] == nil { edgeIndex[generated] = edges.count }
        }
        edges.append(edge)
    }

    /// Whether an edge has the id `id`.
    func hasEdge(id: String) -> Bool { edgeIndex[id] != nil }

    /// Where the edge with id `id` is, if there is one.
    func edgeLocation(id: String) -> (line: Int, column: Int)? {
        edgeIndex[id].map { (edges[$0].line, edges[$0].column) }
    }

    /// Sets the animation of the edge with id `id`.
    mutating func setAnimation(_ animation: EdgeAnimation?, ofEdge id: String) {
        guard let index = edgeIndex[id] else { return }
        edges[index].animation = animation
    }

    /// Applies node data (`A@{ … }`) to node `id`, which exists: a given shape or label replaces the current one.
    mutating func applyData(to id: String, shape: Shape?, label: Label?) {
        guard let index = nodeIndex[id] else { return }
        if let shape { nodes[index].shape = shape }
        if let label { nodes[index].label = label }
    }

    /// Records `linkStyle`: `nil` indices mean `default`. A later `linkStyle` for the same
    /// index replaces the earlier one, as in mermaid.
    mutating func setLinkStyle(_ style: Style, forEdges indices: [Int]?) {
        guard let indices else {
            defaultEdgeStyle = style
            return
        }
        for index in indices {
            edgeStyles[index] = style
        }
    }

    /// Adds declarations to a class definition.
    mutating func addClassDef(_ name: String, style: Style) {
        classDefs[name, default: Style()].merge(style)
    }

    /// Attaches a class to a node or subgraph id.
    mutating func assignClass(_ className: String, to id: String, at location: (line: Int, column: Int)) {
        classAssignments.append(
            ClassAssignment(className: className, id: id, line: location.line, column: location.column))
    }

    /// Records a `style` statement, creating the node if the id is new (as mermaid does).
    mutating func addStyle(_ style: Style, to id: String, at location: (line: Int, column: Int)) {
        touchNode(id, line: location.line, column: location.column, shape: nil, label: nil, subgraph: nil)
        styleAssignments.append(StyleAssignment(id: id, style: style))
    }

    /// Starts a subgraph and returns its record index.
    mutating func openSubgraph(id: String?, title: Label, line: Int, column: Int, position: Int) -> Int {
        subgraphs.append(SubgraphRecord(explicitID: id, title: title, line: line, column: column, position: position))
        return subgraphs.count - 1
    }

    /// Sets a subgraph's direction.
    mutating func setDirection(_ direction: Direction, ofSubgraph record: Int) {
        subgraphs[record].direction = direction
    }

    /// Ends subgraph `record` (inside `parent`, if any), deciding its id and members.
    ///
    /// A block that reuses the id of an earlier subgraph is merged into it rather than
    /// creating a second subgraph with the same id.
    mutating func closeSubgraph(_ record: Int, parent: Int?) {
        let id = subgraphs[record].explicitID ?? "subGraph\(closedCount)"
        closedCount += 1
        subgraphs[record].id = id
        var target = record
        if let existing = closedSubgraphs[id] {
            target = existing
            subgraphs[record].mergedInto = existing
            if let direction = subgraphs[record].direction {
                subgraphs[existing].direction = direction
            }
            if subgraphs[existing].title.isEmpty {
                subgraphs[existing].title = subgraphs[record].title
            }
        } else {
            closedSubgraphs[id] = record
        }
        for member in subgraphs[record].body where member != id && memberOf[member] == nil {
            memberOf[member] = target
            subgraphs[target].members.append(member)
        }
        if let parent {
            subgraphs[parent].addToBody(id)
        }
    }

    /// Assembles the flowchart.
    mutating func finish() -> Flowchart {
        var nodes = self.nodes
        for assignment in styleAssignments {
            if let record = closedSubgraphs[assignment.id] {
                subgraphs[record].style.merge(assignment.style)
            } else if let index = nodeIndex[assignment.id] {
                nodes[index].style.merge(assignment.style)
            }
        }
        for assignment in classAssignments {
            if let record = closedSubgraphs[assignment.id] {
                if !subgraphs[record].classes.contains(assignment.className) {
                    subgraphs[record].classes.append(assignment.className)
                }
            } else if let index = nodeIndex[assignment.id] {
                if !nodes[index].classes.contains(assignment.className) {
                    nodes[index].classes.append(assignment.className)
                }
            } else if edgeIndex[assignment.id] != nil {
                continue
            } else {
                warnings.append(
                    DiagramWarning(
                        line: assignment.line, column: assignment.column,
                        message:
                            "class '\(assignment.className)' assigned to '\(assignment.id)', which is not a node or subgraph; ignored"
                    ))
            }
        }
        var edgeClasses: [ClassAssignment] = []
        for assignment in classAssignments {
            if closedSubgraphs[assignment.id] == nil, nodeIndex[assignment.id] == nil, edgeIndex[assignment.id] != nil {
                edgeClasses.append(assignment)
            }
        }
        let finishedEdges = edges.enumerated().map { offset, edge in
            var edge = edge
            var style = defaultEdgeStyle
            if let specific = edgeStyles[offset] {
                style.merge(specific)
            }
            // `class e1 name` on an edge id (mermaid 11.6): the class's declarations, and its CSS animation.
            for assignment in edgeClasses where assignment.id == edge.id {
                guard let classStyle = classDefs[assignment.className] else { continue }
                style.merge(classStyle)
                if classStyle.properties.contains(where: { $0.name == "animation" }), edge.animation == nil {
                    edge.animation = .slow
                }
            }
            edge.style = style
            return edge
        }
        return Flowchart(
            direction: direction,
            nodes: nodes.filter { closedSubgraphs[$0.id] == nil },
            edges: finishedEdges,
            subgraphs: finishedSubgraphs(),
            classDefs: classDefs,
            warnings: warnings,
            accessibleTitle: accessibleTitle,
            accessibleDescription: accessibleDescription,
            title: title)
    }

    /// The subgraphs in source order, with parents resolved from membership. A subgraph's
    /// parent is the subgraph that owns its id: the one it is written in, or (as in
    /// mermaid) one that mentions its id first. Membership cycles are cut with a warning.
    private mutating func finishedSubgraphs() -> [Subgraph] {
        let live = subgraphs.indices.filter { subgraphs[$0].mergedInto == nil }
        var parents: [Int: Int] = [:]
        for record in live {
            if let id = subgraphs[record].id, let owner = memberOf[id], owner != record {
                parents[record] = owner
            }
        }
        var state: [Int: Bool] = [:]
        for record in live {
            var path: [Int] = []
            var current = record
            while state[current] == nil {
                state[current] = false
                path.append(current)
                guard let parent = parents[current] else { break }
                if state[parent] == false {
                    parents[current] = nil
                    let cut = subgraphs[current]
                    warnings.append(
                        DiagramWarning(
                            line: cut.line, column: cut.column,
                            message:
                                "subgraph \(cut.displayName) and \(subgraphs[parent].displayName) contain each other; \(cut.displayName) is placed at the top level"
                        ))
                    break
                }
                current = parent
            }
            for visited in path {
                state[visited] = true
            }
        }
        return live.map { record in
            let entry = subgraphs[record]
            return Subgraph(
                id: entry.id ?? "",
                title: entry.title,
                direction: entry.direction,
                nodeIDs: entry.members.filter { closedSubgraphs[$0] == nil },
                parent: parents[record].flatMap { subgraphs[$0].id },
                classes: entry.classes,
                style: entry.style,
                line: entry.line,
                column: entry.column)
        }
    }
}
