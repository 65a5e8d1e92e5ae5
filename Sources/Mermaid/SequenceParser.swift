/// Parses mermaid's `sequenceDiagram` syntax, line by line: participants and actors (with `as` aliases),
/// messages with mermaid's eight arrows, notes, `loop`/`alt`/`else`/`opt`/`par`/`and`/`critical`/`option`/
/// `break` blocks, `rect` backgrounds, activation (`activate`/`deactivate`, `+`/`-` after an arrow),
/// `autonumber`, `title` (drawn above the diagram), `accTitle:`, `accDescr:` and `%%` comments. `box`, `create` and `destroy` are read
/// and not drawn, with a warning. Anything else is an error at its line.
public enum SequenceParser {
    /// Whether `source`'s first statement (after blank lines, comments and front matter) is `sequenceDiagram`.
    public static func isSequence(_ source: String) -> Bool {
        var inFrontMatter = false
        for (index, raw) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(raw).trimmingWhitespace
            if index == 0 || inFrontMatter, line == "---" {
                inFrontMatter.toggle()
                continue
            }
            if inFrontMatter || line.isEmpty || line.hasPrefix("%%") { continue }
            return isHeader(line)
        }
        return false
    }

    /// Whether `line` (trimmed) is a sequence diagram's header: the keyword alone, or followed by a space or a
    /// tab.
    static func isHeader(_ line: String) -> Bool {
        line == "sequenceDiagram" || line.hasPrefix("sequenceDiagram ") || line.hasPrefix("sequenceDiagram\t")
    }

    /// The diagram in `source`, or the first error.
    public static func parse(_ source: String) throws(DiagramError) -> SequenceDiagram {
        var diagram = SequenceDiagram()
        var known: [String: Int] = [:]
        var sawHeader = false
        var inFrontMatter = false
        var numbering: (next: Int, step: Int)?
        // Open blocks, innermost last: the kind (nil for `rect` and `box`), whether it is a `rect`, and its line.
        var open: [(kind: SequenceDiagram.BlockKind?, rect: Bool, line: Int)] = []
        // How many bars each participant has open (activations nest).
        var active: [String: Int] = [:]

        func participant(_ id: String, line: Int, column: Int) throws(DiagramError) {
            guard !id.isEmpty else { throw DiagramError(line: line, column: column, message: "expected a participant") }
            if known[id] == nil {
                known[id] = diagram.participants.count
                diagram.participants.append(.init(id: id, label: Label(plainText: id), isActor: false))
            }
        }

        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        for (offset, raw) in lines.enumerated() {
            let number = offset + 1
            let line = String(raw).trimmingWhitespace
            let column =
                (raw.unicodeScalars.firstIndex { !$0.properties.isWhitespace }).map {
                    raw.unicodeScalars.distance(from: raw.unicodeScalars.startIndex, to: $0) + 1
                } ?? 1
            if !sawHeader, offset == 0 || inFrontMatter, line == "---" {
                inFrontMatter.toggle()
                continue
            }
            if inFrontMatter || line.isEmpty || line.hasPrefix("%%") { continue }
            if !sawHeader {
                guard isHeader(line) else {
                    throw DiagramError(line: number, column: column, message: "expected 'sequenceDiagram'")
                }
                sawHeader = true
                continue
            }
            let (keyword, rest) = split(line)
            switch keyword.lowercased() {
            case "participant", "actor", "create", "destroy":
                var keyword = keyword
                var rest = rest
                if keyword == "create" || keyword == "destroy" {
                    diagram.warnings.append(
                        DiagramWarning(
                            line: number, column: column,
                            message: "'\(keyword)' is not drawn: the participant is shown for the whole diagram"))
                    (keyword, rest) = split(rest)
                    if keyword != "participant" && keyword != "actor" {
                        if keyword.isEmpty { continue }
                        try participant(keyword, line: number, column: column)
                        continue
                    }
                }
                let (id, alias) = aliased(rest)
                guard !id.isEmpty else {
                    throw DiagramError(
                        line: number, column: column + line.unicodeScalars.count,
                        message: "expected a name after '\(keyword)', found end of line")
                }
                let label = alias.map { LabelBuilder.label(raw: $0, markdown: false) } ?? Label(plainText: id)
                if let index = known[id] {
                    diagram.participants[index].label = label
                    diagram.participants[index].isActor = keyword == "actor"
                } else {
                    known[id] = diagram.participants.count
                    diagram.participants.append(.init(id: id, label: label, isActor: keyword == "actor"))
                }
            case "autonumber":
                let numbers = rest.split(separator: " ").compactMap { Int($0) }
                numbering = rest == "off" ? nil : (numbers.first ?? 1, numbers.count > 1 ? numbers[1] : 1)
            case "title":
                diagram.accessibleTitle = rest
                diagram.title = rest.isEmpty ? nil : rest
            case "acctitle:", "acctitle":
                diagram.accessibleTitle = rest.hasPrefix(":") ? String(rest.dropFirst()).trimmingWhitespace : rest
            case "accdescr:", "accdescr":
                diagram.accessibleDescription =
                    rest.hasPrefix(":") ? String(rest.dropFirst()).trimmingWhitespace : rest
            case "note":
                try diagram.events.append(note(rest, line: number, column: column, participant: participant))
            case "loop", "alt", "opt", "par", "critical", "break":
                let kind = SequenceDiagram.BlockKind(rawValue: keyword.lowercased())!
                open.append((kind, false, number))
                diagram.events.append(
                    .blockStart(kind, text: LabelBuilder.label(raw: rest, markdown: false), line: number))
            case "else", "and", "option":
                let expected: SequenceDiagram.BlockKind =
                    keyword == "else" ? .alt : keyword == "and" ? .par : .critical
                guard let innermost = open.last, innermost.kind == expected else {
                    throw DiagramError(
                        line: number, column: column,
                        message:
                            "'\(keyword)' outside an '\(expected.rawValue)' block; open one with '\(expected.rawValue) …'"
                    )
                }
                diagram.events.append(.blockSection(text: LabelBuilder.label(raw: rest, markdown: false), line: number))
            case "rect":
                guard !rest.isEmpty else {
                    throw DiagramError(
                        line: number, column: column + line.unicodeScalars.count,
                        message: "expected a colour after 'rect' (such as rgb(230, 240, 255)), found end of line")
                }
                open.append((nil, true, number))
                diagram.events.append(.backgroundStart(color: rest, line: number))
            case "box":
                diagram.warnings.append(
                    DiagramWarning(
                        line: number, column: column,
                        message: "'box' groups are not drawn; the participants inside are"))
                open.append((nil, false, number))
            case "end":
                guard let closed = open.popLast() else {
                    throw DiagramError(line: number, column: column, message: "'end' without an open block")
                }
                if closed.kind != nil {
                    diagram.events.append(.blockEnd(line: number))
                } else if closed.rect {
                    diagram.events.append(.backgroundEnd(line: number))
                }
            case "activate", "deactivate":
                try participant(rest, line: number, column: column)
                if keyword == "activate" {
                    active[rest, default: 0] += 1
                    diagram.events.append(.activate(rest, line: number))
                } else {
                    guard active[rest, default: 0] > 0 else {
                        throw DiagramError(
                            line: number, column: column,
                            message: "'\(rest)' is not active here; 'deactivate' follows an 'activate' or a '+'")
                    }
                    active[rest]! -= 1
                    diagram.events.append(.deactivate(rest, line: number))
                }
            default:
                guard let message = message(line) else {
                    throw DiagramError(
                        line: number, column: column,
                        message:
                            "expected a message such as 'A->>B: text', a participant, a note or a block, found '\(line)'"
                    )
                }
                try participant(message.from, line: number, column: column)
                try participant(message.to, line: number, column: column)
                var shown: Int?
                if let current = numbering {
                    shown = current.next
                    numbering = (current.next + current.step, current.step)
                }
                diagram.events.append(
                    .message(
                        from: message.from, to: message.to, arrow: message.arrow,
                        text: LabelBuilder.label(raw: message.text, markdown: false), number: shown, line: number))
                // `+` activates the receiver as the message arrives; `-` deactivates the sender as it leaves.
                switch message.activation {
                case "+":
                    active[message.to, default: 0] += 1
                    diagram.events.append(.activate(message.to, line: number))
                case "-":
                    guard active[message.from, default: 0] > 0 else {
                        throw DiagramError(
                            line: number, column: column,
                            message: "'\(message.from)' is not active here, so '-' has nothing to end")
                    }
                    active[message.from]! -= 1
                    diagram.events.append(.deactivate(message.from, line: number))
                default:
                    break
                }
            }
        }
        guard sawHeader else {
            throw DiagramError(line: 1, column: 1, message: "the diagram is empty: expected 'sequenceDiagram'")
        }
        if let unclosed = open.last {
            throw DiagramError(
                line: unclosed.line, column: 1,
                message: "this block has no 'end'; close it with 'end' on a line of its own")
        }
        return diagram
    }

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

    /// `right of A: text`, `left of A: text`, `over A: text`, `over A,B: text`.
    static func note(
        _ rest: String, line: Int, column: Int, participant: (String, Int, Int) throws(DiagramError) -> Void
    ) throws(DiagramError) -> SequenceDiagram.Event {
        guard let colon = rest.firstIndex(of: ":") else {
            throw DiagramError(line: line, column: column, message: "expected 'Note right of A: text', found no ':'")
        }
        let place = String(rest[..<colon]).trimmingWhitespace
        let text = LabelBuilder.label(raw: String(rest[rest.index(after: colon)...]), markdown: false)
        let lower = place.lowercased()
        let placement: SequenceDiagram.NotePlacement
        if lower.hasPrefix("right of ") {
            let id = String(place.dropFirst(9)).trimmingWhitespace
            try participant(id, line, column)
            placement = .rightOf(id)
        } else if lower.hasPrefix("left of ") {
            let id = String(place.dropFirst(8)).trimmingWhitespace
            try participant(id, line, column)
            placement = .leftOf(id)
        } else if lower.hasPrefix("over ") {
            let ids = place.dropFirst(5).split(separator: ",").map { String($0).trimmingWhitespace }
            guard let first = ids.first, ids.count <= 2 else {
                throw DiagramError(line: line, column: column, message: "expected 'Note over A' or 'Note over A,B'")
            }
            try participant(first, line, column)
            if ids.count == 2 { try participant(ids[1], line, column) }
            placement = .over(first, ids.count == 2 ? ids[1] : nil)
        } else {
            throw DiagramError(
                line: line, column: column,
                message: "expected 'right of', 'left of' or 'over' after 'Note', found '\(place)'")
        }
        return .note(placement, text: text, line: line)
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
