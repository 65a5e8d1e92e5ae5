import Config
import Content
import Incremental
import Theme

/// The article page stage: one article's template filled with its body, its translations and the site's
/// configuration; a standalone page (``Article/isPage``) fills the `page` template instead.
enum ArticlePageStage: ItemStage {
    /// What one article page reads.
    struct Input: Equatable, Sendable, StableHashable {
        /// The article (front matter, headings for the contents).
        var article: Article
        /// Its body HTML.
        var body: String
        /// Its other-language editions.
        var translations: [Article]
        /// The links around it: previous and next, the list, related articles.
        var navigation: ArticleNavigation?
        /// The site configuration.
        var config: SiteConfig
        /// The theme.
        var theme: Keyed<Theme>

        /// Every stored field, in order.
        func hash(into hasher: inout StableHasher) {
            hasher.combine(article)
            hasher.combine(body)
            hasher.combine(translations)
            hasher.combine(navigation)
            hasher.combine(config)
            hasher.combine(theme)
        }
    }

    static let name = "article pages"

    /// Fills the article template, or the page template for a standalone page.
    static func run(_ input: Input, context: Void) -> PageOutcome {
        // The page sees only the articles it declares: itself and its translations (the others through its
        // navigation: titles and paths).
        let content = SiteContent(config: input.config, articles: [input.article] + input.translations)
        let theme = input.theme.value
        let pages = PageContext(content: content, strings: theme.strings)
        let path = input.article.outputPath
        do throws(ThemeError) {
            // A standalone page has its own template and no article chrome (``PageContext/page(_:body:)``).
            let html =
                try input.article.isPage
                ? theme.render("page", pages.page(input.article, body: input.body))
                : theme.render("article", pages.article(input.article, body: input.body, navigation: input.navigation))
            return PageOutcome(path: path, bytes: Array(html.utf8))
        } catch {
            return PageOutcome(path: path, diagnostic: error.diagnostic)
        }
    }
}
