/// What ``SequenceRows`` recorded, drawn: backgrounds, frames, activation bars, messages and notes.
extension SequenceSVG {
    /// The `rect` backgrounds in the author's colours (the theme's cluster fill for one that is not a colour).
    mutating func drawBackgrounds() {
        for background in rows.backgrounds {
            var attributes: [(String, String?)] = [
                ("class", background.fill == nil ? "pu-rect" : "pu-rect pu-custom-fill"), ("x", n(background.left)),
                ("y", n(background.top)), ("width", n(background.right - background.left)),
                ("height", n(background.bottom - background.top)),
                ("fill", background.fill?.hexString ?? FlowchartRenderer.clusterFill),
            ]
            if let alpha = background.fill?.alpha, alpha < 1 { attributes.append(("fill-opacity", n(alpha))) }
            svg.element("rect", attributes)
        }
    }

    /// Each block's frame with its title, and a dashed separator with its title for each later section.
    mutating func drawFrames() {
        for frame in rows.frames {
            svg.element(
                "rect",
                [
                    ("class", "pu-frame"), ("x", n(frame.left)), ("y", n(frame.top)),
                    ("width", n(frame.right - frame.left)), ("height", n(frame.bottom - frame.top)), ("rx", "4"),
                    ("fill", "none"), ("stroke", FlowchartRenderer.nodeStroke), ("stroke-width", "1"),
                ])
            drawFrameTitle(frame.title, x: frame.left + 8, top: frame.top, color: frame.color, bold: true)
            for section in frame.sections {
                svg.element(
                    "path",
                    [
                        ("class", "pu-frame"), ("d", "M\(n(frame.left)) \(n(section.top))H\(n(frame.right))"),
                        ("fill", "none"), ("stroke", FlowchartRenderer.nodeStroke), ("stroke-width", "1"),
                        ("stroke-dasharray", "4 3"),
                    ])
                drawFrameTitle(section.title, x: frame.left + 8, top: section.top, color: section.color, bold: false)
            }
        }
    }

    /// A frame's or a section's title, in the colour that reads on the background under it when it needs one.
    private mutating func drawFrameTitle(_ title: String, x: Double, top: Double, color: String?, bold: Bool) {
        svg.element(
            "text",
            [
                ("class", color == nil ? "pu-frame-title" : "pu-frame-title pu-custom-color"),
                ("x", n(x)), ("y", n(top + 17)), ("fill", color ?? FlowchartRenderer.textColor),
                ("font-weight", bold ? "bold" : nil),
            ], selfClosing: false)
        svg.text(title)
        svg.close("text")
    }

    /// The activation bars, outer ones first (an inner one 4 px to the right), each down its column.
    mutating func drawBars() {
        for bar in rows.bars.sorted(by: { ($0.depth, $0.top, $0.id) < ($1.depth, $1.top, $1.id) }) {
            guard let column = layout.index[bar.id].map({ layout.columns[$0] }) else { continue }
            svg.element(
                "rect",
                [
                    ("class", "pu-activation"), ("x", n(column.x - 5 + 4 * Double(bar.depth))), ("y", n(bar.top)),
                    ("width", "10"), ("height", n(bar.bottom - bar.top)), ("fill", FlowchartRenderer.nodeFill),
                    ("stroke", FlowchartRenderer.nodeStroke), ("stroke-width", "1"),
                ])
        }
    }

    /// The messages and notes, in order.
    mutating func drawItems() {
        for item in rows.items {
            switch item {
            case .message(let message): drawMessage(message)
            case .note(let note): drawNote(note)
            }
        }
    }

    /// A message's text, then its line (dotted for a reply) ending in its head; the line stops at the
    /// receiver's lifeline, where the head's tip touches it. A message to itself loops out to the right.
    private mutating func drawMessage(_ message: SequenceRows.Message) {
        FlowchartRenderer.drawLines(
            message.lines, x: message.labelX, top: message.labelTop, color: message.color,
            className: message.color == nil ? "pu-edge-label" : "pu-edge-label pu-custom-color", into: &svg)
        var (x1, x2, y) = (message.fromX, message.toX, message.y)
        let direction: Double = x2 >= x1 ? 1 : -1
        // A central connection (`A->>()B`) meets a small circle on the lifeline instead of the lifeline itself.
        if message.arrow.centralFrom {
            drawCentralCircle(x: x1, y: y)
            x1 += direction * Self.centralRadius
        }
        if message.arrow.centralTo && !message.toItself {
            drawCentralCircle(x: x2, y: y)
            x2 -= direction * Self.centralRadius
        }
        let d =
            message.toItself
            ? "M\(n(x1)) \(n(y))H\(n(x1 + 30))V\(n(y + 22))H\(n(x1 + 2))" : "M\(n(x1)) \(n(y))H\(n(x2))"
        svg.element(
            "path",
            [
                ("class", "pu-edge"), ("d", d), ("fill", "none"), ("stroke", FlowchartRenderer.edgeColor),
                ("stroke-width", "1.5"), ("stroke-dasharray", message.arrow.dotted ? "4 3" : nil),
                ("marker-start", marker(message.arrow.startHead)), ("marker-end", marker(message.arrow.head)),
            ])
    }

    /// The radius of a central connection's circle.
    static let centralRadius = 5.0

    /// A central connection's small filled circle on a lifeline, as mermaid draws it.
    private mutating func drawCentralCircle(x: Double, y: Double) {
        svg.element(
            "circle",
            [
                ("class", "pu-marker"), ("cx", n(x)), ("cy", n(y)), ("r", n(Self.centralRadius)),
                ("fill", FlowchartRenderer.edgeColor),
            ])
    }

    /// A note's paper, then its text.
    private mutating func drawNote(_ note: SequenceRows.Note) {
        svg.element(
            "rect",
            [
                ("class", "pu-note"), ("x", n(note.left)), ("y", n(note.top)), ("width", n(note.right - note.left)),
                ("height", n(note.height)), ("fill", Self.noteFill), ("stroke", FlowchartRenderer.nodeStroke),
                ("stroke-width", "1"),
            ])
        FlowchartRenderer.drawLines(
            note.lines, x: (note.left + note.right) / 2, top: note.top + 6, color: nil, className: "pu-note-text",
            into: &svg)
    }
}
