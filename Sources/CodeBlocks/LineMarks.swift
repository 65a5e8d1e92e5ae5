import Markdown

/// Code shown line by line: each line of a block that marks lines (`highlight="3-5"`) or is a diff becomes
/// `<span class="line">…</span>`, marked lines carrying `hl`, a diff's lines `diff-add`, `diff-del`,
/// `diff-hunk` (`@@`), `diff-file` (`---`/`+++` at the top) or `diff-note` (`\ No newline…`).
///
/// Works on the block's HTML after highlighting, whatever made it: the HTML is cut at each line feed, the
/// elements open there closed before it and opened again after it (a block comment or a multi-line string
/// becomes one token span per line), so every line is well nested on its own. A line's feed stays inside its
/// span and nothing else is added to the text, so the copy button copies exactly the code.
enum LineMarks {
    /// `html` cut at the line feeds of its text into one well-nested fragment per line (without the feed).
    /// Feeds inside an availability popover (`api-popover`) belong to the popover and are kept.
    static func split(_ html: String) -> [String] {
        let bytes = Array(html.utf8)
        var lines: [String] = []
        var line: [UInt8] = []
        // Open elements: their opening tags and names.
        var open: [(tag: ArraySlice<UInt8>, name: ArraySlice<UInt8>)] = []
        // Whether the open elements are still to be opened again on this line (nothing written on it yet).
        var pending = false
        // Depth of the popover being copied as it is, if inside one.
        var opaque: Int?
        var index = 0
        func reopen() {
            guard pending else { return }
            for element in open { line += element.tag }
            pending = false
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<"), let close = bytes[index...].firstIndex(of: UInt8(ascii: ">")) {
                let tag = bytes[index...close]
                index = close + 1
                if tag.dropFirst().first == UInt8(ascii: "/") {
                    if opaque == open.count { opaque = nil }
                    _ = open.popLast()
                    // An element opened again on this line but left empty is not written at all.
                    if !pending { line += tag }
                    continue
                }
                reopen()
                line += tag
                if tag.dropLast().last == UInt8(ascii: "/") { continue }
                let name = tag.dropFirst().prefix { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: ">") }
                open.append((tag, name))
                if opaque == nil, Self.contains(tag, "class=\"api-popover\"") { opaque = open.count }
                continue
            }
            index += 1
            if byte == UInt8(ascii: "\n"), opaque == nil {
                if !pending {
                    for element in open.reversed() { line += Array("</".utf8) + element.name + [UInt8(ascii: ">")] }
                }
                lines.append(String(decoding: line, as: UTF8.self))
                line = []
                pending = !open.isEmpty
                continue
            }
            reopen()
            line.append(byte)
        }
        lines.append(String(decoding: line, as: UTF8.self))
        return lines
    }

    private static func contains(_ bytes: ArraySlice<UInt8>, _ text: String) -> Bool {
        let needle = Array(text.utf8)
        guard bytes.count >= needle.count else { return false }
        var start = bytes.startIndex
        while start + needle.count <= bytes.endIndex {
            if bytes[start..<(start + needle.count)].elementsEqual(needle) { return true }
            start += 1
        }
        return false
    }

    /// The lines of `code` rendered as `html`, each wrapped in its span; `marked` lines (1-based, as shown)
    /// carry `hl`.
    static func wrap(_ html: String, code: String, marked: Set<Int>) -> String {
        var fragments = split(html)
        let finalFeed = code.hasSuffix("\n")
        if finalFeed, fragments.count > 1, fragments.last == "" { fragments.removeLast() }
        var out = ""
        out.reserveCapacity(html.utf8.count + fragments.count * 32)
        for (offset, fragment) in fragments.enumerated() {
            let feed = offset < fragments.count - 1 || finalFeed
            out += line(fragment, classes: marked.contains(offset + 1) ? " hl" : "", feed: feed)
        }
        return out
    }

    private static func line(_ content: String, classes: String, feed: Bool) -> String {
        "<span class=\"line\(classes)\">" + content + (feed ? "\n" : "") + "</span>"
    }

    /// One line of a diff.
    struct DiffLine: Equatable {
        enum Kind: Equatable {
            case file, hunk, note, added, removed, context
        }
        var kind: Kind
        /// The marker column (`+`, `-`, a space), empty for a context line written without one.
        var marker: Substring
        /// The line after its marker (the whole line for headers and notes).
        var content: Substring
    }

    /// The lines that open a file's part of a diff, before its first hunk (`git diff`'s extended header and the
    /// unified `---`/`+++` pair).
    static let headerPrefixes = [
        "diff ", "index ", "--- ", "+++ ", "new file mode", "deleted file mode", "old mode", "new mode",
        "similarity index", "dissimilarity index", "rename from", "rename to", "copy from", "copy to", "Binary files",
    ]

    /// The lines of a diff (a final line feed ends the last line, it starts no other). A file's header is read
    /// at the top and after each `diff ` line, until a line that is not one.
    static func diffLines(_ code: String) -> [DiffLine] {
        var slices = code.lineSlices()
        if slices.count > 1, slices.last == "" { slices.removeLast() }
        var inHeader = true
        return slices.map { text in
            let first = text.first
            let kind: DiffLine.Kind
            if text.hasPrefix("diff ") { inHeader = true }
            if inHeader, headerPrefixes.contains(where: { text.hasPrefix($0) }) {
                return DiffLine(kind: .file, marker: "", content: text)
            }
            inHeader = false
            if text.hasPrefix("@@") { return DiffLine(kind: .hunk, marker: "", content: text) }
            if first == "\\" { return DiffLine(kind: .note, marker: "", content: text) }
            switch first {
            case "+": kind = .added
            case "-": kind = .removed
            case " ": kind = .context
            default: return DiffLine(kind: .context, marker: "", content: text)
            }
            return DiffLine(kind: kind, marker: text.prefix(1), content: text.dropFirst())
        }
    }

    /// A diff: the marker column apart, each line classed by its kind and `hl` when `marked`. With `highlight`
    /// (the HTML of code in the diff's language), the lines before the change (context and removed) are
    /// highlighted as one text and the lines after it (context and added) as another, so a token that spans
    /// lines on one side is coloured as that side reads; without it, lines are plain text.
    static func diff(_ code: String, marked: Set<Int>, highlight: ((String) -> String)?) -> String {
        let lines = diffLines(code)
        var before: [String] = []
        var after: [String] = []
        if let highlight {
            let side = { (kinds: [DiffLine.Kind]) -> [String] in
                let text = lines.filter { kinds.contains($0.kind) }.map { $0.content + "\n" }.joined()
                return text.isEmpty ? [] : split(highlight(text))
            }
            before = side([.context, .removed])
            after = side([.context, .added])
        }
        var (beforeIndex, afterIndex) = (0, 0)
        var out = ""
        let finalFeed = code.hasSuffix("\n")
        for (offset, diffLine) in lines.enumerated() {
            var content = HTMLEscaping.escape(String(diffLine.content))
            switch diffLine.kind {
            case .context:
                if beforeIndex < before.count, afterIndex < after.count { content = after[afterIndex] }
                beforeIndex += 1
                afterIndex += 1
            case .removed:
                if beforeIndex < before.count { content = before[beforeIndex] }
                beforeIndex += 1
            case .added:
                if afterIndex < after.count { content = after[afterIndex] }
                afterIndex += 1
            case .file, .hunk, .note: break
            }
            let kind: String
            switch diffLine.kind {
            case .added: kind = " diff-add"
            case .removed: kind = " diff-del"
            case .hunk: kind = " diff-hunk"
            case .file: kind = " diff-file"
            case .note: kind = " diff-note"
            case .context: kind = ""
            }
            let hasMarker = [.added, .removed, .context].contains(diffLine.kind)
            let marker =
                hasMarker ? "<span class=\"diff-marker\">\(HTMLEscaping.escape(String(diffLine.marker)))</span>" : ""
            let feed = offset < lines.count - 1 || finalFeed
            out += line(marker + content, classes: kind + (marked.contains(offset + 1) ? " hl" : ""), feed: feed)
        }
        return out
    }
}

extension CodeBlockRenderer {
    /// The code of a block, rendered as `html` from `start` (a UTF-8 offset) on, line by line when it marks
    /// lines or is a diff: see ``LineMarks``. A diff whose fence names a language (```` ```diff swift ````,
    /// ```` ```diff kotlin ````) has its lines highlighted in it (from the highlight cache, as any block's code).
    func markingLines(
        _ html: inout String, from start: Int, code: String, language: String, diffLanguage: String?,
        highlightedLines: [Int]
    ) {
        guard language == "diff" || !highlightedLines.isEmpty else { return }
        let index = html.utf8.index(html.utf8.startIndex, offsetBy: start)
        let marked = Set(highlightedLines)
        let lines: String
        if language == "diff" {
            lines = LineMarks.diff(code, marked: marked, highlight: diffHighlighter(diffLanguage))
        } else {
            lines = LineMarks.wrap(String(html[index...]), code: code, marked: marked)
        }
        html.replaceSubrange(index..., with: lines)
    }

    /// What highlights the sides of a diff in `language`: SourceKit for Swift, KSyntaxHighlighting for a
    /// language it knows; nil (plain lines) for none, or with highlighting off.
    private func diffHighlighter(_ language: String?) -> ((String) -> String)? {
        guard highlights, let language else { return nil }
        if language == "swift" {
            return { text in cache.map { $0.html(for: text) { highlighted(text) } } ?? highlighted(text) }
        }
        guard let definition = LanguageHighlighter.definition(forFence: language) else { return nil }
        return { text in highlighted(text, definition: definition) }
    }
}
