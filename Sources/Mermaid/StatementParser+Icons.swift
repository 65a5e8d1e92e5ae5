/// Font Awesome icons (`fa:fa-car`) and KaTeX math (`$$x^2$$`) in flowchart labels: mermaid draws them with an
/// icon font and KaTeX in the browser. An icon is dropped with a warning (the text around it stays); math is
/// an error, since the formula would otherwise be printed as its source.
extension StatementParser {
    /// `label` without its icons, warning at `position` for each; an error for math.
    mutating func checkedLabel(_ label: Label, at position: Int) throws(DiagramError) -> Label {
        let plain = label.plainText
        if let first = plain.range(of: "$$"), plain[first.upperBound...].contains("$$") {
            throw error(
                "KaTeX math ('$$…$$') is not drawn in diagrams; write the formula as text (Unicode such as x², √, ≤ works)",
                at: position)
        }
        guard plain.contains(":fa-") else { return label }
        var result = label
        var dropped: [String] = []
        for line in result.lines.indices {
            for run in result.lines[line].indices {
                let (text, icons) = Self.withoutIcons(result.lines[line][run].text)
                result.lines[line][run].text = text
                dropped += icons
            }
            result.lines[line].removeAll { $0.text.isEmpty }
        }
        result.lines.removeAll(where: \.isEmpty)
        for icon in dropped {
            warn("icon '\(icon)' is not drawn: Puente bundles no icon font; the label's text is drawn", at: position)
        }
        return result
    }

    /// `text` without `fa:fa-name` tokens (and `fab:`, `fas:`, `far:`, `fal:`, `fak:`), spaces tidied, and the
    /// tokens removed.
    static func withoutIcons(_ text: String) -> (String, [String]) {
        var words: [String] = []
        var icons: [String] = []
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            let parts = word.split(separator: ":", maxSplits: 1)
            if parts.count == 2, ["fa", "fab", "fas", "far", "fal", "fak"].contains(parts[0]),
                parts[1].hasPrefix("fa-"), parts[1].count > 3
            {
                icons.append(String(word))
            } else {
                words.append(String(word))
            }
        }
        guard !icons.isEmpty else { return (text, []) }
        let kept = words.filter { !$0.isEmpty }.joined(separator: " ")
        return (kept, icons)
    }
}
