import CGraphviz
import Foundation

/// Lays out a ``LayoutGraph`` with Graphviz's `dot` engine. This is the only file that calls Graphviz.
///
/// The graph is written as DOT text (fixed node sizes, edge labels as fixed-size HTML tables so `dot`
/// reserves exactly the space Puente measured), laid out with `gvLayout`, and read back from the `json0`
/// rendering. `dot` does rank assignment, crossing reduction, coordinates and edge splines.
///
/// `newrank=true`: dot's older ranking of clusters (one at a time) can give another layout of the same graph
/// from one run to the next in a process, as it depends on heap addresses (Graphviz issue 1767); ranking the
/// whole graph at once does not, and every figure is byte-identical from build to build.
enum GraphvizConverter {
    /// A Graphviz failure (it reports them on stderr; Puente only knows that it failed).
    struct Failure: Error, Sendable {
        var message: String
    }

    /// Graphviz keeps global state; one layout at a time.
    private static let lock = NSLock()

    /// The Graphviz library's version (`gvcVersion`), part of every stored diagram's key: another Graphviz may
    /// lay the same graph out differently.
    static let version: String = lock.withLock {
        guard let context = gvContext() else { return "unknown" }
        defer { gvFreeContext(context) }
        return gvcVersion(context).map { String(cString: $0) } ?? "unknown"
    }

    /// Lays `graph` out.
    static func layout(_ graph: LayoutGraph) throws(Failure) -> LayoutResult {
        let dot = dotSource(graph)
        lock.lock()
        defer { lock.unlock() }
        return try parse(try render(dot), graph: graph)
    }

    private static func render(_ dot: String) throws(Failure) -> Data {
        guard let context = gvContext() else { throw Failure(message: "Graphviz could not start") }
        defer { gvFreeContext(context) }
        let parsed: UnsafeMutablePointer<Agraph_t>? = dot.withCString { agmemread($0) }
        guard let graph = parsed else { throw Failure(message: "Graphviz rejected the graph") }
        defer { agclose(graph) }
        guard gvLayout(context, graph, "dot") == 0 else {
            throw Failure(message: "Graphviz could not lay out the graph")
        }
        defer { gvFreeLayout(context, graph) }
        var buffer: UnsafeMutablePointer<CChar>?
        var length: UInt32 = 0
        guard gvRenderData(context, graph, "json0", &buffer, &length) == 0, let buffer else {
            throw Failure(message: "Graphviz could not render the layout")
        }
        defer { gvFreeRenderData(buffer) }
        return Data(bytes: buffer, count: Int(length))
    }

    /// Above this many edges, Graphviz's iterations are bounded (`nslimit`, `nslimit1`, `mclimit`).
    static let largeGraphEdges = 200
    /// Above this many edges, they are bounded harder and edges are straight lines: with hundreds of edges
    /// spanning many ranks, routing splines and crossing minimization took 22 of 26 s at 800 edges (200 nodes),
    /// and the time per edge kept growing (Benchmarks/RESULTS.md, "Dense flowcharts").
    static let denseGraphEdges = 400

    /// DOT text for `graph`: sizes in inches, Puente's internal ids only (no user text reaches DOT).
    static func dotSource(_ graph: LayoutGraph) -> String {
        func inches(_ pixels: Double) -> String { format(pixels / 72) }
        var out = "digraph G {\n"
        let dense = graph.edges.count > denseGraphEdges
        out +=
            "  graph [rankdir=\(graph.rankDirection), compound=true, newrank=true, nodesep=0.6, ranksep=0.6, "
        out += "splines=\(dense ? "line" : "spline"), "
        out += "fontsize=1, margin=8, pad=0"
        // A large graph gets bounded iterations (network simplex and crossing minimization), so its layout
        // time has an end; smaller ones keep Graphviz's defaults and their pictures.
        if dense {
            out += ", nslimit=0.2, nslimit1=1, mclimit=0.1"
        } else if graph.edges.count > largeGraphEdges {
            out += ", nslimit=1, nslimit1=1, mclimit=0.5"
        }
        out += "];\n"
        out += "  node [label=\"\", fixedsize=true, margin=0];\n"
        out += "  edge [dir=none, arrowhead=none, arrowtail=none];\n"
        var byCluster: [String?: [LayoutNode]] = [:]
        for node in graph.nodes { byCluster[node.cluster, default: []].append(node) }
        func writeNodes(_ cluster: String?, indent: String) {
            for node in byCluster[cluster] ?? [] {
                out +=
                    "\(indent)\(node.id) [shape=\(node.shape), width=\(inches(node.width)), height=\(inches(node.height))"
                if node.invisible { out += ", style=invis" }
                out += "];\n"
            }
        }
        func writeCluster(_ cluster: LayoutCluster, indent: String) {
            out += "\(indent)subgraph \(cluster.id) {\n"
            // The title is a fixed-size HTML table, so `dot` leaves exactly its room at the top.
            out += "\(indent)  label=<\(table(width: cluster.titleWidth, height: cluster.titleHeight))>; labeljust=l;\n"
            writeNodes(cluster.id, indent: indent + "  ")
            for child in graph.clusters where child.parent == cluster.id { writeCluster(child, indent: indent + "  ") }
            out += "\(indent)}\n"
        }
        writeNodes(nil, indent: "  ")
        for cluster in graph.clusters where cluster.parent == nil { writeCluster(cluster, indent: "  ") }
        for (index, edge) in graph.edges.enumerated() {
            var attributes = ["id=e\(index)"]
            if edge.minimumLength > 1 { attributes.append("minlen=\(edge.minimumLength)") }
            if edge.invisible { attributes.append("style=invis") }
            if let width = edge.labelWidth, let height = edge.labelHeight {
                attributes.append("label=<\(table(width: width, height: height))>")
            }
            if let cluster = edge.tailCluster { attributes.append("ltail=\(cluster)") }
            if let cluster = edge.headCluster { attributes.append("lhead=\(cluster)") }
            out += "  \(edge.tail) -> \(edge.head) [\(attributes.joined(separator: ", "))];\n"
        }
        out += "}\n"
        return out
    }

    private static func table(width: Double, height: Double) -> String {
        "<TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLPADDING=\"0\" CELLSPACING=\"0\" FIXEDSIZE=\"TRUE\" "
            + "WIDTH=\"\(Int(width.rounded(.up)))\" HEIGHT=\"\(Int(height.rounded(.up)))\"><TR><TD></TD></TR></TABLE>"
    }

    /// Reads positions from Graphviz's `json0` output and flips y so the origin is at the top left.
    static func parse(_ json: Data, graph: LayoutGraph) throws(Failure) -> LayoutResult {
        guard let root = try? JSONSerialization.jsonObject(with: json) as? [String: Any],
            let bb = numbers(root["bb"] as? String), bb.count == 4
        else { throw Failure(message: "Graphviz returned an unreadable layout") }
        let height = bb[3]
        func flip(_ x: Double, _ y: Double) -> Point { Point(x: x - bb[0], y: height - y) }
        var nodes: [String: Point] = [:]
        var clusters: [String: Rect] = [:]
        for object in root["objects"] as? [[String: Any]] ?? [] {
            guard let name = object["name"] as? String else { continue }
            if let pos = numbers(object["pos"] as? String), pos.count == 2 {
                nodes[name] = flip(pos[0], pos[1])
            } else if let box = numbers(object["bb"] as? String), box.count == 4, name.hasPrefix("cluster") {
                let topLeft = flip(box[0], box[3])
                clusters[name] = Rect(x: topLeft.x, y: topLeft.y, width: box[2] - box[0], height: box[3] - box[1])
            }
        }
        var edges: [Int: [Point]] = [:]
        var labels: [Int: Point] = [:]
        for edge in root["edges"] as? [[String: Any]] ?? [] {
            guard let id = edge["id"] as? String, id.hasPrefix("e"), let index = Int(id.dropFirst()) else { continue }
            if let pos = edge["pos"] as? String {
                var points: [Point] = []
                for part in pos.split(separator: " ") where !part.hasPrefix("e,") && !part.hasPrefix("s,") {
                    if let xy = numbers(String(part)), xy.count == 2 { points.append(flip(xy[0], xy[1])) }
                }
                edges[index] = points
            }
            if let lp = numbers(edge["lp"] as? String), lp.count == 2 { labels[index] = flip(lp[0], lp[1]) }
        }
        return LayoutResult(
            width: bb[2] - bb[0], height: height, nodes: nodes, edges: edges, edgeLabels: labels, clusters: clusters)
    }

    private static func numbers(_ text: String?) -> [Double]? {
        guard let text else { return nil }
        let values = text.split(separator: ",").compactMap { Double($0) }
        return values.isEmpty ? nil : values
    }

    /// A number with at most four decimals, for DOT.
    static func format(_ value: Double) -> String {
        let rounded = (value * 10000).rounded() / 10000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
