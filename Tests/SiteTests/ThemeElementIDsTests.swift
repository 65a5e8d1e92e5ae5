import Foundation
import Testing

@testable import Content
@testable import Site
@testable import Theme

/// Heading ids never repeat an id the theme's templates use, whichever ids those are: the list is read from
/// the templates themselves.
@Suite struct ThemeElementIDsTests {
    @Test func idsAreReadFromTheTemplatesText() {
        let ids = ThemeElementIDs.ids(
            in: "<main id=\"pu-main\">\n<div data-id=\"no\" grid=\"no\" id='pu-b'><a\tid=\"pu-home-{{lang}}\"></a>")
        #expect(ids == ["pu-main", "pu-b", "pu-home-*"])
        #expect(ContentLoader.expand(ids, languages: ["es", "ja"]) == ["pu-main", "pu-b", "pu-home-es", "pu-home-ja"])
    }

    @Test func noHeadingTakesAnIdOfTheBuiltInTemplates() throws {
        let site = TestSite.fixtureWithTheme("valid-basic")
        let ids = ContentLoader.expand(ThemeElementIDs.scan(siteRoot: site), languages: ["es", "ja"])
        // The search box's ids, which a hard-coded list once missed, are among them.
        for expected in ["pu-main", "pu-toc-title", "pu-search-input", "pu-search-results", "pu-home-es"] {
            #expect(ids.contains(expected), "\(expected) not found in the templates")
        }
        // One heading per id, written so that its slug is exactly that id.
        let headings = ids.sorted().map { "## \($0.replacingOccurrences(of: "-", with: " "))\n\nTexto.\n" }
        try ("---\ntitle: \"Ids\"\n---\n\n" + headings.joined(separator: "\n")).write(
            to: site.appending(path: "Content/es/ids.md"), atomically: true, encoding: .utf8)
        let output = site.appending(path: "Output")
        let result = SiteBuilder.build(BuildOptions(siteRoot: site, outputDirectory: output))
        #expect(result.succeeded, "\(result.diagnostics.map(\.description).prefix(3))")
        // Every page's ids are unique, and no heading of the article took a theme id.
        for path in TestSite.files(in: output) where path.hasSuffix(".html") {
            let html = TestSite.read(path, in: output)
            var seen: [String: Int] = [:]
            for match in html.matches(of: /\sid="([^"]+)"/) { seen[String(match.1), default: 0] += 1 }
            #expect(seen.filter { $0.value > 1 }.isEmpty, "\(path) repeats \(seen.filter { $0.value > 1 })")
        }
        let page = TestSite.read("es/ids/index.html", in: output)
        for id in ids {
            let text = id.replacingOccurrences(of: "-", with: " ")
            #expect(!page.contains("<h2 id=\"\(id)\">\(text) "), "a heading took the theme's id \(id)")
            #expect(page.contains("<h2 id=\"\(id)-1\">\(text) "), "the heading for \(id) has no id of its own")
        }
    }
}
