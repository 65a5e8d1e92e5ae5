import Mermaid

/// A sequence diagram's events walked top to bottom into rows: each message and note with its place, the
/// frames of blocks and the `rect` backgrounds as they close, the activation bars, and how far down and across
/// the picture reaches. ``SequenceSVG`` draws what this records.
struct SequenceRows {
    /// A message's row: its text above its line, and the line (a loop back to the column for a message to
    /// itself).
    struct Message {
        var lines: [TextMeasure.Line]
        /// The centre of the text.
        var labelX: Double
        var labelTop: Double
        /// The text colour on the background under it, when that needs one.
        var color: String?
        /// The sender's and the receiver's lifelines.
        var fromX: Double
        var toX: Double
        /// The line's height, or for a message to itself the top of its loop.
        var y: Double
        var toItself: Bool
        var arrow: SequenceDiagram.Arrow
    }

    /// A note's row: its paper and its text.
    struct Note {
        var lines: [TextMeasure.Line]
        var left: Double
        var right: Double
        var top: Double
        var height: Double
    }

    /// A row drawn over the frames: a message or a note.
    enum Item {
        case message(Message)
        case note(Note)
    }

    /// A new section of a block (`else`, `and`, `option`): a dashed separator with its title.
    struct Section {
        var top: Double
        var title: String
        /// The title's colour on the background under it, when that needs one.
        var color: String?
    }

    /// A block's frame, with its title and sections.
    struct Frame {
        var left = 0.0
        var right = 0.0
        var top: Double
        var bottom = 0.0
        var title: String
        /// The title's colour on the background under it, when that needs one.
        var color: String?
        var sections: [Section] = []
    }

    /// A `rect` background: its colour (nil when it is not one) and where it runs.
    struct Background {
        var left = 0.0
        var right = 0.0
        var top: Double
        var bottom = 0.0
        var fill: CSSColor?
        /// The text colour that reads on the fill, when it needs one.
        var text: String?
        /// How many backgrounds opened before it: an outer one is painted first, under the ones inside it.
        var order = 0
    }

    /// A participant's activation bar: how many of its bars enclose it, and where it runs.
    struct Bar {
        var id: String
        var depth: Int
        var top: Double
        var bottom: Double
    }

    /// The columns the rows run between.
    let layout: SequenceLayout
    /// The messages and notes, in order.
    private(set) var items: [Item] = []
    /// The blocks' frames, in the order they closed.
    private(set) var frames: [Frame] = []
    /// The backgrounds, in the order they opened (outer before inner, so each is painted under what it holds).
    var backgrounds: [Background] { closedBackgrounds.sorted { $0.order < $1.order } }
    /// The backgrounds, in the order they closed.
    private var closedBackgrounds: [Background] = []
    /// How many backgrounds have opened.
    private var backgroundsOpened = 0
    /// The activation bars, finished ones first, then those still open at the end.
    private(set) var bars: [Bar] = []
    /// The picture's width: the layout's, widened by notes and frame titles that reach further.
    private(set) var width: Double
    /// The next row's top; once every event is walked, the bottom boxes' top.
    private(set) var y: Double

    /// Frames not closed yet, innermost last.
    private var openFrames: [Frame] = []
    /// Backgrounds not closed yet, innermost last.
    private var openBackgrounds: [Background] = []
    /// Each participant's open bars (their tops).
    private var openBars: [String: [Double]] = [:]
    /// Where the last message's line ran: `+`/`-` after its arrow start or end a bar there.
    private var lastMessage: (line: Int, y: Double)?
    /// Participants created or destroyed whose next message has not come yet.
    private var toCreate: Set<String> = []
    private var toDestroy: Set<String> = []
    /// The centre of each created participant's top box (by column), where its creating message meets it.
    private(set) var created: [Int: Double] = [:]
    /// Where each destroyed participant's lifeline ends with a cross (by column).
    private(set) var destroyed: [Int: Double] = [:]

    /// Walks `diagram`'s events below the participants' boxes.
    init(_ diagram: SequenceDiagram, layout: SequenceLayout) {
        self.layout = layout
        width = layout.width
        y = layout.top + layout.headHeight + 16
        for event in diagram.events { add(event) }
        finish()
    }

    /// The text colour on the innermost background, when one is open and needs one.
    private var backgroundText: String? { openBackgrounds.last?.text }

    /// How many frames and backgrounds are open: each moves the ones inside it 6 px in.
    private var depth: Double { Double(openFrames.count + openBackgrounds.count) }

    /// Lays out one event at `y`.
    private mutating func add(_ event: SequenceDiagram.Event) {
        switch event {
        case .activate(let id, let line):
            openBars[id, default: []].append(barEnd(at: line))
        case .deactivate(let id, let line):
            guard let top = openBars[id]?.popLast() else { return }
            bars.append(Bar(id: id, depth: openBars[id]?.count ?? 0, top: top, bottom: max(barEnd(at: line), top + 8)))
        case .message(let from, let to, let arrow, let text, let number, let line):
            addMessage(from: from, to: to, arrow: arrow, text: text, number: number, line: line)
        case .note(let placement, let text, _):
            addNote(placement, text: text)
        case .blockStart(let kind, let text, _):
            openFrame(kind, text: text)
        case .blockSection(let text, _):
            addSection(text)
        case .backgroundStart(let color, _):
            let fill = CSSColor(color)
            openBackgrounds.append(
                Background(top: y, fill: fill, text: fill?.readableText?.hexString, order: backgroundsOpened))
            backgroundsOpened += 1
            y += 8
        case .backgroundEnd:
            guard var background = openBackgrounds.popLast() else { return }
            (background.left, background.right, background.bottom) = closing()
            closedBackgrounds.append(background)
        case .create(let id, _):
            toCreate.insert(id)
        case .destroy(let id, _):
            toDestroy.insert(id)
        case .blockEnd:
            guard var frame = openFrames.popLast() else { return }
            (frame.left, frame.right, frame.bottom) = closing()
            frames.append(frame)
        }
    }

    /// Where a bar that starts or ends on `line` does: at the line of that line's message, else at `y`.
    private func barEnd(at line: Int) -> Double {
        lastMessage.map { $0.line == line ? $0.y : y } ?? y
    }

    /// A message's row: its text (numbered when `autonumber` is on), then its line below.
    private mutating func addMessage(
        from: String, to: String, arrow: SequenceDiagram.Arrow, text: Label, number: Int?, line: Int
    ) {
        guard let a = layout.index[from], let b = layout.index[to] else { return }
        // A participant created here: its box is drawn on this message's line, so the row makes room for it.
        let creating = [from, to].filter { toCreate.contains($0) }
        if let tallest = creating.compactMap({ layout.index[$0].map { layout.columns[$0].height } }).max() {
            y += tallest / 2
        }
        var shown = text
        if let number {
            shown.lines = [[TextRun("\(number). ")] + (shown.lines.first ?? [])] + shown.lines.dropFirst()
        }
        let measured = layout.measured(shown)
        let x1 = layout.columns[a].x
        let x2 = layout.columns[b].x
        var message = Message(
            lines: measured.lines, labelX: (x1 + x2) / 2, labelTop: y, color: backgroundText, fromX: x1, toX: x2,
            y: y + measured.height + 6, toItself: a == b, arrow: arrow)
        if toCreate.contains(to), a != b {
            // The arrow ends at the created participant's box, not at its lifeline (and starts at it when the
            // created one speaks first).
            message.toX = x2 + (x2 > x1 ? -1 : 1) * layout.columns[b].width / 2
        }
        if toCreate.contains(from), a != b {
            message.fromX = x1 + (x2 > x1 ? 1 : -1) * layout.columns[a].width / 2
        }
        if a != b { message.labelX = (message.fromX + message.toX) / 2 }
        if a == b {
            message.labelX = x1 + 30 + measured.width / 2
            message.y = y + max(measured.height, 0) + 4
            lastMessage = (line, message.y + 22)
            y = message.y + 22 + 18
        } else {
            lastMessage = (line, message.y)
            y = message.y + 18
        }
        for id in creating {
            if let column = layout.index[id] { created[column] = message.y }
            toCreate.remove(id)
            y = max(y, message.y + (layout.index[id].map { layout.columns[$0].height / 2 } ?? 0) + 12)
        }
        for id in [from, to] where toDestroy.contains(id) {
            if let column = layout.index[id] { destroyed[column] = message.y }
            toDestroy.remove(id)
        }
        items.append(.message(message))
    }

    /// A note's row: its paper beside or over its participants, which may widen the picture.
    private mutating func addNote(_ placement: SequenceDiagram.NotePlacement, text: Label) {
        let measured = layout.measured(text)
        let (left, right) = layout.noteSpan(placement, width: measured.width + 20)
        width = max(width, right + SequenceRenderer.margin)
        let height = measured.height + 12
        items.append(.note(Note(lines: measured.lines, left: left, right: right, top: y, height: height)))
        y += height + 12
    }

    /// A block's frame opens at `y`, its title its kind and condition (`alt [iOS 16]`); a long condition
    /// widens the picture so the title stays inside the frame.
    private mutating func openFrame(_ kind: SequenceDiagram.BlockKind, text: Label) {
        let title = kind.rawValue + (text.isEmpty ? "" : " [\(text.plainText)]")
        let inset = SequenceRenderer.margin + depth * 6
        width = max(width, 2 * inset + 16 + layout.measure.width(title, bold: true))
        openFrames.append(Frame(top: y, title: title, color: backgroundText))
        y += 26
    }

    /// A new section of the innermost block starts at `y`, its condition in brackets.
    private mutating func addSection(_ text: Label) {
        guard !openFrames.isEmpty else { return }
        let title = "[\(text.plainText)]"
        let inset = SequenceRenderer.margin + (depth - 1) * 6
        width = max(width, 2 * inset + 16 + layout.measure.width(title))
        openFrames[openFrames.count - 1].sections.append(Section(top: y, title: title, color: backgroundText))
        y += 26
    }

    /// Where the frame or background that just closed runs: across the drawing's width, 6 px in per one still
    /// open around it, down to a little below its last row; the next row starts a little below that.
    private mutating func closing() -> (left: Double, right: Double, bottom: Double) {
        let (left, right) = (SequenceRenderer.margin + depth * 6, width - SequenceRenderer.margin - depth * 6)
        y += 4
        defer { y += 8 }
        return (left, right, y)
    }

    /// Moves below the last row to where the bottom boxes start; bars still open there run to them, as mermaid
    /// draws them.
    private mutating func finish() {
        y += 8
        for (id, tops) in openBars {
            for (depth, top) in tops.enumerated() { bars.append(Bar(id: id, depth: depth, top: top, bottom: y - 4)) }
        }
    }
}
