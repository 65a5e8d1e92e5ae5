import Config
import Content
import Foundation
import Markdown
import Templates
import Testing

@testable import Site

/// `site.yml`'s settings on the pages: header menu (current page marked), footer, logo in both schemes, the
/// colours' stylesheet and the extra ones; their links resolved like articles' links; a changed setting makes the
/// pages again; and `theme eject` leaving the scripts built in.
@Suite struct SiteSettingsTests {
    static func article(_ language: String, _ slug: String, tags: [String] = [], headings: [String] = []) -> Article {
        var matter = FrontMatter(title: "\(language) \(slug)")
        matter.tags = tags
        return Article(
            path: "Content/\(language)/\(slug).md", language: language, slug: slug, frontMatter: matter,
            document: MarkdownNode(.document),
            headings: headings.map {
                Heading(
                    level: 2, text: $0, anchor: $0,
                    range: SourceRange(startLine: 1, startColumn: 1, endLine: 1, endColumn: 2))
            }, source: "")
    }

    static var config: SiteConfig {
        var config = SiteConfig(
            baseURL: "https://x.example/docs/",
            languages: [
                .init(code: "es", title: "S", description: "d"), .init(code: "ja", title: "J", description: ""),
            ],
            defaultLanguage: "es")
        config.languages[0].menu = [
            SiteLink(label: "Guía", target: .page(path: "es/guia.md", anchor: nil), line: 7, column: 9),
            SiteLink(label: "Instalar", target: .page(path: "es/guia.md", anchor: "instalar"), line: 8, column: 9),
            SiteLink(label: "SwiftUI", target: .tag("SwiftUI"), line: 9, column: 9),
            SiteLink(label: "GitHub", target: .url("https://github.com/x"), line: 10, column: 9),
        ]
        config.languages[0].footer = SiteFooter(
            text: "© 2026", links: [SiteLink(label: "Otro", target: .page(path: "es/otro.md", anchor: nil))])
        config.logo = SiteLogo(light: "assets/logo.svg", dark: "assets/logo-dark.svg", alt: "Puente")
        config.colors = SiteColors(accent: "#0b5cb8")
        config.extraCSS = [SiteStylesheet(path: "assets/extra.css")]
        return config
    }

    static func content(_ config: SiteConfig = config) -> SiteContent {
        SiteContent(
            config: config,
            articles: [
                article("es", "guia", tags: ["swiftui"], headings: ["instalar"]), article("es", "otro"),
                article("ja", "gaido"),
            ])
    }

    func dictionary(_ value: TemplateValue?) -> [String: TemplateValue] {
        if case .dictionary(let d)? = value { return d }
        return [:]
    }

    func items(_ value: TemplateValue?) -> [[String: TemplateValue]] {
        guard case .array(let items)? = value else { return [] }
        return items.map { dictionary($0) }
    }

    // MARK: Resolution

    @Test func linksResolveToTheirPages() throws {
        let (content, diagnostics) = SiteLinkResolver.resolve(Self.content())
        #expect(diagnostics.isEmpty)
        let es = try #require(content.config.language("es"))
        #expect(es.menu.map(\.resolvedPath) == ["es/guia/", "es/guia/#instalar", "es/tags/swiftui/", nil])
        #expect(es.footer.links.map(\.resolvedPath) == ["es/otro/"])
    }

    @Test func anUnknownTargetIsAnErrorInSiteYML() {
        var config = Self.config
        config.languages[0].menu = [
            SiteLink(label: "A", target: .page(path: "es/gia.md", anchor: nil), line: 7, column: 9),
            SiteLink(label: "B", target: .page(path: "es/guia.md", anchor: "instalr"), line: 8, column: 9),
            SiteLink(label: "C", target: .tag("swiftiu"), line: 9, column: 9),
        ]
        let (_, diagnostics) = SiteLinkResolver.resolve(Self.content(config))
        #expect(
            diagnostics.map(\.description) == [
                "Content/site.yml:7:9: error: 'A' links to es/gia.md, which is not an article of the site",
                "Content/site.yml:8:9: error: 'B' links to #instalr, which is not a heading of es/guia.md",
                "Content/site.yml:9:9: error: 'C' links to the tag 'swiftiu', which no 'es' article has",
            ])
        #expect(
            diagnostics.map(\.help) == [
                "did you mean es/guia.md?", "did you mean #instalar?", "did you mean 'swiftui'?",
            ])
    }

    // MARK: Page keys

    @Test func theMenuMarksTheCurrentPage() throws {
        let (content, _) = SiteLinkResolver.resolve(Self.content())
        let pages = PageContext(content: content, strings: [:])
        let guia = try #require(content.articles.first { $0.slug == "guia" })
        let menu = items(dictionary(pages.article(guia, body: ""))["menu"])
        #expect(
            menu.map { $0["href"] } == [
                "../../es/guia/", "../../es/guia/#instalar", "../../es/tags/swiftui/", "https://github.com/x",
            ])
        #expect(menu.map { $0["current"] } == [true, false, false, false], "a heading of the page is not the page")
        #expect(menu.map { $0["external"] } == [false, false, false, true])
        let tag = try #require(pages.tagIndex("es").tags.first)
        #expect(
            items(dictionary(pages.tag(tag, language: "es"))["menu"]).map { $0["current"] } == [
                false, false, true, false,
            ])
        // Japanese pages have their own menu (none here).
        #expect(dictionary(pages.index(language: "ja"))["has_menu"] == false)
    }

    @Test func theNotFoundPageLinksFromTheBasePath() {
        let (content, _) = SiteLinkResolver.resolve(Self.content())
        let page = dictionary(PageContext(content: content, strings: [:]).notFound())
        #expect(
            items(page["menu"]).map { $0["href"] } == [
                "/docs/es/guia/", "/docs/es/guia/#instalar", "/docs/es/tags/swiftui/", "https://github.com/x",
            ])
        #expect(dictionary(page["logo"])["light"] == "/docs/assets/logo.svg")
        #expect(items(page["stylesheets"]).map { $0["href"] } == ["/docs/assets/site.css", "/docs/assets/extra.css"])
    }

    @Test func logoFooterAndStylesheetsAreRelativeToThePage() throws {
        let (content, _) = SiteLinkResolver.resolve(Self.content())
        let pages = PageContext(content: content, strings: [:])
        let page = dictionary(pages.article(try #require(content.articles.first { $0.slug == "otro" }), body: ""))
        #expect(
            dictionary(page["logo"]) == [
                "light": "../../assets/logo.svg", "dark": "../../assets/logo-dark.svg", "has_dark": true,
                "alt": "Puente",
            ])
        #expect(items(page["stylesheets"]).map { $0["href"] } == ["../../assets/site.css", "../../assets/extra.css"])
        let footer = dictionary(page["footer"])
        #expect(footer["text"] == "© 2026")
        #expect(items(footer["links"]).map { $0["current"] } == [true])
        // Without settings: no logo, no stylesheet, no menu.
        let plain = PageContext(content: Self.content(PageContextTests.config), strings: [:]).index(language: "es")
        #expect(dictionary(plain)["logo"] == TemplateValue.null)
        #expect(items(dictionary(plain)["stylesheets"]).isEmpty)
    }

    // MARK: The fixture site

    /// A copy of `Tests/Fixtures/settings-site` (its own partial theme; the rest is the built-in one).
    static func fixture() throws -> URL {
        let root = TestSite.temporaryFolder("puente-settings")
        for folder in ["Content", "Theme"] {
            try FileManager.default.copyItem(
                at: TestSite.repositoryRoot.appending(path: "Tests/Fixtures/settings-site/\(folder)"),
                to: root.appending(path: folder))
        }
        return root
    }

    @Test func theFixtureSiteShowsEverySetting() throws {
        let site = try Self.fixture()
        var options = BuildOptions(siteRoot: site, dryRun: true)
        options.persistentMemos = false
        let result = SiteBuilder.build(options)
        try #require(result.succeeded, "\(result.diagnostics.map(\.description))")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
        let guia = String(decoding: try #require(result.files["es/guia/index.html"]), as: UTF8.self)
        // The menu, in the header's menu (the phone's too: one list), the current page marked.
        #expect(guia.contains(#"<li><a href="../../es/guia/" aria-current="page">Guía</a></li>"#))
        #expect(guia.contains(#"<li><a href="../../es/guia/#instalar">Instalar</a></li>"#))
        #expect(guia.contains(#"<li><a href="../../es/tags/swiftui/">SwiftUI</a></li>"#))
        #expect(guia.contains(#"<a href="https://github.com/example/puente" rel="noopener">GitHub</a>"#))
        let details = try #require(guia.range(of: #"<details class="site-menu">"#))
        #expect(guia[details.upperBound...].contains(#"<nav class="site-nav" aria-label="Secciones del sitio">"#))
        #expect(guia.contains(#"id="pu-search-input""#), "the search form is intact")
        // The logo in both schemes, no inline style.
        #expect(guia.contains(#"<img class="site-logo site-logo-light" src="../../assets/logo.svg" alt="Puente">"#))
        #expect(guia.contains(#"<img class="site-logo site-logo-dark" src="../../assets/logo-dark.svg" alt="Puente">"#))
        #expect(!guia.contains("style="))
        // The stylesheets after the theme's.
        let style = try #require(guia.range(of: "assets/style.css"))
        let site_css = try #require(guia.range(of: "assets/site.css"))
        let extra = try #require(guia.range(of: "assets/extra.css"))
        #expect(style.lowerBound < site_css.lowerBound && site_css.lowerBound < extra.lowerBound)
        let css = String(decoding: try #require(result.files["assets/site.css"]), as: UTF8.self)
        #expect(css.contains("--pu-accent: light-dark(#0b5cb8, #79b8ff);"))
        #expect(result.files["assets/extra.css"] != nil && result.files["assets/logo-dark.svg"] != nil)
        // The footer, and the site's one changed string over the built-in ones.
        #expect(guia.contains(#"<p class="site-footer-text">© 2026 Ejemplo</p>"#))
        #expect(guia.contains(#"<li><a href="../../es/otro/">Otro</a></li>"#))
        #expect(guia.contains(#"<li><a href="../../es/acerca/">Acerca de</a></li>"#), "a standalone page")
        let acerca = String(decoding: try #require(result.files["es/acerca/index.html"]), as: UTF8.self)
        #expect(acerca.contains(#"<li><a href="../../es/acerca/" aria-current="page">Acerca de</a></li>"#))
        #expect(guia.contains(#"placeholder="Buscar en la guía…""#))
        #expect(guia.contains(">Todos los temas</a>"))
        let gaido = String(decoding: try #require(result.files["ja/gaido/index.html"]), as: UTF8.self)
        #expect(gaido.contains(#"<li><a href="../../ja/gaido/" aria-current="page">ガイド</a></li>"#))
        #expect(!gaido.contains("Todos los temas"), "Japanese keeps its built-in strings")
        let notFound = String(decoding: try #require(result.files["404.html"]), as: UTF8.self)
        #expect(notFound.contains(#"<link rel="stylesheet" href="/assets/site.css">"#))
    }

    /// The pages with every setting shown are valid HTML (the Nu checker, as for the Markdown fixture).
    @Test(HTMLValidator.enabled) func theFixtureSitesPagesAreValidHTML() throws {
        let site = try Self.fixture()
        var options = BuildOptions(siteRoot: site, outputDirectory: site.appending(path: "Output"))
        options.persistentMemos = false
        try #require(SiteBuilder.build(options).succeeded)
        #expect(try HTMLValidator.messages(for: site.appending(path: "Output")) == [])
    }

    /// A kept article page is made again when a setting it shows changes: each is part of its key.
    @Test(arguments: [
        ("Content/site.yml", "label: \"Guía\"", "label: \"Manual\"", "Manual"),
        ("Content/site.yml", "\"#0b5cb8\"", "\"#0a58a8\"", "site.css"),
        ("Content/site.yml", "© 2026 Ejemplo", "© 2027 Ejemplo", "© 2027"),
        ("Content/site.yml", "alt: \"Puente\"", "alt: \"Logo\"", "alt=\"Logo\""),
        ("Theme/strings/es.yml", "Todos los temas", "Todas las etiquetas", "Todas las etiquetas"),
    ])
    func aChangedSettingMakesThePagesAgain(_ file: String, _ old: String, _ new: String, _ shown: String) throws {
        let site = try Self.fixture()
        let options = BuildOptions(siteRoot: site, dryRun: true)
        try #require(SiteBuilder.build(options).succeeded)
        // An unrelated article changes, so the build is not skipped as up to date: the guide's page is kept.
        let otro = site.appending(path: "Content/es/otro.md")
        try (String(contentsOf: otro, encoding: .utf8) + "\nMás.\n").write(to: otro, atomically: true, encoding: .utf8)
        let second = SiteBuilder.build(options)
        #expect(second.keptPages.contains("es/guia/index.html"))
        let url = site.appending(path: file)
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains(old))
        try text.replacingOccurrences(of: old, with: new).write(to: url, atomically: true, encoding: .utf8)
        let third = SiteBuilder.build(options)
        try #require(third.succeeded, "\(third.diagnostics.map(\.description))")
        #expect(!third.keptPages.contains("es/guia/index.html"))
        let guia = String(decoding: try #require(third.files["es/guia/index.html"]), as: UTF8.self)
        #expect(guia.contains(shown))
    }

    // MARK: Eject

    @Test func ejectLeavesTheScriptsBuiltInUnlessAsked() throws {
        let site = TestSite.temporaryFolder("puente-eject")
        let result = try ThemeEject.run(siteRoot: site, builtIn: TestSite.repositoryRoot)
        #expect(result.copied.contains("Theme/templates/header.mustache"))
        #expect(result.copied.contains("Theme/assets/style.css"))
        #expect(!result.copied.contains { ThemeEject.isScript($0) })
        #expect(Set(result.skipped).isSuperset(of: ["Theme/assets/code.js", "Theme/assets/theme.js"]))
        #expect(result.skipped.contains { $0.hasPrefix("Theme/assets/search/") })
        #expect(!FileManager.default.fileExists(atPath: site.appending(path: "Theme/assets/code.js").path))
        let again = try ThemeEject.run(siteRoot: site, includeScripts: true, builtIn: TestSite.repositoryRoot)
        #expect(Set(again.copied) == Set(result.skipped))
        #expect(again.skipped.isEmpty)
    }
}
