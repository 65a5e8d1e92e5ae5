import Config
import Content
import Incremental
import Markdown
import Testing

@testable import Site

/// The metadata's key, under which the site pages and the feeds are kept on disk, covers every field of
/// every entry: a change to any of them is a new key.
@Suite struct SiteMetadataTests {
    @Test func theKeyCoversEveryFrontMatterField() throws {
        let matter = FrontMatter(title: "Título")
        #expect(
            Mirror(reflecting: matter).children.count == 11, "a new FrontMatter field must go into SiteMetadata.key")
        let config = StageInputTests.site.content.config
        func key(_ change: (inout FrontMatter) -> Void) -> StableHash.Key {
            var edited = matter
            change(&edited)
            let article = Article(
                path: "Content/es/a.md", language: "es", slug: "a", frontMatter: edited,
                document: MarkdownNode(.document), headings: [], source: "")
            return SiteMetadata(SiteContent(config: config, articles: [article])).key
        }
        let base = key { _ in }
        #expect(key { _ in } == base)
        let changes: [(inout FrontMatter) -> Void] = [
            { $0.title += "x" }, { $0.summary = "s" }, { $0.date = ArticleDate(year: 2024, month: 5, day: 1) },
            { $0.author = "a" }, { $0.tags = ["t"] }, { $0.ios = IOSVersion(major: 15) }, { $0.translation = "t" },
            { $0.translatedFrom = "f" }, { $0.draft = true }, { $0.slug = "b" }, { $0.kind = .page },
        ]
        for (index, change) in changes.enumerated() { #expect(key(change) != base, "field \(index)") }
        var other = config
        other.baseURL += "otra/"
        let article = Article(
            path: "Content/es/a.md", language: "es", slug: "a", frontMatter: matter, document: MarkdownNode(.document),
            headings: [], source: "")
        #expect(SiteMetadata(SiteContent(config: other, articles: [article])).key != base)
    }
}
