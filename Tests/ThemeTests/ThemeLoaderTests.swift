import Config
import Diagnostics
import Foundation
import Testing

@testable import Theme

@Suite struct ThemeLoaderTests {
    let config = SiteConfig(
        baseURL: "https://x.example/", languages: [.init(code: "es", title: "S", description: "")],
        defaultLanguage: "es")

    /// A copy of the real theme in a temporary site root, so tests can break it.
    func themeCopy() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appending(path: "puente-theme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: ThemeStringsTests.themeRoot, to: root.appending(path: "Theme"))
        return root
    }

    @Test func realThemeLoads() throws {
        let (theme, diagnostics, _) = ThemeLoader.load(siteRoot: try themeCopy(), config: config)
        #expect(diagnostics.isEmpty)
        #expect(theme?.assets["style.css"] != nil)
    }

    @Test func templateSyntaxErrorNamesFileAndLine() throws {
        let root = try themeCopy()
        let file = root.appending(path: "Theme/templates/footer.mustache")
        try Data("<footer>\n{{#open}}\n</footer>\n".utf8).write(to: file)
        let (theme, diagnostics, _) = ThemeLoader.load(siteRoot: root, config: config)
        #expect(theme == nil)
        let location = try #require(diagnostics.first?.location)
        #expect(location.path == "Theme/templates/footer.mustache")
        #expect(location.line == 2)
    }

    @Test func missingPartialIsAnErrorAtTheTag() throws {
        let root = try themeCopy()
        try Data("<p>\n  {{> nowhere}}\n".utf8).write(to: root.appending(path: "Theme/templates/footer.mustache"))
        let (_, diagnostics, _) = ThemeLoader.load(siteRoot: root, config: config)
        #expect(
            diagnostics.first?.location == SourceLocation(path: "Theme/templates/footer.mustache", line: 2, column: 3))
    }

    @Test func missingRequiredTemplateIsReported() throws {
        let root = try themeCopy()
        try FileManager.default.removeItem(at: root.appending(path: "Theme/templates/not-found.mustache"))
        let (theme, diagnostics, _) = ThemeLoader.load(siteRoot: root, config: config)
        #expect(theme == nil)
        #expect(diagnostics.contains { $0.message.contains("not-found.mustache") })
    }
}
