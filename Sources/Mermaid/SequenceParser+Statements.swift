import TextBasics

extension SequenceParser {
    /// One statement: its line's text (trimmed) and where it is in the source.
    struct Statement {
        var text: String
        /// The 1-based line.
        var number: Int
        /// The 1-based column (in Unicode scalars) where the text starts.
        var column: Int

        /// An error or a warning about the statement, at its start.
        func issue(_ message: String) -> DiagramMessage {
            DiagramMessage(line: number, column: column, message: message)
        }

        /// An error at `problem`'s offset in `part`, a suffix of the statement's text.
        func issue(_ problem: SequenceParser.Located, in part: String) -> DiagramMessage {
            let start = text.unicodeScalars.count - part.unicodeScalars.count
            return DiagramMessage(line: number, column: column + start + problem.offset, message: problem.message)
        }

        /// An error about what is missing at the end of the statement.
        func issueAtEnd(_ message: String) -> DiagramMessage {
            DiagramMessage(line: number, column: column + text.unicodeScalars.count, message: message)
        }
    }
}

/// The statements, one by one: participants, `autonumber`, titles, notes, blocks and their sections,
/// backgrounds, `box`, `end`, activation and messages.
extension SequenceParser.State {
    /// Reads one statement, dispatching on its first word (in any case); anything else is a message.
    mutating func read(_ statement: SequenceParser.Statement) throws(DiagramError) {
        let (written, rest) = SequenceParser.split(statement.text)
        // Keywords are read in any case, as mermaid's lexer does (`Else` is `else`, `Activate` is `activate`).
        let keyword = written.lowercased()
        if keyword.hasPrefix("title:"), keyword != "title:" {
            let title = String(statement.text.dropFirst(6)).trimmingWhitespace
            diagram.accessibleTitle = title
            diagram.title = title.isEmpty ? nil : title
            return
        }
        switch keyword {
        case "participant", "actor", "create", "destroy":
            try declare(keyword, rest, statement)
        case "link", "links":
            try menu(keyword, rest, statement)
        case "properties", "details":
            diagram.warnings.append(
                statement.issue(
                    "'\(keyword)' is not drawn: it sets a participant's popup data, which a static page does not show"))
        case "autonumber":
            let numbers = rest.split(separator: " ").compactMap { Int($0) }
            numbering.set(rest == "off" ? nil : numbers)
        case "title", "title:":
            let rest =
                keyword.hasSuffix(":") || !rest.hasPrefix(":") ? rest : String(rest.dropFirst()).trimmingWhitespace
            diagram.accessibleTitle = rest
            diagram.title = rest.isEmpty ? nil : rest
        case "acctitle:", "acctitle":
            diagram.accessibleTitle = Self.afterColon(rest)
        case "accdescr:", "accdescr":
            diagram.accessibleDescription = Self.afterColon(rest)
        case "note":
            try diagram.events.append(note(rest, statement))
        case "loop", "alt", "opt", "par", "critical", "break":
            openBlock(SequenceDiagram.BlockKind(rawValue: keyword)!, rest, statement)
        case "else", "and", "option":
            try section(keyword, rest, statement)
        case "rect":
            try openBackground(rest, statement)
        case "box":
            if let openBox {
                throw statement.issue(
                    "a 'box' cannot hold another: close the box opened at line \(diagram.boxes[openBox].line) with 'end' first"
                )
            }
            guard open.isEmpty else { throw statement.issue("a 'box' goes outside every block, around participants") }
            openBox = diagram.boxes.count
            diagram.boxes.append(.init(text: rest, participants: [], line: statement.number))
            open.append((nil, false, statement.number))
        case "end":
            try end(statement)
        case "activate", "deactivate":
            try activation(keyword, rest, statement)
        default:
            try message(statement)
        }
    }

    /// `rest` without the colon it starts with, if any (`accTitle: text` and `accTitle text` say the same).
    private static func afterColon(_ rest: String) -> String {
        rest.hasPrefix(":") ? String(rest.dropFirst()).trimmingWhitespace : rest
    }

    /// Adds participant `id` as a box named by its id, unless it is known already; a name holding syntax Puente
    /// does not draw, or an arrow typo, is an error at that place in the statement (the name's last occurrence when
    /// `last`, as a message's receiver).
    private mutating func participant(
        _ id: String, _ statement: SequenceParser.Statement, last: Bool = false
    ) throws(DiagramError) {
        guard !id.isEmpty else { throw statement.issue("expected a participant") }
        try Self.checkName(id, statement, last: last)
        if known[id] == nil { add(.init(id: id, label: Label(plainText: id))) }
    }

    /// Throws when `id` cannot be a participant's name (``SequenceParser/nameProblem(_:)``), at the column of
    /// what is wrong.
    private static func checkName(
        _ id: String, _ statement: SequenceParser.Statement, last: Bool = false, inMessage: Bool = true
    ) throws(DiagramError) {
        guard let problem = SequenceParser.nameProblem(id, inMessage: inMessage) else { return }
        let text = Array(statement.text.unicodeScalars)
        let name = Array(id.unicodeScalars)
        let starts = text.count >= name.count ? Array(0...(text.count - name.count)) : []
        let matches = starts.filter { Array(text[$0..<($0 + name.count)]) == name }
        let start = (last ? matches.last : matches.first) ?? 0
        throw DiagramMessage(
            line: statement.number, column: statement.column + start + problem.offset, message: problem.message)
    }

    /// Adds a new column.
    private mutating func add(_ participant: SequenceDiagram.Participant) {
        known[participant.id] = diagram.participants.count
        diagram.participants.append(participant)
        if let openBox { diagram.boxes[openBox].participants.append(participant.id) }
    }

    /// `participant A`, `actor A as Label`: declares a column, or renames one used before. `create participant A`
    /// makes A appear at the next message to or from it; `destroy A` ends its lifeline at the next message to or
    /// from it.
    private mutating func declare(
        _ keyword: String, _ rest: String, _ statement: SequenceParser.Statement
    ) throws(DiagramError) {
        var (keyword, rest) = (keyword, rest)
        if keyword == "destroy" {
            let (id, _) = SequenceParser.split(rest)
            let name = ["participant", "actor"].contains(id.lowercased()) ? SequenceParser.split(rest).1 : id
            guard !name.isEmpty else {
                throw statement.issueAtEnd("expected a name after 'destroy', found end of line")
            }
            try participant(name, statement)
            diagram.events.append(.destroy(name, line: statement.number))
            return
        }
        if keyword == "create" {
            let (next, after) = SequenceParser.split(rest)
            guard next.lowercased() == "participant" || next.lowercased() == "actor" else {
                throw statement.issue("expected 'create participant A' or 'create actor A', found '\(statement.text)'")
            }
            (keyword, rest) = (next.lowercased(), after)
            let id = SequenceParser.declaration(rest).map(\.id)
            if case .success(let id) = id, known[id] != nil {
                throw statement.issue(
                    "'\(id)' is already in the diagram; 'create' goes before the participant's first appearance")
            }
            try declare(keyword, rest, statement)
            if case .success(let id) = id { diagram.events.append(.create(id, line: statement.number)) }
            return
        }
        let declaration: SequenceParser.Declaration
        switch SequenceParser.declaration(rest) {
        case .success(let read): declaration = read
        case .failure(let problem): throw statement.issue(problem, in: rest)
        }
        let (id, alias) = (declaration.id, declaration.alias)
        guard !id.isEmpty else { throw statement.issueAtEnd("expected a name after '\(keyword)', found end of line") }
        try Self.checkName(id, statement, inMessage: false)
        let label = alias.map { LabelBuilder.label(raw: $0, markdown: false) } ?? Label(plainText: id)
        let kind = declaration.kind ?? (keyword == "actor" ? .actor : .participant)
        if let index = known[id] {
            diagram.participants[index].label = label
            diagram.participants[index].kind = kind
        } else {
            add(.init(id: id, label: label, kind: kind))
        }
    }

    /// `link A: Title @ https://…` and `links A: {"Title": "https://…"}`: entries of participant A's menu.
    private mutating func menu(
        _ keyword: String, _ rest: String, _ statement: SequenceParser.Statement
    ) throws(DiagramError) {
        guard let colon = rest.firstIndex(of: ":"),
            !String(rest[..<colon]).trimmingWhitespace.contains(where: { $0.isWhitespace || $0 == "@" })
        else {
            throw statement.issue(
                "expected '\(keyword) A: …' (a participant's name, then ':'), found '\(statement.text)'")
        }
        let id = String(rest[..<colon]).trimmingWhitespace
        try participant(id, statement)
        let text = String(rest[rest.index(after: colon)...])
        switch SequenceParser.menuLinks(text, json: keyword == "links") {
        case .failure(let problem): throw statement.issue(problem, in: text)
        case .success(let links):
            // A menu link is written into the page as it is: only web and mail addresses, never a script or a
            // relative path that no link check would see.
            for link in links {
                let lower = link.url.lowercased()
                guard lower.hasPrefix("https://") || lower.hasPrefix("http://") || lower.hasPrefix("mailto:") else {
                    throw statement.issue(
                        "menu link '\(link.title)' of '\(id)' goes to '\(link.url)'; a menu link must be an https://, "
                            + "http:// or mailto: address")
                }
            }
            guard let index = known[id] else { return }
            diagram.participants[index].links += links.map {
                SequenceDiagram.Participant.Link(title: $0.title, url: $0.url, line: statement.number)
            }
        }
    }

    /// `right of A: text`, `left of A: text`, `over A: text`, `over A,B: text` (after `Note`).
    private mutating func note(
        _ rest: String, _ statement: SequenceParser.Statement
    ) throws(DiagramError) -> SequenceDiagram.Event {
        guard let colon = rest.firstIndex(of: ":") else {
            throw statement.issue("expected 'Note right of A: text', found no ':'")
        }
        let place = String(rest[..<colon]).trimmingWhitespace
        let text = LabelBuilder.label(
            raw: unwrapped(String(rest[rest.index(after: colon)...]), statement), markdown: false)
        let lower = place.lowercased()
        let placement: SequenceDiagram.NotePlacement
        if lower.hasPrefix("right of ") {
            let id = String(place.dropFirst(9)).trimmingWhitespace
            try participant(id, statement)
            placement = .rightOf(id)
        } else if lower.hasPrefix("left of ") {
            let id = String(place.dropFirst(8)).trimmingWhitespace
            try participant(id, statement)
            placement = .leftOf(id)
        } else if lower.hasPrefix("over ") {
            let ids = place.dropFirst(5).split(separator: ",").map { String($0).trimmingWhitespace }
            guard let first = ids.first, ids.count <= 2 else {
                throw statement.issue("expected 'Note over A' or 'Note over A,B'")
            }
            try participant(first, statement)
            if ids.count == 2 { try participant(ids[1], statement) }
            placement = .over(first, ids.count == 2 ? ids[1] : nil)
        } else {
            throw statement.issue("expected 'right of', 'left of' or 'over' after 'Note', found '\(place)'")
        }
        return .note(placement, text: text, line: statement.number)
    }

    /// `loop`, `alt`, `opt`, `par`, `critical` or `break` and its condition: opens a block.
    private mutating func openBlock(
        _ kind: SequenceDiagram.BlockKind, _ rest: String, _ statement: SequenceParser.Statement
    ) {
        open.append((kind, false, statement.number))
        diagram.events.append(
            .blockStart(kind, text: LabelBuilder.label(raw: rest, markdown: false), line: statement.number))
    }

    /// `else` (in `alt`), `and` (in `par`) or `option` (in `critical`): a new section of the innermost block,
    /// which must be of that kind.
    private mutating func section(
        _ keyword: String, _ rest: String, _ statement: SequenceParser.Statement
    ) throws(DiagramError) {
        let expected: SequenceDiagram.BlockKind = keyword == "else" ? .alt : keyword == "and" ? .par : .critical
        guard let innermost = open.last, innermost.kind == expected else {
            throw statement.issue(
                "'\(keyword)' outside an '\(expected.rawValue)' block; open one with '\(expected.rawValue) …'")
        }
        diagram.events.append(
            .blockSection(text: LabelBuilder.label(raw: rest, markdown: false), line: statement.number))
    }

    /// `rect <colour>`: opens a background.
    private mutating func openBackground(_ rest: String, _ statement: SequenceParser.Statement) throws(DiagramError) {
        guard !rest.isEmpty else {
            throw statement.issueAtEnd("expected a colour after 'rect' (such as rgb(230, 240, 255)), found end of line")
        }
        open.append((nil, true, statement.number))
        diagram.events.append(.backgroundStart(color: rest, line: statement.number))
    }

    /// `end`: closes the innermost block, background or `box`.
    private mutating func end(_ statement: SequenceParser.Statement) throws(DiagramError) {
        guard let closed = open.popLast() else { throw statement.issue("'end' without an open block") }
        if closed.kind == nil && !closed.rect { openBox = nil }
        if closed.kind != nil {
            diagram.events.append(.blockEnd(line: statement.number))
        } else if closed.rect {
            diagram.events.append(.backgroundEnd(line: statement.number))
        }
    }

    /// `activate A` opens a bar on A's lifeline and `deactivate A` closes its innermost one (`keyword` in lower
    /// case).
    private mutating func activation(
        _ keyword: String, _ id: String, _ statement: SequenceParser.Statement
    ) throws(DiagramError) {
        try participant(id, statement)
        if keyword == "activate" {
            activate(id, line: statement.number)
        } else {
            try deactivate(
                id, line: statement.number,
                otherwise: statement.issue("'\(id)' is not active here; 'deactivate' follows an 'activate' or a '+'"))
        }
    }

    /// Opens a bar on `id`'s lifeline.
    private mutating func activate(_ id: String, line: Int) {
        active[id, default: 0] += 1
        diagram.events.append(.activate(id, line: line))
    }

    /// Closes `id`'s innermost bar, or throws `error` when it has none open.
    private mutating func deactivate(_ id: String, line: Int, otherwise error: DiagramError) throws(DiagramError) {
        guard active[id, default: 0] > 0 else { throw error }
        active[id]! -= 1
        diagram.events.append(.deactivate(id, line: line))
    }

    /// `A->>B: text`: a message (numbered while `autonumber` is on); `+` after the arrow activates the receiver
    /// as the message arrives, `-` deactivates the sender as it leaves.
    private mutating func message(_ statement: SequenceParser.Statement) throws(DiagramError) {
        guard let message = SequenceParser.message(statement.text) else {
            throw statement.issue(
                "expected a message such as 'A->>B: text', a participant, a note or a block, found '\(statement.text)'")
        }
        try participant(message.from, statement)
        try participant(message.to, statement, last: true)
        diagram.events.append(
            .message(
                from: message.from, to: message.to, arrow: message.arrow,
                text: LabelBuilder.label(raw: unwrapped(message.text, statement), markdown: false),
                number: nextNumber(),
                line: statement.number))
        switch message.activation {
        case "+":
            activate(message.to, line: statement.number)
        case "-":
            try deactivate(
                message.from, line: statement.number,
                otherwise: statement.issue("'\(message.from)' is not active here, so '-' has nothing to end"))
        default:
            break
        }
    }

    /// A message's or note's text without mermaid's `wrap:` or `nowrap:` in front (never drawn as text): `nowrap:`
    /// is what Puente does anyway; `wrap:` (break the text to fit) is not done, which a warning says.
    private mutating func unwrapped(_ text: String, _ statement: SequenceParser.Statement) -> String {
        let trimmed = text.trimmingWhitespace
        let lower = trimmed.lowercased()
        if lower.hasPrefix("nowrap:") { return String(trimmed.dropFirst(7)) }
        guard lower.hasPrefix("wrap:") else { return text }
        diagram.warnings.append(
            statement.issue("'wrap:' is not drawn: the text stays on one line; break it with '<br>' where it should"))
        return String(trimmed.dropFirst(5))
    }

    /// The number the next message shows while `autonumber` is on, moving on to the one after it.
    private mutating func nextNumber() -> Int? { numbering.next() }
}

extension SequenceParser {
    /// Message numbers as mermaid counts them: every message advances the counter, shown or not, so
    /// `autonumber off` and a later `autonumber` resume where the count has got to; `autonumber 10 5` starts at 10
    /// in steps of 5 (a 0 changes nothing, as in mermaid).
    struct Numbering {
        private var counter = 1
        private var step = 1
        private var visible = false

        /// `autonumber [start [step]]`, or `autonumber off` (nil).
        mutating func set(_ numbers: [Int]?) {
            guard let numbers else {
                visible = false
                return
            }
            visible = true
            if let start = numbers.first, start != 0 { counter = start }
            if numbers.count > 1, numbers[1] != 0 { step = numbers[1] }
        }

        /// The next message's number, if numbers are shown.
        mutating func next() -> Int? {
            defer { counter += step }
            return visible ? counter : nil
        }
    }
}
