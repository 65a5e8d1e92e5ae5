import Mermaid
import Testing

@Suite struct RealDiagramTests {
    static let source = """
        flowchart TD
            A[Toque o intencion de navegar] --> B{Quien posee la rama}
            B -->|UIKit| C[La vista declarativa llama al enrutador]
            B -->|SwiftUI| D[La ruta se anade al camino declarativo]
            C --> E[Push del anfitrion sin pila propia]
            D --> F[El controlador se envuelve como vista]
            E --> G[Una sola barra y un solo retroceso]
            F --> G
            style G fill:#a6e3a1,color:#11111b
        """

    @Test func navigationDiagram() throws {
        let chart = try FlowchartParser.parse(Self.source)
        #expect(chart.direction == .topToBottom)
        #expect(chart.warnings.isEmpty)
        #expect(chart.subgraphs.isEmpty)
        #expect(chart.classDefs.isEmpty)

        #expect(chart.nodes.map(\.id) == ["A", "B", "C", "D", "E", "F", "G"])
        #expect(
            chart.nodes.map(\.shape) == [
                .rectangle, .rhombus, .rectangle, .rectangle, .rectangle, .rectangle, .rectangle,
            ])
        #expect(
            chart.nodes.map(\.label.plainText) == [
                "Toque o intencion de navegar", "Quien posee la rama", "La vista declarativa llama al enrutador",
                "La ruta se anade al camino declarativo", "Push del anfitrion sin pila propia",
                "El controlador se envuelve como vista", "Una sola barra y un solo retroceso",
            ])
        #expect(
            chart.nodes.map { "\($0.line):\($0.column)" } == ["2:5", "2:41", "3:18", "4:20", "5:11", "6:11", "7:11"])

        #expect(chart.edgePairs == ["A->B", "B->C", "B->D", "C->E", "D->F", "E->G", "F->G"])
        #expect(chart.edges.map { $0.label?.plainText } == [nil, "UIKit", "SwiftUI", nil, nil, nil, nil])
        #expect(chart.edges.allSatisfy { $0.stroke == .normal && $0.startMarker == .none && $0.endMarker == .arrow })
        #expect(chart.edges.allSatisfy { $0.length == 1 && $0.style.isEmpty })

        let g = chart.requireNode("G")
        #expect(
            g.style.properties == [
                StyleProperty(name: "fill", value: "#a6e3a1"), StyleProperty(name: "color", value: "#11111b"),
            ])
        #expect(g.style.fill == "#a6e3a1")
        #expect(g.style.color == "#11111b")
        #expect(chart.nodes.filter { !$0.style.isEmpty }.map(\.id) == ["G"])
        #expect(chart.nodes.allSatisfy { $0.classes.isEmpty })
    }

    @Test func mermaidDocumentationShowcase() {
        let chart = parsed(
            """
            ---
            title: Node
            ---
            %%{init: {"flowchart": {"htmlLabels": false}} }%%
            flowchart LR
            subgraph "One"
              a("`The **cat**
              in the hat`") -- "edge label" --> b{{"`The **dog** in the hog`"}}
            end
            subgraph "`**Two**`"
              c("`The **cat**
              in the hat`") -- "`Bold **edge label**`" --> d("The dog in the hog")
            end
            """)
        #expect(chart.title == "Node")
        #expect(chart.subgraphs.map(\.id) == ["One", "**Two**"])
        #expect(chart.subgraphs[1].title.lines == [[TextRun("Two", bold: true)]])
        #expect(
            chart.requireNode("a").label.lines == [
                [TextRun("The "), TextRun("cat", bold: true)], [TextRun("in the hat")],
            ])
        #expect(chart.requireNode("b").shape == .hexagon)
        #expect(chart.edges.map { $0.label?.plainText } == ["edge label", "Bold edge label"])
        #expect(chart.warnings.count == 1)
    }
}
