import Config
import Content
import Templates
import Theme

/// The page keys of `site.yml`'s settings: `menu`, `footer`, `logo` and `stylesheets` (documented in
/// `docs/theme.md`).
extension PageContext {
    /// The settings' keys for a page of `language` at `here`; every link relative to it, or, with `base` (the 404
    /// page, served at any depth), from the base URL's path.
    func settingsKeys(language: String, here: String, base: String? = nil) -> [String: TemplateValue] {
        let config = content.config
        let site = config.language(language)
        let root = base ?? PagePath.relative(from: here, to: "")
        func href(_ path: String) -> String {
            if let base { return base + path }
            let parts = path.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let page = PagePath.relative(from: here, to: String(parts[0]))
            return parts.count > 1 ? "\(page)#\(parts[1])" : page
        }
        func links(_ items: [SiteLink]) -> TemplateValue {
            .array(
                items.map { link -> TemplateValue in
                    if case .url(let url) = link.target {
                        return ["label": .string(link.label), "href": .string(url), "external": true, "current": false]
                    }
                    let path = link.resolvedPath ?? ""
                    // The current page: the link's page itself, not a heading of it.
                    let current = base == nil && (path == here || path == TagIndex.encoded(here))
                    return [
                        "label": .string(link.label), "href": .string(href(path)), "external": false,
                        "current": .bool(current),
                    ]
                })
        }
        let menu = site?.menu ?? []
        let footer = site?.footer ?? SiteFooter()
        var stylesheets: [TemplateValue] = []
        if SiteCSS.isNeeded(config) { stylesheets.append(["href": .string("\(root)assets/\(SiteCSS.assetName)")]) }
        stylesheets += config.extraCSS.map { TemplateValue.dictionary(["href": .string(root + $0.path)]) }
        return [
            "menu": links(menu),
            "has_menu": .bool(!menu.isEmpty),
            "footer": [
                "text": footer.text.map(TemplateValue.string) ?? .null,
                "has_text": .bool(!(footer.text ?? "").isEmpty),
                "links": links(footer.links),
                "has_links": .bool(!footer.links.isEmpty),
            ],
            "logo": config.logo.map { logo -> TemplateValue in
                [
                    "light": .string(root + logo.light),
                    "dark": logo.dark.map { .string(root + $0) } ?? .null,
                    "has_dark": .bool(logo.dark != nil),
                    "alt": .string(logo.alt),
                ]
            } ?? .null,
            "stylesheets": .array(stylesheets),
        ]
    }
}
