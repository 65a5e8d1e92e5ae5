import TextBasics

/// Turns the raw text of a label into a `Label`.
///
/// - Entity codes are decoded: mermaid's `#quot;`, `#35;` (decimal) and the HTML forms
///   `&amp;`, `&#35;`, `&#x23;` (named entities from a table of common HTML names).
/// - HTML tags are handled as described in `HTMLTag`.
/// - Whitespace collapses to single spaces and lines are trimmed, as HTML rendering does.
///   In plain labels a newline is just whitespace; in markdown strings it breaks the line
///   and empty lines are dropped (mermaid collapses blank lines in markdown).
/// - In markdown strings, `**bold**`/`__bold__` and `*italic*`/`_italic_` follow
///   CommonMark's delimiter rules (so `snake_case` stays as written), and `\*` escapes.
enum LabelBuilder {
    /// Builds a label from its raw source text.
    /// `lineBreaks`: a line break in the text (and, outside markdown, a written-out `\n`) starts a new line, as
    /// mermaid 11 draws flowchart labels; else it collapses into a space (markdown strings always break).
    static func label(raw: String, markdown: Bool, lineBreaks: Bool? = nil) -> Label {
        var atoms = atoms(in: Array(raw.unicodeScalars), markdown: markdown, lineBreaks: lineBreaks ?? markdown)
        if markdown {
            atoms = EmphasisResolver.resolve(atoms)
        }
        var assembler = LabelAssembler()
        for atom in atoms {
            assembler.add(atom)
        }
        return assembler.finish(droppingEmptyLines: markdown)
    }

    /// Splits raw text into atoms: characters, entities, tags and emphasis delimiters.
    static func atoms(in scalars: [Unicode.Scalar], markdown: Bool, lineBreaks: Bool) -> [LabelAtom] {
        var atoms: [LabelAtom] = []
        atoms.reserveCapacity(scalars.count)
        var position = 0
        while position < scalars.count {
            let current = scalars[position]
            if current == "#" || current == "&", let entity = HTMLEntities.decode(scalars, at: position) {
                atoms.append(entity.scalar.isHTMLWhitespace ? .text(" ") : .literal(entity.scalar))
                position += entity.length
                continue
            }
            if current == "<", let tag = HTMLTag.parse(scalars, at: position) {
                if let atom = tag.atom {
                    atoms.append(atom)
                }
                position += tag.length
                continue
            }
            if markdown {
                if current == "\\", position + 1 < scalars.count, isASCIIPunctuation(scalars[position + 1]) {
                    atoms.append(.literal(scalars[position + 1]))
                    position += 2
                    continue
                }
                if current == "*" || current == "_" {
                    var end = position
                    while end < scalars.count && scalars[end] == current {
                        end += 1
                    }
                    atoms.append(.delimiter(current, count: end - position))
                    position = end
                    continue
                }
            }
            if lineBreaks && current == "\n" {
                atoms.append(.lineBreak)
                position += 1
                continue
            }
            // Mermaid 11 turns `\n` written out in a text label into a line break as well (not in markdown).
            if lineBreaks && !markdown && current == "\\", position + 1 < scalars.count, scalars[position + 1] == "n" {
                atoms.append(.lineBreak)
                position += 2
                continue
            }
            atoms.append(.text(current))
            position += 1
        }
        return atoms
    }

    /// Whether `scalar` is ASCII punctuation (escapable in markdown).
    static func isASCIIPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && !scalar.isASCIILetter && !scalar.isASCIIDigit && scalar.value > 0x20 && scalar.value < 0x7F
    }
}

/// Accumulates atoms into lines of runs, collapsing whitespace.
private struct LabelAssembler {
    private var lines: [[TextRun]] = []
    private var line: [TextRun] = []
    private var boldDepth = 0
    private var italicDepth = 0
    /// A collapsed space waiting for the next visible character, with its formatting.
    private var pendingSpace: (bold: Bool, italic: Bool)?

    mutating func add(_ atom: LabelAtom) {
        switch atom {
        case .text(let scalar) where scalar.isHTMLWhitespace:
            if !line.isEmpty && pendingSpace == nil {
                pendingSpace = (boldDepth > 0, italicDepth > 0)
            }
        case .text(let scalar), .literal(let scalar):
            emit(scalar)
        case .delimiter(let scalar, let count):
            for _ in 0..<count {
                emit(scalar)
            }
        case .lineBreak:
            lines.append(line)
            line = []
            pendingSpace = nil
        case .format(let change):
            switch change {
            case .boldOn: boldDepth += 1
            case .boldOff: boldDepth = max(0, boldDepth - 1)
            case .italicOn: italicDepth += 1
            case .italicOff: italicDepth = max(0, italicDepth - 1)
            }
        }
    }

    private mutating func emit(_ scalar: Unicode.Scalar) {
        if let space = pendingSpace {
            append(" ", bold: space.bold, italic: space.italic)
            pendingSpace = nil
        }
        append(scalar, bold: boldDepth > 0, italic: italicDepth > 0)
    }

    private mutating func append(_ scalar: Unicode.Scalar, bold: Bool, italic: Bool) {
        if let last = line.last, last.bold == bold, last.italic == italic {
            line[line.count - 1].text.unicodeScalars.append(scalar)
        } else {
            var run = TextRun("", bold: bold, italic: italic)
            run.text.unicodeScalars.append(scalar)
            line.append(run)
        }
    }

    mutating func finish(droppingEmptyLines: Bool) -> Label {
        lines.append(line)
        if droppingEmptyLines {
            lines.removeAll { $0.isEmpty }
        }
        if lines.allSatisfy(\.isEmpty) {
            return Label(lines: [])
        }
        return Label(lines: lines)
    }
}
