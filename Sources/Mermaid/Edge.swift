/// A link between two nodes or subgraphs.
public struct Edge: Sendable, Hashable {
    /// The id given before the link (`A e1@--> B`), which `e1@{ … }` refers to.
    public var id: String?
    /// The id of the node or subgraph the edge starts at.
    public var from: String
    /// The id of the node or subgraph the edge ends at.
    public var to: String
    /// The text on the edge, if any.
    public var label: Label?
    /// How the line is drawn.
    public var stroke: Stroke
    /// The decoration where the edge starts.
    public var startMarker: Marker
    /// The decoration where the edge ends.
    public var endMarker: Marker
    /// The minimum number of ranks the edge spans: 1 for `-->`, 2 for `--->`, … (at most 10).
    public var length: Int
    /// Declarations from `linkStyle default` followed by those from `linkStyle <index>`.
    public var style: Style
    /// How the edge moves (`e1@{ animate: true }`), or nil for a still edge.
    public var animation: EdgeAnimation?
    /// The 1-based line of the link token.
    public var line: Int
    /// The 1-based column (in Unicode scalars) of the link token.
    public var column: Int

    /// Creates an edge.
    public init(
        id: String? = nil, from: String, to: String, label: Label? = nil, stroke: Stroke = .normal,
        startMarker: Marker = .none, endMarker: Marker = .arrow, length: Int = 1,
        style: Style = Style(), animation: EdgeAnimation? = nil, line: Int = 0, column: Int = 0
    ) {
        self.id = id
        self.animation = animation
        self.from = from
        self.to = to
        self.label = label
        self.stroke = stroke
        self.startMarker = startMarker
        self.endMarker = endMarker
        self.length = length
        self.style = style
        self.line = line
        self.column = column
    }
}

/// The pace of an animated edge: mermaid's `animate: true` and `animation: fast` or `slow`.
public enum EdgeAnimation: String, Sendable, Hashable {
    case fast
    case slow
}
