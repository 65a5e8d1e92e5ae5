import Config
import Content
import Diagnostics
import Foundation
import Markdown
import Templates
import Testing
import Theme

@testable import Site

/// The declared shape of each page's data (``PageSchema``) against what ``PageContext`` makes, and the check of
/// the theme's tags against it.
@Suite struct PageSchemaTests {
    /// The theme's site: no setting that needs files of its own.
    static let themeConfig = SiteConfig(
        baseURL: "https://x.example/",
        languages: [.init(code: "es", title: "S", description: "d"), .init(code: "ja", title: "J", description: "")],
        defaultLanguage: "es")

    /// The pages' site: every setting of site.yml set, so every nested key of theirs is made.
    static let config: SiteConfig = {
        var config = themeConfig
        let links = [
            SiteLink(label: "Uno", target: .page(path: "es/uno.md", anchor: "a"), resolvedPath: "es/uno/#a"),
            SiteLink(label: "Fuera", target: .url("https://example.org/")),
        ]
        config.languages[0].menu = links
        config.languages[0].footer = SiteFooter(text: "©", links: links)
        config.logo = SiteLogo(light: "assets/logo.svg", dark: "assets/logo-dark.svg", alt: "Logo")
        config.extraCSS = [SiteStylesheet(path: "assets/extra.css")]
        return config
    }()

    /// An article with every optional front-matter key set and a heading with a sub-heading.
    static func article(_ language: String, _ slug: String) -> Article {
        var fm = FrontMatter(title: "\(language) \(slug)")
        fm.summary = "s"
        fm.author = "a"
        fm.date = ArticleDate(year: 2024, month: 5, day: 1)
        fm.ios = IOSVersion(major: 16, minor: 4)
        fm.tags = ["swiftui", "uikit"]
        fm.translation = "k"
        fm.translatedFrom = language == "ja" ? "es" : nil
        let headings = [
            Heading(level: 2, text: "A", anchor: "a", range: nil),
            Heading(level: 3, text: "B", anchor: "b", range: nil),
        ]
        return Article(
            path: "Content/\(language)/\(slug).md", language: language, slug: slug, frontMatter: fm,
            document: MarkdownNode(.document), headings: headings, source: "")
    }

    static let builtIn = TestSite.repositoryRoot

    static func builtInTheme() throws -> Theme {
        let site = TestSite.temporaryFolder("puente-schema")
        let (theme, diagnostics, _) = ThemeLoader.load(siteRoot: site, config: themeConfig, builtIn: builtIn)
        #expect(diagnostics.isEmpty)
        return try #require(theme)
    }

    /// Every key `PageContext` makes, on every kind of page with every optional value set, is in the schema:
    /// a key added to one and not the other fails here.
    @Test func theSchemaHasEveryKeyPageContextMakes() throws {
        let articles = [Self.article("es", "uno"), Self.article("es", "dos"), Self.article("ja", "ichi")]
        let content = SiteContent(config: Self.config, articles: articles)
        let theme = try Self.builtInTheme()
        let pages = PageContext(content: content, strings: theme.strings)
        let navigation = ArticleNavigation.all(content)
        let tag = try #require(pages.tagIndex("es").tags.first)
        let made: [(String, TemplateValue)] =
            articles.map { ("article", pages.article($0, body: "<p>x</p>", navigation: navigation[$0.path])) } + [
                ("index", pages.index(language: "es")), ("search", pages.search(language: "es")),
                ("tags", pages.tags(language: "es")), ("tag", pages.tag(tag, language: "es")), ("root", pages.root()),
                ("not-found", pages.notFound()),
                ("page", pages.page(Self.article("es", "acerca"), body: "<p>x</p>")),
            ]
        let shapes = Dictionary(uniqueKeysWithValues: PageSchema.pages(strings: theme.strings).map { ($0.0, $0.1) })
        for (template, value) in made {
            let shape = try #require(shapes[template])
            #expect(shape.undeclaredPaths(in: value) == [], "\(template): add these keys to PageSchema")
        }
    }

    @Test func theBuiltInThemeNamesOnlyKnownKeys() throws {
        #expect(PageSchema.unknownNames(in: try Self.builtInTheme()).map(\.description) == [])
    }

    /// A site's own `header.mustache` replaces that partial alone: the other templates stay built in. A name
    /// in it that no page has is a warning at its tag, with the name meant.
    @Test func anOverriddenPartialIsCheckedAndTheRestStaysBuiltIn() throws {
        let site = TestSite.temporaryFolder("puente-schema")
        let templates = site.appending(path: "Theme/templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try Data("<header id=\"mine\">\n  <a href=\"{{root}}\">{{sitee.title}}</a>\n</header>\n".utf8).write(
            to: templates.appending(path: "header.mustache"))
        let (loaded, diagnostics, _) = ThemeLoader.load(siteRoot: site, config: Self.themeConfig, builtIn: Self.builtIn)
        #expect(diagnostics.isEmpty)
        let theme = try #require(loaded)
        #expect(
            PageSchema.unknownNames(in: theme).map(\.description) == [
                "Theme/templates/header.mustache:2:22: warning: unknown variable 'sitee.title'; "
                    + "did you mean 'site.title'?"
            ])
        let content = SiteContent(config: Self.config, articles: [Self.article("es", "uno")])
        let html = try theme.render(
            "index", PageContext(content: content, strings: theme.strings).index(language: "es"))
        #expect(html.contains("<header id=\"mine\">"))
        let footer = try String(
            contentsOf: Self.builtIn.appending(path: "Theme/templates/footer.mustache"), encoding: .utf8)
        #expect(html.contains(footer.prefix(while: { $0 != "{" && $0 != "\n" })))
        #expect(html.contains("pu-search-input") == false)  // the built-in header's search box is gone
    }

    @Test func aMisspelledPartialSuggestsTheTemplateMeant() throws {
        let site = TestSite.temporaryFolder("puente-schema")
        let templates = site.appending(path: "Theme/templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try Data("{{> heder}}\n".utf8).write(to: templates.appending(path: "footer.mustache"))
        let (_, diagnostics, _) = ThemeLoader.load(siteRoot: site, config: Self.themeConfig, builtIn: Self.builtIn)
        #expect(diagnostics.first?.message.hasSuffix("did you mean '{{> header}}'?") == true)
    }
}
