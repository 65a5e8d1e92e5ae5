import Config
import Content
import Incremental
import Markdown
import Templates
import Testing
import Theme

@testable import Site

/// ``ArticleNavigation`` and ``TagIndex``: the links around an article and the tag pages, and their template
/// values.
@Suite struct ArticleNavigationTests {
    static func article(_ language: String, _ slug: String, day: Int, tags: [String] = []) -> Article {
        Article(
            path: "Content/\(language)/\(slug).md", language: language, slug: slug,
            frontMatter: FrontMatter(
                title: "T \(slug)", date: ArticleDate(year: 2026, month: 1, day: day), tags: tags),
            document: MarkdownNode(.document), headings: [], source: "")
    }

    /// `count` Spanish articles, newest first by name (`a00` is the newest).
    static func site(_ count: Int, tags: (Int) -> [String] = { _ in [] }) -> SiteContent {
        SiteContent(
            config: PageContextTests.config,
            articles: (0..<count).map { article("es", String(format: "a%02d", $0), day: 28 - $0, tags: tags($0)) })
    }

    @Test func previousAndNextFollowTheLanguagesOrder() throws {
        let navigation = ArticleNavigation.all(Self.site(3))
        let first = try #require(navigation["Content/es/a00.md"])
        let middle = try #require(navigation["Content/es/a01.md"])
        let last = try #require(navigation["Content/es/a02.md"])
        #expect(first.previous == nil && first.next?.urlPath == "es/a01/")
        #expect(middle.previous?.urlPath == "es/a00/" && middle.next?.urlPath == "es/a02/")
        #expect(last.previous?.urlPath == "es/a01/" && last.next == nil)
        #expect(middle.nearby.map(\.urlPath) == ["es/a00/", "es/a01/", "es/a02/"])
        #expect(middle.nearby.map(\.isCurrent) == [false, true, false])
    }

    /// A long list shows a window around the article, the same size at the ends, and says how many there are.
    @Test func aLongListShowsAWindowAroundTheArticle() throws {
        let navigation = ArticleNavigation.all(Self.site(40))
        let window = ArticleNavigation.window
        for (index, expectedStart) in [(0, 0), (20, 20 - window / 2), (39, 40 - window)] {
            let links = try #require(navigation[String(format: "Content/es/a%02d.md", index)])
            #expect(links.total == 40)
            #expect(links.nearby.count == window)
            #expect(links.nearby.first?.urlPath == String(format: "es/a%02d/", expectedStart), "\(index)")
            #expect(links.nearby.filter(\.isCurrent).map(\.urlPath) == [String(format: "es/a%02d/", index)])
        }
        let page = PageContext(content: Self.site(40), strings: [:]).article(
            Self.site(40).articles[0], body: "", navigation: navigation["Content/es/a00.md"])
        guard case .dictionary(let values) = page, case .dictionary(let links)? = values["navigation"],
            case .dictionary(let more)? = links["more"]
        else {
            Issue.record("no link to the whole list")
            return
        }
        #expect(more["href"] == .string("../../es/"))
    }

    @Test func relatedArticlesShareMostTagsThenFollowTheOrder() throws {
        let tags: [[String]] = [["swiftui", "uikit"], ["uikit"], ["SwiftUI", "UIKit", "gestos"], ["gestos"], []]
        let navigation = ArticleNavigation.all(Self.site(5) { tags[$0] })
        #expect(navigation["Content/es/a00.md"]?.related.map(\.urlPath) == ["es/a02/", "es/a01/"])
        #expect(navigation["Content/es/a02.md"]?.related.map(\.urlPath) == ["es/a00/", "es/a01/", "es/a03/"])
        #expect(navigation["Content/es/a04.md"]?.related == [])
    }

    /// Tags are one tag per slug (`SwiftUI` and `swiftui`), Japanese tags keep their letters, and each lists its
    /// articles in the language's order.
    @Test func tagsAreKeptBySlugInAnyScript() {
        let content = SiteContent(
            config: PageContextTests.config,
            articles: [
                Self.article("es", "uno", day: 2, tags: ["SwiftUI", "Estado"]),
                Self.article("es", "dos", day: 3, tags: ["swiftui"]),
                Self.article("ja", "ichi", day: 2, tags: ["移行", "SwiftUI"]),
            ])
        let spanish = TagIndex(content, language: "es")
        #expect(spanish.tags.map(\.slug) == ["estado", "swiftui"])
        #expect(spanish.tag(slug: "swiftui")?.name == "swiftui", "named as the newest article writes it")
        #expect(spanish.tag(slug: "swiftui")?.articles.map(\.slug) == ["dos", "uno"])
        let japanese = TagIndex(content, language: "ja")
        #expect(japanese.tags.map(\.slug) == ["swiftui", "移行"])
        #expect(TagIndex.encoded("ja/tags/移行/") == "ja/tags/%E7%A7%BB%E8%A1%8C/")
        // The tag page links its counterpart in the other language, and only where there is one.
        let pages = PageContext(content: content, strings: [:])
        guard case .dictionary(let swiftui) = pages.tag(spanish.tag(slug: "swiftui")!, language: "es"),
            case .dictionary(let estado) = pages.tag(spanish.tag(slug: "estado")!, language: "es")
        else {
            Issue.record("no page")
            return
        }
        let switcher = PageContextTests().hrefs(swiftui["languages"], key: "href")
        #expect(switcher == ["../../../es/tags/swiftui/", "../../../ja/tags/swiftui/"])
        #expect(PageContextTests().hrefs(swiftui["alternates"], key: "hreflang") == ["es", "ja", "x-default"])
        #expect(PageContextTests().hrefs(estado["alternates"], key: "hreflang") == [])
        #expect(PageContextTests().hrefs(estado["languages"], key: "href").last == "../../../ja/tags/")
    }

    /// The navigation's key changes with what its links show (a neighbour's title), so the pages showing it are
    /// made again, and not with anything else.
    @Test func theKeyFollowsTitlesAndPathsOnly() {
        let before = ArticleNavigation.all(Self.site(3))["Content/es/a01.md"]!.stableKey(.navigation)
        var renamed = Self.site(3).articles
        renamed[0].frontMatter.title = "Otro título"
        let after = ArticleNavigation.all(SiteContent(config: PageContextTests.config, articles: renamed))
        #expect(after["Content/es/a01.md"]!.stableKey(.navigation) != before)
        var edited = Self.site(3).articles
        edited[0].frontMatter.summary = "Un resumen nuevo"
        let same = ArticleNavigation.all(SiteContent(config: PageContextTests.config, articles: edited))
        #expect(same["Content/es/a01.md"]!.stableKey(.navigation) == before)
    }
}

extension ArticleNavigationTests {
    /// Twenty thousand articles sharing one tag (and each a tag of its own): every article still gets its three
    /// nearest related ones, and the work stays proportional to the articles (each tag offers a window of its
    /// list), where comparing every pair would take minutes.
    @Test func manyArticlesSharingOneTagStayLinear() throws {
        let count = 20_000
        let articles = (0..<count).map { index in
            Article(
                path: "Content/es/a\(index).md", language: "es", slug: "a\(index)",
                frontMatter: FrontMatter(
                    title: "T\(index)", date: ArticleDate(year: 2000 + index / 365, month: 1, day: 1 + index % 28),
                    tags: ["swiftui", "t\(index)"]),
                document: MarkdownNode(.document), headings: [], source: "")
        }
        let content = SiteContent(config: PageContextTests.config, articles: articles)
        let navigation = ArticleNavigation.all(content)
        #expect(navigation.count == count)
        #expect(navigation.values.allSatisfy { $0.related.count == 3 && $0.nearby.count == ArticleNavigation.window })
        let list = content.articles(in: "es")
        let middle = try #require(navigation[list[count / 2].path])
        let nearest = Set([list[count / 2 - 1].urlPath, list[count / 2 + 1].urlPath])
        #expect(nearest.isSubset(of: Set(middle.related.map(\.urlPath))), "the nearest ones first")
    }
}

extension ArticleNavigationTests {
    /// A tag written differently in each language is paired through the articles' translations: the tag in the
    /// same place of a translation's tag list, when it has as many tags.
    @Test func tagsPairAcrossLanguagesThroughTranslations() throws {
        func edition(_ language: String, _ slug: String, _ tags: [String]) -> Article {
            Article(
                path: "Content/\(language)/\(slug).md", language: language, slug: slug,
                frontMatter: FrontMatter(title: slug, tags: tags, translation: "k-\(slug.prefix(1))"),
                document: MarkdownNode(.document), headings: [], source: "")
        }
        let content = SiteContent(
            config: PageContextTests.config,
            articles: [
                edition("es", "a-uno", ["SwiftUI", "disponibilidad"]), edition("ja", "a-ichi", ["SwiftUI", "利用可否"]),
                edition("es", "b-dos", ["estado", "gestos", "uikit"]), edition("ja", "b-ni", ["状態", "uikit"]),
            ])
        let es = TagIndex(content, language: "es")
        let ja = TagIndex(content, language: "ja")
        #expect(es.counterpart(of: es.tag(slug: "disponibilidad")!, in: ja, content: content)?.slug == "利用可否")
        #expect(ja.counterpart(of: ja.tag(slug: "利用可否")!, in: es, content: content)?.slug == "disponibilidad")
        #expect(es.counterpart(of: es.tag(slug: "swiftui")!, in: ja, content: content)?.slug == "swiftui")
        // Three tags against two: no pairing by place (`estado` is not `状態`'s by this rule), but by slug still.
        #expect(es.counterpart(of: es.tag(slug: "estado")!, in: ja, content: content) == nil)
        #expect(es.counterpart(of: es.tag(slug: "uikit")!, in: ja, content: content)?.slug == "uikit")
        let pages = PageContext(content: content, strings: [:])
        guard case .dictionary(let page) = pages.tag(es.tag(slug: "disponibilidad")!, language: "es") else {
            Issue.record("no page")
            return
        }
        #expect(
            PageContextTests().hrefs(page["languages"], key: "href")
                == ["../../../es/tags/disponibilidad/", "../../../ja/tags/%E5%88%A9%E7%94%A8%E5%8F%AF%E5%90%A6/"])
        #expect(PageContextTests().hrefs(page["alternates"], key: "hreflang") == ["es", "ja", "x-default"])
    }
}
