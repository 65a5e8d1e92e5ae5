import Diagnostics
import Testing

@testable import Config

/// `site.yml`'s settings that replace copies of theme files: menus, footers, logo, colours and extra stylesheets.
@Suite struct SiteSettingsConfigTests {
    static let head = """
        base_url: "https://x.example/"
        languages:
          es:
            title: "S"

        """

    func load(_ text: String) throws(ConfigError) -> (SiteConfig, [ConfigError]) {
        try SiteConfigLoader.load(text, path: "Content/site.yml")
    }

    /// The message of the error `text` gives, with its location.
    func failure(_ text: String) -> String {
        do {
            _ = try load(text)
            return "no error"
        } catch {
            return error.diagnostic.description
        }
    }

    @Test func menuAndFooterAreReadPerLanguage() throws {
        let (config, warnings) = try load(
            Self.head + """
                    menu:
                      - { label: "Guía", path: es/guia.md }
                      - { label: "Instalar", path: "es/guia.md#instalar" }
                      - { label: "SwiftUI", tag: swiftui }
                      - { label: "GitHub", url: "https://github.com/x" }
                    footer:
                      text: "© 2026"
                      links: [{ label: "Otro", path: es/otro.md }]
                """)
        #expect(warnings.isEmpty)
        let es = try #require(config.language("es"))
        #expect(
            es.menu.map(\.target) == [
                .page(path: "es/guia.md", anchor: nil), .page(path: "es/guia.md", anchor: "instalar"), .tag("swiftui"),
                .url("https://github.com/x"),
            ])
        #expect(es.menu.map(\.label) == ["Guía", "Instalar", "SwiftUI", "GitHub"])
        #expect(es.menu.first?.line == 6 && es.menu.first?.column == 32)
        #expect(es.footer.text == "© 2026")
        #expect(es.footer.links.map(\.label) == ["Otro"])
    }

    @Test(arguments: [
        (
            "    menu:\n      - { label: \"X\", url: \"http://x.example\" }\n",
            "Content/site.yml:6:28: error: menu url must be an https:// address"
        ),
        ("    menu:\n      - { label: \"X\" }\n", "Content/site.yml:6:9: error: a menu item takes exactly one of"),
        (
            "    menu:\n      - { label: \"X\", tag: a, url: \"https://x\" }\n",
            "Content/site.yml:6:36: error: a menu item takes exactly one of path, tag or url, found tag and url"
        ),
        ("    menu:\n      - { label: \"X\", path: /es/a.md }\n", "Content/site.yml:6:29: error: path '/es/a.md'"),
        ("    menu: { label: X }\n", "Content/site.yml:5:11: error: menu must be a list of links"),
        ("    menu:\n      - { path: es/a.md }\n", "Content/site.yml:6:9: error: "),
    ])
    func badLinksAreErrorsAtTheirLineAndColumn(_ yaml: String, _ expected: String) {
        let message = failure(Self.head + yaml)
        #expect(message.hasPrefix(expected), "\(message)")
    }

    @Test func unknownLinkKeysAreWarnedWithTheNearestOne() throws {
        let (_, warnings) = try load(
            Self.head + "    menu:\n      - { label: \"X\", url: \"https://x.example\", lable: y }\n")
        #expect(warnings.map(\.diagnostic.description).contains { $0.contains("unknown key 'lable'") })
        #expect(warnings.first?.diagnostic.help == "did you mean 'label'?")
    }

    @Test func logoColorsAndExtraCSS() throws {
        let (config, warnings) = try load(
            Self.head + """
                logo: { light: assets/logo.svg, dark: assets/logo-dark.svg, alt: "Puente" }
                colors: { accent: "#0B5CB8", accent_dark: "#7bf" }
                extra_css: [assets/extra.css, assets/more/print.css]
                """)
        #expect(warnings.isEmpty, "\(warnings)")
        #expect(
            config.logo
                == SiteLogo(
                    light: "assets/logo.svg", dark: "assets/logo-dark.svg", alt: "Puente",
                    lines: ["light": 5, "dark": 5], columns: ["light": 16, "dark": 39]))
        #expect(config.colors == SiteColors(accent: "#0b5cb8", accentDark: "#77bbff"))
        #expect(config.extraCSS.map(\.path) == ["assets/extra.css", "assets/more/print.css"])
    }

    @Test(arguments: [
        ("logo: { light: logo.svg }", "Content/site.yml:5:16: error: logo.light must be a file under assets/"),
        ("logo: { light: assets/../site.yml }", "Content/site.yml:5:16: error: logo.light must be a file under"),
        ("logo: { dark: assets/d.svg }", "Content/site.yml:5:7: error: "),
        ("colors: { accent: \"blue\" }", "Content/site.yml:5:19: error: colors.accent must be a hex colour"),
        ("colors: { accent: \"#12345\" }", "Content/site.yml:5:19: error: colors.accent must be a hex colour"),
        ("extra_css: [assets/x.js]", "Content/site.yml:5:13: error: extra_css entry 'assets/x.js' is not a .css"),
        ("extra_css: [\"https://cdn.example/x.css\"]", "Content/site.yml:5:13: error: extra_css must be a file"),
    ])
    func badSettingsAreErrorsAtTheirLineAndColumn(_ yaml: String, _ expected: String) {
        let message = failure(Self.head + yaml + "\n")
        #expect(message.hasPrefix(expected), "\(message)")
    }

    /// Link text in the accent colour must stay readable on the theme's backgrounds: a faint one is a warning.
    @Test func faintAccentsAreWarnedAtTheirValue() throws {
        let (config, warnings) = try load(Self.head + "colors: { accent: \"#7fb2e5\", accent_dark: \"#1a3a5c\" }\n")
        #expect(config.colors.accent == "#7fb2e5")
        let messages = warnings.map(\.diagnostic.description)
        #expect(messages.count == 2)
        #expect(
            messages.first?.hasPrefix("Content/site.yml:5:19: warning: colors.accent #7fb2e5 has a contrast") == true)
        #expect(messages.first?.contains("light scheme") == true)
        #expect(messages.last?.hasPrefix("Content/site.yml:5:43: warning: colors.accent_dark") == true)
    }

    @Test func contrastMatchesWCAG() {
        #expect(ColorContrast.format(ColorContrast.ratio([0, 0, 0], [255, 255, 255])) == "21.00")
        #expect(ColorContrast.format(ColorContrast.ratio([0x0b, 0x5c, 0xad], [255, 255, 255])) == "6.66")
        #expect(ColorContrast.rgb(hex: "#abc") == [0xaa, 0xbb, 0xcc])
        #expect(ColorContrast.rgb(hex: "abc") == nil)
    }

    /// Every setting enters the configuration's key, which every article page's key is made from.
    @Test func everySettingChangesTheKey() throws {
        let (base, _) = try load(Self.head)
        var variants: [SiteConfig] = []
        var menu = base
        menu.languages[0].menu = [SiteLink(label: "A", target: .tag("a"))]
        variants.append(menu)
        var resolved = menu
        resolved.languages[0].menu[0].resolvedPath = "es/tags/a/"
        variants.append(resolved)
        var footer = base
        footer.languages[0].footer.text = "x"
        variants.append(footer)
        var logo = base
        logo.logo = SiteLogo(light: "assets/l.svg")
        variants.append(logo)
        var colors = base
        colors.colors.accent = "#000000"
        variants.append(colors)
        var css = base
        css.extraCSS = [SiteStylesheet(path: "assets/x.css")]
        variants.append(css)
        let keys = Set(([base] + variants).map(\.keyed.key))
        #expect(keys.count == variants.count + 1)
    }
}
