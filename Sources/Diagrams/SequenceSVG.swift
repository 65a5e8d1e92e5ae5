import Mermaid

/// Writes a sequence diagram laid out by ``SequenceLayout`` and ``SequenceRows`` as SVG, in layers from the
/// bottom: the `rect` backgrounds, the lifelines, the blocks' frames, the activation bars, the messages and
/// notes, then the participants' boxes at the top and bottom.
struct SequenceSVG {
    /// Notes' paper colour when the theme's CSS is missing (the theme sets `--pu-accent-soft`).
    static let noteFill = "#fff8c5"

    /// The columns.
    let layout: SequenceLayout
    /// The rows, walked.
    let rows: SequenceRows
    /// The prefix of the arrowheads' ids.
    let markers: String
    /// The SVG so far.
    var svg = SVGWriter()

    /// Where the bottom boxes start.
    var bottomTop: Double { rows.y }

    /// The whole `<svg>` of `diagram`: ids start with `prefix`, and its accessible title falls back on
    /// `strings`.
    static func draw(
        _ diagram: SequenceDiagram, layout: SequenceLayout, rows: SequenceRows, prefix: String,
        strings: DiagramStrings
    ) -> String {
        var drawing = SequenceSVG(layout: layout, rows: rows, markers: "\(prefix)-seq")
        drawing.open(diagram, prefix: prefix, strings: strings)
        // Backgrounds, lifelines, then frames, then the messages and notes over them, then the boxes.
        if !rows.backgrounds.isEmpty { drawing.group("pu-backgrounds") { $0.drawBackgrounds() } }
        drawing.group("pu-lifelines") { $0.drawLifelines() }
        drawing.group("pu-clusters") { $0.drawFrames() }
        drawing.group("pu-activations") { $0.drawBars() }
        drawing.group("pu-edges") { $0.drawItems() }
        drawing.group("pu-nodes") { $0.drawParticipants(diagram.participants) }
        drawing.svg.close("svg")
        return drawing.svg.output
    }

    /// A coordinate as the SVG writes it.
    func n(_ value: Double) -> String { SVGWriter.number(value) }

    /// Wraps what `body` draws in a `<g>` of `className`.
    mutating func group(_ className: String, _ body: (inout SequenceSVG) -> Void) {
        svg.element("g", [("class", className)], selfClosing: false)
        body(&self)
        svg.close("g")
    }

    /// Opens the `<svg>` at the picture's size with its accessible title and description, the arrowheads and
    /// the `title` drawn above the participants.
    private mutating func open(_ diagram: SequenceDiagram, prefix: String, strings: DiagramStrings) {
        let width = rows.width
        let height = bottomTop + layout.headHeight + SequenceRenderer.margin
        let title = diagram.accessibleTitle ?? strings.sequenceTitle
        let summary =
            diagram.accessibleDescription ?? diagram.participants.map { $0.label.plainText }.joined(separator: ", ")
        FlowchartRenderer.openSVG(
            &svg, className: "pu-diagram pu-sequence", viewBox: "0 0 \(n(width)) \(n(height))",
            width: n(width), height: n(height), prefix: prefix, title: title, summary: summary,
            fontFamily: layout.measure.cssFamilies)
        writeMarkers()
        guard let title = diagram.title else { return }
        svg.element(
            "text",
            [
                ("class", "pu-diagram-title"), ("x", n(width / 2)),
                ("y", n(SequenceRenderer.margin + TextMeasure.lineHeight * 0.72)),
                ("text-anchor", "middle"), ("fill", FlowchartRenderer.textColor), ("font-weight", "bold"),
            ], selfClosing: false)
        svg.text(title)
        svg.close("text")
    }

    /// The three heads: each tip (or the cross's far arm) is at the marker's reference point, on the lifeline.
    private mutating func writeMarkers() {
        svg.raw("<defs>")
        let common: [(String, String?)] = [
            ("markerUnits", "userSpaceOnUse"), ("markerWidth", "12"), ("markerHeight", "12"),
            ("orient", "auto-start-reverse"), ("viewBox", "0 0 12 12"), ("refY", "6"),
        ]
        svg.element("marker", [("id", "\(markers)-filled"), ("refX", "11")] + common, selfClosing: false)
        svg.element("path", [("class", "pu-marker"), ("d", "M1 1L11 6L1 11z"), ("fill", FlowchartRenderer.edgeColor)])
        svg.close("marker")
        for (name, d, strokeWidth) in [("open", "M1 1L11 6L1 11", "1.5"), ("cross", "M2 2L10 10M10 2L2 10", "2")] {
            svg.element("marker", [("id", "\(markers)-\(name)"), ("refX", "11")] + common, selfClosing: false)
            svg.element(
                "path",
                [
                    ("class", "pu-marker-line"), ("d", d), ("fill", "none"),
                    ("stroke", FlowchartRenderer.edgeColor), ("stroke-width", strokeWidth),
                ])
            svg.close("marker")
        }
        svg.raw("</defs>")
    }

    /// The url of the marker a message's line ends with, if any.
    func marker(_ head: SequenceDiagram.Arrow.Head) -> String? {
        switch head {
        case .none: nil
        case .filled: "url(#\(markers)-filled)"
        case .open: "url(#\(markers)-open)"
        case .cross: "url(#\(markers)-cross)"
        }
    }

    /// Each participant's dashed lifeline, from its top box to its bottom one.
    private mutating func drawLifelines() {
        for column in layout.columns {
            svg.element(
                "path",
                [
                    ("class", "pu-lifeline"),
                    ("d", "M\(n(column.x)) \(n(layout.top + layout.headHeight))V\(n(bottomTop))"),
                    ("fill", "none"), ("stroke", FlowchartRenderer.edgeColor), ("stroke-width", "1"),
                    ("stroke-dasharray", "3 3"),
                ])
        }
    }

    /// Each participant's box above its lifeline and again below it.
    private mutating func drawParticipants(_ participants: [SequenceDiagram.Participant]) {
        for (column, participant) in zip(layout.columns, participants) {
            for boxTop in [layout.top + layout.headHeight - column.height, bottomTop] {
                drawParticipant(column, isActor: participant.isActor, top: boxTop)
            }
        }
    }

    /// A participant's box at `top` (for an actor, a stick figure over its name).
    private mutating func drawParticipant(_ column: SequenceLayout.Column, isActor: Bool, top: Double) {
        svg.element("g", [("class", "pu-node")], selfClosing: false)
        var textTop = top + 8
        if isActor {
            drawFigure(centre: column.x, top: top)
            textTop = top + 34 + 4
        } else {
            svg.element(
                "rect",
                [
                    ("class", "pu-node-shape"), ("x", n(column.x - column.width / 2)), ("y", n(top)),
                    ("width", n(column.width)), ("height", n(column.height)), ("rx", "3"),
                    ("fill", FlowchartRenderer.nodeFill), ("stroke", FlowchartRenderer.nodeStroke),
                    ("stroke-width", "1.5"),
                ])
        }
        FlowchartRenderer.drawLines(
            column.lines, x: column.x, top: textTop, color: nil, className: "pu-node-text", into: &svg)
        svg.close("g")
    }

    /// An actor's stick figure, centred on `cx`, its head at `top`.
    private mutating func drawFigure(centre cx: Double, top: Double) {
        svg.element(
            "path",
            [
                ("class", "pu-node-shape"),
                (
                    "d",
                    "M\(n(cx)) \(n(top + 14))V\(n(top + 24))M\(n(cx - 9)) \(n(top + 17))H\(n(cx + 9))"
                        + "M\(n(cx)) \(n(top + 24))L\(n(cx - 7)) \(n(top + 33))M\(n(cx)) \(n(top + 24))L\(n(cx + 7)) \(n(top + 33))"
                ),
                ("fill", "none"), ("stroke", FlowchartRenderer.nodeStroke), ("stroke-width", "1.5"),
            ])
        svg.element(
            "circle",
            [
                ("class", "pu-node-shape"), ("cx", n(cx)), ("cy", n(top + 8)), ("r", "6"),
                ("fill", FlowchartRenderer.nodeFill), ("stroke", FlowchartRenderer.nodeStroke),
                ("stroke-width", "1.5"),
            ])
    }
}
