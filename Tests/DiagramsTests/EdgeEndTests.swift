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

/// Every edge into a polygonal shape (flag, diamond, hexagon, the slanted four) ends on the outline that is
/// drawn, from whichever side it comes: read from the SVG itself, the path's last point against the polygon.
@Suite struct PolygonEdgeEndTests {
    static let shapes = [
        "B>Bandera]", "B{Rombo}", "B{{Hexágono}}", "B[/Paralelogramo/]", "B[\\Inverso\\]",
        "B[/Trapecio\\]", "B[\\Trapecio inverso/]",
    ]

    static func numbers(_ text: Substring) -> [Double] {
        text.split(whereSeparator: { !"0123456789.-".contains($0) }).compactMap { Double($0) }
    }

    static func distance(_ p: (Double, Double), toSegment a: (Double, Double), _ b: (Double, Double)) -> Double {
        let (dx, dy) = (b.0 - a.0, b.1 - a.1)
        let t = max(0, min(1, ((p.0 - a.0) * dx + (p.1 - a.1) * dy) / (dx * dx + dy * dy)))
        let (x, y) = (a.0 + t * dx - p.0, a.1 + t * dy - p.1)
        return (x * x + y * y).squareRoot()
    }

    @Test(arguments: shapes)
    func arrowsTouchTheDrawnOutline(shape: String) throws {
        for direction in ["TD", "LR", "RL", "BT"] {
            // Five neighbours, so edges arrive at the corners and the slanted sides, not only head-on.
            let source = "flowchart \(direction)\n  A[uno] & C[dos] & D[tres] & E[cuatro] & F[cinco] --> \(shape)\n"
            let svg = try FlowchartRenderer.render(FlowchartParser.parse(source), prefix: "pu-d0", strings: .english)
                .svg
            let polygonText = try #require(
                svg.split(separator: "<polygon class=\"pu-node-shape\" points=\"").dropFirst()
                    .first)
            let coordinates = Self.numbers(polygonText.prefix { $0 != "\"" })
            let corners = stride(from: 0, to: coordinates.count - 1, by: 2).map {
                (coordinates[$0], coordinates[$0 + 1])
            }
            let paths = svg.split(separator: "<path class=\"pu-edge\" d=\"").dropFirst().map {
                $0.prefix { $0 != "\"" }
            }
            #expect(paths.count == 5)
            for path in paths {
                let values = Self.numbers(path)
                let end = (values[values.count - 2], values[values.count - 1])
                let nearest = corners.indices.map {
                    Self.distance(end, toSegment: corners[$0], corners[($0 + 1) % corners.count])
                }.min()!
                // One decimal in the SVG, so half a tenth each way.
                #expect(nearest < 0.2, "\(direction) \(shape): ends \(nearest) px from the outline")
            }
        }
    }
}
