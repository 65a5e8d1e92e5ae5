import Mermaid
import Testing

@testable import Diagrams

@Suite struct EdgeEndTests {
    /// An edge into a circle or a double circle ends on the outer ring that is drawn, not short of it.
    @Test(arguments: ["((Dos))", "(((Doble)))"])
    func edgesEndOnTheDrawnOutline(shape: String) throws {
        let chart = try FlowchartParser.parse("flowchart TD\n  A --> B\(shape)\n")
        let plan = LayoutPlan(chart, measure: TextMeasure())
        let layout = try GraphvizConverter.layout(plan.graph)
        let target = try #require(plan.graph.nodes.first { $0.id == plan.nodeID["B"] })
        let center = try #require(layout.nodes[target.id])
        let end = try #require(layout.edges[0]?.last)
        let distance = ((end.x - center.x) * (end.x - center.x) + (end.y - center.y) * (end.y - center.y)).squareRoot()
        #expect(
            abs(distance - target.width / 2) < 1.5, "ends \(distance) from the centre; the ring is \(target.width / 2)")
    }
}
