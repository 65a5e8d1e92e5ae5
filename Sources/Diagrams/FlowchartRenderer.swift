import Mermaid

/// Turns a parsed ``Flowchart`` into inline SVG: measures labels, lays out with Graphviz, draws shapes,
/// edges and labels in a look close to mermaid's, and writes a text alternative for screen readers.
///
/// Default colours come from CSS custom properties through classes (`pu-node-shape`, `pu-edge`, …), with
/// presentation attributes as fallbacks so the SVG also reads outside the site. `style`/`classDef` colours
/// are presentation attributes on elements the theme's CSS leaves alone (`pu-custom-*` classes). No inline
/// `style` attributes and no `<foreignObject>`: the pages' Content-Security-Policy forbids the first, and
/// the second does not render outside browsers.
public enum FlowchartRenderer {
    /// The drawing and its text alternative.
    public struct Rendered: Sendable, Hashable {
        /// The `<svg>` element.
        public var svg: String
        /// HTML: a `<details>` listing the connections in reading order.
        public var textAlternative: String
        /// `<figure>` with both, ready to go into the page.
        public var html: String
    }

    /// Fallback colours (the light theme's), used as presentation attributes.
    static let nodeFill = "#f3f6f9"
    static let nodeStroke = "#6e7781"
    static let textColor = "#1f2328"
    static let edgeColor = "#6e7781"
    static let clusterFill = "#fbfcfd"
    static let labelBackground = "#ffffff"

    /// Renders `chart` with its text measured in the built-in theme's fonts; `prefix` makes element ids unique
    /// on the page (`pu-d0`, `pu-d1`, …).
    public static func render(_ chart: Flowchart, prefix: String, strings: DiagramStrings) throws(DiagramRenderError)
        -> Rendered
    {
        try render(chart, prefix: prefix, strings: strings, measure: TextMeasure())
    }

    /// Renders `chart`, its text sized by `measure`.
    static func render(_ chart: Flowchart, prefix: String, strings: DiagramStrings, measure: TextMeasure)
        throws(DiagramRenderError) -> Rendered
    {
        let plan = LayoutPlan(chart, measure: measure)
        let layout: LayoutResult
        do {
            layout = try NestedLayout.layoutReadably(plan.graph)
        } catch {
            throw DiagramRenderError(message: "Graphviz could not lay out the diagram: \(error.message)")
        }
        var svg = SVGWriter()
        let title = chart.accessibleTitle ?? chart.title ?? strings.defaultTitle
        let summary =
            chart.accessibleDescription
            ?? strings.summary(nodes: chart.nodes.count, edges: chart.edges.filter { $0.stroke != .invisible }.count)
        // Graphviz's box is where the shapes' outlines run: the margin keeps their strokes, thick corners and
        // diamond tips inside the picture: half the widest stroke lies outside an outline, and a mitred corner
        // reaches at most the whole width out at the shapes' angles; a pixel more for antialiasing.
        let margin = (Self.widestStroke(chart) + 1).rounded(.up)
        // The front matter's title, as mermaid draws it: bold, centred above the graph, which keeps its coordinates
        // (the picture grows upwards, and sideways when the title is the wider).
        let heading = chart.title.flatMap { $0.isEmpty ? nil : $0 }
        let headingHeight = heading == nil ? 0 : TextMeasure.lineHeight + 12
        let headingWidth = heading.map { measure.width($0, bold: true) + 2 * margin } ?? 0
        let graphWidth = layout.width + 2 * margin
        let fullWidth = max(graphWidth, headingWidth)
        let left = -margin - (fullWidth - graphWidth) / 2
        let top = -margin - headingHeight
        let width = SVGWriter.number(fullWidth)
        let height = SVGWriter.number(layout.height + 2 * margin + headingHeight)
        openSVG(
            &svg, className: "pu-diagram",
            viewBox: "\(SVGWriter.number(left)) \(SVGWriter.number(top)) \(width) \(height)", width: width,
            height: height, prefix: prefix, title: title, summary: summary,
            fontFamily: measure.cssFamilies)
        if let heading {
            svg.element(
                "text",
                [
                    ("class", "pu-diagram-title"), ("x", SVGWriter.number(left + fullWidth / 2)),
                    ("y", SVGWriter.number(top + margin + TextMeasure.lineHeight * 0.72)), ("text-anchor", "middle"),
                    ("fill", textColor), ("font-weight", "bold"),
                ], selfClosing: false)
            svg.text(heading)
            svg.close("text")
        }
        let markers = MarkerSet(chart: chart, prefix: prefix)
        markers.write(into: &svg)
        drawClusters(chart, plan: plan, layout: layout, into: &svg)
        drawEdges(chart, plan: plan, layout: layout, markers: markers, into: &svg)
        drawNodes(chart, plan: plan, layout: layout, into: &svg)
        svg.close("svg")
        let alternative = textAlternative(chart, strings: strings)
        let html = figure(svg.output, alternative: alternative, prefix: prefix)
        return Rendered(svg: svg.output, textAlternative: alternative, html: html)
    }

    // MARK: - Clusters

    private static func drawClusters(
        _ chart: Flowchart, plan: LayoutPlan, layout: LayoutResult, into svg: inout SVGWriter
    ) {
        guard !chart.subgraphs.isEmpty else { return }
        svg.element("g", [("class", "pu-clusters")], selfClosing: false)
        // Outer clusters first so inner ones draw on top.
        for subgraph in plan.subgraphsOuterFirst {
            guard let id = plan.clusterID[subgraph.id], let box = layout.clusters[id] else { continue }
            let style = StyleResolver.resolve(
                classes: subgraph.classes, style: subgraph.style, chart: chart, isNode: false)
            svg.element("g", [("class", "pu-cluster")], selfClosing: false)
            svg.element(
                "rect",
                [
                    ("class", style.classes("pu-cluster-box")), ("x", SVGWriter.number(box.x)),
                    ("y", SVGWriter.number(box.y)),
                    ("width", SVGWriter.number(box.width)), ("height", SVGWriter.number(box.height)), ("rx", "6"),
                    ("fill", style.fill ?? clusterFill), ("stroke", style.stroke ?? nodeStroke),
                    ("stroke-width", style.strokeWidth ?? "1"), ("stroke-dasharray", style.dashArray),
                ])
            let title = plan.titles[subgraph.id]!
            drawLines(
                title.lines, x: box.x + 10 + title.width / 2, top: box.y + 6, color: style.color,
                className: style.textClasses("pu-cluster-title"), into: &svg)
            svg.close("g")
        }
        svg.close("g")
    }

    // MARK: - Edges

    private static func drawEdges(
        _ chart: Flowchart, plan: LayoutPlan, layout: LayoutResult, markers: MarkerSet, into svg: inout SVGWriter
    ) {
        svg.element("g", [("class", "pu-edges")], selfClosing: false)
        let shapes = Dictionary(chart.nodes.map { ($0.id, $0.shape) }, uniquingKeysWith: { first, _ in first })
        /// The drawn outline of node `id` when it is a polygon (a subgraph's border is Graphviz's own).
        func outline(_ id: String) -> [Point]? {
            guard let shape = shapes[id], let graphID = plan.nodeID[id], let center = layout.nodes[graphID],
                let size = plan.sizes[id]
            else { return nil }
            return NodeGeometry.outline(shape, center: center, width: size.width, height: size.height)
        }
        for (index, edge) in chart.edges.enumerated() where edge.stroke != .invisible {
            guard let laidOut = layout.edges[index], !laidOut.isEmpty else { continue }
            let points =
                edge.from == edge.to ? laidOut : EdgeClip.fit(laidOut, start: outline(edge.from), end: outline(edge.to))
            let first = points[0]
            var d = "M\(SVGWriter.number(first.x)) \(SVGWriter.number(first.y))"
            var rest = points.dropFirst()
            while rest.count >= 3 {
                let c = Array(rest.prefix(3))
                d += " C\(SVGWriter.number(c[0].x)) \(SVGWriter.number(c[0].y)) \(SVGWriter.number(c[1].x)) "
                d += "\(SVGWriter.number(c[1].y)) \(SVGWriter.number(c[2].x)) \(SVGWriter.number(c[2].y))"
                rest = rest.dropFirst(3)
            }
            let style = EdgeStyle(edge)
            svg.element(
                "path",
                [
                    ("class", edgeClasses(edge, custom: style.custom)), ("d", d), ("fill", "none"),
                    ("stroke", style.stroke ?? edgeColor), ("stroke-width", style.width),
                    ("stroke-dasharray", style.dashArray),
                    ("marker-start", markers.reference(edge.startMarker, color: style.stroke)),
                    ("marker-end", markers.reference(edge.endMarker, color: style.stroke)),
                ])
        }
        svg.close("g")
        svg.element("g", [("class", "pu-edge-labels")], selfClosing: false)
        for (index, edge) in chart.edges.enumerated() where edge.stroke != .invisible {
            guard let measured = plan.edgeLabels[index], let center = layout.edgeLabels[index] else { continue }
            let boxWidth = measured.width + 8
            let boxHeight = measured.height + 4
            svg.element(
                "rect",
                [
                    ("class", "pu-edge-label-bg"), ("x", SVGWriter.number(center.x - boxWidth / 2)),
                    ("y", SVGWriter.number(center.y - boxHeight / 2)), ("width", SVGWriter.number(boxWidth)),
                    ("height", SVGWriter.number(boxHeight)), ("rx", "3"), ("fill", labelBackground),
                ])
            let color = EdgeStyle(edge).color
            drawLines(
                measured.lines, x: center.x, top: center.y - measured.height / 2, color: color,
                className: color == nil ? "pu-edge-label" : "pu-edge-label pu-custom-color", into: &svg)
        }
        svg.close("g")
    }

    /// The classes of an edge's path: custom strokes and mermaid 11's animation (`e1@{ animate: true }`).
    static func edgeClasses(_ edge: Edge, custom: Bool) -> String {
        var classes = custom ? "pu-edge pu-custom-stroke" : "pu-edge"
        if let animation = edge.animation { classes += " pu-edge-animated pu-edge-\(animation.rawValue)" }
        return classes
    }

    // MARK: - Nodes

    private static func drawNodes(_ chart: Flowchart, plan: LayoutPlan, layout: LayoutResult, into svg: inout SVGWriter)
    {
        svg.element("g", [("class", "pu-nodes")], selfClosing: false)
        for node in chart.nodes {
            guard let id = plan.nodeID[node.id], let center = layout.nodes[id], let size = plan.sizes[node.id] else {
                continue
            }
            let style = StyleResolver.resolve(classes: node.classes, style: node.style, chart: chart, isNode: true)
            svg.element("g", [("class", "pu-node")], selfClosing: false)
            ShapeDrawer.draw(
                node.shape, center: center, width: size.width, height: size.height, style: style, into: &svg)
            let label = plan.labels[node.id]!
            if node.shape.drawsNoText {
                // Drawn as a symbol, as mermaid draws it; the label stays its accessible name.
                svg.element("title", [], selfClosing: false)
                svg.text(node.label.plainText)
                svg.close("title")
            } else {
                drawLines(
                    label.lines, x: center.x + size.textShift, top: center.y + size.textDrop - label.height / 2,
                    color: style.color, className: style.textClasses("pu-node-text"), into: &svg)
            }
            svg.close("g")
        }
        svg.close("g")
    }

    /// Writes centred lines of text whose block starts at `top`.
    static func drawLines(
        _ lines: [TextMeasure.Line], x: Double, top: Double, color: String?, className: String,
        into svg: inout SVGWriter
    ) {
        let ascent = TextMeasure.lineHeight * 0.72
        svg.element(
            "text",
            [
                ("class", className), ("x", SVGWriter.number(x)), ("y", SVGWriter.number(top + ascent)),
                ("text-anchor", "middle"), ("fill", color ?? textColor),
            ], selfClosing: false)
        for (index, line) in lines.enumerated() {
            svg.element(
                "tspan",
                [("x", SVGWriter.number(x)), ("dy", index == 0 ? "0" : SVGWriter.number(TextMeasure.lineHeight))],
                selfClosing: false)
            for run in line.runs {
                if run.bold || run.italic {
                    svg.element(
                        "tspan",
                        [("font-weight", run.bold ? "bold" : nil), ("font-style", run.italic ? "italic" : nil)],
                        selfClosing: false)
                    svg.text(run.text)
                    svg.close("tspan")
                } else {
                    svg.text(run.text)
                }
            }
            svg.close("tspan")
        }
        svg.close("text")
    }

    /// Opens the `<svg>` of a diagram with its accessible title and description (shared by every kind).
    static func openSVG(
        _ svg: inout SVGWriter, className: String, viewBox: String, width: String, height: String, prefix: String,
        title: String, summary: String, fontFamily: String
    ) {
        svg.element(
            "svg",
            [
                ("xmlns", "http://www.w3.org/2000/svg"), ("class", className), ("viewBox", viewBox),
                ("width", width), ("height", height), ("role", "img"),
                ("aria-labelledby", "\(prefix)-title \(prefix)-desc"), ("font-family", fontFamily), ("font-size", "14"),
            ], selfClosing: false)
        svg.element("title", [("id", "\(prefix)-title")], selfClosing: false)
        svg.text(title)
        svg.close("title")
        svg.element("desc", [("id", "\(prefix)-desc")], selfClosing: false)
        svg.text(summary)
        svg.close("desc")
    }

    /// The `<figure>`: the picture in a region of its own that scrolls on a phone (see the theme's
    /// `.diagram-scroll`), focusable so a keyboard can scroll it too and named by the diagram's title, then
    /// the text alternative.
    static func figure(_ svg: String, alternative: String, prefix: String) -> String {
        "<figure class=\"diagram\">\n<div class=\"diagram-scroll\" tabindex=\"0\" role=\"group\" "
            + "aria-labelledby=\"\(prefix)-title\">\(svg)</div>\n\(alternative)</figure>\n"
    }

    /// The widest stroke the diagram draws, in px: the theme's (1.5, thick edges 3) or an author's
    /// `stroke-width` (at most 24 counts: a wider one is the author's to clip).
    static func widestStroke(_ chart: Flowchart) -> Double {
        var widest = 3.0
        let styles =
            chart.nodes.map { StyleResolver.resolve(classes: $0.classes, style: $0.style, chart: chart, isNode: true) }
            + chart.subgraphs.map {
                StyleResolver.resolve(classes: $0.classes, style: $0.style, chart: chart, isNode: false)
            }
        for width in styles.compactMap(\.strokeWidth) + chart.edges.map({ EdgeStyle($0).width }) {
            if let value = Double(width) { widest = max(widest, min(value, 24)) }
        }
        return widest
    }

    // MARK: - Text alternative

    /// The connections in reading order, then nodes that have none, as an HTML list in a `<details>`.
    static func textAlternative(_ chart: Flowchart, strings: DiagramStrings) -> String {
        // A label that was only markup (`A["<b></b>"]`) leaves no text: the id names the node instead.
        func named(_ text: String, _ id: String) -> String {
            let text = flat(text)
            return text.allSatisfy(\.isWhitespace) ? id : text
        }
        func label(_ id: String) -> String {
            if let node = chart.nodes.first(where: { $0.id == id }) { return named(node.label.plainText, id) }
            if let subgraph = chart.subgraphs.first(where: { $0.id == id }) {
                return named(subgraph.title.plainText, id)
            }
            return id
        }
        var out = "<details class=\"diagram-text\">\n<summary>\(html(strings.textAlternative))</summary>\n<ol>\n"
        var connected: Set<String> = []
        for edge in chart.edges where edge.stroke != .invisible {
            connected.insert(edge.from)
            connected.insert(edge.to)
            var item = "\(label(edge.from)) → \(label(edge.to))"
            if let text = edge.label?.plainText, !text.isEmpty { item += " (\(flat(text)))" }
            out += "<li>\(html(item))</li>\n"
        }
        for node in chart.nodes where !connected.contains(node.id) {
            out += "<li>\(html(named(node.label.plainText, node.id)))</li>\n"
        }
        out += "</ol>\n</details>\n"
        return out
    }

    private static func flat(_ text: String) -> String {
        text.split(separator: "\n").joined(separator: " ")
    }

    private static func html(_ text: String) -> String {
        SVGWriter.escape(text)
    }
}

/// A failure to draw a diagram that parsed.
public struct DiagramRenderError: Error, Sendable, Hashable {
    /// What went wrong.
    public var message: String
}
