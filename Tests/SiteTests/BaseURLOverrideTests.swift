import Foundation
import Testing

@testable import Site

/// `build --base-url` (the action passes GitHub Pages' address): every absolute address the site writes uses it
/// instead of site.yml's `base_url`, and a later build without it goes back to site.yml's, rebuilding what changed.
@Suite struct BaseURLOverrideTests {
    @Test func theGivenAddressReplacesTheConfiguredOneEverywhere() {
        let root = TestSite.fixtureWithTheme("valid-basic")
        let output = root.appending(path: "Output")
        var options = BuildOptions(siteRoot: root, outputDirectory: output)
        options.baseURL = "https://owner.github.io/docs/"
        let result = SiteBuilder.build(options)
        #expect(result.succeeded, "\(result.diagnostics.map(\.description))")
        let written = TestSite.files(in: output).filter {
            $0.hasSuffix(".xml") || $0.hasSuffix(".txt") || $0.hasSuffix(".html")
        }
        let text = written.map { TestSite.read($0, in: output) }.joined(separator: "\n")
        #expect(TestSite.read("sitemap.xml", in: output).contains("<loc>https://owner.github.io/docs/es/"))
        #expect(TestSite.read("robots.txt", in: output).contains("Sitemap: https://owner.github.io/docs/sitemap.xml"))
        #expect(!text.contains("https://fixture.example/"))
        // The same site without the option: site.yml's address again, in every file that holds one.
        options.baseURL = nil
        #expect(SiteBuilder.build(options).succeeded)
        #expect(TestSite.read("sitemap.xml", in: output).contains("<loc>https://fixture.example/es/"))
        #expect(!TestSite.read("robots.txt", in: output).contains("owner.github.io"))
    }
}
