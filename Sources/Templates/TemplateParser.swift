/// Parses Mustache source into a tree of `Node`s in a single pass.
///
/// The parser works on the UTF-8 bytes of the source. It decides which tags
/// are standalone (alone on their line apart from spaces and tabs) and drops
/// those lines' whitespace and line ending, records the indentation of
/// standalone partials, and marks every kept line start with `.lineStart` so
/// partial indentation can be applied when rendering.
struct TemplateParser {
    /// A section whose closing tag has not been seen yet.
    private struct OpenSection {
        let name: TagName
        let inverted: Bool
        let position: SourcePosition
        let enclosingNodes: [Node]
    }

    private let name: String
    private let bytes: [UInt8]
    private var locator: SourceLocator
    private var openDelimiter: [UInt8] = Array("{{".utf8)
    private var closeDelimiter: [UInt8] = Array("}}".utf8)
    /// The start of source text not yet turned into nodes.
    private var textStart = 0
    /// The nodes of the innermost open section (or of the template).
    private var nodes: [Node] = []
    private var openSections: [OpenSection] = []

    /// Creates a parser for `source`, naming errors after the template `name`.
    init(name: String, source: String) {
        self.name = name
        self.bytes = Array(source.utf8)
        self.locator = SourceLocator(bytes: bytes)
    }

    /// Parses the whole source, throwing the first syntax error found.
    mutating func parse() throws(TemplateError) -> [Node] {
        while let tagStart = find(openDelimiter, from: textStart) {
            let position = locator.position(of: tagStart)
            let afterOpen = tagStart + openDelimiter.count
            let kind = TagKind(sigil: afterOpen < bytes.count ? bytes[afterOpen] : nil)
            let contentStart = kind.hasSigil ? afterOpen + 1 : afterOpen
            let (contentEnd, tagEnd) = try findTagEnd(kind: kind, contentStart: contentStart, at: position)

            var indentation: String?
            if kind.canBeStandalone, let line = standaloneLine(tagStart: tagStart, tagEnd: tagEnd) {
                appendText(upTo: line.lowerBound, tagFollows: false)
                indentation = string(line.lowerBound..<tagStart)
                textStart = line.upperBound
            } else {
                appendText(upTo: tagStart, tagFollows: true)
                textStart = tagEnd
            }
            let content = trimmedString(contentStart..<contentEnd)
            try handleTag(kind, content: content, indentation: indentation, at: position)
        }
        appendText(upTo: bytes.count, tagFollows: false)
        if let open = openSections.last {
            throw error(.unclosedSection(open.name.text), at: open.position)
        }
        return nodes
    }

    // MARK: - Tags

    /// Finds where a tag's content ends and where the whole tag ends.
    private func findTagEnd(
        kind: TagKind, contentStart: Int, at position: SourcePosition
    ) throws(TemplateError) -> (contentEnd: Int, tagEnd: Int) {
        let closer: [UInt8]
        switch kind {
        case .triple: closer = [UInt8(ascii: "}")] + closeDelimiter
        case .delimiters: closer = [UInt8(ascii: "=")] + closeDelimiter
        default: closer = closeDelimiter
        }
        guard let closeAt = find(closer, from: contentStart) else {
            if kind == .delimiters, let plainClose = find(closeDelimiter, from: contentStart) {
                throw error(.invalidDelimiters(trimmedString(contentStart..<plainClose)), at: position)
            }
            throw error(.unclosedTag, at: position)
        }
        // `{{name ... {{other}}`: the first tag was never closed.
        if kind != .comment, kind != .delimiters, find(openDelimiter, from: contentStart, before: closeAt) != nil {
            throw error(.unclosedTag, at: position)
        }
        return (closeAt, closeAt + closer.count)
    }

    /// Adds the node for a tag, or updates parser state for sections and delimiters.
    private mutating func handleTag(
        _ kind: TagKind, content: String, indentation: String?, at position: SourcePosition
    ) throws(TemplateError) {
        switch kind {
        case .comment:
            return
        case .delimiters:
            try setDelimiters(content, at: position)
        case .variable, .unescaped, .triple:
            let tagName = try parseName(content, at: position)
            nodes.append(.variable(tagName, escaped: kind == .variable, at: position))
        case .section, .inverted:
            let tagName = try parseName(content, at: position)
            // Node trees are rendered and freed recursively: a bound here keeps that recursion shallow.
            guard openSections.count < TemplateLibrary.maximumSectionDepth else {
                throw error(.sectionsTooDeep(tagName.text), at: position)
            }
            openSections.append(
                OpenSection(name: tagName, inverted: kind == .inverted, position: position, enclosingNodes: nodes))
            nodes = []
        case .close:
            guard !content.isEmpty else { throw error(.emptyTagName, at: position) }
            guard let open = openSections.popLast() else {
                throw error(.unexpectedClosingTag(expected: nil, found: content), at: position)
            }
            guard open.name.text == content else {
                throw error(.unexpectedClosingTag(expected: open.name.text, found: content), at: position)
            }
            let section = Node.section(open.name, inverted: open.inverted, children: nodes, at: open.position)
            nodes = open.enclosingNodes
            nodes.append(section)
        case .partial:
            guard !content.isEmpty else { throw error(.emptyTagName, at: position) }
            guard !content.utf8.contains(where: Self.isWhitespace) else {
                throw error(.invalidTagName(content), at: position)
            }
            nodes.append(.partial(content, indentation: indentation, at: position))
        }
    }

    /// Validates and parses a variable or section name.
    private func parseName(_ content: String, at position: SourcePosition) throws(TemplateError) -> TagName {
        guard let first = content.utf8.first else { throw error(.emptyTagName, at: position) }
        guard !content.utf8.contains(where: Self.isWhitespace),
            !"#^/!>=&{".utf8.contains(first),
            let tagName = TagName(content)
        else {
            throw error(.invalidTagName(content), at: position)
        }
        return tagName
    }

    /// Applies a `{{=open close=}}` tag.
    private mutating func setDelimiters(_ content: String, at position: SourcePosition) throws(TemplateError) {
        let parts = content.utf8.split(whereSeparator: Self.isWhitespace)
        guard parts.count == 2, !parts.contains(where: { $0.contains(UInt8(ascii: "=")) }) else {
            throw error(.invalidDelimiters(content), at: position)
        }
        openDelimiter = Array(parts[0])
        closeDelimiter = Array(parts[1])
    }

    // MARK: - Standalone lines and text

    /// The range of the whole line (leading whitespace through line ending) if the tag stands alone on it.
    private func standaloneLine(tagStart: Int, tagEnd: Int) -> Range<Int>? {
        var lineBegin = tagStart
        while lineBegin > textStart, Self.isSpaceOrTab(bytes[lineBegin - 1]) {
            lineBegin -= 1
        }
        guard lineBegin == 0 || bytes[lineBegin - 1] == UInt8(ascii: "\n") else { return nil }

        var lineEnd = tagEnd
        while lineEnd < bytes.count, Self.isSpaceOrTab(bytes[lineEnd]) {
            lineEnd += 1
        }
        if lineEnd == bytes.count {
            return lineBegin..<lineEnd
        }
        if bytes[lineEnd] == UInt8(ascii: "\n") {
            return lineBegin..<(lineEnd + 1)
        }
        if bytes[lineEnd] == UInt8(ascii: "\r"), lineEnd + 1 < bytes.count, bytes[lineEnd + 1] == UInt8(ascii: "\n") {
            return lineBegin..<(lineEnd + 2)
        }
        return nil
    }

    /// Turns `textStart..<end` into text nodes, with `.lineStart` before every line that starts in it.
    ///
    /// When `tagFollows` is true a kept tag begins at `end`, so a line starting
    /// exactly there is marked too.
    private mutating func appendText(upTo end: Int, tagFollows: Bool) {
        var segmentStart = textStart
        var index = textStart
        if index < end, isLineStart(index) {
            nodes.append(.lineStart)
        }
        while index < end {
            if bytes[index] == UInt8(ascii: "\n"), index + 1 < end {
                nodes.append(.text(string(segmentStart..<(index + 1))))
                nodes.append(.lineStart)
                segmentStart = index + 1
            }
            index += 1
        }
        if segmentStart < end {
            nodes.append(.text(string(segmentStart..<end)))
        }
        if tagFollows, isLineStart(end) {
            nodes.append(.lineStart)
        }
    }

    private func isLineStart(_ index: Int) -> Bool {
        index == 0 || bytes[index - 1] == UInt8(ascii: "\n")
    }

    // MARK: - Bytes

    /// The first occurrence of `pattern` starting in `start..<limit` and ending by `limit` (default: end of source).
    private func find(_ pattern: [UInt8], from start: Int, before limit: Int? = nil) -> Int? {
        let end = limit ?? bytes.count
        guard let first = pattern.first, end - start >= pattern.count else { return nil }
        let lastStart = end - pattern.count
        return bytes.withUnsafeBufferPointer { buffer -> Int? in
            var index = start
            while index <= lastStart {
                if buffer[index] == first {
                    var matched = 1
                    while matched < pattern.count, buffer[index + matched] == pattern[matched] {
                        matched += 1
                    }
                    if matched == pattern.count { return index }
                }
                index += 1
            }
            return nil
        }
    }

    private func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The bytes in `range` without leading and trailing whitespace, as a string.
    private func trimmedString(_ range: Range<Int>) -> String {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, Self.isWhitespace(bytes[lower]) { lower += 1 }
        while upper > lower, Self.isWhitespace(bytes[upper - 1]) { upper -= 1 }
        return string(lower..<upper)
    }

    private static func isSpaceOrTab(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C: true
        default: false
        }
    }

    private func error(_ reason: TemplateError.Reason, at position: SourcePosition) -> TemplateError {
        TemplateError(template: name, line: position.line, column: position.column, reason: reason)
    }
}
