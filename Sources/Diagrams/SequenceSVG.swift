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
        if !diagram.boxes.isEmpty { drawing.group("pu-boxes") { $0.drawBoxes(diagram) } }
        if !rows.backgrounds.isEmpty { drawing.group("pu-backgrounds") { $0.drawBackgrounds() } }
        drawing.group("pu-lifelines") { $0.drawLifelines() }
        drawing.group("pu-clusters") { $0.drawFrames() }
        drawing.group("pu-activations") { $0.drawBars() }
        drawing.group("pu-edges") { $0.drawItems() }
        drawing.group("pu-nodes") { $0.drawParticipants(diagram.participants) }
        drawing.svg.close("svg")
        return drawing.svg.output
    }

    /// Each `box` behind its participants, from above their top boxes to below their bottom ones, with its title.
    private mutating func drawBoxes(_ diagram: SequenceDiagram) {
        let top = layout.top - SequenceBoxes.room(diagram)
        let bottom = bottomTop + layout.headHeight + SequenceBoxes.padding
        for box in SequenceBoxes.place(diagram, layout: layout) {
            var attributes: [(String, String?)] = [
                ("class", box.fill == nil ? "pu-box" : "pu-box pu-custom-fill"), ("x", n(box.left)), ("y", n(top)),
                ("width", n(box.right - box.left)), ("height", n(bottom - top)),
                ("fill", box.fill?.hexString ?? "none"), ("stroke", FlowchartRenderer.nodeStroke),
                ("stroke-width", "1"),
            ]
            if let alpha = box.fill?.alpha, alpha < 1 { attributes.append(("fill-opacity", n(alpha))) }
            svg.element("rect", attributes)
            guard !box.title.isEmpty else { continue }
            let color = box.fill?.readableText?.hexString
            svg.element(
                "text",
                [
                    ("class", color == nil ? "pu-frame-title" : "pu-frame-title pu-custom-color"),
                    ("x", n((box.left + box.right) / 2)), ("y", n(top + 5 + TextMeasure.lineHeight * 0.72)),
                    ("text-anchor", "middle"), ("fill", color ?? FlowchartRenderer.textColor),
                ], selfClosing: false)
            svg.text(box.title)
            svg.close("text")
        }
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
        let height =
            bottomTop + layout.headHeight + SequenceRenderer.margin
            + (diagram.boxes.isEmpty ? 0 : SequenceBoxes.padding)
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

    /// The heads (whole, half and single strokes): each tip (or the cross's far arm) is at the marker's reference point, on the lifeline.
    private mutating func writeMarkers() {
        svg.raw("<defs>")
        let common: [(String, String?)] = [
            ("markerUnits", "userSpaceOnUse"), ("markerWidth", "12"), ("markerHeight", "12"),
            ("orient", "auto-start-reverse"), ("viewBox", "0 0 12 12"), ("refY", "6"),
        ]
        svg.element("marker", [("id", "\(markers)-filled"), ("refX", "11")] + common, selfClosing: false)
        svg.element("path", [("class", "pu-marker"), ("d", "M1 1L11 6L1 11z"), ("fill", FlowchartRenderer.edgeColor)])
        svg.close("marker")
        for (name, d) in [("half-top", "M1 1L11 6L1 6z"), ("half-bottom", "M1 11L11 6L1 6z")] {
            svg.element("marker", [("id", "\(markers)-\(name)"), ("refX", "11")] + common, selfClosing: false)
            svg.element("path", [("class", "pu-marker"), ("d", d), ("fill", FlowchartRenderer.edgeColor)])
            svg.close("marker")
        }
        for (name, d, strokeWidth) in [
            ("open", "M1 1L11 6L1 11", "1.5"), ("cross", "M2 2L10 10M10 2L2 10", "2"),
            ("stick-top", "M1 1L11 6", "1.5"),
            ("stick-bottom", "M1 11L11 6", "1.5"),
        ] {
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
        case .halfTop: "url(#\(markers)-half-top)"
        case .halfBottom: "url(#\(markers)-half-bottom)"
        case .stickTop: "url(#\(markers)-stick-top)"
        case .stickBottom: "url(#\(markers)-stick-bottom)"
        }
    }

    /// Each participant's dashed lifeline, from its top box to its bottom one.
    private mutating func drawLifelines() {
        for (index, column) in layout.columns.enumerated() {
            // A created participant's line starts under the box on its creating message; a destroyed one's
            // stops at the cross.
            let start = rows.created[index].map { $0 + column.height / 2 } ?? layout.top + layout.headHeight
            let end = rows.destroyed[index] ?? bottomTop
            svg.element(
                "path",
                [
                    ("class", "pu-lifeline"),
                    ("d", "M\(n(column.x)) \(n(start))V\(n(end))"),
                    ("fill", "none"), ("stroke", FlowchartRenderer.edgeColor), ("stroke-width", "1"),
                    ("stroke-dasharray", "3 3"),
                ])
        }
    }

    /// Each participant's box above its lifeline and again below it.
    private mutating func drawParticipants(_ participants: [SequenceDiagram.Participant]) {
        for (index, (column, participant)) in zip(layout.columns, participants).enumerated() {
            let top =
                rows.created[index].map { $0 - column.height / 2 } ?? layout.top + layout.headHeight - column.height
            drawParticipant(column, participant, top: top)
            if let end = rows.destroyed[index] {
                svg.element(
                    "path",
                    [
                        ("class", "pu-marker-line"),
                        (
                            "d",
                            "M\(n(column.x - 8)) \(n(end - 8))L\(n(column.x + 8)) \(n(end + 8))M\(n(column.x + 8)) \(n(end - 8))L\(n(column.x - 8)) \(n(end + 8))"
                        ),
                        ("fill", "none"), ("stroke", FlowchartRenderer.edgeColor), ("stroke-width", "2"),
                    ])
            } else {
                drawParticipant(column, participant, top: bottomTop)
            }
        }
    }

    /// A participant at `top`: a box, a node shape (database, collections, queue) around its name, or a symbol
    /// over its name (actor, boundary, control, entity). A participant with one menu link is that link.
    private mutating func drawParticipant(
        _ column: SequenceLayout.Column, _ participant: SequenceDiagram.Participant, top: Double
    ) {
        let link = participant.links.count == 1 ? participant.links[0] : nil
        if let link { svg.element("a", [("href", link.url)], selfClosing: false) }
        svg.element("g", [("class", "pu-node")], selfClosing: false)
        var textTop = top + 8
        let center = Point(x: column.x, y: top + column.height / 2)
        if participant.kind.hasSymbol {
            drawSymbol(participant.kind, centre: column.x, top: top)
            textTop = top + SequenceLayout.symbolHeight + 4
        } else if let shape = participant.kind.shape {
            ShapeDrawer.draw(
                shape, center: center, width: column.width, height: column.height, style: ResolvedStyle(), into: &svg)
            textTop = center.y + column.textDrop - column.textHeight / 2
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
            column.lines, x: column.x + column.textShift, top: textTop, color: nil,
            className: link == nil ? "pu-node-text" : "pu-node-text pu-node-link", into: &svg)
        svg.close("g")
        if link != nil { svg.close("a") }
    }

    /// The symbol of an actor (a stick figure), a boundary, a control, an entity or a database, centred on `cx`
    /// below `top`.
    private mutating func drawSymbol(_ kind: SequenceDiagram.Participant.Kind, centre cx: Double, top: Double) {
        let paint: [(String, String?)] = [
            ("stroke", FlowchartRenderer.nodeStroke), ("stroke-width", "1.5"),
        ]
        func circle(_ x: Double, _ y: Double) {
            svg.element(
                "circle",
                [
                    ("class", "pu-node-shape"), ("cx", n(x)), ("cy", n(y)), ("r", "11"),
                    ("fill", FlowchartRenderer.nodeFill),
                ]
                    + paint)
        }
        func lines(_ d: String) {
            svg.element("path", [("class", "pu-node-line"), ("d", d), ("fill", "none")] + paint)
        }
        switch kind {
        case .boundary:
            circle(cx + 5, top + 16)
            lines("M\(n(cx - 17)) \(n(top + 4))V\(n(top + 28))M\(n(cx - 17)) \(n(top + 16))H\(n(cx - 6))")
        case .control:
            circle(cx, top + 18)
            lines("M\(n(cx + 4)) \(n(top + 2))L\(n(cx - 2)) \(n(top + 7))L\(n(cx + 4)) \(n(top + 12))")
        case .entity:
            circle(cx, top + 15)
            lines("M\(n(cx - 13)) \(n(top + 30))H\(n(cx + 13))")
        case .database:
            ShapeDrawer.draw(
                .cylinder, center: Point(x: cx, y: top + 16), width: 26, height: 30, style: ResolvedStyle(), into: &svg)
        default:
            drawFigure(centre: cx, top: top)
        }
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
