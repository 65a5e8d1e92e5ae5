import Foundation
import Testing

@testable import Site

/// The article of `Tests/Fixtures/gfm-site`, in Spanish and Japanese, holds every construct of the Markdown a
/// documentation team writes: tables (aligned, escaped pipes, wide), task lists, strikethrough, autolinks,
/// footnotes, the five callouts, code in every listed language, marked lines through hidden lines and a
/// `diff swift` block. Its body is a golden file per language (`PUENTE_RECORD=1` rewrites them; review the
/// diff), and its pages are valid HTML. The browser tests run axe-core on the same pages.
@Suite(.tags(.slow)) struct MarkdownFixtureTests {
    static let goldens = TestSite.repositoryRoot.appending(path: "Tests/Fixtures/Golden/gfm")

    /// One build of the fixture, shared by the suite.
    static let build: (output: URL, result: SiteBuilder.Result) = {
        let root = TestSite.fixtureWithTheme("gfm-site")
        let output = root.appending(path: "Output")
        return (output, SiteBuilder.build(BuildOptions(siteRoot: root, outputDirectory: output)))
    }()

    /// The article's body as published: from its `article-body` to the end of the article element.
    static func body(_ language: String) -> String {
        let page = TestSite.read("\(language)/migracion-completa/index.html", in: build.output)
        guard let start = page.range(of: "<div class=\"article-body\""),
            let end = page.range(of: "</article>", range: start.upperBound..<page.endIndex)
        else { return "" }
        return String(page[start.lowerBound..<end.upperBound]) + "\n"
    }

    @Test func theFixtureBuildsWithoutDiagnostics() {
        #expect(Self.build.result.succeeded)
        #expect(Self.build.result.diagnostics.map(\.description) == [])
    }

    @Test(arguments: ["es", "ja"]) func theArticleBodyMatchesItsGoldenFile(language: String) throws {
        let body = Self.body(language)
        #expect(body.count > 1_000, "no article body")
        let golden = Self.goldens.appending(path: "\(language).html")
        if ProcessInfo.processInfo.environment["PUENTE_RECORD"] == "1" {
            try FileManager.default.createDirectory(at: Self.goldens, withIntermediateDirectories: true)
            try body.write(to: golden, atomically: true, encoding: .utf8)
        }
        #expect(body == (try String(contentsOf: golden, encoding: .utf8)))
    }

    /// What each construct becomes, so a golden recorded wrong cannot hide it: no Markdown syntax is left as
    /// text, and every construct has its element.
    @Test(arguments: ["es", "ja"]) func everyConstructIsRenderedNotLeftAsText(language: String) {
        let body = Self.body(language)
        for literal in ["| ---", "[x]", "[ ]", "~~", "[^", "[!NOTE]", "[!TIP]", "[!CAUTION]", "```"] {
            #expect(!body.contains(literal), "'\(literal)' is left as text")
        }
        for element in [
            "<table", "<th class=\"align-center\"", "<td class=\"align-right\"", "type=\"checkbox\"", "<del>",
            "href=\"https://developer.apple.com/documentation/swiftui/navigationstack\"",
            "href=\"http://www.swift.org\"", "class=\"footnotes\"", "callout-note", "callout-tip",
            "callout-important", "callout-warning", "callout-caution", "class=\"line hl\"", "diff-add", "diff-del",
        ] {
            #expect(body.contains(element), "no \(element)")
        }
        for language in [
            "bash", "yaml", "json", "plist", "objc", "c", "kotlin", "java", "javascript", "typescript", "ruby",
            "diff", "sql", "toml", "markdown",
        ] {
            #expect(body.contains("class=\"language-\(language)\""), "no \(language) block")
        }
        #expect(body.components(separatedBy: "<span class=\"tok-").count > 100, "the code is not highlighted")
    }

    @Test(HTMLValidator.enabled) func pagesAreValidHTML() throws {
        #expect(try HTMLValidator.messages(for: Self.build.output) == [])
    }
}
