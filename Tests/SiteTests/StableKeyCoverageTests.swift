import Config
import Diagrams
import Foundation
import Incremental
import Markdown
import Snippets
import Testing

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
        return [
            config,
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
        #expect(declared.count >= 15)
        for name in declared {
            #expect(reached.contains { $0 == name || $0.hasSuffix("." + name) }, "no sample reaches \(name)")
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
