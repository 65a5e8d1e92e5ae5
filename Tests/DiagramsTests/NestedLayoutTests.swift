import Mermaid
import Testing

@testable import Diagrams

@Suite struct NestedLayoutTests {
    /// Mermaid's own example of `direction` in subgraphs: the diagram runs left to right, the outer subgraph
    /// top to bottom, and its two subgraphs right to left and bottom to top.
    static let example = """
        flowchart LR
          subgraph TOP [Arriba]
            direction TB
            subgraph B1 [Uno]
              direction RL
              i1 -->f1
            end
            subgraph B2 [Dos]
              direction BT
              i2 -->f2
            end
          end
          A --> TOP --> B
          B1 --> B2
        """

    func placed(_ source: String) throws -> (LayoutPlan, LayoutResult) {
        let plan = LayoutPlan(try FlowchartParser.parse(source), measure: TextMeasure())
        return (plan, try NestedLayout.layout(plan.graph))
    }

    @Test func everySubgraphRunsInItsOwnDirection() throws {
        let (plan, layout) = try placed(Self.example)
        func at(_ id: String) throws -> Point { try #require(layout.nodes[plan.nodeID[id]!]) }
        func box(_ id: String) throws -> Rect { try #require(layout.clusters[plan.clusterID[id]!]) }
        // Right to left in Uno, bottom to top in Dos.
        #expect(try at("i1").x > at("f1").x)
        #expect(try abs(at("i1").y - at("f1").y) < 1)
        #expect(try at("i2").y > at("f2").y)
        #expect(try abs(at("i2").x - at("f2").x) < 1)
        // Top to bottom in Arriba: Uno above Dos.
        #expect(try box("B1").y + box("B1").height <= box("B2").y)
        // Left to right around it: A, then Arriba, then B.
        #expect(try at("A").x < box("TOP").x)
        #expect(try box("TOP").x + box("TOP").width < at("B").x)
        // Every node inside its boxes.
        for (node, subgraph) in [("i1", "B1"), ("f1", "B1"), ("i2", "B2"), ("f2", "B2"), ("i1", "TOP"), ("f2", "TOP")] {
            let point = try at(node)
            let frame = try box(subgraph)
            #expect(point.x > frame.x && point.x < frame.x + frame.width, "\(node) in \(subgraph)")
            #expect(point.y > frame.y && point.y < frame.y + frame.height, "\(node) in \(subgraph)")
        }
        // Every edge was laid out.
        #expect(layout.edges.count == 5)
    }

    @Test func aLinkOutOfTheSubgraphKeepsTheDiagramsDirectionWithAWarning() throws {
        let source = "flowchart LR\n  subgraph S [Vistas]\n    direction TB\n    a --> b\n  end\n  b --> c\n"
        let chart = try FlowchartParser.parse(source)
        #expect(LayoutPlan.directions(chart).honoured.isEmpty)
        let warnings = DiagramDrawing.flowchart(chart).issues.map(\.0)
        #expect(warnings.map(\.line) == [2])
        #expect(warnings.first?.message.contains("subgraph 'Vistas' is not drawn") == true)
        // Drawn as one graph, left to right.
        let (plan, layout) = try placed(source)
        #expect(try #require(layout.nodes[plan.nodeID["a"]!]).x < #require(layout.nodes[plan.nodeID["b"]!]).x)
    }
}
