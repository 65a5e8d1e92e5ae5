import Foundation
import Testing

@testable import Site
@testable import Theme

/// `_headers` gives hosts that read it (Netlify, Cloudflare Pages) the pages' Content-Security-Policy for every
/// file, and SVG's stricter one for published pictures, so an SVG opened on its own cannot run or fetch.
@Suite struct HeadersFileTests {
    @Test func everyBuildWritesTheHeadersOfItsPolicy() throws {
        let site = TestSite.fixtureWithTheme("valid-basic")
        let output = site.appending(path: "Output")
        #expect(SiteBuilder.build(BuildOptions(siteRoot: site, outputDirectory: output)).succeeded)
        let text = TestSite.read("_headers", in: output)
        let lines = text.split(separator: "\n").map(String.init)
        let all = try #require(lines.firstIndex(of: "/*"))
        #expect(lines[all + 1] == "  Content-Security-Policy: \(PageContext.contentSecurityPolicy)")
        #expect(lines[all + 2] == "  X-Content-Type-Options: nosniff")
        let images = try #require(lines.firstIndex(of: "/assets/img/*"))
        #expect(
            lines[images + 1]
                == "  Content-Security-Policy: default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox")
    }

    @Test func imageHostsReachTheHeadersAsTheyReachThePages() {
        let text = HeadersFile.text(imageHosts: ["img.example.org"])
        #expect(text.contains("img-src 'self' data: https://img.example.org;"))
    }
}
