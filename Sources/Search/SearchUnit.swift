import Content
import Markdown

/// One searchable section of an article: its introduction, or one `##`/`###` section.
public struct SearchUnit: Sendable, Hashable {
    /// The page URL relative to the site root, with the section's anchor (`es/slug/#anchor`).
    public var url: String
    /// The article's title.
    public var title: String
    /// The section heading; empty for an introduction.
    public var heading: String
    /// Text of the title field (only the introduction carries the article title).
    public var titleText: String
    /// Prose of the section (and, for an introduction, the summary and tags).
    public var body: String
    /// Code shown in the section.
    public var code: String

    /// The key of what counting this unit's terms reads: every field, the language, the field weights and the
    /// tokenizer's version (a test checks that every stored property is here).
    public func contentKey(language: String) -> StableHash.Key {
        var bytes: [UInt8] = []
        bytes.appendString("search-terms 1 \(Tokenizer.version) \(SearchIndexBuilder.weights)")
        for field in [language, url, title, heading, titleText, body, code] { bytes.appendString(field) }
        return StableHash.Key(bytes)
    }

    /// Splits an article (whose document readers see: no hidden snippet lines, diagrams already drawn) into units.
    public static func units(of article: Article, document: MarkdownNode) -> [SearchUnit] {
        var units: [SearchUnit] = []
        var heading = ""
        var anchor: String?
        var body: [String] = []
        var code: [String] = []
        func flush(force: Bool = false) {
            guard force || !body.isEmpty || !code.isEmpty || !heading.isEmpty else { return }
            let isIntro = units.isEmpty && anchor == nil
            units.append(
                SearchUnit(
                    url: article.urlPath + (anchor.map { "#" + $0 } ?? ""), title: article.frontMatter.title,
                    heading: heading, titleText: isIntro ? article.frontMatter.title : "",
                    body: body.joined(separator: " "), code: code.joined(separator: "\n")))
            body = []
            code = []
        }
        body.append(article.frontMatter.summary ?? "")
        body.append(article.frontMatter.tags.joined(separator: " "))
        for block in document.children {
            if case .heading(let level, let id) = block.kind, level <= 3 {
                flush(force: units.isEmpty)
                heading = block.plainText
                anchor = id
                continue
            }
            collect(block, body: &body, code: &code)
        }
        flush(force: units.isEmpty)
        return units
    }

    private static func collect(_ node: MarkdownNode, body: inout [String], code: inout [String]) {
        switch node.kind {
        case .codeBlock(_, let literal):
            code.append(literal)
        case .generatedHTML, .htmlBlock, .htmlInline, .image:
            return
        case .text(let text), .code(let text):
            body.append(text)
        case .softBreak, .lineBreak:
            body.append(" ")
        default:
            for child in node.children { collect(child, body: &body, code: &code) }
        }
    }

    /// The plain text shown in an excerpt: prose, then code, cut at 1,200 characters.
    public var excerptText: String {
        let joined = [body, code].filter { !$0.isEmpty }.joined(separator: " ")
        let collapsed = joined.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).joined(separator: " ")
        return collapsed.count > 1200 ? String(collapsed.prefix(1200)) : collapsed
    }
}
