import Config
import Diagrams
import Foundation
import Incremental
import Markdown
import Snippets
import Testing
import Theme

@testable import Content
@testable import Site

/// Every value a kept result's key is made from hashes every field it stores: a field added to a stage input,
/// the configuration or the front matter without entering its `hash(into:)` fails here, by name, instead of
/// serving a stale page.
@Suite struct StableKeyCoverageTests {
    /// A configuration with every optional and list filled, so the walk reaches each type inside.
    static var config: SiteConfig {
        var config = SiteConfig(
            baseURL: "https://x.example/", languages: [.init(code: "es", title: "S", description: "d")],
            defaultLanguage: "es", snippets: SnippetSettings(defaultIOS: "15"))
        config.imageHosts = ["img.example"]
        let link = SiteLink(label: "L", target: .page(path: "es/a.md", anchor: "h"), resolvedPath: "es/a/#h")
        config.languages[0].menu = [link]
        config.languages[0].footer = SiteFooter(text: "t", links: [link])
        config.logo = SiteLogo(light: "assets/l.svg", dark: "assets/d.svg", alt: "a", lines: ["light": 1])
        config.colors = SiteColors(accent: "#000000", accentDark: "#ffffff")
        config.extraCSS = [SiteStylesheet(path: "assets/x.css")]
        return config
    }

    /// Front matter with every field set.
    static var frontMatter: FrontMatter {
        var matter = FrontMatter(
            title: "T", summary: "s", date: ArticleDate(year: 2026, month: 1, day: 2), author: "a", tags: ["t"],
            ios: IOSVersion(major: 16, minor: 4), translation: "k", translatedFrom: "ja", draft: true)
        matter.slug = "s"
        return matter
    }

    /// One value of every type that keys a kept result, each with its optionals and collections filled.
    static var samples: [any StableHashable] {
        let articles = (0..<3).map { index in
            Article(
                path: "Content/es/a\(index).md", language: "es", slug: "a\(index)", frontMatter: frontMatter,
                document: MarkdownNode(.document), headings: [], source: "")
        }
        let content = SiteContent(config: config, articles: articles)
        let symbol = StubSymbol(
            module: "SwiftUI", path: ["View", "a()"], declaration: "func a()", summary: "s",
            availability: APIAvailability(introduced: "16.0", deprecated: "17.0", message: "m"))
        let heading = Heading(
            level: 2, text: "H", anchor: "h", range: SourceRange(startLine: 1, startColumn: 1, endLine: 1, endColumn: 4)
        )
        let document = MarkdownNode(
            .document, range: heading.range,
            children: [
                MarkdownNode(.list(ListStyle(ordered: true, tight: false)), children: [MarkdownNode(.item)]),
                MarkdownNode(.image(source: "i.png", title: "", size: ImageSize(width: 1, height: 2))),
                MarkdownNode(.heading(level: 2, anchor: "h")),
            ])
        var article = Article(
            path: "Content/es/a.md", language: "es", slug: "a", frontMatter: frontMatter, document: document,
            headings: [heading], source: "# A")
        let strings = ThemeStrings(language: "es", values: ["k": "v"], months: ["enero"])
        let keyedTheme = StageInputTests.site.theme
        let navigation = ArticleNavigation.all(content)["Content/es/a1.md"]!
        let keyedArticle = articles[0]
        article.contentKey = nil
        return [
            config,
            article,
            keyedArticle,
            LinkStage.Input(
                article: article, targets: Keyed([:], key: StableHash.Key([1])),
                images: Keyed([:], key: StableHash.Key([2]))),
            DiagramStage.Input(article: article, strings: .english, nodeLimit: 1),
            BodyStage.Input(
                document: document, outcomes: [.passed(ios: IOSVersion(major: 15))],
                uses: [BlockUses(ios: IOSVersion(major: 15), uses: [])], strings: strings,
                symbols: BodyStage.keyed(["s:a": symbol]), highlights: true, unsafeHTML: false,
                footnoteScope: "es:a"),
            SitePagesStage.Input(metadata: SiteMetadata(content), theme: keyedTheme),
            ArticlePageStage.Input(
                article: article, body: "<p>", translations: [article], navigation: navigation, config: config,
                theme: keyedTheme),
            ArticleParseStage.Input(
                path: "Content/es/a.md", bytes: Data("# A".utf8), config: config.keyed, reservedAnchors: ["top"]),
            SiteMetadata(content),
            ArticleNavigation.all(content)["Content/es/a1.md"]!,
            ["Content/es/a.md": LinkTarget(urlPath: "es/a/", anchors: ["b"])],
            ["Content/i.png": ImageTarget(outputPath: "i.png", size: ImageSize(width: 1, height: 2))],
            ["s:a": symbol],
            [SnippetOutcome.passed(ios: IOSVersion(major: 15))],
            [BlockUses(ios: IOSVersion(major: 15), uses: [APIUse(line: 0, column: 1, usr: "s:a")])],
            DiagramStrings.english,
        ]
    }

    @Test func everyKeyedTypeHashesEveryStoredField() {
        for sample in Self.samples {
            #expect(StableHashCoverage.problems(in: sample) == [], "\(type(of: sample))")
        }
    }

    /// The samples reach every type in `Sources/` that declares `StableHashable`, so a new conformance cannot
    /// go unchecked.
    @Test func theSamplesReachEveryConformingType() throws {
        let reached = Self.samples.reduce(into: Set<String>()) {
            $0.formUnion(StableHashCoverage.report(for: $1).reached)
        }
        let declared = try Self.declaredConformances()
        #expect(declared.count >= 25)
        // A name declared more than once (each stage's `Input`) must be reached as often.
        for name in Set(declared) {
            let reachedCount = reached.filter { $0 == name || $0.hasSuffix("." + name) }.count
            let declaredCount = declared.filter { $0 == name }.count
            #expect(
                reachedCount >= declaredCount,
                "samples reach \(reachedCount) of the \(declaredCount) types named \(name)")
        }
    }

    /// The names of the structs and enums declared `StableHashable` in the package's sources (outside
    /// `Incremental`, whose conformances are the standard library's).
    static func declaredConformances() throws -> [String] {
        let sources = TestSite.repositoryRoot.appendingPathComponent("Sources")
        let pattern = try Regex(#"(?:struct|enum|extension) ([A-Za-z.]+)\s*:[^{]*\bStableHashable\b"#)
        var names: [String] = []
        let files = FileManager.default.enumerator(atPath: sources.path)!.compactMap { $0 as? String }
        for file in files where file.hasSuffix(".swift") && !file.hasPrefix("Incremental/") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for match in text.matches(of: pattern) {
                names.append(String(match.output[1].substring!.split(separator: ".").last!))
            }
        }
        return names.sorted()
    }
}
