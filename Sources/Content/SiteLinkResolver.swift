import Config
import Diagnostics

/// Resolves the links `site.yml` puts on every page (header menus, footer links) against the loaded content,
/// as ``LinkResolver`` does for links in articles: a Markdown path becomes its page's site-relative path, a tag
/// its tag page's, and a target that does not exist is an error at its line and column in `site.yml`.
public enum SiteLinkResolver {
    /// The configuration file's site-relative path, for locations.
    public static let configPath = "Content/site.yml"

    /// `content` with every menu and footer link of its configuration resolved (``SiteLink/resolvedPath``), and
    /// an error for each link whose target is missing.
    public static func resolve(_ content: SiteContent) -> (SiteContent, [Diagnostic]) {
        var config = content.config
        var diagnostics: [Diagnostic] = []
        let byPath = Dictionary(content.articles.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        for index in config.languages.indices {
            let code = config.languages[index].code
            let tags = TagIndex(content, language: code)
            func resolveAll(_ links: [SiteLink]) -> [SiteLink] {
                links.map { link in
                    var resolved = link
                    switch resolvePath(link, language: code, byPath: byPath, tags: tags) {
                    case .success(let path): resolved.resolvedPath = path
                    case .failure(let error): diagnostics.append(error)
                    }
                    return resolved
                }
            }
            config.languages[index].menu = resolveAll(config.languages[index].menu)
            config.languages[index].footer.links = resolveAll(config.languages[index].footer.links)
        }
        guard config != content.config else { return (content, diagnostics) }
        return (SiteContent(config: config, articles: content.articles, images: content.images), diagnostics)
    }

    /// The site-relative path `link` goes to, nil for an external one.
    static func resolvePath(
        _ link: SiteLink, language: String, byPath: [String: Article], tags: TagIndex
    ) -> Result<String?, Diagnostic> {
        let location = SourceLocation(path: configPath, line: link.line, column: link.column)
        switch link.target {
        case .url:
            return .success(nil)
        case .page(let path, let anchor):
            guard let article = byPath["Content/\(path)"] else {
                let known = byPath.keys.map { String($0.dropFirst("Content/".count)) }
                let near = Spelling.closest(to: path, in: known)
                return .failure(
                    .error(
                        "'\(link.label)' links to \(path), which is not an article of the site", at: location,
                        help: near.map { "did you mean \($0)?" }
                            ?? "write the Markdown file's path under Content/, for example \(language)/guia.md"))
            }
            guard let anchor else { return .success(article.urlPath) }
            guard article.headings.contains(where: { $0.anchor == anchor }) else {
                return .failure(
                    .error(
                        "'\(link.label)' links to #\(anchor), which is not a heading of \(path)", at: location,
                        help: Spelling.closest(to: anchor, in: article.headings.map(\.anchor)).map {
                            "did you mean #\($0)?"
                        }))
            }
            return .success("\(article.urlPath)#\(anchor)")
        case .tag(let name):
            guard let tag = tags.tag(slug: TagIndex.slug(name)) else {
                return .failure(
                    .error(
                        "'\(link.label)' links to the tag '\(name)', which no '\(language)' article has",
                        at: location,
                        help: Spelling.closest(to: name, in: tags.tags.map(\.name)).map { "did you mean '\($0)'?" }))
            }
            return .success(TagIndex.encoded(tag.urlPath(language: language)))
        }
    }
}
