import Config
import Foundation
import Markdown
import Testing

@testable import Content

/// Footnotes in an article: a reference to no footnote is a warning at its place (cmark-gfm shows it as
/// written), a link inside a footnote is checked like any other, and headings keep their ids.
@Suite struct FootnoteDiagnosticsTests {
    @Test func aReferenceToNoFootnoteIsAWarningAtItsColumn() throws {
        let loaded = CalloutDiagnosticsTests.parse("Texto[^sí] y [^no].\n\n[^SÍ]: Definida.\n")
        #expect(loaded.diagnostics.count == 1)
        let warning = try #require(loaded.diagnostics.first)
        #expect(warning.severity == .warning)
        #expect(warning.location?.line == 4 && warning.location?.column == 14)
        #expect(warning.message.contains("footnote '[^no]' is never defined"))
        #expect(loaded.article != nil)
        #expect(warning.description.hasPrefix("Content/es/a.md:4:14: warning: "))
    }

    @Test func anEscapedReferenceIsTextOnPurpose() {
        let loaded = CalloutDiagnosticsTests.parse("Una clase \\[^a-z] de caracteres y `[^b]`.\n")
        #expect(loaded.diagnostics.isEmpty)
    }

    @Test func footnotesAreNumberedAndHeadingsKeepTheirIds() throws {
        let loaded = CalloutDiagnosticsTests.parse("## Fn 1\n\nNota[^1].\n\n[^1]: Texto.\n")
        let article = try #require(loaded.article)
        #expect(article.headings.map(\.anchor) == ["fn-1"])
        let definition = try #require(article.document.children.last)
        #expect(definition.kind == .footnoteDefinition(label: "1", number: 1, references: 1))
        #expect(definition.range?.startLine == 8)
    }

    @Test func aLinkInsideAFootnoteIsChecked() throws {
        let article = try #require(
            CalloutDiagnosticsTests.parse("Nota[^n].\n\n[^n]: Ver [otra](otra-que-no-existe.md).\n").article)
        let resolved = LinkResolver.resolveLinks(in: article, byPath: [:])
        let problem = try #require(resolved.diagnostics.first)
        #expect(problem.location?.line == 6)
    }
}
