import Mermaid
import Testing

@testable import Diagrams

/// Edges between subgraphs and into them keep out of every cluster that holds neither of their ends, and
/// stay long enough to read as arrows.
@Suite struct SubgraphRoutingTests {
    static let charts: [(String, String)] = [
        (
            "three stacked, one skipping the middle",
            """
            flowchart TB
              subgraph A [Arriba]
                a1[Uno] --> a2[Dos]
              end
              subgraph B [En medio]
                b1[Tres] --> b2[Cuatro]
              end
              subgraph C [Abajo]
                c1[Cinco] --> c2[Seis]
              end
              a2 --> b1
              b2 --> c1
              A --> C
              a1 --> c2
              a2 --> c1
            """
        ),
        (
            "UIKit, bridge, SwiftUI",
            """
            flowchart TB
              subgraph A [UIKit]
                a1[Controlador] --> a2[Vista UIKit]
              end
              subgraph B [Puente]
                b1[UIHostingController] --> b2[UIViewRepresentable]
              end
              subgraph C [SwiftUI]
                c1[Vista SwiftUI] --> c2[Estado]
              end
              A --> C
              a2 --> b1
              B --> C
              a1 --> c2
            """
        ),
        (
            "left to right, one apart",
            """
            flowchart LR
              subgraph one [Uno]
                x1 --> x2
              end
              subgraph two [Dos]
                y1 --> y2
              end
              subgraph three [Tres]
                z1 --> z2
              end
              x2 --> z1
              x1 --> z2
              one --> three
              y2 --> z1
            """
        ),
        (
            "subgraph to subgraph only",
            """
            flowchart LR
              subgraph V [Vistas]
                v1[Lista]
                v2[Detalle]
              end
              subgraph M [Modelos]
                m1[Pedido]
                m2[Cliente]
              end
              subgraph S [Servicios]
                s1[Red]
                s2[Caché]
              end
              V --> M
              M --> S
              V --> S
              v1 --> s2
            """
        ),
        (
            "subgraphs with their own direction",
            """
            flowchart TB
              subgraph P [Pantalla]
                direction LR
                p1[Barra] --> p2[Lista] --> p3[Detalle]
              end
              subgraph Q [Datos]
                direction LR
                q1[Modelo] --> q2[Almacén]
              end
              subgraph R [Red]
                r1[Cliente HTTP]
              end
              P --> Q
              Q --> R
              P --> R
            """
        ),
        ("mermaid's direction example", NestedLayoutTests.example),
    ]

    /// Points along a path of cubic Bézier segments (start, then three points per segment).
    static func samples(_ points: [Point], perSegment: Int = 24) -> [Point] {
        guard let first = points.first else { return [] }
        var result = [first]
        var start = first
        var rest = points.dropFirst()
        while rest.count >= 3 {
            let (c1, c2, end) = (rest[rest.startIndex], rest[rest.startIndex + 1], rest[rest.startIndex + 2])
            for step in 1...perSegment {
                let t = Double(step) / Double(perSegment)
                let u = 1 - t
                let x = u * u * u * start.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * end.x
                let y = u * u * u * start.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * end.y
                result.append(Point(x: x, y: y))
            }
            start = end
            rest = rest.dropFirst(3)
        }
        return result
    }

    @Test(arguments: charts.map(\.0))
    func edgesKeepOutOfUnrelatedClusters(_ name: String) throws {
        let source = try #require(Self.charts.first { $0.0 == name }?.1)
        let chart = try FlowchartParser.parse(source)
        let plan = LayoutPlan(chart, measure: TextMeasure())
        let layout = try NestedLayout.layoutReadably(plan.graph)
        let parent = Dictionary(uniqueKeysWithValues: plan.graph.clusters.map { ($0.id, $0.parent) })
        let clusterOf = Dictionary(uniqueKeysWithValues: plan.graph.nodes.map { ($0.id, $0.cluster) })
        func withAncestors(_ cluster: String?) -> Set<String> {
            var result: Set<String> = []
            var current = cluster
            while let id = current, result.insert(id).inserted { current = parent[id] ?? nil }
            return result
        }
        var checked = 0
        for (index, edge) in plan.graph.edges.enumerated() where !edge.invisible {
            let points = try #require(layout.edges[index], "edge \(index) has no path")
            let related = withAncestors(clusterOf[edge.tail] ?? nil).union(withAncestors(clusterOf[edge.head] ?? nil))
                .union(withAncestors(edge.tailCluster)).union(withAncestors(edge.headCluster))
            let path = Self.samples(points)
            for (cluster, box) in layout.clusters where !related.contains(cluster) {
                let through = path.filter {
                    $0.x > box.x + 1 && $0.x < box.x + box.width - 1 && $0.y > box.y + 1
                        && $0.y < box.y + box.height - 1
                }
                #expect(
                    through.isEmpty,
                    "\(name): edge \(chart.edges[index].from)→\(chart.edges[index].to) crosses \(cluster)")
            }
            // Long enough to read: an edge between subgraphs is at least 20 px of line before its arrowhead.
            let length = zip(path, path.dropFirst()).reduce(0.0) {
                $0 + ((($1.1.x - $1.0.x) * ($1.1.x - $1.0.x) + ($1.1.y - $1.0.y) * ($1.1.y - $1.0.y))).squareRoot()
            }
            #expect(length >= 20, "\(name): edge \(chart.edges[index].from)→\(chart.edges[index].to) is \(length) px")
            checked += 1
        }
        #expect(checked >= 3)
    }
}
