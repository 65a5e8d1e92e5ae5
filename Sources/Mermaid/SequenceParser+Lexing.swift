import TextBasics

/// Splitting a statement into its parts: its first word, an `as` alias, a message's participants, arrow and
/// text.
extension SequenceParser {
    /// The first word of `line` and the rest, trimmed.
    static func split(_ line: String) -> (String, String) {
        guard let space = line.firstIndex(where: { $0 == " " || $0 == "\t" }) else { return (line, "") }
        return (String(line[..<space]), String(line[space...]).trimmingWhitespace)
    }

    /// `id as Label` → (id, Label).
    static func aliased(_ text: String) -> (String, String?) {
        let scalars = Array(text.unicodeScalars)
        let pattern = Array(" as ".unicodeScalars)
        guard scalars.count >= pattern.count,
            let start = (0...(scalars.count - pattern.count)).first(where: {
                Array(scalars[$0..<($0 + pattern.count)]) == pattern
            })
        else { return (text.trimmingWhitespace, nil) }
        let id = String(String.UnicodeScalarView(scalars[..<start])).trimmingWhitespace
        let alias = String(String.UnicodeScalarView(scalars[(start + pattern.count)...])).trimmingWhitespace
        return (id, alias)
    }

    /// Arrows, longest first so `-->>` is not read as `-->`.
    static let arrows: [(String, SequenceDiagram.Arrow)] = [
        ("-->>", .init(dotted: true, head: .filled)), ("->>", .init(dotted: false, head: .filled)),
        ("--x", .init(dotted: true, head: .cross)), ("--)", .init(dotted: true, head: .open)),
        ("-->", .init(dotted: true, head: .none)), ("-x", .init(dotted: false, head: .cross)),
        ("-)", .init(dotted: false, head: .open)), ("->", .init(dotted: false, head: .none)),
    ]

    /// `A->>B: text` (an optional `+`/`-` after the arrow for activation, returned as `activation`).
    static func message(_ line: String) -> (
        from: String, to: String, arrow: SequenceDiagram.Arrow, text: String, activation: Character?
    )? {
        let scalars = Array(line.unicodeScalars)
        for start in scalars.indices where scalars[start] == "-" {
            let rest = String(String.UnicodeScalarView(scalars[start...]))
            guard let (token, arrow) = arrows.first(where: { rest.hasPrefix($0.0) }) else { continue }
            let from = String(String.UnicodeScalarView(scalars[..<start])).trimmingWhitespace
            var after = String(rest.dropFirst(token.count))
            var activation: Character?
            if after.hasPrefix("+") || after.hasPrefix("-") { activation = after.removeFirst() }
            let to: String
            let text: String
            if let colon = after.firstIndex(of: ":") {
                to = String(after[..<colon]).trimmingWhitespace
                text = String(after[after.index(after: colon)...]).trimmingWhitespace
            } else {
                to = after.trimmingWhitespace
                text = ""
            }
            guard !from.isEmpty, !to.isEmpty, !from.contains(" "), !to.contains(" ") else { return nil }
            return (from, to, arrow, text, activation)
        }
        return nil
    }
}
