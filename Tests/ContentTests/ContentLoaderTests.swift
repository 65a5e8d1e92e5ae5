import Config
import Diagnostics
import Foundation
import Markdown
import Testing

@testable import Content

@Suite struct ContentLoaderTests {
    @Test(arguments: ["invalid-front-matter", "invalid-links", "invalid-structure"])
    func invalidFixtureReportsExactlyTheExpectedDiagnostics(_ name: String) {
        let result = ContentLoader(siteRoot: FixtureSite.url(name)).load()
        let actual = result.diagnostics.map(\.description)
        #expect(actual == FixtureSite.expectedLines(name, actual: actual))
        #expect(result.content == nil)
    }

    @Test func validFixtureLoadsWithoutDiagnostics() throws {
        let result = ContentLoader(siteRoot: FixtureSite.url("valid-basic")).load()
        #expect(result.diagnostics.map(\.description) == [])
        let content = try #require(result.content)
        #expect(
            content.articles.map(\.path) == ["Content/es/hola.md", "Content/es/otro.md", "Content/ja/konnichiwa.md"])
        #expect(content.articles(in: "es").map(\.slug) == ["hola", "otro"])
    }

    @Test func draftsAreIncludedOnRequest() throws {
        let result = ContentLoader(siteRoot: FixtureSite.url("valid-basic"), includeDrafts: true).load()
        #expect(try #require(result.content).articles.contains { $0.slug == "borrador" })
    }

    @Test func linksBetweenArticlesBecomeRelativePageURLs() throws {
        let content = try #require(ContentLoader(siteRoot: FixtureSite.url("valid-basic")).load().content)
        let hola = try #require(content.article(atPath: "Content/es/hola.md"))
        var destinations: [String] = []
        hola.document.walk { if case .link(let d, _) = $0.kind { destinations.append(d) } }
        #expect(destinations == ["../../ja/konnichiwa/#見出し", "#versión-mínima", "../../es/otro/"])
    }

    @Test func translationsPairByKey() throws {
        let content = try #require(ContentLoader(siteRoot: FixtureSite.url("valid-basic")).load().content)
        let hola = try #require(content.article(atPath: "Content/es/hola.md"))
        #expect(content.translations(of: hola).map(\.path) == ["Content/ja/konnichiwa.md"])
        let otro = try #require(content.article(atPath: "Content/es/otro.md"))
        #expect(content.translations(of: otro).isEmpty)
    }

    @Test func frontMatterFieldsAreDecoded() throws {
        let content = try #require(ContentLoader(siteRoot: FixtureSite.url("valid-basic")).load().content)
        let fm = try #require(content.article(atPath: "Content/es/hola.md")).frontMatter
        #expect(fm.title == "Hola, mundo")
        #expect(fm.date == ArticleDate(year: 2024, month: 3, day: 5))
        #expect(fm.ios == IOSVersion(major: 15))
        #expect(fm.tags == ["prueba", "enlaces"])
        #expect(fm.author == "Ana")
        #expect(fm.translation == "saludo")
    }

    @Test func bomAndCRLFAreNormalized() throws {
        let text = try SourceText.decode(Array("\u{FEFF}---\r\ntitle: x\r\n---\r\nA\rB".utf8), path: "a.md")
        #expect(text == "---\ntitle: x\n---\nA\nB")
    }

    @Test func invalidUTF8IsLocated() {
        let error = #expect(throws: ContentError.self) {
            try SourceText.decode([0x61, 0x0A, 0x62, 0x63, 0xE9, 0x64], path: "a.md")
        }
        #expect(error == .notUTF8(SourceLocation(path: "a.md", line: 2, column: 3)))
    }
}
