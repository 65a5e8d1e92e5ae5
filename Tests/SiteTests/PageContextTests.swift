import Config
import Content
import Markdown
import Templates
import Testing
import Theme

@testable import Site

@Suite struct PageContextTests {
    static func article(_ language: String, _ slug: String, key: String? = nil) -> Article {
        var fm = FrontMatter(title: "\(language) \(slug)")
        fm.translation = key
        return Article(
            path: "Content/\(language)/\(slug).md", language: language, slug: slug, frontMatter: fm,
            document: MarkdownNode(.document), headings: [], source: "")
    }

    static let config = SiteConfig(
        baseURL: "https://x.example/docs/",
        languages: [.init(code: "es", title: "S", description: "d"), .init(code: "ja", title: "J", description: "")],
        defaultLanguage: "es")

    static let content = SiteContent(
        config: config,
        articles: [article("es", "uno", key: "k"), article("ja", "ichi", key: "k"), article("es", "solo")])

    static let pages = PageContext(content: content, strings: [:])

    func dictionary(_ value: TemplateValue) -> [String: TemplateValue] {
        if case .dictionary(let d) = value { return d }
        return [:]
    }

    func hrefs(_ value: TemplateValue?, key: String) -> [String] {
        guard case .array(let items)? = value else { return [] }
        return items.compactMap { item in
            if case .string(let s)? = dictionary(item)[key] { return s }
            return nil
        }
    }

    @Test func switcherGoesToTheTranslationWhenThereIsOne() {
        let page = dictionary(Self.pages.article(Self.content.articles.first { $0.slug == "uno" }!, body: ""))
        #expect(hrefs(page["languages"], key: "href") == ["../../es/uno/", "../../ja/ichi/"])
        #expect(
            hrefs(page["alternates"], key: "href") == [
                "https://x.example/docs/es/uno/", "https://x.example/docs/ja/ichi/", "https://x.example/docs/es/uno/",
            ])
        #expect(hrefs(page["alternates"], key: "hreflang") == ["es", "ja", "x-default"])
    }

    @Test func switcherFallsBackToTheOtherIndex() {
        let page = dictionary(Self.pages.article(Self.content.articles.first { $0.slug == "solo" }!, body: ""))
        #expect(hrefs(page["languages"], key: "href") == ["../../es/solo/", "../../ja/"])
    }

    /// A standalone page: its editions paired as an article's, its own `page` key, and none of an article's.
    @Test func aPageHasItsEditionsAndNoArticleKeys() {
        var about = Self.article("es", "acerca", key: "k")
        about.frontMatter.kind = .page
        var date = about.frontMatter
        date.date = ArticleDate(year: 2024, month: 1, day: 2)
        about.frontMatter = date
        let content = SiteContent(config: Self.config, articles: [about, Self.article("ja", "about", key: "k")])
        let page = dictionary(PageContext(content: content, strings: [:]).page(about, body: "<p>x</p>"))
        #expect(hrefs(page["languages"], key: "href") == ["../../es/acerca/", "../../ja/about/"])
        #expect(hrefs(page["alternates"], key: "hreflang") == ["es", "ja", "x-default"])
        #expect(page["article"] == nil && page["navigation"] == nil)
        #expect(page["og_type"] == .string("website"))
        let own = dictionary(page["page"] ?? .null)
        #expect(own["body"] == .string("<p>x</p>"))
        #expect(own["title"] == .string("es acerca"))
        #expect(own["date"] == nil && own["ios_label"] == nil && own["tags"] == nil)
        #expect(hrefs(own["translations"], key: "href") == ["../../ja/about/"])
        // Pages are in no list.
        #expect(content.articles(in: "es").isEmpty && content.pages(in: "es").map(\.slug) == ["acerca"])
    }

    @Test func notFoundPageUsesTheBasePath() {
        let page = dictionary(Self.pages.notFound())
        #expect(page["root"] == .string("/docs/"))
        // Its header links from the base path too: it is served at any depth.
        #expect(page["home"] == .string("/docs/es/"))
        #expect(dictionary(page["search"]!)["action"] == .string("/docs/es/search/"))
        #expect(hrefs(page["languages"], key: "href") == ["/docs/es/", "/docs/ja/"])
    }

    /// The CSP admits images from the configured hosts, over HTTPS only, and nothing else changes.
    @Test func imageHostsEnterTheContentSecurityPolicy() {
        var config = Self.config
        config.imageHosts = ["cdn.example.org"]
        let pages = PageContext(content: SiteContent(config: config, articles: []), strings: [:])
        let csp = dictionary(pages.notFound())["csp"]
        #expect(
            csp
                == .string(
                    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: "
                        + "https://cdn.example.org; font-src 'self'; connect-src 'self'; object-src 'none'; "
                        + "base-uri 'none'; form-action 'self'"))
        #expect(dictionary(Self.pages.notFound())["csp"] == .string(PageContext.contentSecurityPolicy))
    }
}
