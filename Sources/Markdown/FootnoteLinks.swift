/// Completes the footnote nodes the converter makes from cmark-gfm's: it gives each definition its number and
/// reference count, and each reference its definition's label and which reference to it this is.
///
/// cmark-gfm numbers the footnotes in the order of their first reference and appends the referenced definitions
/// to the document in that order, so the n-th definition there is footnote n. It counts a footnote's references
/// in the order of the text, before the definitions move, which is the order of their source positions.
enum FootnoteLinks {
    /// `document` with its footnote nodes complete; the same tree when it has none.
    static func link(_ document: MarkdownNode) -> MarkdownNode {
        var labels: [Int: String] = [:]
        for child in document.children {
            if case .footnoteDefinition(let label, _, _) = child.kind { labels[labels.count + 1] = label }
        }
        guard !labels.isEmpty else { return document }
        // Each reference's occurrence, by its rank in document order.
        var positions: [(number: Int, range: SourceRange?, rank: Int)] = []
        document.walk { node in
            if case .footnoteReference(_, let number, _) = node.kind {
                positions.append((number, node.range, positions.count))
            }
        }
        let inTextOrder = positions.sorted { left, right in
            switch (left.range, right.range) {
            case (let l?, let r?) where (l.startLine, l.startColumn) != (r.startLine, r.startColumn):
                return (l.startLine, l.startColumn) < (r.startLine, r.startColumn)
            default: return left.rank < right.rank
            }
        }
        var counts: [Int: Int] = [:]
        var occurrences = Array(repeating: 0, count: positions.count)
        for reference in inTextOrder {
            counts[reference.number, default: 0] += 1
            occurrences[reference.rank] = counts[reference.number]!
        }
        var rank = 0
        var definitions = 0
        return document.rewritten { node in
            var copy = node
            switch node.kind {
            case .footnoteReference(_, let number, _):
                copy.kind = .footnoteReference(
                    label: labels[number] ?? "", number: number, occurrence: occurrences[rank])
                rank += 1
            case .footnoteDefinition(let label, _, _):
                definitions += 1
                copy.kind = .footnoteDefinition(
                    label: label, number: definitions, references: counts[definitions] ?? 0)
            default:
                return nil
            }
            return copy
        }
    }
}
