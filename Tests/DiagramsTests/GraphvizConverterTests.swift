import Testing

@testable import Diagrams

@Suite struct GraphvizConverterTests {
    @Test func laysOutNodesEdgesLabelsAndClusters() throws {
        let graph = LayoutGraph(
            rankDirection: "TB",
            nodes: [
                LayoutNode(id: "n0", width: 120, height: 40, shape: "box"),
                LayoutNode(id: "n1", width: 80, height: 80, shape: "diamond", cluster: "cluster0"),
                LayoutNode(id: "n2", width: 120, height: 40, shape: "box", cluster: "cluster0"),
            ],
            edges: [
                LayoutEdge(tail: "n0", head: "n1", labelWidth: 50, labelHeight: 20, minimumLength: 1, invisible: false),
                LayoutEdge(tail: "n1", head: "n2", minimumLength: 2, invisible: false),
            ],
            clusters: [LayoutCluster(id: "cluster0", parent: nil, titleWidth: 90, titleHeight: 20)])
        let result = try GraphvizConverter.layout(graph)
        #expect(result.nodes.count == 3)
        let top = try #require(result.nodes["n0"])
        let middle = try #require(result.nodes["n1"])
        let bottom = try #require(result.nodes["n2"])
        #expect(top.y < middle.y && middle.y < bottom.y)
        #expect(result.edges[0]?.count ?? 0 >= 4)
        #expect(result.edgeLabels[0] != nil)
        let box = try #require(result.clusters["cluster0"])
        #expect(box.y < middle.y - 40 && box.y + box.height > bottom.y + 20)
        #expect(result.width > 0 && result.height > 0)
    }

    @Test func sameInputSameLayout() throws {
        let graph = LayoutGraph(
            rankDirection: "LR",
            nodes: (0..<20).map { LayoutNode(id: "n\($0)", width: 60, height: 30, shape: "box") },
            edges: (1..<20).map { LayoutEdge(tail: "n\($0 / 2)", head: "n\($0)", minimumLength: 1, invisible: false) },
            clusters: [])
        #expect(try GraphvizConverter.layout(graph) == GraphvizConverter.layout(graph))
    }

    /// Graphviz's iterations are bounded by the edge count, so a dense flowchart's layout ends: above 200 edges
    /// mildly, above 400 hard and with straight edges (routing splines through hundreds of long edges was most of
    /// the time). Every tier still gives every edge its points.
    @Test(arguments: [
        (150, "splines=spline", nil), (300, "splines=spline", "mclimit=0.5"), (500, "splines=line", "mclimit=0.1"),
    ])
    func denseGraphsAreBounded(edges: Int, splines: String, bound: String?) throws {
        let nodes = 60
        let graph = LayoutGraph(
            rankDirection: "TB",
            nodes: (0..<nodes).map { LayoutNode(id: "n\($0)", width: 60, height: 30, shape: "box") },
            edges: (0..<edges).map {
                LayoutEdge(tail: "n\($0 % nodes)", head: "n\(($0 * 7 + 1) % nodes)", minimumLength: 1, invisible: false)
            },
            clusters: [])
        let dot = GraphvizConverter.dotSource(graph)
        #expect(dot.contains(splines))
        if let bound { #expect(dot.contains(bound)) } else { #expect(!dot.contains("mclimit")) }
        let result = try GraphvizConverter.layout(graph)
        #expect((0..<edges).allSatisfy { (result.edges[$0]?.count ?? 0) >= 4 })
    }
}
