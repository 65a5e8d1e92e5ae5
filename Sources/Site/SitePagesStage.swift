import Content
import Incremental
import Templates
import Theme

/// The site pages stage: each language's index, search page, list of tags and tag pages, the home page and the
/// 404 page, from the site's metadata.
enum SitePagesStage: ItemStage {
    /// What the site pages read.
    struct Input: Equatable, Sendable, StableHashable {
        /// The configuration and every article's metadata.
        var metadata: SiteMetadata
        /// The theme.
        var theme: Keyed<Theme>

        /// Every stored field, in order.
        func hash(into hasher: inout StableHasher) {
            hasher.combine(metadata)
            hasher.combine(theme)
        }
    }

    static let name = "site pages"

    /// Fills the templates, in a fixed order.
    static func run(_ input: Input, context: Void) -> [PageOutcome] {
        let content = input.metadata.content
        let theme = input.theme.value
        let pages = PageContext(content: content, strings: theme.strings)
        var requests: [(template: String, path: String, data: () -> Templates.TemplateValue)] = []
        for language in content.config.languageCodes {
            requests.append(("index", "\(language)/index.html", { pages.index(language: language) }))
        }
        for language in content.config.languageCodes {
            requests.append(("search", "\(language)/search/index.html", { pages.search(language: language) }))
        }
        for language in content.config.languageCodes {
            requests.append(("tags", "\(language)/tags/index.html", { pages.tags(language: language) }))
            for tag in pages.tagIndex(language).tags {
                requests.append(
                    ("tag", "\(tag.urlPath(language: language))index.html", { pages.tag(tag, language: language) }))
            }
        }
        requests.append(("root", "index.html", pages.root))
        requests.append(("not-found", "404.html", pages.notFound))
        return requests.map { request in
            do throws(ThemeError) {
                return PageOutcome(
                    path: request.path, bytes: Array(try theme.render(request.template, request.data()).utf8))
            } catch {
                return PageOutcome(path: request.path, diagnostic: error.diagnostic)
            }
        }
    }
}
