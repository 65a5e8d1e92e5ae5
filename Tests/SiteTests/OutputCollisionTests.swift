import Diagnostics
import Foundation
import Testing

@testable import Site

/// Two inputs never share one output path in silence (hostile pull requests, item 15): pages live under their
/// language's folder (a language cannot be named like a root folder, `SiteConfigLoaderTests`), and a theme file
/// placed where an article's image is published fails the build naming both.
@Suite struct OutputCollisionTests {
    @Test func aThemeFileAtAnImagesPathFailsNamingBoth() throws {
        let site = TestSite.fixtureWithTheme("images-site")
        let options = BuildOptions(siteRoot: site, outputDirectory: site.appending(path: "Output"))
        #expect(SiteBuilder.build(options).succeeded)
        let before = TestSite.files(in: site.appending(path: "Output"))
        let image = try #require(before.first { $0.hasPrefix("assets/img/") && $0.hasSuffix(".png") })
        let planted = site.appending(path: "Theme/\(image)")
        try FileManager.default.createDirectory(
            at: planted.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("<script>alert(1)</script>".utf8).write(to: planted)

        let result = SiteBuilder.build(options)
        let succeeded = result.succeeded
        #expect(!succeeded)
        let renderer = DiagnosticRenderer { result.sources[$0] }
        let printed = result.diagnostics.map(renderer.render).joined(separator: "\n")
        #expect(
            printed.contains(
                "Content/es/con-imagenes/degradado.png:1:1: error: Content/es/con-imagenes/degradado.png and "
                    + "Theme/\(image) would both be published as \(image)"), "\(printed)")
        #expect(TestSite.read(image, in: site.appending(path: "Output")) != "<script>alert(1)</script>")
    }
}
