/// Renders a ``MarkdownNode`` tree to HTML.
///
/// For every standard CommonMark node the output is byte-for-byte what cmark's own HTML renderer
/// produces with default options (the tests check this against `CommonMarkConverter.referenceHTML`).
/// Puente's additions are opt-in: heading ids with a visible anchor link, raw HTML when the site allows it,
/// and ``MarkdownNode/Kind/generatedHTML(_:)`` nodes emitted verbatim.
public struct HTMLRenderer: Sendable {
    /// Rendering switches.
    public struct Options: Sendable, Hashable {
        /// Emit the author's raw HTML as written; otherwise it becomes `<!-- raw HTML omitted -->`, as in cmark.
        public var unsafeHTML: Bool
        /// The accessible label of a heading's anchor link (localized by the caller), or `nil` to render no link.
        public var anchorLinkLabel: String?
        /// Each callout kind's title (localized by the caller); a kind missing here is titled in English.
        public var calloutTitles: [CalloutKind: String]
        /// Align table cells with a class (`class="align-center"`, styled by the theme) instead of cmark-gfm's
        /// `align` attribute, which HTML no longer allows (its `style` alternative would need a CSP that allows
        /// inline styles).
        public var alignmentClasses = false

        /// Creates options; the defaults match cmark's safe defaults.
        public init(
            unsafeHTML: Bool = false, anchorLinkLabel: String? = nil, calloutTitles: [CalloutKind: String] = [:]
        ) {
            self.unsafeHTML = unsafeHTML
            self.anchorLinkLabel = anchorLinkLabel
            self.calloutTitles = calloutTitles
        }

        /// The English titles, for a kind the caller did not name.
        public static let englishCalloutTitles: [CalloutKind: String] = [
            .note: "Note", .tip: "Tip", .important: "Important", .warning: "Warning", .caution: "Caution",
        ]
    }

    /// The switches in force.
    public var options: Options

    /// Creates a renderer.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// The HTML for `node` and its descendants.
    public func render(_ node: MarkdownNode) -> String {
        var out = ""
        out.reserveCapacity(4096)
        render(node, tight: false, into: &out)
        return out
    }

    /// Renders `node`, a block node (an inline one goes to ``renderInline(_:into:)``); `tight` is true for the
    /// items of a tight list and their children, where a paragraph has no `<p>`.
    private func render(_ node: MarkdownNode, tight: Bool, into out: inout String) {
        switch node.kind {
        case .document:
            children(node, tight: false, into: &out)
        case .blockQuote:
            cr(&out)
            out += "<blockquote>\n"
            children(node, tight: false, into: &out)
            cr(&out)
            out += "</blockquote>\n"
        case .list(let style):
            cr(&out)
            if !style.ordered {
                out += "<ul>\n"
            } else if style.start == 1 {
                out += "<ol>\n"
            } else {
                out += "<ol start=\"\(style.start)\">\n"
            }
            for item in node.children {
                render(item, tight: style.tight, into: &out)
            }
            out += style.ordered ? "</ol>\n" : "</ul>\n"
        case .item:
            cr(&out)
            out += "<li>"
            children(node, tight: tight, into: &out)
            out += "</li>\n"
        case .taskListItem(let checked):
            cr(&out)
            out +=
                checked
                ? "<li><input type=\"checkbox\" checked=\"\" disabled=\"\" /> "
                : "<li><input type=\"checkbox\" disabled=\"\" /> "
            children(node, tight: tight, into: &out)
            out += "</li>\n"
        case .table(let alignments):
            renderTable(node, alignments: alignments, into: &out)
        case .callout(let kind):
            // An aside inside the article, so no landmark of its own; its title says the kind, beside the icon.
            cr(&out)
            out += "<aside class=\"callout callout-\(kind.rawValue)\">\n<p class=\"callout-title\">"
            out += CalloutIcons.svg(kind)
            HTMLEscaping.escape(
                options.calloutTitles[kind] ?? Options.englishCalloutTitles[kind] ?? kind.rawValue, into: &out)
            out += "</p>\n"
            children(node, tight: false, into: &out)
            cr(&out)
            out += "</aside>\n"
        case .codeBlock(let info, let literal):
            cr(&out)
            let language = info.prefix { !$0.isCMarkSpace }
            if language.isEmpty {
                out += "<pre><code>"
            } else {
                out += "<pre><code class=\"language-"
                HTMLEscaping.escape(language, into: &out)
                out += "\">"
            }
            HTMLEscaping.escape(literal, into: &out)
            out += "</code></pre>\n"
        case .htmlBlock(let literal):
            cr(&out)
            if options.unsafeHTML {
                TagFilter.block(literal, into: &out)
            } else {
                out += "<!-- raw HTML omitted -->"
            }
            cr(&out)
        case .paragraph:
            if tight {
                children(node, tight: false, into: &out)
            } else {
                cr(&out)
                out += "<p>"
                children(node, tight: false, into: &out)
                out += "</p>\n"
            }
        case .heading(let level, let anchor):
            cr(&out)
            if let anchor {
                out += "<h\(level) id=\""
                HTMLEscaping.escape(anchor, into: &out)
                out += "\">"
            } else {
                out += "<h\(level)>"
            }
            children(node, tight: false, into: &out)
            if let anchor, let label = options.anchorLinkLabel {
                out += " <a class=\"heading-anchor\" href=\"#"
                HTMLEscaping.escapeHref(anchor, into: &out)
                out += "\" aria-label=\""
                HTMLEscaping.escape(label, into: &out)
                out += "\">#</a>"
            }
            out += "</h\(level)>\n"
        case .thematicBreak:
            cr(&out)
            out += "<hr />\n"
        default:
            renderInline(node, into: &out)
        }
    }

    /// Renders `node`, an inline node (or ``MarkdownNode/Kind/generatedHTML(_:)``).
    private func renderInline(_ node: MarkdownNode, into out: inout String) {
        switch node.kind {
        case .text(let literal):
            HTMLEscaping.escape(literal, into: &out)
        case .softBreak:
            out += "\n"
        case .lineBreak:
            out += "<br />\n"
        case .code(let literal):
            out += "<code>"
            HTMLEscaping.escape(literal, into: &out)
            out += "</code>"
        case .htmlInline(let literal):
            if options.unsafeHTML {
                TagFilter.inline(literal, into: &out)
            } else {
                out += "<!-- raw HTML omitted -->"
            }
        case .emphasis:
            out += "<em>"
            children(node, tight: false, into: &out)
            out += "</em>"
        case .strong:
            out += "<strong>"
            children(node, tight: false, into: &out)
            out += "</strong>"
        case .link(let destination, let title):
            out += "<a href=\""
            if options.unsafeHTML || !URLSafety.isDangerous(destination) {
                HTMLEscaping.escapeHref(destination, into: &out)
            }
            if !title.isEmpty {
                out += "\" title=\""
                HTMLEscaping.escape(title, into: &out)
            }
            out += "\">"
            children(node, tight: false, into: &out)
            out += "</a>"
        case .image(let source, let title, let size):
            out += "<img src=\""
            if options.unsafeHTML || !URLSafety.isDangerous(source) {
                HTMLEscaping.escapeHref(source, into: &out)
            }
            out += "\" alt=\""
            for child in node.children { altText(child, into: &out) }
            if !title.isEmpty {
                out += "\" title=\""
                HTMLEscaping.escape(title, into: &out)
            }
            if let size {
                // The picture's own size reserves its box before it loads; it loads only when near the view.
                out += "\" width=\"\(size.width)\" height=\"\(size.height)\" loading=\"lazy\" decoding=\"async"
            }
            out += "\" />"
        case .generatedHTML(let html):
            out += html
        case .strikethrough:
            out += "<del>"
            children(node, tight: false, into: &out)
            out += "</del>"
        case .document, .blockQuote, .list, .item, .codeBlock, .htmlBlock, .paragraph, .heading, .thematicBreak,
            .table, .tableRow, .tableCell, .taskListItem, .callout:
            // Block nodes are rendered by render(_:tight:into:), which passes only the others here (a table
            // renders its own rows and cells).
            break
        }
    }

    /// A table as cmark-gfm writes one: the head row in `<thead>`, the others in one `<tbody>`, each cell with
    /// its column's alignment.
    private func renderTable(_ table: MarkdownNode, alignments: [TableAlignment], into out: inout String) {
        cr(&out)
        out += "<table>"
        var bodyOpen = false
        for row in table.children {
            guard case .tableRow(let header) = row.kind else { continue }
            cr(&out)
            if header {
                out += "<thead>"
                cr(&out)
            } else if !bodyOpen {
                out += "<tbody>"
                cr(&out)
                bodyOpen = true
            }
            out += "<tr>"
            for (column, cell) in row.children.enumerated() {
                cr(&out)
                out += header ? "<th" : "<td"
                let alignment = column < alignments.count ? alignments[column] : .none
                if alignment != .none {
                    out +=
                        options.alignmentClasses
                        ? " class=\"align-\(alignment.rawValue)\"" : " align=\"\(alignment.rawValue)\""
                }
                out += ">"
                children(cell, tight: false, into: &out)
                out += header ? "</th>" : "</td>"
            }
            cr(&out)
            out += "</tr>"
            if header {
                cr(&out)
                out += "</thead>"
            }
        }
        if bodyOpen {
            cr(&out)
            out += "</tbody>"
            cr(&out)
        }
        cr(&out)
        out += "</table>"
        cr(&out)
    }

    private func children(_ node: MarkdownNode, tight: Bool, into out: inout String) {
        for child in node.children {
            render(child, tight: tight, into: &out)
        }
    }

    /// An image's alt text: the literal text of its descendants, escaped, with breaks as spaces.
    private func altText(_ node: MarkdownNode, into out: inout String) {
        switch node.kind {
        case .text(let s), .code(let s), .htmlInline(let s):
            HTMLEscaping.escape(s, into: &out)
        case .softBreak, .lineBreak:
            out += " "
        default:
            for child in node.children { altText(child, into: &out) }
        }
    }

    /// cmark's `cr`: start a new line unless the output is empty or already at one.
    private func cr(_ out: inout String) {
        if let last = out.utf8.last, last != UInt8(ascii: "\n") {
            out += "\n"
        }
    }
}

extension Character {
    /// cmark's notion of white space in an info string.
    fileprivate var isCMarkSpace: Bool {
        self == " " || self == "\t" || self == "\n" || self == "\r" || self == "\u{0B}" || self == "\u{0C}"
    }
}
