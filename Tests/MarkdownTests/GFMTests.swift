import Dispatch
import Foundation
import Testing

@testable import Markdown

/// GitHub Flavored Markdown through cmark-gfm: the extensions' nodes, rendered as cmark-gfm renders them,
/// and the same tree whatever else parses at the same time.
@Suite struct GFMTests {
    /// A document using every extension Puente attaches.
    static let sample = """
        | Año | API | Estado |
        | :-- | :-: | --: |
        | 2021 | `refreshable` | ~~beta~~ |
        | 2022 | `NavigationStack` \\| `NavigationSplitView` | https://developer.apple.com |

        - [x] hecho
        - [ ] pendiente

        www.example.com y ~tachado~.

        """

    @Test func tablesTaskListsStrikethroughAndAutolinksMatchCmarkGFM() {
        let document = CommonMarkConverter.parse(Self.sample)
        #expect(HTMLRenderer().render(document) == CommonMarkConverter.referenceHTML(Self.sample))
        #expect(
            HTMLRenderer(options: .init(unsafeHTML: true)).render(document)
                == CommonMarkConverter.referenceHTML(Self.sample, unsafe: true))
        guard case .table(let alignments) = document.children[0].kind else {
            Issue.record("no table: \(document.children[0].kind)")
            return
        }
        #expect(alignments == [.left, .center, .right])
        #expect(document.children[0].children.first?.kind == .tableRow(header: true))
        let html = HTMLRenderer().render(document)
        #expect(html.contains("<th align=\"center\">API</th>"))
        #expect(html.contains("<code>NavigationStack</code> | <code>NavigationSplitView</code>"), "an escaped pipe")
        #expect(html.contains("<li><input type=\"checkbox\" checked=\"\" disabled=\"\" /> hecho</li>"))
        #expect(html.contains("<del>beta</del>") && html.contains("<del>tachado</del>"))
        #expect(html.contains("<a href=\"http://www.example.com\">www.example.com</a>"))
    }

    /// cmark-gfm keeps the characters its inline extensions react to in one table for the whole process and
    /// changes it around every parse: documents parsed on many threads at once must each come out as they do
    /// alone (before the converter serialized that part, a parse on one thread lost another's `~` or `:`,
    /// and a page's autolink or strikethrough came and went from one build to the next).
    @Test func documentsParsedAtOnceComeOutAsAlone() {
        let documents = (0..<64).map { index in
            "Texto \(index) ~~viejo~~ y https://example.com/\(index) en www.e\(index).com\n\n| a | b |\n| - | - |\n| \(index) | ~x~ |\n"
        }
        let alone = documents.map { HTMLRenderer().render(CommonMarkConverter.parse($0)) }
        for _ in 0..<5 {
            let together = Results(count: documents.count)
            DispatchQueue.concurrentPerform(iterations: documents.count) { index in
                together.set(index, HTMLRenderer().render(CommonMarkConverter.parse(documents[index])))
            }
            #expect(together.values == alone)
        }
    }

    /// Results written by many threads, each to its own slot.
    final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var slots: [String]
        init(count: Int) { slots = Array(repeating: "", count: count) }
        func set(_ index: Int, _ value: String) { lock.withLock { slots[index] = value } }
        var values: [String] { lock.withLock { slots } }
    }
}

extension GFMTests {
    /// With raw HTML allowed, the tags GitHub filters show as text, in blocks and inline, as cmark-gfm writes
    /// them; other tags pass.
    @Test(arguments: [
        "<script>alert(1)</script>\n", "<div>\n<SCRIPT src=x></script>\n</div>\n", "a <title>t</title> b\n",
        "<textarea/>\n", "x <style >y</style>\n", "<xmp>\n", "<iframe\nsrc=x>\n", "<scripts>\n", "<div>ok</div>\n",
        "a <plaintext/> b\n", "<noembed>", "</noframes>\n",
    ])
    func filteredTagsMatchCmarkGFM(_ markdown: String) {
        let unsafe = HTMLRenderer(options: .init(unsafeHTML: true)).render(CommonMarkConverter.parse(markdown))
        #expect(unsafe == CommonMarkConverter.referenceHTML(markdown, unsafe: true))
    }

    /// A raw HTML block of many tags is filtered in time proportional to its length.
    @Test func tagFilteringIsLinear() {
        let block = "<div>\n" + String(repeating: "<b>x</b><script>", count: 20_000) + "\n</div>\n"
        let unsafe = HTMLRenderer(options: .init(unsafeHTML: true)).render(CommonMarkConverter.parse(block))
        #expect(unsafe == CommonMarkConverter.referenceHTML(block, unsafe: true))
    }
}

extension GFMTests {
    /// Puente's pages align cells with classes the theme styles: HTML no longer allows `align`, and a `style`
    /// attribute would need a CSP allowing inline styles. The only difference from cmark-gfm's table.
    @Test func pagesAlignCellsWithClasses() {
        var options = HTMLRenderer.Options()
        options.alignmentClasses = true
        let html = HTMLRenderer(options: options).render(CommonMarkConverter.parse(Self.sample))
        #expect(html.contains("<th class=\"align-center\">API</th>") && html.contains("<td class=\"align-right\">"))
        #expect(!html.contains(" align="))
        #expect(html.contains("<th class=\"align-left\">Año</th>"))
    }
}

/// Footnotes, task lists and tables as Puente's pages render them (the oracle tests keep cmark-gfm's output).
@Suite struct PuentePageMarkupTests {
    static func page(_ markdown: String) -> String {
        var options = HTMLRenderer.Options()
        options.footnoteIDScope = "es:guia"
        options.footnoteBackLabel = "Volver al texto"
        options.footnotesLabel = "Notas"
        options.labelTaskCheckboxes = true
        options.tableScrollLabel = "Tabla"
        return HTMLRenderer(options: options).render(CommonMarkConverter.parse(markdown))
    }

    @Test func footnotesGetScopedIdsAndLocalizedNames() {
        let html = Self.page("Uno[^a] dos[^b] tres[^a].\n\n[^b]: Be.\n\n[^a]: A.\n")
        #expect(
            html.contains(
                "<sup class=\"footnote-ref\"><a href=\"#fn:es:guia:1\" id=\"fnref:es:guia:1\" data-footnote-ref>1</a></sup>"
            ))
        #expect(html.contains("id=\"fnref:es:guia:1:2\" data-footnote-ref>1</a>"))
        #expect(
            html.contains(
                "<section class=\"footnotes\" data-footnotes aria-label=\"Notas\">\n<ol>\n<li id=\"fn:es:guia:1\">"))
        #expect(
            html.contains(
                "<p>A. <a href=\"#fnref:es:guia:1\" class=\"footnote-backref\" data-footnote-backref "
                    + "aria-label=\"Volver al texto\">↩</a> <a href=\"#fnref:es:guia:1:2\""))
        #expect(html.contains("<li id=\"fn:es:guia:2\">"))
        #expect(!html.contains("Back to content"))
        // No heading slug has a colon, so a heading never takes a footnote's id.
        #expect(HeadingSlug.slug("fn:es:guia:1") != "fn:es:guia:1")
    }

    @Test func footnotesKeepLabelsOutOfIds() {
        let html = Self.page("X[^a\"b].\n\n[^a\"b]: Q.\n")
        #expect(html.contains("href=\"#fn:es:guia:1\""))
        #expect(!html.contains("a\"b") && !html.contains("a&quot;b"))
    }

    @Test func taskCheckboxesAreNamedByTheirItem() {
        let html = Self.page("- [x] Comprar *leche*\n- [ ] Pan & sal\n  - sub\n")
        #expect(html.contains("<input type=\"checkbox\" checked=\"\" disabled=\"\" aria-label=\"Comprar leche\" /> "))
        #expect(html.contains("<input type=\"checkbox\" disabled=\"\" aria-label=\"Pan &amp; sal\" /> "))
    }

    @Test func tablesScrollInAFocusableNamedRegion() {
        let html = Self.page("| Nombre | Tipo |\n| - | - |\n| a | b |\n")
        #expect(
            html.hasPrefix(
                "<div class=\"table-scroll\" tabindex=\"0\" role=\"region\" aria-label=\"Tabla: Nombre, Tipo\">\n<table>"
            ))
        #expect(html.hasSuffix("</table>\n</div>\n"))
    }
}
