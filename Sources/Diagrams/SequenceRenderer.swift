import Mermaid

/// Draws a ``SequenceDiagram`` as inline SVG, laid out by itself (no Graphviz: columns and rows): participant
/// boxes (actors as figures) at the top and bottom, dashed lifelines, messages in order with mermaid's line
/// and head styles and their text above them, notes, and `loop`/`alt`/`opt`/`par`/`critical`/`break` blocks
/// as labelled frames with dashed section separators. The same classes, theme colours and accessibility as
/// flowcharts (``FlowchartRenderer``): `role="img"`, a title and description, a text alternative listing the
/// messages in order.
enum SequenceRenderer {
    static let boxPadding = 12.0
    static let minimumBoxWidth = 80.0
    static let columnGap = 40.0
    static let margin = 10.0

    /// A participant's column.
    struct Column {
        var lines: [TextMeasure.Line]
        var width: Double
        var height: Double
        var x = 0.0
    }

    static func render(
        _ diagram: SequenceDiagram, prefix: String, strings: DiagramStrings, measure: TextMeasure = TextMeasure()
    )
        -> FlowchartRenderer.Rendered
    {
        let index = Dictionary(uniqueKeysWithValues: diagram.participants.enumerated().map { ($1.id, $0) })
        var columns: [Column] = diagram.participants.map { participant in
            let measured = measure.layout(participant.label, wrapping: false)
            let height = measured.height + 2 * 8 + (participant.isActor ? 34 : 0)
            return Column(
                lines: measured.lines,
                width: max(minimumBoxWidth, measured.width + 2 * boxPadding), height: height)
        }
        // Gaps between neighbouring centres: the boxes, then every message's text between them.
        var gaps = (0..<max(columns.count - 1, 0)).map { (columns[$0].width + columns[$0 + 1].width) / 2 + columnGap }
        var rightRoom = 0.0
        func label(_ text: Label) -> (lines: [TextMeasure.Line], width: Double, height: Double) {
            text.isEmpty ? ([], 0, 0) : measure.layout(text, wrapping: false)
        }
        for event in diagram.events {
            guard case .message(let from, let to, _, let text, let number, _) = event,
                let a = index[from], let b = index[to]
            else { continue }
            let width = label(text).width + (number == nil ? 0 : 24) + 24
            if a == b {
                if a < gaps.count { gaps[a] = max(gaps[a], width + 50) } else { rightRoom = max(rightRoom, width + 50) }
                continue
            }
            let (low, high) = (min(a, b), max(a, b))
            let span = gaps[low..<high].reduce(0, +)
            if span < width { gaps[high - 1] += width - span }
        }
        // Notes beside the outer columns widen the picture, not the gaps.
        var leftRoom = 0.0
        for event in diagram.events {
            guard case .note(let placement, let text, _) = event else { continue }
            let width = label(text).width + 20
            switch placement {
            case .leftOf(let id) where index[id] == 0: leftRoom = max(leftRoom, width + 10 - columns[0].width / 2)
            case .rightOf(let id) where index[id] == columns.count - 1:
                rightRoom = max(rightRoom, width + 10 - columns[columns.count - 1].width / 2)
            case .leftOf(let id):
                let i = index[id]!
                gaps[i - 1] = max(gaps[i - 1], width + 10 + columns[i - 1].width / 2)
            case .rightOf(let id):
                let i = index[id]!
                gaps[i] = max(gaps[i], width + 10 + columns[i + 1].width / 2)
            case .over: continue
            }
        }
        var x = margin + max(leftRoom, 0) + (columns.first?.width ?? 0) / 2
        for i in columns.indices {
            columns[i].x = x
            if i < gaps.count { x += gaps[i] }
        }
        // A note over participants that is wider than they are reaches out on both sides: everything moves
        // right until the widest reaches no further left than the margin.
        let reach = diagram.events.compactMap { event -> Double? in
            guard case .note(let placement, let text, _) = event else { return nil }
            return noteSpan(placement, width: label(text).width + 20, columns: columns, index: index).left
        }.min()
        if let reach, reach < margin {
            for i in columns.indices { columns[i].x += margin - reach }
        }
        let lastX = columns.last.map { $0.x + $0.width / 2 } ?? margin
        var width = lastX + max(rightRoom, 0) + margin
        let headHeight = columns.map(\.height).max() ?? 0

        // Rows: each event's drawing, at its y.
        var body = SVGWriter()
        var frames = SVGWriter()
        // A `title` is drawn above the participants, as mermaid does; the rows start below it.
        let top = margin + (diagram.title == nil ? 0 : TextMeasure.lineHeight + 12)
        if let title = diagram.title { width = max(width, measure.width(title, bold: true) + 2 * margin) }
        var y = top + headHeight + 16
        // Open frames, with the text colour their title takes (on a `rect` background) and each section's.
        var open:
            [(
                top: Double, kind: SequenceDiagram.BlockKind, text: Label, color: String?,
                sections: [(Double, Label, String?)]
            )] =
                []
        // `rect` backgrounds: the open ones (top, fill, the text colour that reads on it) and the layer under
        // everything they are drawn in.
        var backgrounds: [(top: Double, fill: CSSColor?, text: String?)] = []
        var backgroundLayer = SVGWriter()
        /// The text colour on the innermost background, when one is open and needs one.
        func backgroundText() -> String? { backgrounds.last?.text }
        func labelClass(_ base: String) -> String { backgroundText() == nil ? base : "\(base) pu-custom-color" }
        /// Where a frame or background that just closed runs: the drawing's width, 6 px in per enclosing one.
        func span() -> (left: Double, right: Double) {
            let depth = Double(open.count + backgrounds.count)
            return (margin + depth * 6, width - margin - depth * 6)
        }
        let markers = "\(prefix)-seq"
        // Activation bars: each participant's open bars (their tops), and the finished ones.
        var openBars: [String: [Double]] = [:]
        var bars: [(id: String, depth: Int, top: Double, bottom: Double)] = []
        // Where the last message's line ran: `+`/`-` after its arrow start or end a bar there.
        var lastMessage: (line: Int, y: Double)?
        for event in diagram.events {
            switch event {
            case .activate(let id, let line):
                let top = lastMessage.map { $0.line == line ? $0.y : y } ?? y
                openBars[id, default: []].append(top)
            case .deactivate(let id, let line):
                guard let top = openBars[id]?.popLast() else { continue }
                let bottom = lastMessage.map { $0.line == line ? $0.y : y } ?? y
                bars.append((id, openBars[id]?.count ?? 0, top, max(bottom, top + 8)))
            case .message(let from, let to, let arrow, let text, let number, let line):
                guard let a = index[from], let b = index[to] else { continue }
                var shown = text
                if let number {
                    shown.lines = [[TextRun("\(number). ")] + (shown.lines.first ?? [])] + shown.lines.dropFirst()
                }
                let measured = label(shown)
                let x1 = columns[a].x
                let x2 = columns[b].x
                let dash: String? = arrow.dotted ? "4 3" : nil
                let head = marker(arrow.head, markers)
                if a == b {
                    FlowchartRenderer.drawLines(
                        measured.lines, x: x1 + 30 + measured.width / 2, top: y, color: backgroundText(),
                        className: labelClass("pu-edge-label"), into: &body)
                    let top = y + max(measured.height, 0) + 4
                    lastMessage = (line, top + 22)
                    body.element(
                        "path",
                        [
                            ("class", "pu-edge"),
                            ("d", "M\(n(x1)) \(n(top))H\(n(x1 + 30))V\(n(top + 22))H\(n(x1 + 2))"),
                            ("fill", "none"), ("stroke", FlowchartRenderer.edgeColor), ("stroke-width", "1.5"),
                            ("stroke-dasharray", dash), ("marker-end", head),
                        ])
                    y = top + 22 + 18
                } else {
                    FlowchartRenderer.drawLines(
                        measured.lines, x: (x1 + x2) / 2, top: y, color: backgroundText(),
                        className: labelClass("pu-edge-label"), into: &body)
                    let lineY = y + measured.height + 6
                    lastMessage = (line, lineY)
                    // The line stops at the lifeline; the head's tip touches it.
                    body.element(
                        "path",
                        [
                            ("class", "pu-edge"), ("d", "M\(n(x1)) \(n(lineY))H\(n(x2))"), ("fill", "none"),
                            ("stroke", FlowchartRenderer.edgeColor), ("stroke-width", "1.5"),
                            ("stroke-dasharray", dash), ("marker-end", head),
                        ])
                    y = lineY + 18
                }
            case .note(let placement, let text, _):
                let measured = label(text)
                let (left, right) = noteSpan(placement, width: measured.width + 20, columns: columns, index: index)
                width = max(width, right + margin)
                let height = measured.height + 12
                body.element(
                    "rect",
                    [
                        ("class", "pu-note"), ("x", n(left)), ("y", n(y)), ("width", n(right - left)),
                        ("height", n(height)),
                        ("fill", noteFill), ("stroke", FlowchartRenderer.nodeStroke), ("stroke-width", "1"),
                    ])
                FlowchartRenderer.drawLines(
                    measured.lines, x: (left + right) / 2, top: y + 6, color: nil, className: "pu-note-text",
                    into: &body)
                y += height + 12
            case .blockStart(let kind, let text, _):
                // A long condition widens the picture so its title stays inside the frame.
                let inset = margin + Double(open.count + backgrounds.count) * 6
                width = max(width, 2 * inset + 16 + measure.width(frameTitle(kind, text), bold: true))
                open.append((y, kind, text, backgroundText(), []))
                y += 26
            case .blockSection(let text, _):
                guard !open.isEmpty else { continue }
                let inset = margin + Double(open.count - 1 + backgrounds.count) * 6
                width = max(width, 2 * inset + 16 + measure.width("[\(text.plainText)]"))
                open[open.count - 1].sections.append((y, text, backgroundText()))
                y += 26
            case .backgroundStart(let color, _):
                let fill = CSSColor(color)
                backgrounds.append((y, fill, fill?.readableText?.hexString))
                y += 8
            case .backgroundEnd:
                guard let background = backgrounds.popLast() else { continue }
                let (left, right) = span()
                y += 4
                var attributes: [(String, String?)] = [
                    ("class", background.fill == nil ? "pu-rect" : "pu-rect pu-custom-fill"), ("x", n(left)),
                    ("y", n(background.top)), ("width", n(right - left)), ("height", n(y - background.top)),
                    ("fill", background.fill?.hexString ?? FlowchartRenderer.clusterFill),
                ]
                if let alpha = background.fill?.alpha, alpha < 1 { attributes.append(("fill-opacity", n(alpha))) }
                backgroundLayer.element("rect", attributes)
                y += 8
            case .blockEnd:
                guard let block = open.popLast() else { continue }
                let (left, right) = span()
                y += 4
                frames.element(
                    "rect",
                    [
                        ("class", "pu-frame"), ("x", n(left)), ("y", n(block.top)), ("width", n(right - left)),
                        ("height", n(y - block.top)), ("rx", "4"), ("fill", "none"),
                        ("stroke", FlowchartRenderer.nodeStroke), ("stroke-width", "1"),
                    ])
                let title = frameTitle(block.kind, block.text)
                frames.element(
                    "text",
                    [
                        ("class", block.color == nil ? "pu-frame-title" : "pu-frame-title pu-custom-color"),
                        ("x", n(left + 8)), ("y", n(block.top + 17)),
                        ("fill", block.color ?? FlowchartRenderer.textColor), ("font-weight", "bold"),
                    ], selfClosing: false)
                frames.text(title)
                frames.close("text")
                for (top, text, color) in block.sections {
                    frames.element(
                        "path",
                        [
                            ("class", "pu-frame"), ("d", "M\(n(left)) \(n(top))H\(n(right))"), ("fill", "none"),
                            ("stroke", FlowchartRenderer.nodeStroke), ("stroke-width", "1"),
                            ("stroke-dasharray", "4 3"),
                        ])
                    frames.element(
                        "text",
                        [
                            ("class", color == nil ? "pu-frame-title" : "pu-frame-title pu-custom-color"),
                            ("x", n(left + 8)), ("y", n(top + 17)), ("fill", color ?? FlowchartRenderer.textColor),
                        ], selfClosing: false)
                    frames.text("[\(text.plainText)]")
                    frames.close("text")
                }
                y += 8
            }
        }
        let bottomTop = y + 8
        let height = bottomTop + headHeight + margin
        // Bars still open at the end run to the bottom, as mermaid draws them.
        for (id, tops) in openBars {
            for (depth, top) in tops.enumerated() { bars.append((id, depth, top, bottomTop - 4)) }
        }

        var svg = SVGWriter()
        let title = diagram.accessibleTitle ?? strings.sequenceTitle
        let summary =
            diagram.accessibleDescription ?? diagram.participants.map { $0.label.plainText }.joined(separator: ", ")
        FlowchartRenderer.openSVG(
            &svg, className: "pu-diagram pu-sequence", viewBox: "0 0 \(n(width)) \(n(height))", width: n(width),
            height: n(height), prefix: prefix, title: title, summary: summary,
            fontFamily: measure.cssFamilies)
        writeMarkers(markers, into: &svg)
        if let title = diagram.title {
            svg.element(
                "text",
                [
                    ("class", "pu-diagram-title"), ("x", n(width / 2)),
                    ("y", n(margin + TextMeasure.lineHeight * 0.72)),
                    ("text-anchor", "middle"), ("fill", FlowchartRenderer.textColor), ("font-weight", "bold"),
                ], selfClosing: false)
            svg.text(title)
            svg.close("text")
        }
        // Backgrounds, lifelines, then frames, then the messages and notes over them, then the boxes.
        if !backgroundLayer.output.isEmpty {
            svg.element("g", [("class", "pu-backgrounds")], selfClosing: false)
            svg.raw(backgroundLayer.output)
            svg.close("g")
        }
        svg.element("g", [("class", "pu-lifelines")], selfClosing: false)
        for column in columns {
            svg.element(
                "path",
                [
                    ("class", "pu-lifeline"), ("d", "M\(n(column.x)) \(n(top + headHeight))V\(n(bottomTop))"),
                    ("fill", "none"), ("stroke", FlowchartRenderer.edgeColor), ("stroke-width", "1"),
                    ("stroke-dasharray", "3 3"),
                ])
        }
        svg.close("g")
        svg.element("g", [("class", "pu-clusters")], selfClosing: false)
        svg.raw(frames.output)
        svg.close("g")
        svg.element("g", [("class", "pu-activations")], selfClosing: false)
        for bar in bars.sorted(by: { ($0.depth, $0.top, $0.id) < ($1.depth, $1.top, $1.id) }) {
            guard let column = index[bar.id].map({ columns[$0] }) else { continue }
            svg.element(
                "rect",
                [
                    ("class", "pu-activation"), ("x", n(column.x - 5 + 4 * Double(bar.depth))), ("y", n(bar.top)),
                    ("width", "10"), ("height", n(bar.bottom - bar.top)), ("fill", FlowchartRenderer.nodeFill),
                    ("stroke", FlowchartRenderer.nodeStroke), ("stroke-width", "1"),
                ])
        }
        svg.close("g")
        svg.element("g", [("class", "pu-edges")], selfClosing: false)
        svg.raw(body.output)
        svg.close("g")
        svg.element("g", [("class", "pu-nodes")], selfClosing: false)
        for (column, participant) in zip(columns, diagram.participants) {
            for boxTop in [top + headHeight - column.height, bottomTop] {
                drawParticipant(column, isActor: participant.isActor, top: boxTop, into: &svg)
            }
        }
        svg.close("g")
        svg.close("svg")

        let alternative = textAlternative(diagram, strings: strings)
        let html = FlowchartRenderer.figure(svg.output, alternative: alternative, prefix: prefix)
        return FlowchartRenderer.Rendered(svg: svg.output, textAlternative: alternative, html: html)
    }

    /// Notes' paper colour when the theme's CSS is missing (the theme sets `--pu-accent-soft`).
    static let noteFill = "#fff8c5"

    static func n(_ value: Double) -> String { SVGWriter.number(value) }

    static func marker(_ head: SequenceDiagram.Arrow.Head, _ prefix: String) -> String? {
        switch head {
        case .none: nil
        case .filled: "url(#\(prefix)-filled)"
        case .open: "url(#\(prefix)-open)"
        case .cross: "url(#\(prefix)-cross)"
        }
    }

    /// The three heads: each tip (or the cross's far arm) is at the marker's reference point, on the lifeline.
    static func writeMarkers(_ prefix: String, into svg: inout SVGWriter) {
        svg.raw("<defs>")
        let common: [(String, String?)] = [
            ("markerUnits", "userSpaceOnUse"), ("markerWidth", "12"), ("markerHeight", "12"),
            ("orient", "auto-start-reverse"), ("viewBox", "0 0 12 12"), ("refY", "6"),
        ]
        svg.element("marker", [("id", "\(prefix)-filled"), ("refX", "11")] + common, selfClosing: false)
        svg.element("path", [("class", "pu-marker"), ("d", "M1 1L11 6L1 11z"), ("fill", FlowchartRenderer.edgeColor)])
        svg.close("marker")
        svg.element("marker", [("id", "\(prefix)-open"), ("refX", "11")] + common, selfClosing: false)
        svg.element(
            "path",
            [
                ("class", "pu-marker-line"), ("d", "M1 1L11 6L1 11"), ("fill", "none"),
                ("stroke", FlowchartRenderer.edgeColor), ("stroke-width", "1.5"),
            ])
        svg.close("marker")
        svg.element("marker", [("id", "\(prefix)-cross"), ("refX", "11")] + common, selfClosing: false)
        svg.element(
            "path",
            [
                ("class", "pu-marker-line"), ("d", "M2 2L10 10M10 2L2 10"), ("fill", "none"),
                ("stroke", FlowchartRenderer.edgeColor), ("stroke-width", "2"),
            ])
        svg.close("marker")
        svg.raw("</defs>")
    }

    /// Where a note of `width` runs: beside its participant's lifeline, or centred over one or two of them
    /// (at least 30 px past each).
    static func noteSpan(
        _ placement: SequenceDiagram.NotePlacement, width: Double, columns: [Column], index: [String: Int]
    ) -> (left: Double, right: Double) {
        switch placement {
        case .leftOf(let id):
            let right = columns[index[id]!].x - 10
            return (right - width, right)
        case .rightOf(let id):
            let left = columns[index[id]!].x + 10
            return (left, left + width)
        case .over(let first, let second):
            let xs = [columns[index[first]!].x] + (second.map { [columns[index[$0]!].x] } ?? [])
            let middle = (xs.min()! + xs.max()!) / 2
            let span = max(width, xs.max()! - xs.min()! + 60)
            return (middle - span / 2, middle + span / 2)
        }
    }

    /// A frame's title: its kind and condition (`alt [iOS 16]`).
    static func frameTitle(_ kind: SequenceDiagram.BlockKind, _ text: Label) -> String {
        kind.rawValue + (text.isEmpty ? "" : " [\(text.plainText)]")
    }

    static func drawParticipant(_ column: Column, isActor: Bool, top: Double, into svg: inout SVGWriter) {
        svg.element("g", [("class", "pu-node")], selfClosing: false)
        var textTop = top + 8
        if isActor {
            // A stick figure over the name.
            let cx = column.x
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
            case .activate, .deactivate, .backgroundStart, .backgroundEnd:
                continue
            }
        }
        out += "</ol>\n</details>\n"
        return out
    }

    private static func flat(_ text: String) -> String { text.split(separator: "\n").joined(separator: " ") }
}
