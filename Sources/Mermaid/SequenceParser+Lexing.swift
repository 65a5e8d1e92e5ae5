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

    /// Arrows, longest first so `-->>` is not read as `-->`: mermaid's heads, its bidirectional arrows (11.0) and
    /// its half arrows (11.12), whose reverse forms (`/|-`) put the head at the sender's end.
    static let arrows: [(String, SequenceDiagram.Arrow)] = {
        typealias Head = SequenceDiagram.Arrow.Head
        var list: [(String, SequenceDiagram.Arrow)] = [
            ("<<->>", .init(dotted: false, head: .filled, startHead: .filled)),
            ("<<-->>", .init(dotted: true, head: .filled, startHead: .filled)),
        ]
        let ends: [(String, Head)] = [
            (">>", .filled), ("x", .cross), (")", .open), (">", .none), ("|\\", .halfTop), ("|/", .halfBottom),
            ("\\\\", .stickTop), ("//", .stickBottom),
        ]
        for (end, head) in ends {
            list.append(("-" + end, .init(dotted: false, head: head)))
            list.append(("--" + end, .init(dotted: true, head: head)))
        }
        let starts: [(String, Head)] = [
            ("/|", .halfTop), ("\\|", .halfBottom), ("//", .stickTop), ("\\\\", .stickBottom),
        ]
        for (start, head) in starts {
            list.append((start + "-", .init(dotted: false, head: .none, startHead: head)))
            list.append((start + "--", .init(dotted: true, head: .none, startHead: head)))
        }
        return list.sorted { $0.0.unicodeScalars.count > $1.0.unicodeScalars.count }
    }()

    /// The characters an arrow can start with.
    static let arrowStarts: Set<Unicode.Scalar> = ["-", "<", "/", "\\"]

    /// `A->>B: text` (an optional `+`/`-` after the arrow for activation, returned as `activation`).
    static func message(_ line: String) -> (
        from: String, to: String, arrow: SequenceDiagram.Arrow, text: String, activation: Character?
    )? {
        let scalars = Array(line.unicodeScalars)
        for start in scalars.indices where arrowStarts.contains(scalars[start]) {
            let rest = String(String.UnicodeScalarView(scalars[start...]))
            guard var (token, arrow) = arrows.first(where: { rest.hasPrefix($0.0) }) else { continue }
            var from = String(String.UnicodeScalarView(scalars[..<start])).trimmingWhitespace
            if from.hasSuffix("()") {
                from = String(from.dropLast(2)).trimmingWhitespace
                arrow.centralFrom = true
            }
            if rest.dropFirst(token.count).hasPrefix("()") {
                token += "()"
                arrow.centralTo = true
            }
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

    /// The statements of one source line: split at each `;` that does not end an entity such as `#35;`, each
    /// trimmed, with the column (in Unicode scalars, from 1) where it starts; empty ones left out.
    static func statements(in raw: Substring, number: Int) -> [Statement] {
        let scalars = Array(raw.unicodeScalars)
        var result: [Statement] = []
        var start = 0
        func close(_ end: Int) {
            let piece = scalars[start..<end]
            if let first = piece.firstIndex(where: { !$0.properties.isWhitespace }) {
                let text = String(String.UnicodeScalarView(piece)).trimmingWhitespace
                result.append(Statement(text: text, number: number, column: first + 1))
            }
            start = end + 1
        }
        for index in scalars.indices where scalars[index] == ";" && !endsEntity(scalars, at: index) {
            close(index)
        }
        close(scalars.count)
        return result
    }

    /// Whether the `;` at `index` ends an entity: `#` and one or more letters or digits before it.
    private static func endsEntity(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        var cursor = index - 1
        while cursor >= 0, scalars[cursor].properties.isAlphabetic || ("0"..."9").contains(scalars[cursor]) {
            cursor -= 1
        }
        return cursor >= 0 && cursor < index - 1 && scalars[cursor] == "#"
    }

    /// A YAML scalar as front matter writes a title: trimmed, without the quotes around it.
    static func yamlScalar(_ text: Substring) -> String {
        let value = String(text).trimmingWhitespace
        for quote in ["\"", "'"] where value.count >= 2 && value.hasPrefix(quote) && value.hasSuffix(quote) {
            return String(value.dropFirst().dropLast())
        }
        return value
    }

    /// The arrows Puente draws, for messages that name them.
    static let arrowList =
        "->, ->>, -x, -), <<->>, the half arrows -|\\ -|/ -\\\\ -// /|- \\|- //- \\\\- and their dotted forms with --"

    /// Why `name`, read as a participant, cannot be one, with the offset (in Unicode scalars) of what is wrong;
    /// nil for a name. mermaid 11 syntax Puente does not draw yet is named as such, never drawn as a participant
    /// whose name holds the punctuation; so is an arrow with a character too many.
    /// `message`: the name is a message's sender or receiver, which also holds no bracket, `@` or quote (a declared
    /// participant's name may, as `participant API (v2)`).
    static func nameProblem(_ name: String, inMessage: Bool = true) -> (offset: Int, message: String)? {
        let scalars = Array(name.unicodeScalars)
        func offset(of text: String) -> Int {
            let pattern = Array(text.unicodeScalars)
            return (0...max(0, scalars.count - pattern.count)).first {
                $0 + pattern.count <= scalars.count && Array(scalars[$0..<($0 + pattern.count)]) == pattern
            } ?? 0
        }
        if name.contains("@{") {
            return (
                offset(of: "@{"),
                "participant settings '@{ … }' (mermaid 11's participant types: boundary, control, entity, "
                    + "database, collections, queue) are not drawn yet; declare it with 'participant \(name.prefix { $0 != "@" })' "
                    + "or 'actor \(name.prefix { $0 != "@" })'"
            )
        }
        if name.contains("()") {
            return (
                offset(of: "()"),
                "'()' marks a central connection only next to the arrow, as in 'A->>()B' or 'A()->>B'"
            )
        }
        if name.contains("<") {
            return (
                offset(of: "<"),
                "'\(name)' is not a participant name: an arrow starts with '<' only as '<<->>' or '<<-->>'; "
                    + "mermaid's arrows are \(arrowList)"
            )
        }
        for (character, meaning) in [
            (">", "an arrow with a '>' too many (such as '->>>')"), ("+", "an activation '+' too many"),
            (",", "a ','"),
        ] where name.contains(character) {
            return (
                offset(of: character),
                "'\(name)' is not a participant name: it holds \(meaning); mermaid's arrows are \(arrowList)"
            )
        }
        if inMessage, let bracket = scalars.firstIndex(where: { "(){}[]@\"".unicodeScalars.contains($0) }) {
            return (
                bracket,
                "'\(name)' is not a participant name: '\(scalars[bracket])' next to an arrow is not mermaid syntax "
                    + "Puente draws; mermaid's arrows are \(arrowList)"
            )
        }
        if name.hasPrefix("-") || name.hasSuffix("-") {
            return (
                name.hasPrefix("-") ? 0 : scalars.count - 1,
                "'\(name)' is not a participant name: it holds an arrow's '-' too many (such as '--->'); mermaid's "
                    + "arrows are \(arrowList)"
            )
        }
        return nil
    }
}
