import Foundation
import Mermaid

/// The `box` groups of a sequence diagram, laid out: each one's colour and title (read from the text after
/// `box`, as mermaid reads it: a CSS colour first, then the title) and the span of its participants' columns.
struct SequenceBoxes {
    /// One box, placed.
    struct Placed {
        var title: String
        var fill: CSSColor?
        var left: Double
        var right: Double
    }

    /// The room above the participants a box needs: its title's line, or a margin.
    static func room(_ diagram: SequenceDiagram) -> Double {
        guard !diagram.boxes.isEmpty else { return 0 }
        return diagram.boxes.contains { !style($0.text).title.isEmpty } ? TextMeasure.lineHeight + 10 : 8
    }

    /// How far a box reaches beyond its outer columns.
    static let padding = 8.0

    /// The boxes of `diagram` over `layout`'s columns (a box with no participant is left out).
    static func place(_ diagram: SequenceDiagram, layout: SequenceLayout) -> [Placed] {
        diagram.boxes.compactMap { box in
            let columns = box.participants.compactMap { layout.index[$0].map { layout.columns[$0] } }
            guard let left = columns.map({ $0.x - $0.width / 2 }).min(),
                let right = columns.map({ $0.x + $0.width / 2 }).max()
            else { return nil }
            let (fill, title) = style(box.text)
            return Placed(title: title, fill: fill, left: left - padding, right: right + padding)
        }
    }

    /// The colour and title of `box <text>`: `rgb(…)`/`hsl(…)` or a first word that is a CSS colour (or
    /// `transparent`, no fill), then the title.
    static func style(_ text: String) -> (fill: CSSColor?, title: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let lower = trimmed.lowercased()
        if ["rgb(", "rgba(", "hsl(", "hsla("].contains(where: { lower.hasPrefix($0) }),
            let close = trimmed.firstIndex(of: ")")
        {
            let color = String(trimmed[...close])
            return (
                CSSColor(color), String(trimmed[trimmed.index(after: close)...]).trimmingCharacters(in: .whitespaces)
            )
        }
        let first = String(trimmed.prefix { $0 != " " })
        let rest = String(trimmed.dropFirst(first.count)).trimmingCharacters(in: .whitespaces)
        if first.lowercased() == "transparent" { return (nil, rest) }
        if let color = CSSColor(first) { return (color, rest) }
        return (nil, trimmed)
    }
}
