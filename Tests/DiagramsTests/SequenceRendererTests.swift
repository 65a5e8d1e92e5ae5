import Mermaid
import Testing

@testable import Diagrams

@Suite struct SequenceRendererTests {
    func render(_ source: String) throws -> FlowchartRenderer.Rendered {
        try SequenceRenderer.render(SequenceParser.parse(source), prefix: "pu-d2", strings: .english)
    }

    /// A `rect` inside another is painted after it, on top: mermaid draws the outer one first.
    @Test func nestedBackgroundsArePaintedOuterFirst() throws {
        let svg = try render(
            "sequenceDiagram\n  rect rgb(200, 220, 255)\n    A->>B: fuera\n    rect rgb(255, 230, 200)\n"
                + "      B->>A: dentro\n    end\n  end\n"
        ).svg
        let outer = try #require(svg.range(of: "fill=\"#c8dcff\""))
        let inner = try #require(svg.range(of: "fill=\"#ffe6c8\""))
        #expect(outer.lowerBound < inner.lowerBound)
    }

    /// Central connections, bidirectional and half arrows each draw their own end.
    @Test func mermaid11ArrowEnds() throws {
        let svg = try render(
            #"""
            sequenceDiagram
              A->>()B: uno
              A<<->>B: dos
              A-|\B: tres
              B//-A: cuatro
            """#
        ).svg
        #expect(svg.components(separatedBy: "<circle").count - 1 >= 1)
        #expect(svg.contains("marker-start=\"url(#pu-d2-seq-filled)\""))
        #expect(svg.contains("marker-end=\"url(#pu-d2-seq-half-top)\""))
        #expect(svg.contains("marker-start=\"url(#pu-d2-seq-stick-top)\""))
    }

    @Test func anAccessibleDrawingWithTheMessagesInOrder() throws {
        let rendered = try render(
            "sequenceDiagram\n  participant C as Cliente\n  participant S as Servidor\n  C->>S: petición <b>GET</b>\n"
                + "  S-->>C: respuesta\n  C-)C: espera\n")
        let svg = rendered.svg
        #expect(svg.contains("role=\"img\" aria-labelledby=\"pu-d2-title pu-d2-desc\""))
        #expect(
            svg.contains(
                "<title id=\"pu-d2-title\">Sequence diagram</title><desc id=\"pu-d2-desc\">Cliente, Servidor</desc>"))
        #expect(svg.contains(">petición <tspan font-weight=\"bold\">GET</tspan></tspan>"))
        #expect(svg.contains("stroke-dasharray=\"4 3\" marker-end=\"url(#pu-d2-seq-filled)\""))
        #expect(svg.contains("marker-end=\"url(#pu-d2-seq-open)\""))
        // Top and bottom boxes for each participant, and a lifeline each.
        #expect(svg.components(separatedBy: ">Cliente</tspan>").count == 3)
        #expect(svg.components(separatedBy: "class=\"pu-lifeline\"").count == 3)
        #expect(!svg.contains("style=\"") && !svg.contains("<script"))
        #expect(
            rendered.textAlternative.contains(
                "<li>Cliente → Servidor: petición GET</li>\n<li>Servidor → Cliente: respuesta</li>\n"
                    + "<li>Cliente → Cliente: espera</li>"))
        #expect(rendered.html.hasPrefix("<figure class=\"diagram\">\n<div class=\"diagram-scroll\""))
    }

    @Test func aLongMessageWidensTheGapBetweenItsColumns() throws {
        func width(_ text: String) throws -> Double {
            let svg = try render("sequenceDiagram\n  A->>B: \(text)\n").svg
            let value = svg.split(separator: "width=\"")[1].prefix { $0 != "\"" }
            return Double(value)!
        }
        #expect(try width("una petición mucho más larga que las cajas de los dos participantes") > width("hola") + 150)
    }

    @Test func aLongConditionWidensThePictureToHoldItsTitle() throws {
        func width(_ condition: String) throws -> Double {
            let svg = try render("sequenceDiagram\n  A->>B: x\n  loop \(condition)\n    A->>B: y\n  end\n").svg
            return Double(svg.split(separator: "width=\"")[1].prefix { $0 != "\"" })!
        }
        let long = "mientras el tamaño publicado dependa de la disposición que depende de él"
        let measured = TextMeasure().width("loop [\(long)]", bold: true)
        #expect(try width(long) >= measured + 2 * SequenceRenderer.margin + 16 - 0.05)  // one decimal in the SVG
        #expect(try width("corto") < measured)
    }

    /// A note over the first participant, wider than it, stays inside the picture: everything moves right.
    @Test func aWideNoteOverTheFirstParticipantIsNotCut() throws {
        let svg = try render(
            "sequenceDiagram\n  participant A\n  participant B\n  Note over A: En iOS 14 la vista se crea antes de que el controlador exista\n"
                + "  A->>B: x\n"
        ).svg
        let note = try #require(svg.split(separator: "class=\"pu-note\" x=\"").dropFirst().first)
        let x = try #require(Double(note.prefix { $0 != "\"" }))
        #expect(x >= SequenceRenderer.margin)
        let width = try #require(Double(svg.split(separator: "width=\"")[1].prefix { $0 != "\"" }))
        let noteWidth = try #require(Double(note.split(separator: "width=\"")[1].prefix { $0 != "\"" }))
        #expect(x + noteWidth <= width)
    }

    /// `title` is drawn above the participants (and names the drawing); `accTitle:` only names it.
    @Test func aTitleIsDrawnAboveTheParticipants() throws {
        let svg = try render("sequenceDiagram\n  title Ciclo de vida\n  A->>B: x\n").svg
        #expect(svg.contains("<title id=\"pu-d2-title\">Ciclo de vida</title>"))
        #expect(
            svg.contains("class=\"pu-diagram-title\" x=") && svg.contains("font-weight=\"bold\">Ciclo de vida</text>"))
        let hidden = try render("sequenceDiagram\n  accTitle: Ciclo de vida\n  A->>B: x\n").svg
        #expect(!hidden.contains("pu-diagram-title"))
    }

    @Test func blocksAreFramesWithTheirConditions() throws {
        let rendered = try render(
            "sequenceDiagram\n  alt iOS 16\n    A->>B: NavigationStack\n  else iOS 15\n    A->>B: NavigationView\n  end\n"
                + "  Note over A,B: puente\n")
        #expect(rendered.svg.contains(">alt [iOS 16]</text>"))
        #expect(rendered.svg.contains(">[iOS 15]</text>"))
        #expect(rendered.svg.contains("class=\"pu-note\""))
        #expect(rendered.textAlternative.contains("<li>alt [iOS 16]<ol>\n<li>A → B: NavigationStack</li>\n</ol></li>"))
        #expect(rendered.textAlternative.contains("<li>[A, B] puente</li>"))
    }

    /// A `rect` is a background under the lifelines in the author's colour; text on it takes black or white,
    /// whichever reads on that colour, so it reads in the dark theme too.
    @Test func rectBackgroundsAreDrawnUnderEverythingWithReadableText() throws {
        let svg = try render(
            "sequenceDiagram\n  rect rgb(30, 30, 46)\n    A->>B: sobre oscuro\n    alt sí\n      B->>A: x\n    end\n  end\n"
                + "  rect rgba(0, 0, 255, 0.1)\n    A->>B: casi transparente\n  end\n  A->>B: fuera\n"
        ).svg
        let backgrounds = try #require(svg.range(of: "<g class=\"pu-backgrounds\">"))
        #expect(backgrounds.lowerBound < svg.range(of: "<g class=\"pu-lifelines\">")!.lowerBound)
        #expect(svg.contains("class=\"pu-rect pu-custom-fill\""))
        #expect(svg.contains("fill=\"#1e1e2e\""))
        #expect(svg.contains("fill=\"#0000ff\" fill-opacity=\"0.1\""))
        // On the dark fill: white text, marked so the theme's colour does not replace it, frame title too.
        #expect(svg.contains("class=\"pu-edge-label pu-custom-color\" x=") && svg.contains("fill=\"#ffffff\"><tspan"))
        #expect(svg.contains("class=\"pu-frame-title pu-custom-color\""))
        // A nearly transparent fill and no fill keep the theme's text colour.
        let plain = svg.components(separatedBy: "class=\"pu-edge-label\" x=").count - 1
        #expect(plain == 2)
    }

    @Test func aColourThatIsNotOneIsAWarningAtItsLine() throws {
        let drawing = try DiagramDrawing("sequenceDiagram\n  A->>B: x\n  rect verdoso\n    A->>B: y\n  end\n")
        #expect(
            drawing.issues.map { "\($0.0.line): \($0.0.message)" } == [
                "3: 'verdoso' is not a CSS colour; the background is drawn in the theme's"
            ])
        let svg = try drawing.render(prefix: "pu-d0", strings: .english, measure: TextMeasure()).svg
        #expect(svg.contains("class=\"pu-rect\""))
    }

    @Test func activationsAreBarsOnTheLifeline() throws {
        let svg = try render(
            "sequenceDiagram\n  A->>+B: pide\n  B->>+B: calcula\n  B-->>-B: listo\n  B-->>-A: responde\n  activate A\n"
        ).svg
        // B's two nested bars (the inner one 4 px to the right) and A's, left open, to the bottom.
        #expect(svg.components(separatedBy: "class=\"pu-activation\"").count == 4)
        let bars = svg.components(separatedBy: "class=\"pu-activation\" x=\"").dropFirst().map {
            Double($0.prefix { $0 != "\"" })!
        }
        #expect(bars.contains { bars.contains($0 + 4) })
    }

    @Test func theStageDrawsSequencesAndLocatesTheirErrors() {
        let drawn = DiagramStageTests.draw(
            DiagramStageTests.content("```mermaid\nsequenceDiagram\n  A->>B: hola\n```\n"))
        #expect(drawn.diagnostics.isEmpty)
        #expect(drawn.rendered == 1)
        let broken = DiagramStageTests.draw(
            DiagramStageTests.content("```mermaid\nsequenceDiagram\n  A->>B: hola\n  end\n```\n"))
        #expect(broken.diagnostics.map(\.location?.line) == [7])
        #expect(broken.diagnostics.first?.message == "'end' without an open block")
    }
}
