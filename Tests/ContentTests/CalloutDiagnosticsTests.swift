import Config
import Foundation
import Markdown
import Testing

@testable import Content

/// A callout's marker with a name GitHub does not know is a warning at the quote's line in the article file,
/// with the kind it was most likely meant to be; known kinds become callouts in the parsed article.
@Suite struct CalloutDiagnosticsTests {
    static func parse(_ body: String) -> LoadedArticle {
        let config = SiteConfig(
            baseURL: "https://x.example/", languages: [.init(code: "es", title: "S", description: "d")],
            defaultLanguage: "es")
        let text = "---\ntitle: T\n---\n" + body
        return ArticleParseStage.run(
            ArticleParseStage.Input(
                path: "Content/es/a.md", bytes: Data(text.utf8), config: config.keyed, reservedAnchors: []))
    }

    @Test func anUnknownKindIsAWarningAtItsLine() throws {
        let loaded = Self.parse("Texto.\n\n> [!NOTA]\n> Algo.\n")
        let warning = try #require(loaded.diagnostics.first)
        #expect(loaded.diagnostics.count == 1)
        #expect(warning.severity == .warning)
        #expect(warning.location?.line == 6 && warning.location?.column == 1)
        #expect(warning.message.contains("'[!NOTA]' is not a callout kind"))
        #expect(warning.help?.contains("did you mean '[!NOTE]'?") == true)
        #expect(loaded.article != nil, "a warning, not an error: the article is built")
    }

    @Test func knownKindsBecomeCalloutsWithTheirHeadingsAnchored() throws {
        let loaded = Self.parse("> [!TIP]\n> ## Dentro\n> Texto.\n")
        #expect(loaded.diagnostics.isEmpty)
        let document = try #require(loaded.article?.document)
        #expect(document.children.first?.kind == .callout(.tip))
        #expect(loaded.article?.headings.map(\.anchor) == ["dentro"])
    }
}
