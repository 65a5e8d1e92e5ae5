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

    /// As mermaid 11 draws it: the subgraph keeps its own direction, and links between its nodes and the
    /// outside attach to its border.
    @Test func aLinkOutOfTheSubgraphAttachesToItsBorder() throws {
        let source = "flowchart LR\n  x --> a\n  subgraph S [Vistas]\n    direction TB\n    a --> b\n  end\n  b --> c\n"
        let chart = try FlowchartParser.parse(source)
        #expect(LayoutPlan.directions(chart) == ["S": .topToBottom])
        #expect(DiagramDrawing.flowchart(chart).issues.isEmpty)
        let (plan, layout) = try placed(source)
        func at(_ id: String) throws -> Point { try #require(layout.nodes[plan.nodeID[id]!]) }
        let frame = try #require(layout.clusters[plan.clusterID["S"]!])
        // Top to bottom inside, left to right around it.
        #expect(try at("a").y < at("b").y && abs(at("a").x - at("b").x) < 1)
        #expect(try at("x").x < frame.x && frame.x + frame.width < at("c").x)
        // x → a ends on the box's left border, b → c starts on its right one.
        let into = try #require(layout.edges[0]?.last)
        let out = try #require(layout.edges[2]?.first)
        #expect(abs(into.x - frame.x) < 2, "x → a ends at \(into.x); the border is at \(frame.x)")
        #expect(abs(out.x - (frame.x + frame.width)) < 2)
    }
}
