import Mermaid

/// Draws a ``SequenceDiagram`` as inline SVG, laid out by itself (no Graphviz: columns and rows): participant
/// boxes (actors as figures) at the top and bottom, dashed lifelines, messages in order with mermaid's line
/// and head styles and their text above them, notes, and `loop`/`alt`/`opt`/`par`/`critical`/`break` blocks
/// as labelled frames with dashed section separators. The same classes, theme colours and accessibility as
/// flowcharts (``FlowchartRenderer``): `role="img"`, a title and description, a text alternative listing the
/// messages in order.
enum SequenceRenderer {
    /// The room around the picture.
    static let margin = 10.0

    /// The drawing of `diagram`: its columns (``SequenceLayout``), its rows (``SequenceRows``) and their SVG
    /// (``SequenceSVG``), with ids starting with `prefix`, and its text alternative.
    static func render(
        _ diagram: SequenceDiagram, prefix: String, strings: DiagramStrings, measure: TextMeasure = TextMeasure()
    )
        -> FlowchartRenderer.Rendered
    {
        let layout = SequenceLayout(diagram, measure: measure)
        let rows = SequenceRows(diagram, layout: layout)
        let svg = SequenceSVG.draw(diagram, layout: layout, rows: rows, prefix: prefix, strings: strings)
        let alternative = textAlternative(diagram, strings: strings)
        let html = FlowchartRenderer.figure(svg, alternative: alternative, prefix: prefix)
        return FlowchartRenderer.Rendered(svg: svg, textAlternative: alternative, html: html)
    }

    /// The messages and notes in order, as an HTML list in a `<details>`.
    static func textAlternative(_ diagram: SequenceDiagram, strings: DiagramStrings) -> String {
        let names = Dictionary(
            uniqueKeysWithValues: diagram.participants.map { participant in
                let name = flat(participant.label.plainText)
                return (participant.id, name.isEmpty ? participant.id : name)
            })
        var out =
            "<details class=\"diagram-text\">\n<summary>\(SVGWriter.escape(strings.textAlternative))</summary>\n<ol>\n"
        for event in diagram.events {
            switch event {
            case .message(let from, let to, _, let text, _, _):
                var item = "\(names[from] ?? from) → \(names[to] ?? to)"
                if !text.isEmpty { item += ": \(flat(text.plainText))" }
                out += "<li>\(SVGWriter.escape(item))</li>\n"
            case .note(let placement, let text, _):
                let about: [String]
                switch placement {
                case .leftOf(let id), .rightOf(let id): about = [id]
                case .over(let first, let second): about = [first] + (second.map { [$0] } ?? [])
                }
                out +=
                    "<li>[\(SVGWriter.escape(about.map { names[$0] ?? $0 }.joined(separator: ", ")))] "
                    + "\(SVGWriter.escape(flat(text.plainText)))</li>\n"
            case .blockStart(let kind, let text, _):
                out +=
                    "<li>\(SVGWriter.escape(kind.rawValue + (text.isEmpty ? "" : " [\(flat(text.plainText))]")))<ol>\n"
            case .blockSection(let text, _):
                out += "</ol></li>\n<li>[\(SVGWriter.escape(flat(text.plainText)))]<ol>\n"
            case .blockEnd:
                out += "</ol></li>\n"
            case .activate, .deactivate, .backgroundStart, .backgroundEnd, .create, .destroy:
                continue
            }
        }
        out += "</ol>\n"
        let menus = diagram.participants.filter { !$0.links.isEmpty }
        if !menus.isEmpty {
            // Actor menus (`link A: Wiki @ https://…`): mermaid opens them on a click; here they are plain links.
            out += "<ul class=\"diagram-links\">\n"
            for participant in menus {
                let links = participant.links.map {
                    "<a href=\"\(SVGWriter.escape($0.url))\">\(SVGWriter.escape($0.title))</a>"
                }
                out +=
                    "<li>\(SVGWriter.escape(names[participant.id] ?? participant.id)): \(links.joined(separator: ", "))</li>\n"
            }
            out += "</ul>\n"
        }
        out += "</details>\n"
        return out
    }

    private static func flat(_ text: String) -> String { text.split(separator: "\n").joined(separator: " ") }
}
