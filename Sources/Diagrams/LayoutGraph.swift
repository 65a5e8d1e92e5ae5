/// A graph ready for Graphviz: node sizes measured by Puente, in CSS pixels (treated as points).
struct LayoutGraph: Sendable, Hashable {
    /// `TB`, `BT`, `LR` or `RL`.
    var rankDirection: String
    /// Nodes, by internal id (`n0`, `n1`, …).
    var nodes: [LayoutNode]
    /// Edges, in source order.
    var edges: [LayoutEdge]
    /// Clusters (subgraphs), by internal id (`cluster0`, …); nesting through `parent`.
    var clusters: [LayoutCluster]
}

/// One node: its size and the Graphviz shape that clips edges the way the drawn shape does.
struct LayoutNode: Sendable, Hashable {
    var id: String
    var width: Double
    var height: Double
    /// A Graphviz shape name (`box`, `diamond`, `ellipse`, …), used for edge clipping only.
    var shape: String
    /// The cluster holding the node directly, if any.
    var cluster: String?
    /// Invisible anchor nodes stand in for empty clusters.
    var invisible: Bool = false
}

/// One edge; a label is reserved as a fixed-size box that Graphviz places.
struct LayoutEdge: Sendable, Hashable {
    var tail: String
    var head: String
    var labelWidth: Double?
    var labelHeight: Double?
    /// Minimum rank distance (mermaid's longer links `--->`).
    var minimumLength: Int
    /// `~~~` links position nodes but are not drawn.
    var invisible: Bool
    /// Clip at this cluster's border instead of the tail node (edges from a subgraph).
    var tailCluster: String?
    /// Clip at this cluster's border instead of the head node (edges to a subgraph).
    var headCluster: String?
}

/// A cluster: a box with a title around nodes and nested clusters.
struct LayoutCluster: Sendable, Hashable {
    var id: String
    var parent: String?
    var titleWidth: Double
    var titleHeight: Double
    /// A direction of its own (`direction LR` inside the subgraph), when it differs from its parent's and
    /// nothing inside links outside: ``NestedLayout`` lays it out apart.
    var rankDirection: String? = nil
}

/// Where Graphviz put everything, in SVG coordinates (origin top left, y down).
struct LayoutResult: Sendable, Hashable {
    var width: Double
    var height: Double
    var nodes: [String: Point]
    /// Cubic Bézier control points of each edge (start, then groups of three), by edge index.
    var edges: [Int: [Point]]
    /// Centre of each edge label, by edge index.
    var edgeLabels: [Int: Point]
    /// Box of each cluster.
    var clusters: [String: Rect]
}

/// A point in the drawing.
struct Point: Sendable, Hashable {
    var x: Double
    var y: Double
}

/// An axis-aligned box: origin at the top left.
struct Rect: Sendable, Hashable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double
}
