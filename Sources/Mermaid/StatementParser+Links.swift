/// Links between nodes, following the link tokens of mermaid's lexer (`flow.jison`):
///
/// - normal: `[xo<]? -{2,} [-xo>]`, e.g. `---`, `-->`, `--x`, `<-->`, `---->`
/// - thick: `[xo<]? ={2,} [=xo>]`, e.g. `===`, `==>`, `o==o`
/// - dotted: `[xo<]? -? .+ - [xo>]?`, e.g. `-.-`, `-.->`, `-..->`, `x-.-x`
/// - invisible: `~{3,}`
/// - with text: `--`, `==` or `-.` (optionally after `<`, `x`, `o`), the text, then a
///   matching end such as `-->`, `==>` or `.->`.
///
/// Like mermaid, a marker letter right after the dashes belongs to the link, so `A---oB` is
/// a circle-ended link to `B` and `A--xB` a cross-ended one.
extension StatementParser {
    /// Whether `scalar` can end a link as a marker.
    static func isEndMarker(_ scalar: Unicode.Scalar) -> Bool {
        scalar == ">" || scalar == "x" || scalar == "o"
    }

    /// The marker drawn for a marker character.
    static func marker(for character: Unicode.Scalar?) -> Marker {
        switch character {
        case ">": return .arrow
        case "x": return .cross
        case "o": return .circle
        default: return .none
        }
    }

    /// How many times `character` repeats from `position`.
    func run(of character: Unicode.Scalar, from position: Int) -> Int {
        var end = position
        while source[end] == character {
            end += 1
        }
        return end - position
    }

    /// Reads a link at the current index. Returns `nil` (without moving) if nothing here can
    /// start a link; throws if something arrow-like is not a mermaid link (e.g. `->`, `-=>`).
    mutating func scanLink(after nodeID: String) throws(DiagramError) -> ScannedLink? {
        let start = index
        guard let first = source[start] else { return nil }
        var position = start
        var prefix: Unicode.Scalar?
        if first == "x" || first == "o" || first == "<" {
            if let next = source[start + 1], next == "-" || next == "=" || next == "." {
                prefix = first
                position += 1
            } else if first == "<" {
                throw unknownLink(at: start, after: nodeID)
            } else {
                return nil
            }
        }
        guard let head = source[position] else { return nil }
        switch head {
        case "-", "=":
            let count = run(of: head, from: position)
            let stroke: Stroke = head == "-" ? .normal : .thick
            if count >= 2 {
                if let end = solidEnd(of: head, at: position) {
                    return .complete(finishLink(stroke: stroke, prefix: prefix, end: end, from: start))
                }
                index = position + 2
                return .opening(
                    LinkOpening(stroke: stroke, marker: prefix, text: source.text(start..<index), position: start))
            }
            if head == "-" {
                if let end = dottedEnd(at: position) {
                    return .complete(finishLink(stroke: .dotted, prefix: prefix, end: end, from: start))
                }
                if source[position + 1] == "." {
                    index = position + 2
                    return .opening(
                        LinkOpening(stroke: .dotted, marker: prefix, text: source.text(start..<index), position: start))
                }
            }
            throw unknownLink(at: start, after: nodeID)
        case ".":
            if let end = dottedEnd(at: position) {
                return .complete(finishLink(stroke: .dotted, prefix: prefix, end: end, from: start))
            }
            throw unknownLink(at: start, after: nodeID)
        case "~":
            let count = run(of: "~", from: position)
            guard count >= 3, prefix == nil else { throw unknownLink(at: start, after: nodeID) }
            return .complete(
                finishLink(
                    stroke: .invisible, prefix: nil,
                    end: LinkEnd(body: count - 1, marker: nil, endIndex: position + count),
                    from: start))
        default:
            return nil
        }
    }

    /// Matches `-{2,}[-xo>]` (or the `=` equivalent) at `position`, as a greedy regular
    /// expression would: the last plain character doubles as the terminator.
    func solidEnd(of character: Unicode.Scalar, at position: Int) -> LinkEnd? {
        let count = run(of: character, from: position)
        guard count >= 2 else { return nil }
        if let after = source[position + count], Self.isEndMarker(after) {
            return LinkEnd(body: count, marker: after, endIndex: position + count + 1)
        }
        guard count >= 3 else { return nil }
        return LinkEnd(body: count - 1, marker: nil, endIndex: position + count)
    }

    /// Matches `-?\.+-[xo>]?` at `position`.
    func dottedEnd(at position: Int) -> LinkEnd? {
        var end = position
        if source[end] == "-" {
            end += 1
        }
        let dots = run(of: ".", from: end)
        guard dots >= 1 else { return nil }
        end += dots
        guard source[end] == "-" else { return nil }
        end += 1
        var marker: Unicode.Scalar?
        if let next = source[end], Self.isEndMarker(next) {
            marker = next
            end += 1
        }
        return LinkEnd(body: dots, marker: marker, endIndex: end)
    }

    /// Builds the token for a whole link and moves past it.
    ///
    /// Mermaid only draws a start marker when it matches the end (`<-->`, `o--o`, `x--x`);
    /// any other start character is accepted but ignored (`x-->` is a plain arrow). This
    /// parser does the same and adds a warning.
    mutating func finishLink(stroke: Stroke, prefix: Unicode.Scalar?, end: LinkEnd, from start: Int) -> LinkToken {
        index = end.endIndex
        let text = source.text(start..<end.endIndex)
        let endMarker = Self.marker(for: end.marker)
        var startMarker = Marker.none
        if let prefix {
            if let marker = end.marker, prefix == (marker == ">" ? "<" : marker) {
                startMarker = endMarker
            } else {
                warn(
                    "the start marker '\(prefix)' of '\(text)' is ignored: mermaid draws a start marker only when both ends match, as in '<-->', 'o--o' or 'x--x'",
                    at: start)
            }
        }
        return LinkToken(
            stroke: stroke, startMarker: startMarker, endMarker: endMarker,
            length: Self.length(stroke: stroke, body: end.body), text: text)
    }

    /// Mermaid's link length: body characters minus one (dots for dotted links), at most 10.
    static func length(stroke: Stroke, body: Int) -> Int {
        let raw = stroke == .dotted ? body : body - 1
        return min(max(raw, 1), 10)
    }

    /// Ways to end a link of the given stroke, for messages.
    static func endExamples(for stroke: Stroke) -> String {
        switch stroke {
        case .thick: return "'==>' or '==='"
        case .dotted: return "'.->' or '.-'"
        case .normal, .invisible: return "'-->' or '---'"
        }
    }

    /// The link end matching the stroke at `position`, if one starts there.
    func linkEnd(for stroke: Stroke, at position: Int) -> LinkEnd? {
        switch stroke {
        case .normal: return solidEnd(of: "-", at: position)
        case .thick: return solidEnd(of: "=", at: position)
        case .dotted: return dottedEnd(at: position)
        case .invisible: return nil
        }
    }

    /// Reads the text and end of a link opened with `--`, `==` or `-.`.
    ///
    /// The text may not span lines or contain `"` unless it is quoted as a whole; in normal
    /// and thick links it may not contain `--` or `==` (mermaid's lexer rejects those too).
    /// A `x`/`o` directly before the end is read as text, not as part of the end: mermaid's
    /// lexer would swallow it (`-- go-->` becomes text `g` and link `o-->`), which is surely
    /// not what was meant.
    mutating func parseTextLink(_ opening: LinkOpening) throws(DiagramError) -> (LinkToken, Label?) {
        skipInlineSpace()
        let textStart = index
        let examples = Self.endExamples(for: opening.stroke)
        var raw: String
        var markdown = false
        var end: LinkEnd
        if scalar() == "\"" {
            let quoted = try scanQuoted(owner: "the link label")
            raw = quoted.text
            markdown = quoted.markdown
            skipInlineSpace()
            guard let found = linkEnd(for: opening.stroke, at: index) else {
                throw error(
                    "expected \(examples) to end the link label started by '\(opening.text)', found \(describe(at: index))",
                    at: index)
            }
            end = found
        } else {
            while true {
                if let found = linkEnd(for: opening.stroke, at: index) {
                    end = found
                    break
                }
                guard let current = scalar(), current != "\n" else {
                    throw error(
                        "unclosed link label started by '\(opening.text)' (at \(place(of: opening.position, relativeTo: index))): expected \(examples), found \(describe(at: index))",
                        at: index)
                }
                if opening.stroke == .dotted && current == "." {
                    // No link end starts anywhere in this run of dots (the character after
                    // it is not `-`), so skip the run at once to stay linear.
                    index += run(of: ".", from: index)
                    continue
                }
                let doubled =
                    (opening.stroke == .normal && current == "-" && scalar(1) == "-")
                    || (opening.stroke == .thick && current == "=" && scalar(1) == "=")
                if current == "\"" || doubled {
                    var message =
                        "expected \(examples) to end the link label started by '\(opening.text)', found \(describe(at: index))"
                    if current == "\"" {
                        message += "; quote the whole label instead"
                    }
                    throw error(message, at: index)
                }
                index += 1
            }
            raw = source.text(textStart..<index)
        }
        let endStart = index
        index = end.endIndex
        let endText = source.text(endStart..<index)
        let endMarker = Self.marker(for: end.marker)
        var startMarker = Marker.none
        if let marker = opening.marker {
            // Mermaid marks links like `x-- text -->` as INVALID; report them instead.
            let expected: Unicode.Scalar = marker == "<" ? ">" : marker
            guard end.marker == expected else {
                throw error(
                    "expected a link end with '\(expected)' to match '\(opening.text)', found '\(endText)'; both ends of a link must use the same marker",
                    at: endStart)
            }
            startMarker = endMarker
        }
        let label = LabelBuilder.label(raw: raw, markdown: markdown, lineBreaks: true)
        let token = LinkToken(
            stroke: opening.stroke, startMarker: startMarker, endMarker: endMarker,
            length: Self.length(stroke: opening.stroke, body: end.body), text: endText)
        return (token, label.isEmpty ? nil : label)
    }

    /// An error for an arrow-like token that is not a mermaid link.
    func unknownLink(at start: Int, after nodeID: String) -> DiagramError {
        var end = start + 1
        while let current = source[end], Self.linkCharacters.contains(current) {
            end += 1
        }
        let text = source.text(start..<end)
        return error(
            "expected a link such as '-->', '---', '-.->', '==>' or '~~~' after '\(nodeID)', found '\(text)', which is not a mermaid arrow",
            at: start)
    }
}
