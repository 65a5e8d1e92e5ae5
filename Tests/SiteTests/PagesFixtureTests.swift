import Content
import Diagnostics
import Foundation
import Testing

@testable import Site

/// `Tests/Fixtures/pages-site`: standalone pages (`Content/<lang>/pages/*.md`, and `licencia.md` with
/// `type: page`) beside articles, in Spanish and Japanese, linking to each other. Pages are published at
/// `<lang>/<slug>/` with the `page` template (the site's theme has none, so the built-in one, around the site's
/// own footer): no date line, badge, tags or pager; not in the feeds, tag pages or lists; in the sitemap and the
/// search index; translated as articles are; their snippets checked and their diagrams drawn.
@Suite(.tags(.slow)) struct PagesFixtureTests {
    /// One build of the fixture, shared by the suite; snippets are checked with the snippet tests' cache.
    static let build: (output: URL, result: SiteBuilder.Result) = {
        let root = TestSite.temporaryFolder("puente-pages")
        let fixture = TestSite.repositoryRoot.appending(path: "Tests/Fixtures/pages-site")
        for folder in ["Content", "Theme"] {
            try! FileManager.default.copyItem(at: fixture.appending(path: folder), to: root.appending(path: folder))
        }
        let output = root.appending(path: "Output")
        var options = BuildOptions(siteRoot: root, outputDirectory: output)
        var variables = ProcessInfo.processInfo.environment
        variables["PUENTE_CACHE_DIR"] =
            FileManager.default.temporaryDirectory.appending(path: "puente-snippet-tests-cache").path
        variables.removeValue(forKey: "PUENTE_SWIFTC")
        options.process = BuildEnvironment(variables)
        return (output, SiteBuilder.build(options))
    }()

    static func read(_ path: String) -> String { TestSite.read(path, in: build.output) }

    /// Every file the build wrote under `folder`, read and joined.
    static func joined(under folder: String) -> String {
        TestSite.files(in: build.output).filter { $0.hasPrefix(folder) }.map(read).joined(separator: "\n")
    }

    @Test func theFixtureBuildsWithoutDiagnostics() {
        #expect(Self.build.result.succeeded)
        #expect(Self.build.result.diagnostics.map(\.description) == [])
    }

    @Test func pagesArePublishedBesideArticlesNotUnderAPagesFolder() {
        let files = Set(TestSite.files(in: Self.build.output))
        for page in ["es/acerca/index.html", "ja/about/index.html", "es/licencia/index.html"] {
            #expect(files.contains(page), "no \(page)")
        }
        #expect(!files.contains { $0.hasPrefix("es/pages/") || $0.hasPrefix("ja/pages/") })
        // A page's tags make no tag page.
        #expect(!files.contains { $0.hasPrefix("es/tags/equipo") })
    }

    @Test(arguments: ["es/acerca/index.html", "ja/about/index.html", "es/licencia/index.html"])
    func aPageHasItsOwnTemplateWithoutArticleChrome(path: String) {
        let html = Self.read(path)
        #expect(html.contains("<article class=\"article standalone-page\">"))
        for chrome in [
            "ios-badge", "article-meta", "class=\"pager\"", "article-nav", "<time", "Publicado el", "class=\"tags\"",
            "og:type\" content=\"article",
        ] {
            #expect(!html.contains(chrome), "\(path) shows \(chrome)")
        }
        // The site's theme has no page.mustache: the built-in one renders it, around the site's own footer.
        #expect(html.contains("class=\"fixture-footer\""))
    }

    @Test func aPageHasItsTitleContentsAndBody() {
        let html = Self.read("es/acerca/index.html")
        #expect(html.contains("<title>Acerca de · Sitio con páginas</title>"))
        #expect(html.contains("<h1>Acerca de</h1>"))
        #expect(html.contains("<nav class=\"toc\""))
        #expect(html.contains("<a href=\"#contacto\">Contacto</a>"))
        #expect(html.contains("paginaúnica"))
        // Its diagram is drawn, as an article's.
        #expect(html.contains("<svg"))
        // A page without headings has no contents.
        #expect(!Self.read("es/licencia/index.html").contains("<nav class=\"toc\""))
    }

    @Test func articlesKeepTheirChrome() {
        let html = Self.read("es/intro/index.html")
        #expect(html.contains("ios-badge"))
        #expect(html.contains("<time datetime=\"2024-05-01\">"))
        #expect(html.contains("class=\"pager\""))
    }

    @Test func pagesAreInNoListFeedOrNavigation() {
        for path in [
            "es/index.html", "ja/index.html", "index.html", "es/atom.xml", "ja/atom.xml", "es/tags/swift/index.html",
            "es/tags/swift/atom.xml", "es/search/index.html", "es/intro/index.html", "es/segundo/index.html",
            "ja/intro/index.html",
        ] {
            let text = Self.read(path)
            #expect(!text.isEmpty, "no \(path)")
            for title in [">Acerca de<", ">Licencia<", ">私たちについて<", "<title>Acerca de", "<title>Licencia"] {
                #expect(!text.contains(title), "\(path) lists \(title)")
            }
        }
        #expect(!Self.read("es/atom.xml").contains("es/acerca/"))
        #expect(!Self.read("es/atom.xml").contains("es/licencia/"))
        #expect(Self.read("es/atom.xml").contains("es/intro/"))
        #expect(Self.read("es/index.html").contains(">Segundo artículo<"))
    }

    @Test func pagesAreInTheSitemapWithTheirTranslations() {
        let sitemap = Self.read("sitemap.xml")
        #expect(sitemap.contains("<loc>https://pages.example.org/es/acerca/</loc>"))
        #expect(sitemap.contains("<loc>https://pages.example.org/es/licencia/</loc>"))
        #expect(
            sitemap.contains(
                "<xhtml:link rel=\"alternate\" hreflang=\"ja\" href=\"https://pages.example.org/ja/about/\"/>"))
    }

    @Test func pagesAreSearchedInTheirLanguage() {
        let spanish = Self.joined(under: "search/es/")
        #expect(spanish.contains("es/acerca/"))
        #expect(spanish.contains("es/licencia/"))
        #expect(spanish.contains("es/intro/"))
        #expect(!spanish.contains("ja/about/"))
        #expect(Self.joined(under: "search/ja/").contains("ja/about/"))
    }

    @Test func pagesAreTranslatedAsArticlesAre() {
        let spanish = Self.read("es/acerca/index.html")
        #expect(
            spanish.contains("<link rel=\"alternate\" hreflang=\"ja\" href=\"https://pages.example.org/ja/about/\">"))
        #expect(
            spanish.contains(
                "<link rel=\"alternate\" hreflang=\"x-default\" href=\"https://pages.example.org/es/acerca/\">"))
        #expect(spanish.contains("href=\"../../ja/about/\""))
        let japanese = Self.read("ja/about/index.html")
        #expect(japanese.contains("href=\"../../es/acerca/\""))
        #expect(japanese.contains("class=\"translated-from\""))
    }

    @Test func linksResolveBetweenPagesAndArticlesBothWays() {
        let intro = Self.read("es/intro/index.html")
        #expect(intro.contains("href=\"../../es/acerca/\""))
        #expect(intro.contains("href=\"../../es/acerca/#contacto\""))
        #expect(Self.read("es/acerca/index.html").contains("href=\"../../es/intro/#primeros-pasos\""))
        #expect(Self.read("ja/about/index.html").contains("href=\"../../ja/intro/\""))
        #expect(Self.read("ja/intro/index.html").contains("href=\"../../ja/about/\""))
        #expect(Self.read("es/segundo/index.html").contains("href=\"../../es/licencia/\""))
    }

    @Test(HTMLValidator.enabled) func pagesAreValidHTML() throws {
        #expect(try HTMLValidator.messages(for: Self.build.output) == [])
    }

    @Test func aPagesSnippetsAreChecked() throws {
        let report = try #require(Self.build.result.snippets)
        let outcomes = report.outcomes["Content/es/pages/acerca.md"] ?? []
        #expect(outcomes.count == 1)
        #expect(outcomes.allSatisfy { if case .passed = $0 { true } else { false } })
    }
}

/// Pages through the content loader alone: which files are pages, `type:`, and links to and from them.
@Suite struct PageContentTests {
    /// A site with `files` (site-relative path → text) under a fresh folder, and its loaded content.
    static func load(_ files: [String: String]) throws -> ContentLoader.Result {
        let root = TestSite.temporaryFolder("puente-pages-content")
        var all = files
        all["Content/site.yml"] = """
            base_url: "https://x.example/"
            languages:
              es: { title: "S" }
            snippets: { check: false }
            """
        for (path, text) in all {
            let url = root.appending(path: path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return ContentLoader(siteRoot: root).load()
    }

    @Test func filesUnderPagesAndTypePageArePagesAndTheRestArticles() throws {
        let result = try Self.load([
            "Content/es/a.md": "---\ntitle: A\n---\n",
            "Content/es/b.md": "---\ntitle: B\ntype: page\n---\n",
            "Content/es/pages/c.md": "---\ntitle: C\n---\n",
            "Content/es/pages/d.md": "---\ntitle: D\ntype: article\n---\n",
        ])
        let content = try #require(result.content)
        #expect(content.articles(in: "es").map(\.slug) == ["a", "d"])
        #expect(content.pages(in: "es").map(\.slug) == ["b", "c"])
        #expect(content.article(atPath: "Content/es/pages/c.md")?.urlPath == "es/c/")
    }

    @Test func anUnknownTypeIsAnErrorAtItsValue() throws {
        let result = try Self.load(["Content/es/a.md": "---\ntitle: A\ntype: pagina\n---\n"])
        #expect(result.content == nil)
        let error = try #require(result.diagnostics.first { $0.severity == .error })
        #expect(error.location == SourceLocation(path: "Content/es/a.md", line: 3, column: 7))
        #expect(error.message.contains("article or page"))
    }

    @Test func aPageAndAnArticleCannotShareASlug() throws {
        let result = try Self.load([
            "Content/es/acerca.md": "---\ntitle: A\n---\n", "Content/es/pages/acerca.md": "---\ntitle: B\n---\n",
        ])
        #expect(result.content == nil)
        #expect(result.diagnostics.contains { $0.severity == .error && $0.message.contains("acerca") })
    }

    @Test func brokenLinksToAndFromPagesAreErrorsAtTheirLine() throws {
        let result = try Self.load([
            "Content/es/a.md": "---\ntitle: A\n---\n\nVer [la página](pages/p.md#nada).\n",
            "Content/es/pages/p.md": "---\ntitle: P\n---\n\n## Hola\n\nVolver a [a](../a.md) o [b](../b.md).\n",
        ])
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(
            errors.map(\.location) == [
                SourceLocation(path: "Content/es/a.md", line: 5, column: 5),
                SourceLocation(path: "Content/es/pages/p.md", line: 7, column: 25),
            ])
    }
}
