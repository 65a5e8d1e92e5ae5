import Mermaid

/// A sequence diagram's geometry across: each participant's column (its measured name, its box and the centre
/// of its lifeline), spaced so every message's text fits between its two columns and every note beside its
/// participant fits too, and the picture's width before the rows widen it.
struct SequenceLayout {
    /// The room on each side of a participant's name in its box.
    static let boxPadding = 12.0
    /// The narrowest participant box.
    static let minimumBoxWidth = 80.0
    /// The room between neighbouring boxes.
    static let columnGap = 40.0

    /// A participant's column.
    struct Column {
        var lines: [TextMeasure.Line]
        var width: Double
        var height: Double
        /// How far the name sits right of and below the centre of a shaped column (collections).
        var textShift = 0.0
        var textDrop = 0.0
        /// The height of the name's lines.
        var textHeight = 0.0
        var x = 0.0
    }

    /// A label's lines and size, as `TextMeasure` lays it out on one line.
    typealias Measured = (lines: [TextMeasure.Line], width: Double, height: Double)

    /// Distances being worked out: between neighbouring centres, and the room beyond the outer columns.
    private struct Spacing {
        var gaps: [Double]
        var left = 0.0
        var right = 0.0
    }

    /// The measure every label is laid out with.
    let measure: TextMeasure
    /// The columns, in the participants' order.
    private(set) var columns: [Column]
    /// Each participant's column, by id.
    let index: [String: Int]
    /// Where the participants' top boxes start: the margin, and below the title when there is one.
    let top: Double
    /// The tallest participant box.
    let headHeight: Double
    /// The picture's width before the rows widen it: the columns, the room beside the outer ones and the
    /// title.
    private(set) var width = 0.0

    /// Measures `diagram`'s participants and places their columns.
    init(_ diagram: SequenceDiagram, measure: TextMeasure) {
        self.measure = measure
        index = Dictionary(uniqueKeysWithValues: diagram.participants.enumerated().map { ($1.id, $0) })
        columns = diagram.participants.map { Self.column(for: $0, measure: measure) }
        top =
            SequenceRenderer.margin + (diagram.title == nil ? 0 : TextMeasure.lineHeight + 12)
            + SequenceBoxes.room(diagram)
        headHeight = columns.map(\.height).max() ?? 0
        // Gaps between neighbouring centres: the boxes, then every message's text between them.
        var spacing = Spacing(
            gaps: (0..<max(columns.count - 1, 0)).map {
                (columns[$0].width + columns[$0 + 1].width) / 2 + Self.columnGap
            })
        fitMessages(diagram, into: &spacing)
        fitNotes(diagram, into: &spacing)
        place(spacing)
        keepNotesInside(diagram)
        let lastX = columns.last.map { $0.x + $0.width / 2 } ?? SequenceRenderer.margin
        width = lastX + max(spacing.right, 0) + SequenceRenderer.margin
        if let title = diagram.title {
            width = max(width, measure.width(title, bold: true) + 2 * SequenceRenderer.margin)
        }
    }

    /// A participant's column, not placed yet: its name on one line in a box, or under a figure for an actor.
    private static func column(for participant: SequenceDiagram.Participant, measure: TextMeasure) -> Column {
        let measured = measure.layout(participant.label, wrapping: false)
        let box = (width: max(minimumBoxWidth, measured.width + 2 * boxPadding), height: measured.height + 2 * 8)
        if participant.kind.hasSymbol {
            return Column(lines: measured.lines, width: box.width, height: box.height + symbolHeight)
        }
        guard let shape = participant.kind.shape else {
            return Column(lines: measured.lines, width: box.width, height: box.height)
        }
        // Collections or a queue: the node shape around the name's box.
        let size = NodeGeometry.size(
            of: shape, text: (box.width - 2 * NodeGeometry.paddingX, box.height - 2 * NodeGeometry.paddingY))
        return Column(
            lines: measured.lines, width: size.width, height: size.height, textShift: size.textShift,
            textDrop: size.textDrop, textHeight: measured.height)
    }

    /// The height of an actor's, boundary's, control's or entity's symbol above its name.
    static let symbolHeight = 34.0

    /// `text` laid out on one line; nothing for an empty label.
    func measured(_ text: Label) -> Measured {
        text.isEmpty ? ([], 0, 0) : measure.layout(text, wrapping: false)
    }

    /// Widens the gaps so each message's text fits between its columns; a message to itself needs room to the
    /// right of its column.
    private func fitMessages(_ diagram: SequenceDiagram, into spacing: inout Spacing) {
        // A created participant's box sits on its first message's line: that message's text needs room beside it.
        var created: Set<Int> = []
        for event in diagram.events {
            if case .create(let id, _) = event, let column = index[id] { created.insert(column) }
        }
        for event in diagram.events {
            guard case .message(let from, let to, _, let text, let number, _) = event,
                let a = index[from], let b = index[to]
            else { continue }
            var width = measured(text).width + (number == nil ? 0 : 24) + 24
            for end in [a, b] where created.contains(end) && a != b { width += columns[end].width / 2 }
            if a == b {
                if a < spacing.gaps.count {
                    spacing.gaps[a] = max(spacing.gaps[a], width + 50)
                } else {
                    spacing.right = max(spacing.right, width + 50)
                }
                continue
            }
            let (low, high) = (min(a, b), max(a, b))
            let span = spacing.gaps[low..<high].reduce(0, +)
            if span < width { spacing.gaps[high - 1] += width - span }
        }
    }

    /// Widens the gaps so each note beside a participant fits before the next column; notes beside the outer
    /// columns widen the picture, not the gaps.
    private func fitNotes(_ diagram: SequenceDiagram, into spacing: inout Spacing) {
        for event in diagram.events {
            guard case .note(let placement, let text, _) = event else { continue }
            let width = measured(text).width + 20
            switch placement {
            case .leftOf(let id) where index[id] == 0:
                spacing.left = max(spacing.left, width + 10 - columns[0].width / 2)
            case .rightOf(let id) where index[id] == columns.count - 1:
                spacing.right = max(spacing.right, width + 10 - columns[columns.count - 1].width / 2)
            case .leftOf(let id):
                let i = index[id]!
                spacing.gaps[i - 1] = max(spacing.gaps[i - 1], width + 10 + columns[i - 1].width / 2)
            case .rightOf(let id):
                let i = index[id]!
                spacing.gaps[i] = max(spacing.gaps[i], width + 10 + columns[i + 1].width / 2)
            case .over: continue
            }
        }
    }

    /// Sets each column's centre: the first after the margin and the room left of it, the others a gap apart.
    private mutating func place(_ spacing: Spacing) {
        var x = SequenceRenderer.margin + max(spacing.left, 0) + (columns.first?.width ?? 0) / 2
        for i in columns.indices {
            columns[i].x = x
            if i < spacing.gaps.count { x += spacing.gaps[i] }
        }
    }

    /// A note over participants that is wider than they are reaches out on both sides: moves everything right
    /// until the widest reaches no further left than the margin.
    private mutating func keepNotesInside(_ diagram: SequenceDiagram) {
        let reach = diagram.events.compactMap { event -> Double? in
            guard case .note(let placement, let text, _) = event else { return nil }
            return noteSpan(placement, width: measured(text).width + 20).left
        }.min()
        if let reach, reach < SequenceRenderer.margin {
            for i in columns.indices { columns[i].x += SequenceRenderer.margin - reach }
        }
    }

    /// Where a note of `width` runs: beside its participant's lifeline, or centred over one or two of them
    /// (at least 30 px past each).
    func noteSpan(_ placement: SequenceDiagram.NotePlacement, width: Double) -> (left: Double, right: Double) {
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
}

extension SequenceDiagram.Participant.Kind {
    /// Whether the participant is a symbol above its name (an actor's figure, a boundary, a control, an entity, a
    /// database's cylinder), as mermaid draws them.
    var hasSymbol: Bool {
        self == .actor || self == .boundary || self == .control || self == .entity || self == .database
    }

    /// The node shape drawn around the name of collections or a queue.
    var shape: Shape? {
        switch self {
        case .collections: .stackedRectangle
        case .queue: .horizontalCylinder
        default: nil
        }
    }
}
