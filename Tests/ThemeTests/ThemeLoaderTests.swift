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
        let (theme, diagnostics, _) = ThemeLoader.load(siteRoot: root, config: config, builtIn: nil)
        #expect(theme == nil)
        #expect(diagnostics.contains { $0.message.contains("not-found.mustache") })
    }

    /// A site with no `Theme/` at all gets the whole built-in theme.
    @Test func siteWithoutThemeUsesTheBuiltInOne() throws {
        let root = FileManager.default.temporaryDirectory.appending(path: "puente-theme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let builtIn = ThemeStringsTests.themeRoot.deletingLastPathComponent()
        let (theme, diagnostics, _) = ThemeLoader.load(siteRoot: root, config: config, builtIn: builtIn)
        #expect(diagnostics.isEmpty)
        let real = try Data(contentsOf: builtIn.appending(path: "Theme/assets/style.css"))
        #expect(theme?.assets["style.css"] == Array(real))
        #expect(theme?.elementIDs.contains("pu-search-input") == true)
    }

    /// One file of the site's replaces the built-in file of its path; the others still come from the built-in
    /// theme, and an asset the site adds is published beside them.
    @Test func siteFileReplacesTheBuiltInOneOfItsPath() throws {
        let root = FileManager.default.temporaryDirectory.appending(path: "puente-theme-\(UUID().uuidString)")
        let templates = root.appending(path: "Theme/templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try Data("<footer id=\"my-footer\">mine</footer>\n".utf8).write(
            to: templates.appending(path: "footer.mustache"))
        try FileManager.default.createDirectory(
            at: root.appending(path: "Theme/assets"), withIntermediateDirectories: true)
        let logo = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 8 8\"><circle r=\"4\"/></svg>\n"
        try Data(logo.utf8).write(to: root.appending(path: "Theme/assets/logo.svg"))
        let builtIn = ThemeStringsTests.themeRoot.deletingLastPathComponent()
        let (theme, diagnostics, sources) = ThemeLoader.load(siteRoot: root, config: config, builtIn: builtIn)
        #expect(diagnostics.isEmpty)
        #expect(sources["Theme/templates/footer.mustache"] == "<footer id=\"my-footer\">mine</footer>\n")
        let builtInHeader = try String(
            contentsOf: builtIn.appending(path: "Theme/templates/header.mustache"), encoding: .utf8)
        #expect(sources["Theme/templates/header.mustache"] == builtInHeader)
        #expect(theme?.elementIDs.contains("my-footer") == true)
        #expect(theme?.assets["logo.svg"] == Array(logo.utf8))
        #expect(theme?.assets["style.css"] != nil)
    }

    /// A language neither the site nor the built-in theme has strings for reads the English ones, with one
    /// warning that names the file to add.
    @Test func languageWithoutStringsFallsBackToEnglishWithOneWarning() throws {
        let root = FileManager.default.temporaryDirectory.appending(path: "puente-theme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let french = SiteConfig(
            baseURL: "https://x.example/", languages: [.init(code: "fr", title: "S", description: "")],
            defaultLanguage: "fr")
        let builtIn = ThemeStringsTests.themeRoot.deletingLastPathComponent()
        let (theme, diagnostics, _) = ThemeLoader.load(siteRoot: root, config: french, builtIn: builtIn)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.severity == .warning)
        #expect(diagnostics.first?.location?.path == "Theme/strings/fr.yml")
        #expect(theme?.strings["fr"]?["code_copy"] == "Copy")
    }
}
