import TextBasics

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
        /// Puente's footnote ids instead of cmark-gfm's `fn-<label>` and `fnref-<label>`: `fn:<scope>:<n>` for
        /// footnote n and `fnref:<scope>:<n>` for its first reference (`fnref:<scope>:<n>:<k>` for the k-th),
        /// or without `<scope>:` when it is empty. No heading id has a colon, and a scope (the page's language
        /// and slug) tells apart the footnotes of articles that share a page.
        public var footnoteIDScope: String?
        /// The accessible name of a footnote's links back to the text (localized by the caller); `nil` for
        /// cmark-gfm's English one.
        public var footnoteBackLabel: String?
        /// The accessible name of the footnotes' section (localized by the caller), or `nil` for none, as in
        /// cmark-gfm.
        public var footnotesLabel: String?
        /// Name a task list item's checkbox after the item's first paragraph (`aria-label`): cmark-gfm's has
        /// no accessible name.
        public var labelTaskCheckboxes = false
        /// Wrap each table in a box that scrolls it, which a keyboard can focus, named with this label
        /// (localized by the caller) and the table's head; `nil` to write the table alone, as cmark-gfm does.
        public var tableScrollLabel: String?

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
            renderDocument(node, into: &out)
        case .footnoteDefinition(_, let number, let references):
            renderFootnote(node, number: number, references: references, into: &out)
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
            renderTask(node, checked: checked, tight: tight, into: &out)
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
        case .footnoteReference(let label, let number, let occurrence):
            out += "<sup class=\"footnote-ref\"><a href=\"#"
            footnoteID(label: label, number: number, into: &out)
            out += "\" id=\""
            referenceID(label: label, number: number, occurrence: occurrence, into: &out)
            out += "\" data-footnote-ref>\(number)</a></sup>"
        case .document, .blockQuote, .list, .item, .codeBlock, .htmlBlock, .paragraph, .heading, .thematicBreak,
            .table, .tableRow, .tableCell, .taskListItem, .callout, .footnoteDefinition:
            // Block nodes are rendered by render(_:tight:into:), which passes only the others here (a table
            // renders its own rows and cells).
            break
        }
    }

    /// A table as cmark-gfm writes one: the head row in `<thead>`, the others in one `<tbody>`, each cell with
    /// its column's alignment.
    private func renderTable(_ table: MarkdownNode, alignments: [TableAlignment], into out: inout String) {
        cr(&out)
        if let label = options.tableScrollLabel {
            // A region of its own, which the keyboard can scroll; its name is told apart from another table's
            // by the head's text.
            let head = table.children.first?.children.map(\.plainText.trimmingWhitespace).filter { !$0.isEmpty } ?? []
            out += "<div class=\"table-scroll\" tabindex=\"0\" role=\"region\" aria-label=\""
            HTMLEscaping.escape(head.isEmpty ? label : "\(label): \(head.joined(separator: ", "))", into: &out)
            out += "\">\n"
        }
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
        if options.tableScrollLabel != nil { out += "</div>\n" }
    }

    /// A task list's item: cmark-gfm's disabled checkbox, named after the item's first paragraph on Puente's
    /// pages (a checkbox needs a name, and the Nu checker refuses a `label` around the item's blocks).
    private func renderTask(_ item: MarkdownNode, checked: Bool, tight: Bool, into out: inout String) {
        cr(&out)
        out +=
            checked
            ? "<li><input type=\"checkbox\" checked=\"\" disabled=\"\""
            : "<li><input type=\"checkbox\" disabled=\"\""
        if options.labelTaskCheckboxes {
            let name = (item.children.first { $0.kind == .paragraph } ?? item).plainText.trimmingWhitespace
            if !name.isEmpty {
                out += " aria-label=\""
                HTMLEscaping.escape(name, into: &out)
                out += "\""
            }
        }
        out += " /> "
        children(item, tight: tight, into: &out)
        out += "</li>\n"
    }

    /// The document's blocks; the footnotes, which cmark-gfm puts last, in a section of their own.
    private func renderDocument(_ document: MarkdownNode, into out: inout String) {
        var footnotes = false
        for child in document.children {
            if case .footnoteDefinition = child.kind, !footnotes {
                footnotes = true
                out += "<section class=\"footnotes\" data-footnotes"
                if let label = options.footnotesLabel {
                    out += " aria-label=\""
                    HTMLEscaping.escape(label, into: &out)
                    out += "\""
                }
                out += ">\n<ol>\n"
            }
            render(child, tight: false, into: &out)
        }
        if footnotes { out += "</ol>\n</section>\n" }
    }

    /// One footnote as cmark-gfm writes it: an item whose links back to its references end its last
    /// paragraph, or follow its last block when that is not a paragraph.
    private func renderFootnote(_ note: MarkdownNode, number: Int, references: Int, into out: inout String) {
        guard case .footnoteDefinition(let label, _, _) = note.kind else { return }
        out += "<li id=\""
        footnoteID(label: label, number: number, into: &out)
        out += "\">\n"
        for (index, child) in note.children.enumerated() {
            guard index == note.children.count - 1, child.kind == .paragraph else {
                render(child, tight: false, into: &out)
                continue
            }
            cr(&out)
            out += "<p>"
            children(child, tight: false, into: &out)
            out += " "
            backReferences(label: label, number: number, references: references, into: &out)
            out += "</p>\n"
        }
        if note.children.last?.kind != .paragraph {
            backReferences(label: label, number: number, references: references, into: &out)
            out += "\n"
        }
        out += "</li>\n"
    }

    /// A footnote's links back to each of its references (one at least, as cmark-gfm writes).
    private func backReferences(label: String, number: Int, references: Int, into out: inout String) {
        for occurrence in 1...max(references, 1) {
            if occurrence > 1 { out += " " }
            out += "<a href=\"#"
            referenceID(label: label, number: number, occurrence: occurrence, into: &out)
            out += "\" class=\"footnote-backref\" data-footnote-backref aria-label=\""
            HTMLEscaping.escape(options.footnoteBackLabel ?? "Back to content", into: &out)
            out += occurrence > 1 ? "\">↩<sup class=\"footnote-ref\">\(occurrence)</sup></a>" : "\">↩</a>"
        }
    }

    /// The id of footnote `number`, whose definition's label is `label`.
    private func footnoteID(label: String, number: Int, into out: inout String) {
        if let scope = options.footnoteIDScope {
            HTMLEscaping.escapeHref(scope.isEmpty ? "fn:\(number)" : "fn:\(scope):\(number)", into: &out)
        } else {
            out += "fn-"
            HTMLEscaping.escapeHref(label, into: &out)
        }
    }

    /// The id of the `occurrence`-th reference to footnote `number`.
    private func referenceID(label: String, number: Int, occurrence: Int, into out: inout String) {
        if let scope = options.footnoteIDScope {
            let base = scope.isEmpty ? "fnref:\(number)" : "fnref:\(scope):\(number)"
            HTMLEscaping.escapeHref(occurrence > 1 ? "\(base):\(occurrence)" : base, into: &out)
        } else {
            out += "fnref-"
            HTMLEscaping.escapeHref(label, into: &out)
            if occurrence > 1 { out += "-\(occurrence)" }
        }
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
