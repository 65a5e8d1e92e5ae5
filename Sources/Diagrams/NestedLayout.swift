/// Honours `direction` inside a subgraph, which Graphviz cannot do within one graph (`rankdir` is the
/// graph's): such a cluster is laid out as a graph of its own, in its own direction, then placed in its parent
/// as one fixed-size box, and its contents are moved into that box.
///
/// A subgraph's direction is always honoured, as mermaid 11 draws it: links between its contents and the
/// outside attach to the box's border (``EdgeClip``), so the flow inside keeps the subgraph's own direction.
enum NestedLayout {
    /// Room between the box's border and its contents, as Graphviz leaves in a cluster (`margin=8`).
    static let padding = 8.0

    /// The shortest drawn edge that still reads as a line with an arrowhead (12 px) at its end.
    static let shortestEdge = 24.0

    /// Lays `graph` out, then once more with a rank more for each edge that came out shorter than
    /// ``shortestEdge``: an edge into or out of a subgraph loses the subgraph's margin and title from its rank
    /// gap, and next to a box laid out apart it can shrink to a stub.
    static func layoutReadably(_ graph: LayoutGraph) throws(GraphvizConverter.Failure) -> LayoutResult {
        let first = try layout(graph)
        // A dense graph is laid out once: a second pass would lengthen many edges, adding ranks and time.
        if graph.edges.count > GraphvizConverter.denseGraphEdges { return first }
        var longer = graph
        var changed = false
        for (index, edge) in graph.edges.enumerated() where !edge.invisible && edge.tail != edge.head {
            guard let points = first.edges[index], length(of: points) < shortestEdge else { continue }
            longer.edges[index].minimumLength = edge.minimumLength + 1
            changed = true
        }
        return changed ? try layout(longer) : first
    }

    /// The length of a path of cubic Bézier segments (start, then three points per segment), by sampling.
    static func length(of points: [Point]) -> Double {
        guard var previous = points.first else { return 0 }
        var total = 0.0
        var index = 1
        while index + 2 < points.count {
            let (start, c1, c2, end) = (previous, points[index], points[index + 1], points[index + 2])
            for step in 1...16 {
                let t = Double(step) / 16
                let u = 1 - t
                let point = Point(
                    x: u * u * u * start.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * end.x,
                    y: u * u * u * start.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * end.y)
                total +=
                    ((point.x - previous.x) * (point.x - previous.x) + (point.y - previous.y) * (point.y - previous.y))
                    .squareRoot()
                previous = point
            }
            index += 3
        }
        return total
    }

    static func layout(_ graph: LayoutGraph) throws(GraphvizConverter.Failure) -> LayoutResult {
        // The outermost cluster with a direction of its own (its inner ones are handled inside it).
        let directed = graph.clusters.filter { $0.rankDirection != nil }
        guard
            let cluster = directed.first(where: { candidate in
                !directed.contains { $0.id != candidate.id && isInside(candidate.id, $0.id, graph) }
            })
        else { return try GraphvizConverter.layout(graph) }

        let clusterIDs = Set(
            graph.clusters.filter { $0.id == cluster.id || isInside($0.id, cluster.id, graph) }.map(\.id))
        let members = Set(graph.nodes.filter { $0.cluster.map(clusterIDs.contains) == true }.map(\.id))

        // The inside, as a graph of its own.
        var inner = LayoutGraph(rankDirection: cluster.rankDirection!, nodes: [], edges: [], clusters: [])
        inner.nodes = graph.nodes.filter { members.contains($0.id) }.map { node in
            var node = node
            if node.cluster == cluster.id { node.cluster = nil }
            return node
        }
        inner.clusters = graph.clusters.filter { clusterIDs.contains($0.id) && $0.id != cluster.id }.map { child in
            var child = child
            if child.parent == cluster.id { child.parent = nil }
            return child
        }
        var innerIndex: [Int] = []  // original edge index of each inner edge
        var outerIndex: [Int] = []
        let box = "nested\(cluster.id)"
        var outer = LayoutGraph(rankDirection: graph.rankDirection, nodes: [], edges: [], clusters: [])
        for (index, edge) in graph.edges.enumerated() {
            let tailInside = members.contains(edge.tail)
            let headInside = members.contains(edge.head)
            if tailInside && headInside && edge.tailCluster != cluster.id && edge.headCluster != cluster.id {
                inner.edges.append(edge)
                innerIndex.append(index)
            } else {
                // An edge to or from the subgraph itself: it attaches to the box.
                var edge = edge
                if tailInside {
                    edge.tail = box
                    edge.tailCluster = nil
                }
                if headInside {
                    edge.head = box
                    edge.headCluster = nil
                }
                outer.edges.append(edge)
                outerIndex.append(index)
            }
        }
        let inside = try layout(inner)
        let width = max(inside.width, cluster.titleWidth) + 2 * padding
        let height = inside.height + cluster.titleHeight + 2 * padding
        outer.nodes = graph.nodes.filter { !members.contains($0.id) }
        outer.nodes.append(LayoutNode(id: box, width: width, height: height, shape: "box", cluster: cluster.parent))
        outer.clusters = graph.clusters.filter { !clusterIDs.contains($0.id) }
        let placed = try layout(outer)

        guard let center = placed.nodes[box] else {
            throw GraphvizConverter.Failure(message: "Graphviz did not place a subgraph laid out in its own direction")
        }
        let frame = Rect(x: center.x - width / 2, y: center.y - height / 2, width: width, height: height)
        let dx = frame.x + padding + (width - 2 * padding - inside.width) / 2
        let dy = frame.y + padding + cluster.titleHeight
        func moved(_ point: Point) -> Point { Point(x: point.x + dx, y: point.y + dy) }

        var result = LayoutResult(
            width: placed.width, height: placed.height, nodes: placed.nodes, edges: [:], edgeLabels: [:],
            clusters: placed.clusters)
        result.nodes[box] = nil
        for (id, point) in inside.nodes { result.nodes[id] = moved(point) }
        result.clusters[cluster.id] = frame
        for (id, rect) in inside.clusters {
            result.clusters[id] = Rect(x: rect.x + dx, y: rect.y + dy, width: rect.width, height: rect.height)
        }
        for (index, points) in placed.edges { result.edges[outerIndex[index]] = points }
        for (index, point) in placed.edgeLabels { result.edgeLabels[outerIndex[index]] = point }
        for (index, points) in inside.edges { result.edges[innerIndex[index]] = points.map(moved) }
        for (index, point) in inside.edgeLabels { result.edgeLabels[innerIndex[index]] = moved(point) }
        return result
    }

    /// Whether cluster `id` is nested, at any depth, in cluster `ancestor`.
    static func isInside(_ id: String, _ ancestor: String, _ graph: LayoutGraph) -> Bool {
        var parent = graph.clusters.first { $0.id == id }?.parent
        var steps = 0
        while let current = parent, steps < 100 {
            if current == ancestor { return true }
            parent = graph.clusters.first { $0.id == current }?.parent
            steps += 1
        }
        return false
    }
}
