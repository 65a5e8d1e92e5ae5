import Config
import Content
import Diagnostics
import Markdown
import Testing

@testable import Diagrams

@Suite struct DiagramStageTests {
    static func content(_ body: String) -> SiteContent {
        let source = "---\ntitle: x\n---\n" + body
        let (document, headings) = HeadingAnchors.assign(in: CommonMarkConverter.parse("\n\n\n" + body))
        let article = Article(
            path: "Content/es/a.md", language: "es", slug: "a", frontMatter: FrontMatter(title: "x"),
            document: document,
            headings: headings, source: source)
        let config = SiteConfig(
            baseURL: "https://x.example/", languages: [.init(code: "es", title: "S", description: "")],
            defaultLanguage: "es")
        return SiteContent(config: config, articles: [article])
    }

    /// The diagram stage's outcome for the one article of `content`.
    static func draw(_ content: SiteContent) -> DiagramStage.Outcome {
        DiagramStage.draw(content.articles, config: content.config, strings: [:])[0]
    }

    @Test func mermaidBlocksBecomeInlineFigures() {
        let result = Self.draw(Self.content("Texto.\n\n```mermaid\nflowchart TD\n  A --> B\n```\n"))
        #expect(result.diagnostics.isEmpty)
        #expect(result.rendered == 1)
        let html = HTMLRenderer().render(result.document)
        #expect(
            html.contains(
                "<figure class=\"diagram\">\n<div class=\"diagram-scroll\" tabindex=\"0\" role=\"group\" "
                    + "aria-labelledby=\"pu-d0-title\"><svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(!html.contains("language-mermaid"))
    }

    @Test func syntaxErrorsPointAtTheArticleLineAndColumn() {
        let result = Self.draw(
            Self.content("- Lista:\n\n  ```mermaid\n  flowchart TD\n    A --> B[sin cerrar\n  ```\n"))
        #expect(result.diagnostics.count == 1)
        let location = result.diagnostics.first?.location
        #expect(location?.path == "Content/es/a.md")
        #expect(location?.line == 8)
        #expect((location?.column ?? 0) >= 11)
        #expect(result.diagnostics.first?.severity == .error)
    }

    @Test func otherDiagramTypesAreAClearError() {
        let result = Self.draw(Self.content("```mermaid\nclassDiagram\n  A <|-- B\n```\n"))
        #expect(result.diagnostics.map(\.location?.line) == [5])
        #expect(result.diagnostics.first?.message.contains("flowchart") == true)
    }

    @Test func clickDirectivesAreDroppedWithAWarning() {
        let result = Self.draw(
            Self.content("```mermaid\nflowchart TD\n  A --> B\n  click A \"https://example.com\"\n```\n"))
        #expect(result.diagnostics.map(\.severity) == [.warning])
        #expect(result.diagnostics.first?.location?.line == 7)
        let html = HTMLRenderer().render(result.document)
        #expect(!html.contains("example.com"))
    }

    @Test func idsAreUniquePerDiagramOnAPage() {
        let block = "```mermaid\nflowchart TD\n  A --> B\n```\n\n"
        let result = Self.draw(Self.content(block + block))
        let html = HTMLRenderer().render(result.document)
        #expect(html.contains("id=\"pu-d0-title\"") && html.contains("id=\"pu-d1-title\""))
    }
}
