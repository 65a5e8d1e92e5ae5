import Diagnostics
import YAML

/// The site settings of `site.yml` that replace copies of theme files: header menu and footer per language,
/// logo, accent colours and extra stylesheets.
extension SiteConfigLoader {
    static let linkKeys = ["label", "path", "tag", "url"]
    static let footerKeys = ["text", "links"]
    static let logoKeys = ["light", "dark", "alt"]
    static let colorKeys = ["accent", "accent_dark"]

    /// Reads `menu:` and `footer:` of one language.
    static func readLanguageSettings(
        _ reader: inout YAMLMappingReader, into language: inout SiteConfig.Language, path: String,
        warnings: inout [ConfigError]
    ) throws {
        language.menu = try links(reader.node("menu"), key: "menu", path: path, warnings: &warnings)
        if var footer = try reader.mapping("footer") {
            language.footer.text = try footer.string("text")
            language.footer.links = try links(
                footer.node("links"), key: "footer.links", path: path, warnings: &warnings)
            warnings += unknown(footer, allowed: footerKeys, path: path)
        }
    }

    /// Reads `logo:`, `colors:` and `extra_css:`.
    static func readSiteSettings(
        _ reader: inout YAMLMappingReader, into config: inout SiteConfig, path: String, warnings: inout [ConfigError]
    ) throws {
        if var logo = try reader.mapping("logo") {
            let lightNode = logo.node("light")
            let light = try logo.requiredString("light")
            var result = SiteLogo(
                light: try assetPath(light, node: lightNode ?? logo.node, key: "logo.light", path: path))
            result.lines["light"] = lightNode?.line
            result.columns["light"] = lightNode?.column
            if let darkNode = logo.node("dark"), let dark = try logo.string("dark") {
                result.dark = try assetPath(dark, node: darkNode, key: "logo.dark", path: path)
                result.lines["dark"] = darkNode.line
                result.columns["dark"] = darkNode.column
            }
            result.alt = try logo.string("alt") ?? ""
            warnings += unknown(logo, allowed: logoKeys, path: path)
            config.logo = result
        }
        if var colors = try reader.mapping("colors") {
            config.colors.accent = try color(&colors, "accent", dark: false, path: path, warnings: &warnings)
            config.colors.accentDark = try color(&colors, "accent_dark", dark: true, path: path, warnings: &warnings)
            warnings += unknown(colors, allowed: colorKeys, path: path)
        }
        if let node = reader.node("extra_css") {
            let items = node.scalar != nil ? [node] : node.sequence ?? []
            guard node.scalar != nil || node.sequence != nil else {
                throw ConfigError.invalidValue(
                    location(node, path), message: "extra_css must be a list of paths, found \(node.kindName)",
                    help: "extra_css: [assets/extra.css]")
            }
            config.extraCSS = try items.map { item in
                guard let text = item.scalar else {
                    throw ConfigError.invalidValue(
                        location(item, path), message: "extra_css lists paths, found \(item.kindName)", help: nil)
                }
                let checked = try assetPath(text, node: item, key: "extra_css", path: path)
                guard checked.lowercased().hasSuffix(".css") else {
                    throw ConfigError.invalidValue(
                        location(item, path), message: "extra_css entry '\(text)' is not a .css file", help: nil)
                }
                return SiteStylesheet(path: checked, line: item.line, column: item.column)
            }
        }
    }

    // MARK: Links

    /// A list of links (`menu:`, `footer.links:`); nil node → none.
    static func links(_ node: YAMLNode?, key: String, path: String, warnings: inout [ConfigError]) throws
        -> [SiteLink]
    {
        guard let node else { return [] }
        guard let items = node.sequence else {
            throw ConfigError.invalidValue(
                location(node, path), message: "\(key) must be a list of links, found \(node.kindName)",
                help: "- { label: \"Guía\", path: es/guia.md }\n- { label: \"SwiftUI\", tag: swiftui }\n"
                    + "- { label: \"GitHub\", url: \"https://github.com/…\" }")
        }
        return try items.map { item in try link(item, key: key, path: path, warnings: &warnings) }
    }

    /// One link: a label and exactly one of `path`, `tag` or `url`.
    static func link(_ item: YAMLNode, key: String, path: String, warnings: inout [ConfigError]) throws -> SiteLink {
        var reader = try YAMLMappingReader(item, name: "\(key) item")
        let label = try reader.requiredString("label")
        let given = ["path", "tag", "url"].compactMap { name in reader.node(name).map { (name, $0) } }
        guard given.count == 1, let first = given.first, let value = first.1.scalar,
            !value.allSatisfy(\.isWhitespace)
        else {
            throw ConfigError.invalidValue(
                location(given.dropFirst().first?.1 ?? item, path),
                message: "a \(key) item takes exactly one of path, tag or url"
                    + (given.isEmpty ? "" : ", found \(given.map(\.0).joined(separator: " and "))"),
                help: "path: es/guia.md (an article or page), tag: swiftui, or url: \"https://…\"")
        }
        let (kind, valueNode) = first
        let target: SiteLink.Target
        switch kind {
        case "path":
            target = try pageTarget(value, node: valueNode, path: path)
        case "tag":
            target = .tag(value)
        default:
            guard isExternalURL(value) else {
                throw ConfigError.invalidValue(
                    location(valueNode, path), message: "\(key) url must be an https:// address, found '\(value)'",
                    help: "link to the site's own pages with path: (es/guia.md) or tag:")
            }
            target = .url(value)
        }
        warnings += unknown(reader, allowed: linkKeys, path: path)
        // Located at the target, which resolving the link checks.
        return SiteLink(label: label, target: target, line: valueNode.line, column: valueNode.column)
    }

    /// `es/guia.md#anchor` → its path and anchor; the path is checked against the content later.
    static func pageTarget(_ value: String, node: YAMLNode, path: String) throws -> SiteLink.Target {
        let parts = value.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let file = String(parts[0])
        guard file.hasSuffix(".md"), !file.hasPrefix("/"), !file.contains("://") else {
            throw ConfigError.invalidValue(
                location(node, path), message: "path '\(value)' is not the path of a Markdown file under Content/",
                help: "write it as in Content/, for example es/guia.md or es/guia.md#instalacion")
        }
        let anchor = parts.count > 1 && !parts[1].isEmpty ? String(parts[1]) : nil
        return .page(path: file, anchor: anchor)
    }

    /// An `https://` address with a host and nothing that could end the attribute or the URL early.
    static func isExternalURL(_ text: String) -> Bool {
        guard text.hasPrefix("https://"), text.count > "https://".count else { return false }
        return text.unicodeScalars.allSatisfy {
            $0.value > 0x20 && $0.value != 0x7F && !"\"'<>`\\".unicodeScalars.contains($0)
        }
    }

    // MARK: Assets and colours

    /// An output-relative path under `assets/` with no way out of it (`..`, absolute, a scheme).
    static func assetPath(_ text: String, node: YAMLNode, key: String, path: String) throws -> String {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 2, parts[0] == "assets",
            parts.dropFirst().allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }),
            text.unicodeScalars.allSatisfy({ $0.value > 0x20 && !"\"'<>`\\?#%".unicodeScalars.contains($0) })
        else {
            throw ConfigError.invalidValue(
                location(node, path), message: "\(key) must be a file under assets/, found '\(text)'",
                help: "put the file in the site's Theme/assets/ and write its path from there: assets/logo.svg")
        }
        return text
    }

    /// A hex colour, normalized to `#rrggbb`, with a warning when it is too faint against the backgrounds.
    static func color(
        _ reader: inout YAMLMappingReader, _ key: String, dark: Bool, path: String, warnings: inout [ConfigError]
    ) throws -> String? {
        guard let node = reader.node(key) else { return nil }
        guard let text = node.scalar, let rgb = ColorContrast.rgb(hex: text) else {
            throw ConfigError.invalidValue(
                location(node, path),
                message: "colors.\(key) must be a hex colour such as \"#0b5cb8\", found "
                    + (node.scalar.map { "'\($0)'" } ?? node.kindName),
                help: "quote it in YAML (\"#0b5cb8\"): an unquoted # starts a comment")
        }
        let backgrounds = dark ? ColorContrast.darkBackgrounds : ColorContrast.lightBackgrounds
        let ratio = backgrounds.map { ColorContrast.ratio(rgb, ColorContrast.rgb(hex: $0)!) }.min() ?? 21
        if ratio < ColorContrast.minimumTextRatio {
            warnings.append(
                .doubtfulValue(
                    location(node, path),
                    message: "colors.\(key) \(ColorContrast.hex(rgb)) has a contrast of "
                        + "\(ColorContrast.format(ratio)):1 against the \(dark ? "dark" : "light") scheme's "
                        + "backgrounds; link text needs 4.5:1",
                    help: dark ? "choose a lighter colour" : "choose a darker colour"))
        }
        return ColorContrast.hex(rgb)
    }

    static func location(_ node: YAMLNode, _ path: String) -> SourceLocation {
        SourceLocation(path: path, line: node.line, column: node.column)
    }
}
