import Content
import Foundation
import Incremental
import Snippets
import Testing
import Theme

@testable import Site

/// Each page stage reads only the input it declares: what it makes from that input equals what the same
/// template makes from the whole site, so reusing a result whose declared input is unchanged is exact.
@Suite struct StageInputTests {
    /// The repository's own site, loaded once.
    static let site: (content: SiteContent, theme: Keyed<Theme>) = {
        let root = TestSite.repositoryRoot
        let content = ContentLoader(siteRoot: root).load().content!
        let (theme, _, sources) = ThemeLoader.load(siteRoot: root, config: content.config)
        return (content, ThemeKey.keyed(theme!, sources: sources))
    }()

    @Test func anArticlePageReadsOnlyItsArticleItsTranslationsAndTheConfiguration() throws {
        let (content, theme) = Self.site
        let whole = PageContext(content: content, strings: theme.value.strings)
        #expect(content.articles.count >= 4)
        let navigation = ArticleNavigation.all(content)
        for article in content.articles {
            let body = "<p>cuerpo de \(article.slug)</p>"
            let expected = try theme.value.render(
                "article", whole.article(article, body: body, navigation: navigation[article.path]))
            let staged = ArticlePageStage.run(
                ArticlePageStage.Input(
                    article: article, body: body, translations: content.translations(of: article),
                    navigation: navigation[article.path], config: content.config, theme: theme))
            #expect(staged.bytes.map { String(decoding: $0, as: UTF8.self) } == expected, "\(article.path)")
        }
    }

    @Test func sitePagesAndFeedsReadOnlyTheMetadata() throws {
        let (content, theme) = Self.site
        let whole = PageContext(content: content, strings: theme.value.strings)
        let staged = SitePagesStage.run(SitePagesStage.Input(metadata: SiteMetadata(content), theme: theme))
        var expected: [String: String] = [
            "index.html": try theme.value.render("root", whole.root()),
            "404.html": try theme.value.render("not-found", whole.notFound()),
        ]
        for language in content.config.languageCodes {
            expected["\(language)/index.html"] = try theme.value.render("index", whole.index(language: language))
            expected["\(language)/search/index.html"] = try theme.value.render(
                "search", whole.search(language: language))
            expected["\(language)/tags/index.html"] = try theme.value.render("tags", whole.tags(language: language))
            for tag in TagIndex(content, language: language).tags {
                expected["\(tag.urlPath(language: language))index.html"] = try theme.value.render(
                    "tag", whole.tag(tag, language: language))
            }
        }
        #expect(staged.count == expected.count)
        for page in staged {
            #expect(page.bytes.map { String(decoding: $0, as: UTF8.self) } == expected[page.path], "\(page.path)")
        }
        let feeds = FeedStage.run(SiteMetadata(content))
        #expect(feeds["sitemap.xml"] == Array(SitemapWriter.sitemap(for: content).utf8))
        for language in content.config.languageCodes {
            #expect(feeds["\(language)/atom.xml"] == Array(AtomFeedWriter.feed(for: content, language: language).utf8))
            for tag in TagIndex(content, language: language).tags {
                #expect(
                    feeds["\(tag.urlPath(language: language))atom.xml"]
                        == Array(AtomFeedWriter.feed(for: content, language: language, tag: tag).utf8))
            }
        }
    }

    @Test func aKeyedValueIsComparedByItsKeyAndTheKeyFollowsEveryThemeFile() {
        let (content, theme) = Self.site
        let root = TestSite.repositoryRoot
        let (loaded, _, sources) = ThemeLoader.load(siteRoot: root, config: content.config)
        #expect(ThemeKey.keyed(loaded!, sources: sources) == theme)
        for path in sources.keys where path.hasPrefix("Theme/") {
            var changed = sources
            changed[path]! += " "
            #expect(ThemeKey.keyed(loaded!, sources: changed) != theme, "\(path)")
        }
        var assets = loaded!
        if let name = assets.assets.keys.sorted().first {
            assets.assets[name]! += [0]
            #expect(ThemeKey.keyed(assets, sources: sources) != theme, "\(name)")
        }
    }

    @Test func theSymbolTableIsKeyedByEveryField() {
        let base = StubSymbol(
            module: "SwiftUI", path: ["View", "a()"], declaration: "func a()", summary: nil,
            availability: .init(introduced: "16.0", deprecated: nil, message: nil))
        func with(_ change: (inout StubSymbol) -> Void) -> StubSymbol {
            var copy = base
            change(&copy)
            return copy
        }
        let variants = [
            with { $0.module = "UIKit" }, with { $0.path = ["View", "b()"] }, with { $0.declaration = "func b()" },
            with { $0.summary = "" }, with { $0.availability.introduced = "17.0" },
            with { $0.availability.deprecated = "17.0" }, with { $0.availability.message = "" },
        ]
        let key = BodyStage.keyed(["s:a": base])
        for variant in variants { #expect(BodyStage.keyed(["s:a": variant]) != key) }
        #expect(BodyStage.keyed(["s:b": base]) != key)
        #expect(BodyStage.keyed(["s:a": base]) == key)
    }

    @Test func theStageMemoReusesOnlyEqualInputsAndCountsBoth() {
        let memo = StageMemo()
        let runner = StageRunner(memo: memo)
        let first = runner.run(FeedStage.self, key: "feeds", input: SiteMetadata(Self.site.content))
        memo.endBuild()
        #expect(memo.statistics(FeedStage.self) == (0, 1))
        let again = runner.run(FeedStage.self, key: "feeds", input: SiteMetadata(Self.site.content))
        memo.endBuild()
        #expect(memo.statistics(FeedStage.self) == (1, 0))
        #expect(again == first)
    }
}
