/// A group of nodes drawn inside a titled box.
public struct Subgraph: Sendable, Hashable {
    /// The subgraph's id: given explicitly, equal to a one-word title, or generated as
    /// `subGraphN` (N counts subgraphs in the order their `end` is reached, as mermaid does).
    public var id: String
    /// The title shown on the box; empty for `subgraph` without a title.
    public var title: Label
    /// The direction from a `direction` statement inside the subgraph, if any.
    public var direction: Direction?
    /// Ids of the nodes that belong directly to this subgraph (not to a nested one), in order of appearance.
    public var nodeIDs: [String]
    /// The id of the enclosing subgraph, if any.
    public var parent: String?
    /// CSS classes from `class` statements, in source order, without duplicates.
    public var classes: [String]
    /// Declarations from `style id …` statements.
    public var style: Style
    /// The 1-based line of the `subgraph` keyword.
    public var line: Int
    /// The 1-based column of the `subgraph` keyword.
    public var column: Int

    /// Creates a subgraph.
    public init(
        id: String, title: Label = Label(lines: []), direction: Direction? = nil, nodeIDs: [String] = [],
        parent: String? = nil, classes: [String] = [], style: Style = Style(), line: Int = 0, column: Int = 0
    ) {
        self.id = id
        self.title = title
        self.direction = direction
        self.nodeIDs = nodeIDs
        self.parent = parent
        self.classes = classes
        self.style = style
        self.line = line
        self.column = column
    }
}
