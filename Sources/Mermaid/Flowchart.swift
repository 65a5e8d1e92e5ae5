/// The model of a parsed mermaid flowchart.
public struct Flowchart: Sendable, Hashable {
    /// The direction from the header (`flowchart LR`); top to bottom by default.
    public var direction: Direction
    /// The nodes, in order of first appearance. Ids that name a subgraph are not listed here.
    public var nodes: [Node]
    /// The edges in source order; this order is the index used by `linkStyle`.
    public var edges: [Edge]
    /// The subgraphs in the order their `subgraph` keyword appears; nesting is given by `parent`.
    public var subgraphs: [Subgraph]
    /// Styles from `classDef`, keyed by class name (including `default` when defined).
    public var classDefs: [String: Style]
    /// Non-fatal remarks: ignored `click` handlers, directives, front matter keys, …
    public var warnings: [DiagramWarning]
    /// The text of `accTitle:`, if given.
    public var accessibleTitle: String?
    /// The text of `accDescr:` or `accDescr { … }`, if given.
    public var accessibleDescription: String?
    /// The `title:` from YAML front matter (`---` … `---`) before the header, if given.
    public var title: String?

    /// Creates a flowchart.
    public init(
        direction: Direction = .topToBottom, nodes: [Node] = [], edges: [Edge] = [], subgraphs: [Subgraph] = [],
        classDefs: [String: Style] = [:], warnings: [DiagramWarning] = [], accessibleTitle: String? = nil,
        accessibleDescription: String? = nil, title: String? = nil
    ) {
        self.direction = direction
        self.nodes = nodes
        self.edges = edges
        self.subgraphs = subgraphs
        self.classDefs = classDefs
        self.warnings = warnings
        self.accessibleTitle = accessibleTitle
        self.accessibleDescription = accessibleDescription
        self.title = title
    }

    /// The node with the given id, if any.
    public func node(_ id: String) -> Node? {
        nodes.first { $0.id == id }
    }

    /// The subgraph with the given id, if any.
    public func subgraph(_ id: String) -> Subgraph? {
        subgraphs.first { $0.id == id }
    }
}
