import Config
import Diagnostics
import Foundation
import Testing

@testable import Theme

/// A site's strings merged over the built-in ones, and what `site.yml`'s logo, colours and stylesheets ask of
/// the theme.
@Suite struct SiteSettingsThemeTests {
    static let repository = ThemeStringsTests.themeRoot.deletingLastPathComponent()

    let config = SiteConfig(
        baseURL: "https://x.example/", languages: [.init(code: "es", title: "S", description: "")],
        defaultLanguage: "es")

    /// A site folder holding only `files` (site-relative path → text).
    func site(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appending(path: "puente-settings-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appending(path: path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return root
    }

    @Test func aSitesStringsFileListsOnlyTheKeysItChanges() throws {
        let root = try site(["Theme/strings/es.yml": "search_placeholder: \"Buscar en la guía…\"\n"])
        let (theme, diagnostics, sources) = ThemeLoader.load(siteRoot: root, config: config, builtIn: Self.repository)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
        let strings = try #require(theme?.strings["es"])
        #expect(strings["search_placeholder"] == "Buscar en la guía…")
        #expect(strings["language_name"] == "Español", "the other keys are the built-in ones")
        #expect(strings.months.first == "enero")
        #expect(sources["Theme/strings/es.yml"] == "search_placeholder: \"Buscar en la guía…\"\n")
    }

    @Test func anUnknownKeyIsAWarningWithTheNearestKnownOne() throws {
        let base = try ThemeStringsTests.strings("es")
        let (merged, warnings) = try ThemeStrings.merged(
            "all_tags: \"Temas\"\nserch_placeholder: \"Buscar\"\nmy_key: \"Mío\"\n", over: base,
            path: "Theme/strings/es.yml", known: ["my_key"])
        #expect(merged["all_tags"] == "Temas")
        #expect(merged["serch_placeholder"] == "Buscar", "kept: a template of the site's may read it")
        #expect(
            warnings.map(\.description) == [
                "Theme/strings/es.yml:2:1: warning: unknown string key 'serch_placeholder'; no template uses it"
            ])
        #expect(warnings.first?.help == "did you mean 'search_placeholder'?")
    }

    /// A key the site's own templates read (`{{strings.x}}`) is known.
    @Test func keysTheTemplatesReadAreKnown() throws {
        #expect(
            ThemeLoader.stringKeys(in: "<p>{{strings.my_key}} {{#strings.other_one}}x{{/strings.other_one}}</p>")
                == ["my_key", "other_one"])
        let root = try site([
            "Theme/strings/es.yml": "my_key: \"Mío\"\n",
            "Theme/templates/footer.mustache": "<footer>{{strings.my_key}}</footer>\n",
        ])
        let (theme, diagnostics, _) = ThemeLoader.load(siteRoot: root, config: config, builtIn: Self.repository)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
        #expect(theme?.strings["es"]?["my_key"] == "Mío")
    }

    @Test func aMergedFileStillReportsItsOwnMistakesAtTheirLine() throws {
        let root = try site(["Theme/strings/es.yml": "all_tags: \"Temas\"\nmonths: [enero]\n"])
        let (theme, diagnostics, _) = ThemeLoader.load(siteRoot: root, config: config, builtIn: Self.repository)
        #expect(theme == nil)
        #expect(diagnostics.first?.description.hasPrefix("Theme/strings/es.yml:2:9: error: 'months'") == true)
    }

    @Test func colorsAndLogoMakeSiteCSS() throws {
        var config = config
        config.colors = SiteColors(accent: "#0b5cb8", accentDark: "#79b8ff")
        config.logo = SiteLogo(light: "assets/favicon.svg", dark: "assets/favicon.svg")
        let (theme, diagnostics, _) = ThemeLoader.load(
            siteRoot: try site([:]), config: config, builtIn: Self.repository)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
        let css = String(decoding: try #require(theme?.assets[SiteCSS.assetName]), as: UTF8.self)
        #expect(css.contains("--pu-accent: light-dark(#0b5cb8, #79b8ff);"))
        #expect(css.contains(":root[data-theme=\"dark\"] .site-logo-dark { display: inline-block; }"))
        #expect(css.contains(":root:not([data-theme=\"light\"]) .site-logo-light { display: none; }"))
        // Without settings there is no file to link.
        let (plain, _, _) = ThemeLoader.load(siteRoot: try site([:]), config: self.config, builtIn: Self.repository)
        #expect(plain?.assets[SiteCSS.assetName] == nil)
    }

    @Test func aColourLeftUnsetKeepsTheThemes() {
        var config = config
        config.colors = SiteColors(accentDark: "#ffcc00")
        #expect(SiteCSS.css(for: config)?.contains("--pu-accent: light-dark(#0b5cad, #ffcc00);") == true)
    }

    @Test func missingLogoAndStylesheetAreErrorsInSiteYML() throws {
        var config = config
        config.logo = SiteLogo(light: "assets/logo.svg", lines: ["light": 4], columns: ["light": 16])
        config.extraCSS = [SiteStylesheet(path: "assets/extra.css", line: 6, column: 13)]
        let (theme, diagnostics, _) = ThemeLoader.load(
            siteRoot: try site([:]), config: config, builtIn: Self.repository)
        #expect(theme == nil)
        #expect(
            diagnostics.map(\.description) == [
                "Content/site.yml:4:16: error: logo.light names assets/logo.svg, which is not in the theme's assets",
                "Content/site.yml:6:13: error: extra_css names assets/extra.css, which is not in the theme's assets",
            ])
    }

    @Test func aSitesOwnSiteCSSIsRefusedWhenSettingsNeedTheName() throws {
        var config = config
        config.colors = SiteColors(accent: "#0b5cb8")
        let root = try site(["Theme/assets/site.css": "body {}\n"])
        let (theme, diagnostics, _) = ThemeLoader.load(siteRoot: root, config: config, builtIn: Self.repository)
        #expect(theme == nil)
        #expect(diagnostics.first?.location?.path == "Theme/assets/site.css")
    }
}
