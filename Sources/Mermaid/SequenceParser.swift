import TextBasics

/// Parses mermaid's `sequenceDiagram` syntax, line by line: participants and actors (with `as` aliases),
/// messages with mermaid's eight arrows, notes, `loop`/`alt`/`else`/`opt`/`par`/`and`/`critical`/`option`/
/// `break` blocks, `rect` backgrounds, activation (`activate`/`deactivate`, `+`/`-` after an arrow),
/// `autonumber`, `title` (drawn above the diagram; also `title:` and the front matter's), `accTitle:`, `accDescr:`,
/// `;` between statements and `%%` comments. `box`, `create` and `destroy` are read and not drawn, with a warning.
/// Anything else is an error at its line, and so is a participant name holding mermaid syntax Puente does not draw
/// yet (`@{ … }`, `()`, `<<->>`) or an arrow typo (``nameProblem(_:)``): never a participant with punctuation in its
/// name.
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
            || line.hasPrefix("sequenceDiagram;")
    }

    /// The diagram in `source`, or the first error.
    public static func parse(_ source: String) throws(DiagramError) -> SequenceDiagram {
        var state = State()
        for (offset, raw) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            try state.read(raw, number: offset + 1)
        }
        return try state.finish()
    }

    /// What the parser has read so far: the diagram, and what later lines are checked against.
    struct State {
        /// The diagram so far.
        var diagram = SequenceDiagram()
        /// Each participant's column, by id.
        var known: [String: Int] = [:]
        /// Whether the `sequenceDiagram` line has been read.
        var sawHeader = false
        /// Whether the lines being read are front matter (between `---` lines at the start).
        var inFrontMatter = false
        /// The front matter's `title:`, drawn as the diagram's title unless a `title` statement names one.
        var frontMatterTitle: String?
        /// The next message's number and the step to the one after, while `autonumber` is on.
        var numbering = Numbering()
        /// Open blocks, innermost last: the kind (nil for `rect` and `box`), whether it is a `rect`, and its line.
        var open: [(kind: SequenceDiagram.BlockKind?, rect: Bool, line: Int)] = []
        /// The `box` being read, as an index into the diagram's boxes.
        var openBox: Int?
        /// How many bars each participant has open (activations nest).
        var active: [String: Int] = [:]

        /// Reads line `number` of the source: front matter (its `title:` kept), a blank line or a comment is
        /// skipped, the first other line must be the header and the rest are statements, several on a line when
        /// `;` separates them (as in mermaid).
        mutating func read(_ raw: Substring, number: Int) throws(DiagramError) {
            let line = String(raw).trimmingWhitespace
            if !sawHeader, number == 1 || inFrontMatter, line == "---" {
                inFrontMatter.toggle()
                return
            }
            if inFrontMatter {
                if line.hasPrefix("title:") { frontMatterTitle = SequenceParser.yamlScalar(line.dropFirst(6)) }
                return
            }
            if line.isEmpty || line.hasPrefix("%%") { return }
            for statement in SequenceParser.statements(in: raw, number: number) {
                guard sawHeader else {
                    guard SequenceParser.isHeader(statement.text) else {
                        throw statement.issue("expected 'sequenceDiagram'")
                    }
                    sawHeader = true
                    continue
                }
                try read(statement)
            }
        }

        /// The diagram, once every line is read: an error if there was no header or a block is still open.
        func finish() throws(DiagramError) -> SequenceDiagram {
            guard sawHeader else {
                throw DiagramError(line: 1, column: 1, message: "the diagram is empty: expected 'sequenceDiagram'")
            }
            if let unclosed = open.last {
                throw DiagramError(
                    line: unclosed.line, column: 1,
                    message: "this block has no 'end'; close it with 'end' on a line of its own")
            }
            var diagram = diagram
            if diagram.title == nil, let title = frontMatterTitle, !title.isEmpty {
                diagram.title = title
                if diagram.accessibleTitle?.isEmpty ?? true { diagram.accessibleTitle = title }
            }
            return diagram
        }
    }
}
