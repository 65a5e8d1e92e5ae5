import Foundation
import Mermaid
import Testing

@testable import Diagrams

@Suite struct FlowchartRendererTests {
    func render(_ source: String) throws -> FlowchartRenderer.Rendered {
        try FlowchartRenderer.render(FlowchartParser.parse(source), prefix: "pu-d3", strings: .english)
    }

    @Test func svgIsAccessibleAndResponsive() throws {
        let svg = try render("flowchart TD\n  A[Uno] --> B[Dos]\n").svg
        // A margin around Graphviz's box keeps the outer strokes whole: the picture starts left of and above 0.
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"pu-diagram\" viewBox=\"-4 -4 "))
        #expect(svg.contains("role=\"img\" aria-labelledby=\"pu-d3-title pu-d3-desc\""))
        #expect(
            svg.contains(
                "<title id=\"pu-d3-title\">Flowchart</title><desc id=\"pu-d3-desc\">2 nodes, 1 connection</desc>"))
        #expect(!svg.contains("foreignObject"))
        #expect(!svg.contains("style=\""))
        #expect(!svg.contains("<script") && !svg.contains("onclick"))
    }

    @Test func accessibleTitleAndDescriptionComeFromTheDiagram() throws {
        let svg = try render("flowchart TD\n  accTitle: Navegación\n  accDescr: Quién decide\n  A --> B\n").svg
        #expect(svg.contains(">Navegación</title>"))
        #expect(svg.contains(">Quién decide</desc>"))
    }

    /// The front matter's `title:` is drawn as mermaid draws it, bold and centred above the graph (which keeps its
    /// coordinates: the picture grows upwards), and names the picture for screen readers unless `accTitle` does.
    @Test func theFrontMattersTitleIsDrawnAboveTheGraph() throws {
        let plain = try render("flowchart TD\n  A[Uno] --> B[Dos]\n").svg
        let titled = try render("---\ntitle: Flujo de <compra>\n---\nflowchart TD\n  A[Uno] --> B[Dos]\n").svg
        #expect(titled.contains("<text class=\"pu-diagram-title\""))
        #expect(titled.contains("font-weight=\"bold\">Flujo de &lt;compra&gt;</text>"))
        #expect(titled.contains("<title id=\"pu-d3-title\">Flujo de &lt;compra&gt;</title>"))
        // 31 px more above the graph; the title, wider than the graph, widens the picture on both sides.
        #expect(titled.contains("viewBox=\"-37.2 -35 132.5 160\""))
        #expect(plain.contains("viewBox=\"-4 -4 66 129\""))
        #expect(!plain.contains("pu-diagram-title"))
        // The graph itself is drawn where it was.
        let body = { (svg: String) in svg[svg.range(of: "<g class=\"pu-edges\"")!.lowerBound...] }
        #expect(body(titled) == body(plain))
        let named = try render("---\ntitle: Flujo\n---\nflowchart TD\n  accTitle: Otro\n  A --> B\n").svg
        #expect(named.contains(">Otro</title>"))
    }

    @Test func labelsAreTextElementsAndEscaped() throws {
        let rendered = try render("flowchart TD\n  A[\"<script>alert(1)</script> & #quot;x#quot;\"] --> B[背景色]\n")
        // Like mermaid's HTML labels, tags are dropped and their text kept; the text itself is escaped.
        #expect(rendered.svg.contains(">alert(1) &amp; &quot;x&quot;</tspan>"))
        #expect(!rendered.svg.contains("<script"))
        #expect(rendered.svg.contains(">背景色</tspan>"))
        #expect(rendered.textAlternative.contains("alert(1) &amp; &quot;x&quot; → 背景色"))
        #expect(!rendered.textAlternative.contains("<script"))
    }

    @Test func styleColoursAreAttributesTheThemeLeavesAlone() throws {
        let svg = try render("flowchart TD\n  A --> G[Fin]\n  style G fill:#a6e3a1,color:#11111b\n").svg
        #expect(svg.contains("class=\"pu-node-shape pu-custom-fill\""))
        #expect(svg.contains("fill=\"#a6e3a1\""))
        #expect(svg.contains("class=\"pu-node-text pu-custom-color\""))
        #expect(svg.contains("fill=\"#11111b\""))
    }

    @Test func styleValuesCannotInjectMarkupOrURLs() throws {
        let svg = try render("flowchart TD\n  A --> B\n  style A fill:url(javascript:alert(1)),stroke:\"><x\n").svg
        #expect(!svg.contains("javascript"))
        #expect(!svg.contains("<x"))
    }

    @Test func textAlternativeListsConnectionsInReadingOrder() throws {
        let text = try render("flowchart TD\n  A[Inicio] -->|sí| B{¿Seguir?}\n  B --> C[Fin]\n  D[Suelto]\n")
            .textAlternative
        #expect(
            text
                == "<details class=\"diagram-text\">\n<summary>Text description of the diagram</summary>\n<ol>\n"
                + "<li>Inicio → ¿Seguir? (sí)</li>\n<li>¿Seguir? → Fin</li>\n<li>Suelto</li>\n</ol>\n</details>\n")
    }

    @Test func invisibleLinksAreNotDrawn() throws {
        let svg = try render("flowchart LR\n  A ~~~ B\n").svg
        #expect(!svg.contains("class=\"pu-edge\""))
    }

    /// The same chart gives the same SVG every time in one process, whatever was laid out before it (dot's
    /// older cluster ranking depended on heap addresses: Graphviz issue 1767; `newrank=true` does not).
    @Test func renderingIsDeterministic() throws {
        let golden = try FileManager.default.contentsOfDirectory(atPath: GoldenDiagramTests.folder.path)
            .filter { $0.hasSuffix(".mmd") && !$0.hasPrefix("sequence") }.sorted().map {
                try String(contentsOf: GoldenDiagramTests.folder.appending(path: $0), encoding: .utf8)
            }
        let sources = golden + SubgraphRoutingTests.charts.map(\.1)
        let first = try sources.map { try render($0).svg }
        for round in 1...5 {
            // Interleaved, in a different order each round, so each layout starts from another heap.
            for index in sources.indices.shuffled() {
                #expect(try render(sources[index]).svg == first[index], "chart \(index), round \(round)")
            }
        }
    }
}
