import Markdown

/// One searchable section of an article: its introduction, or one `##`/`###` section.
public struct SearchUnit: Sendable, Hashable {
    /// The page URL relative to the site root, with the section's anchor (`es/slug/#anchor`).
    public var url: String
    /// The page URL alone, without the anchor: what the units of one article share.
    public var page: String { url.firstIndex(of: "#").map { String(url[..<$0]) } ?? url }
    /// The article's title.
    public var title: String
    /// The section heading; empty for an introduction.
    public var heading: String
    /// Text of the title field (only the introduction carries the article title).
    public var titleText: String
    /// Prose of the section, link text left out (and, for an introduction, the summary first).
    public var body: String
    /// Text of the section's links: a section that is mostly a link to elsewhere weighs less.
    public var links: String
    /// The article's tags (introduction only): indexed, never shown.
    public var tags: String
    /// Code shown in the section.
    public var code: String
    /// The prose as a reader sees it (links included, no summary, no tags): what an excerpt shows.
    public var text: String

    /// Creates a unit; the excerpt `text` defaults to the `body`.
    public init(
        url: String, title: String, heading: String, titleText: String, body: String, links: String = "",
        tags: String = "", code: String, text: String? = nil
    ) {
        self.url = url
        self.title = title
        self.heading = heading
        self.titleText = titleText
        self.body = body
        self.links = links
        self.tags = tags
        self.code = code
        self.text = text ?? body
    }

    /// What search needs of an article besides its document.
    public struct Page: Sendable, Hashable {
        /// The page URL relative to the site root (`es/slug/`).
        public var url: String
        /// The article's title.
        public var title: String
        /// The front matter's summary.
        public var summary: String?
        /// The article's tags.
        public var tags: [String]

        /// Creates a page.
        public init(url: String, title: String, summary: String?, tags: [String]) {
            self.url = url
            self.title = title
            self.summary = summary
            self.tags = tags
        }
    }

    /// Splits an article, `page`, whose document readers see is `document` (no hidden snippet lines, diagrams
    /// already drawn), into units.
    public static func units(of page: Page, document: MarkdownNode) -> [SearchUnit] {
        var units: [SearchUnit] = []
        var heading = ""
        var anchor: String?
        var text = Text()
        func flush(force: Bool = false) {
            guard force || !text.isEmpty || !heading.isEmpty else { return }
            let isIntro = units.isEmpty && anchor == nil
            let summary = isIntro ? page.summary ?? "" : ""
            let prose = text.reading.joined()
            units.append(
                SearchUnit(
                    url: page.url + (anchor.map { "#" + $0 } ?? ""), title: page.title,
                    heading: heading, titleText: isIntro ? page.title : "",
                    body: ([summary] + text.body).joined(separator: " "), links: text.links.joined(separator: " "),
                    tags: isIntro ? page.tags.joined(separator: " ") : "",
                    code: text.code.joined(separator: "\n"),
                    text: prose.allSatisfy(\.isWhitespace) ? summary : prose))
            text = Text()
        }
        for block in document.children {
            if case .heading(let level, let id) = block.kind, level <= 3 {
                flush(force: units.isEmpty)
                heading = block.plainText
                anchor = id
                continue
            }
            collect(block, into: &text, inLink: false)
            text.reading.append(" ")
        }
        flush(force: units.isEmpty)
        return units
    }

    /// The text of one section as it is collected, block by block.
    private struct Text {
        var body: [String] = []
        var links: [String] = []
        var code: [String] = []
        var reading: [String] = []
        var isEmpty: Bool { body.isEmpty && links.isEmpty && code.isEmpty }
    }

    private static func collect(_ node: MarkdownNode, into text: inout Text, inLink: Bool) {
        switch node.kind {
        case .codeBlock(_, let literal):
            text.code.append(literal)
        case .generatedHTML, .htmlBlock, .htmlInline, .image:
            return
        case .text(let string), .code(let string):
            if inLink { text.links.append(string) } else { text.body.append(string) }
            text.reading.append(string)
        case .softBreak, .lineBreak:
            if !inLink { text.body.append(" ") }
            text.reading.append(" ")
        case .link:
            for child in node.children { collect(child, into: &text, inLink: true) }
        case .footnoteReference:
            // A reference's number is no word of the text; its footnote is read where it is defined.
            return
        case .tableCell, .item, .taskListItem, .footnoteDefinition:
            // Cells, list items and footnotes are prose side by side: a space keeps one's last word from the
            // next one's (a tight list's items have no paragraph to part them).
            for child in node.children { collect(child, into: &text, inLink: inLink) }
            text.body.append(" ")
            text.reading.append(" ")
        default:
            for child in node.children { collect(child, into: &text, inLink: inLink) }
        }
    }

    /// `text` with runs of white space made one space, cut at `limit` characters.
    static func collapsed(_ text: String, limit: Int) -> String {
        collapsedBytes(text, limit: limit) ?? collapsedCharacters(text, limit: limit)
    }

    /// ``collapsed(_:limit:)`` by characters: the definition, and the answer where the bytes cannot give it.
    static func collapsedCharacters(_ text: String, limit: Int) -> String {
        let collapsed = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).joined(separator: " ")
        return collapsed.count > limit ? String(collapsed.prefix(limit)) : collapsed
    }

    /// ``collapsed(_:limit:)`` without grapheme breaking, or nil when that could differ from the characters'
    /// answer. Tabs and line feeds are characters of their own (nothing joins a control), and so is a space,
    /// unless a mark, joiner or spacing mark follows it or a prepended character comes before it: so the
    /// answer is nil for a carriage return (`\r\n` is one character) and for a space next to a scalar outside
    /// ``neverJoinsSpace(_:)``.
    static func collapsedBytes(_ text: String, limit: Int) -> String? {
        var out = [UInt8]()
        out.reserveCapacity(text.utf8.count)
        var ascii = true
        var pendingSpace = false
        var previous: UInt32 = 0
        for scalar in text.unicodeScalars {
            let value = scalar.value
            switch value {
            case 0x0D:
                return nil
            case 0x20, 0x0A, 0x09:
                if value == 0x20, previous >= 0x80, !neverJoinsSpace(previous) { return nil }
                if !out.isEmpty { pendingSpace = true }
            default:
                if previous == 0x20, value >= 0x80, !neverJoinsSpace(value) { return nil }
                if pendingSpace {
                    out.append(0x20)
                    pendingSpace = false
                }
                if value < 0x80 {
                    out.append(UInt8(value))
                } else {
                    ascii = false
                    out.append(contentsOf: scalar.utf8)
                }
            }
            previous = value
        }
        if out.count > limit, ascii { out.removeSubrange(limit...) }
        let collapsed = String(decoding: out, as: UTF8.self)
        // Without a cut by bytes, the characters decide (a byte count above `limit` may be fewer characters).
        return out.count > limit && collapsed.count > limit ? String(collapsed.prefix(limit)) : collapsed
    }

    /// Whether `value` is a scalar of the common scripts here that never forms one character with a space
    /// beside it (grapheme break property Other or Control): Latin letters, general punctuation, CJK
    /// punctuation, kana (but the combining sound marks U+3099, U+309A), kanji, full-width forms (but the
    /// half-width sound marks U+FF9E, U+FF9F).
    static func neverJoinsSpace(_ value: UInt32) -> Bool {
        switch value {
        case 0xC0...0x24F, 0x2010...0x2027, 0x3001...0x3029, 0x3030...0x3096, 0x309B...0x30FF, 0x4E00...0x9FFF,
            0xFF01...0xFF9D:
            true
        default: false
        }
    }
}
