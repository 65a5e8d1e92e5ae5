import Testing

@testable import Mermaid

/// Mermaid 11's node data (`A@{ shape: cyl, label: "…" }`) and edge ids with edge data (`A e1@--> B`,
/// `e1@{ animate: true }`).
@Suite struct ItemDataTests {
    /// Every name in mermaid's shape table, with its aliases.
    static let names: [(String, Shape)] = ShapeName.table.flatMap { entry in entry.names.map { ($0, entry.shape) } }

    @Test func everyShapeNameOfMermaidsTable() {
        #expect(ShapeName.table.count == 48)
        #expect(Set(ShapeName.table.map(\.shape)) == Set(Shape.allCases))
        for (name, shape) in Self.names {
            let chart = parsed("flowchart\nA@{ shape: \(name) }")
            #expect(chart.requireNode("A").shape == shape, "\(name)")
            #expect(chart.requireNode("A").label.plainText == "A", "\(name): the id is the label")
        }
    }

    @Test func labelShapeAndLinks() {
        let chart = parsed(
            """
            flowchart LR
              A@{ shape: cyl, label: "Pedidos" } --> B@{ shape: doc }:::nota & C@{ label: 'Sin forma' }
              D[Antes] --> E
              D@{ shape: hex }
              E@{ label: "Después" }
            """)
        #expect(chart.nodes.map(\.id) == ["A", "B", "C", "D", "E"])
        #expect(chart.nodes.map(\.shape) == [.cylinder, .document, .rectangle, .hexagon, .rectangle])
        #expect(chart.nodes.map(\.label.plainText) == ["Pedidos", "B", "Sin forma", "Antes", "Después"])
        #expect(chart.requireNode("B").classes == ["nota"])
        #expect(chart.edgePairs == ["A->B", "A->C", "D->E"])
        #expect(chart.warnings.isEmpty)
    }

    @Test func dataOverSeveralLinesAndQuotedLineBreaks() {
        let chart = parsed(
            """
            flowchart TD
              A@{
                shape: notch-rect
                label: "Tarjeta
                  en dos líneas"
              }
              B@{ shape: "lean-r", label: "`**negrita** y normal`" }
            """)
        let a = chart.requireNode("A")
        #expect(a.shape == .notchedRectangle)
        #expect(a.label.lines.count == 2)
        #expect(a.label.plainText == "Tarjeta\nen dos líneas")
        let b = chart.requireNode("B")
        #expect(b.shape == .parallelogram)
        #expect(b.label.plainText == "negrita y normal")
        #expect(b.label.lines.first?.first?.bold == true)
    }

    @Test func iconsImagesAndTextlessShapesWarn() {
        let chart = parsed(
            """
            flowchart TD
              A@{ icon: "fa:user", form: "circle", label: "Usuario", pos: "t", h: 60 }
              B@{ img: "https://example.com/a.png", w: 60 }
              C@{ shape: f-circ, label: "Unión" }
              D@{ shape: rect, w: 60, priority: High }
            """)
        #expect(chart.requireNode("A").shape == .circle)
        #expect(chart.requireNode("A").label.plainText == "Usuario")
        #expect(chart.requireNode("B").label.plainText == "B")
        #expect(chart.requireNode("C").label.plainText == "Unión")
        #expect(
            chart.warnings.map(\.description) == [
                "2:7: icon 'fa:user' is not drawn: Puente bundles no icon packs; node 'A' is drawn as a 'circle' with its label",
                "3:7: image 'https://example.com/a.png' is not drawn: a diagram is drawn at build time and fetches nothing; node 'B' is drawn as a 'rect' with its id",
                "4:22: the 'f-circ' shape is drawn without text, as mermaid draws it: node 'C''s label is its accessible name only",
                "5:20: 'w' is read only with 'icon' or 'img'; ignored for node 'D'",
                "5:27: 'priority' belongs to kanban cards; ignored in a flowchart",
            ])
    }

    @Test func edgeIDsAndAnimation() {
        let chart = parsed(
            """
            flowchart LR
              A e1@--> B
              B e2@==> C
              C e3@-.-> D
              A --> D
              e1@{ animate: true }
              e2@{ animation: fast }
              e3@{ animate: false, curve: linear }
            """)
        #expect(chart.edgePairs == ["A->B", "B->C", "C->D", "A->D"])
        #expect(chart.edges.map(\.id) == ["e1", "e2", "e3", nil])
        #expect(chart.edges.map(\.animation) == [.slow, .fast, nil, nil])
        #expect(chart.edges.map(\.stroke) == [.normal, .thick, .dotted, .normal])
        #expect(chart.nodes.map(\.id) == ["A", "B", "C", "D"])
        #expect(
            chart.warnings.map(\.description) == [
                "8:24: 'curve: linear' of edge 'e3' is not drawn: Puente draws every edge as the layout's smooth curve"
            ])
    }

    @Test func iconsAreDroppedWithAWarningAndMathIsRefused() {
        let chart = parsed(
            """
            flowchart LR
              A[fa:fa-car Coche] -->|fab:fa-apple iOS| B["Línea uno
                línea dos"]
            """)
        #expect(chart.requireNode("A").label.plainText == "Coche")
        #expect(chart.edges.first?.label?.plainText == "iOS")
        #expect(chart.requireNode("B").label.plainText == "Línea uno\nlínea dos")
        #expect(
            chart.warnings.map(\.description) == [
                "2:3: icon 'fa:fa-car' is not drawn: Puente bundles no icon font; the label's text is drawn",
                "2:22: icon 'fab:fa-apple' is not drawn: Puente bundles no icon font; the label's text is drawn",
            ])
        let error = parseError("flowchart\nA[\"$$x^2$$\"] --> B")
        #expect(error.line == 2 && error.column == 1)
        #expect(error.message.hasPrefix("KaTeX math ('$$…$$') is not drawn in diagrams"))
    }

    @Test func linksGoOnFromThePreviousLine() {
        let chart = parsed(
            """
            flowchart TB
            a{{"Uno"}}
            --> b{{"Dos"}} & c
              -.-> d
            A e1@--> B
            B --> C
            C --> D
            B --> C
            L_B_C_0@{ animate: true }
            L_B_C_2@{ animation: fast }
            """)
        #expect(chart.edgePairs == ["a->b", "a->c", "b->d", "c->d", "A->B", "B->C", "C->D", "B->C"])
        #expect(chart.edges.map(\.animation) == [nil, nil, nil, nil, nil, .slow, nil, .fast])
    }

    @Test(arguments: [
        ("flowchart\nA@{ shape: state }", 2, 5, "shape 'state' of node 'A' belongs to mermaid's other diagrams"),
        ("flowchart\nA@{ shape: zzzzzzzz }", 2, 5, "unknown shape 'zzzzzzzz' for node 'A'; the shapes are"),
        ("flowchart\nA@{ shap: rect }", 2, 5, "unknown key 'shap' in the data of node 'A'; did you mean 'shape'?"),
        ("flowchart\nA@{ animate: true }", 2, 5, "'animate' is edge data, but 'A' is a node"),
        ("flowchart\nA@{ shape: rect\nB --> C", 2, 2, "unclosed '@{' of node 'A'"),
        ("flowchart\nA@{ shape: [rect] }", 2, 12, "expected a plain value for 'shape' in the data of node 'A'"),
        ("flowchart\nA@{ shape: rect, shape: cyl }", 2, 18, "the data of node 'A' is not valid YAML"),
        ("flowchart\nA@{\n- rect\n}", 2, 4, "expected 'key: value' pairs in the data of node 'A'"),
        ("flowchart\nA e1@--> B\nC e1@--> D", 3, 3, "edge id 'e1' is already used by the edge at line 2, column 6"),
        ("flowchart\nA & B e1@--> C", 2, 7, "edge id 'e1' names one edge, but this link joins 2 × 1 nodes"),
        ("flowchart\nA e1@--> B\ne1@{ animate: maybe }", 3, 6, "expected 'true' or 'false' for 'animate' of edge 'e1'"),
        (
            "flowchart\nA e1@--> B\ne1@{ animation: quick }", 3, 6,
            "expected 'fast' or 'slow' for 'animation' of edge 'e1'"
        ),
        ("flowchart\nA e1@--> B\ne1@{ shape: rect }", 3, 6, "'shape' is node data, but 'e1' is an edge id"),
        (
            "flowchart\nA e1@--> B\ne1@{ animate: true } --> C", 3, 22,
            "expected end of line after the data of edge 'e1'"
        ),
    ])
    func refusedAtTheirPlace(source: String, line: Int, column: Int, message: String) {
        let error = parseError(source)
        #expect(error.line == line && error.column == column, "\(error)")
        #expect(error.message.hasPrefix(message), "\(error.message)")
    }

    /// Typos around `@{ … }` and edge ids: each is refused or read as mermaid reads it, never a node whose id
    /// holds `@`, `{` or `}`, and never a silently lost shape.
    @Test func dataTyposNeverBecomeNodeNames() {
        let fronts = ["A@{", "A@ {", "A @{", "A@{{", "A@[", "A@(", "A@", "A@@{", "A{@", "e1@", "A e1@", "A e1 @"]
        let middles = ["", " shape: cyl ", "shape cyl", " shape: cyl, ", " \"shape\": \"cyl\" ", " shape: cyl }"]
        let backs = ["}", "}}", "", " }", "] ", "} --> B", "--> B", "-->B }", "}:::c"]
        var refused = 0
        var drawn = 0
        for front in fronts {
            for middle in middles {
                for back in backs {
                    let source = "flowchart\n\(front)\(middle)\(back)"
                    guard let chart = try? FlowchartParser.parse(source) else {
                        refused += 1
                        continue
                    }
                    drawn += 1
                    for node in chart.nodes {
                        #expect(
                            !node.id.contains { "@{}[]()\"".contains($0) }, "\(source.debugDescription) → \(node.id)")
                    }
                    if middle.contains("cyl") && source.contains("@{") && !source.contains("{{") {
                        #expect(chart.nodes.contains { $0.shape == .cylinder }, "\(source.debugDescription)")
                    }
                }
            }
        }
        #expect(refused > 0 && drawn > 0)
    }
}
