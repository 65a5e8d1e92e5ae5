import Mermaid

/// Everything measured before layout: label lines and sizes, node sizes, and the Graphviz graph.
struct LayoutPlan {
    /// A measured label.
    struct Measured {
        var lines: [TextMeasure.Line]
        var width: Double
        var height: Double
    }

    var graph: LayoutGraph
    /// Graphviz ids by mermaid node id.
    var nodeID: [String: String] = [:]
    /// Graphviz cluster ids by subgraph id.
    var clusterID: [String: String] = [:]
    var labels: [String: Measured] = [:]
    var sizes: [String: (width: Double, height: Double, textShift: Double, textDrop: Double)] = [:]
    var titles: [String: Measured] = [:]
    var edgeLabels: [Int: Measured] = [:]
    var subgraphsOuterFirst: [Subgraph] = []

    init(_ chart: Flowchart, measure: TextMeasure) {
        graph = LayoutGraph(rankDirection: Self.rankDirection(chart.direction), nodes: [], edges: [], clusters: [])
        for (index, subgraph) in chart.subgraphs.enumerated() { clusterID[subgraph.id] = "cluster\(index)" }
        // The innermost subgraph that lists a node holds it.
        var owner: [String: String] = [:]
        let depth = Dictionary(uniqueKeysWithValues: chart.subgraphs.map { ($0.id, Self.depth(of: $0, in: chart)) })
        for subgraph in chart.subgraphs {
            for nodeID in subgraph.nodeIDs {
                if let current = owner[nodeID], depth[current, default: 0] >= depth[subgraph.id, default: 0] {
                    continue
                }
                owner[nodeID] = subgraph.id
            }
        }
        for (index, node) in chart.nodes.enumerated() {
            let id = "n\(index)"
            nodeID[node.id] = id
            let measured = measure.layout(node.label)
            labels[node.id] = Measured(lines: measured.lines, width: measured.width, height: measured.height)
            let size = NodeGeometry.size(of: node.shape, text: (measured.width, measured.height))
            sizes[node.id] = size
            graph.nodes.append(
                LayoutNode(
                    id: id, width: size.width, height: size.height, shape: NodeGeometry.graphvizShape(node.shape),
                    cluster: owner[node.id].flatMap { clusterID[$0] }))
        }
        let directions = Self.directions(chart)
        for subgraph in chart.subgraphs {
            let measured = measure.layout(subgraph.title)
            titles[subgraph.id] = Measured(lines: measured.lines, width: measured.width, height: measured.height)
            graph.clusters.append(
                LayoutCluster(
                    id: clusterID[subgraph.id]!, parent: subgraph.parent.flatMap { clusterID[$0] },
                    titleWidth: measured.width + 20, titleHeight: measured.height + 8,
                    rankDirection: directions[subgraph.id].map(Self.rankDirection)))
        }
        subgraphsOuterFirst = chart.subgraphs.sorted { depth[$0.id, default: 0] < depth[$1.id, default: 0] }
        // An edge to or from a subgraph attaches to a node inside it and is clipped at its border.
        var anchors: [String: String] = [:]
        func anchor(_ subgraph: String) -> String {
            if let existing = anchors[subgraph] { return existing }
            let inside = graph.nodes.first { $0.cluster == clusterID[subgraph] && !$0.invisible }?.id
            let nested = chart.subgraphs.first { $0.parent == subgraph }.map { anchor($0.id) }
            let chosen: String
            if let found = inside ?? nested {
                chosen = found
            } else {
                chosen = "a\(anchors.count)\(clusterID[subgraph]!)"
                graph.nodes.append(
                    LayoutNode(
                        id: chosen, width: 1, height: 1, shape: "point", cluster: clusterID[subgraph], invisible: true))
            }
            anchors[subgraph] = chosen
            return chosen
        }
        for (index, edge) in chart.edges.enumerated() {
            var tail = nodeID[edge.from]
            var head = nodeID[edge.to]
            var tailCluster: String?
            var headCluster: String?
            if tail == nil, clusterID[edge.from] != nil {
                tail = anchor(edge.from)
                tailCluster = clusterID[edge.from]
            }
            if head == nil, clusterID[edge.to] != nil {
                head = anchor(edge.to)
                headCluster = clusterID[edge.to]
            }
            guard let tail, let head else { continue }
            var layoutEdge = LayoutEdge(
                tail: tail, head: head, minimumLength: max(1, edge.length), invisible: edge.stroke == .invisible,
                tailCluster: tailCluster, headCluster: headCluster)
            if let label = edge.label, !label.plainText.isEmpty {
                let measured = measure.layout(label)
                edgeLabels[index] = Measured(lines: measured.lines, width: measured.width, height: measured.height)
                layoutEdge.labelWidth = measured.width + 10
                layoutEdge.labelHeight = measured.height + 6
            }
            graph.edges.append(layoutEdge)
        }
    }

    static func rankDirection(_ direction: Direction) -> String {
        switch direction {
        case .topToBottom: "TB"
        case .bottomToTop: "BT"
        case .leftToRight: "LR"
        case .rightToLeft: "RL"
        }
    }

    /// The subgraphs whose `direction` is drawn: every one whose direction differs from the direction around
    /// it. A link between a node inside and one outside then attaches to the subgraph's border, as mermaid
    /// 11 draws it (its documentation still says such a subgraph loses its direction; its renderer keeps it).
    static func directions(_ chart: Flowchart) -> [String: Direction] {
        var honoured: [String: Direction] = [:]
        // Outer subgraphs first, so an inner one compares with the direction its parent ends up with.
        for subgraph in chart.subgraphs.sorted(by: { depth(of: $0, in: chart) < depth(of: $1, in: chart) }) {
            guard let direction = subgraph.direction else { continue }
            let around = subgraph.parent.flatMap { honoured[$0] ?? nil } ?? chart.direction
            if direction != around { honoured[subgraph.id] = direction }
        }
        return honoured
    }

    static func depth(of subgraph: Subgraph, in chart: Flowchart) -> Int {
        var depth = 0
        var parent = subgraph.parent
        while let id = parent, depth < 100 {
            depth += 1
            parent = chart.subgraphs.first { $0.id == id }?.parent
        }
        return depth
    }
}
