import Config
import Content
import Incremental
import Markdown

/// What pages other than articles, the feeds and the sitemap read: the configuration and each article's
/// metadata (path, language, slug, front matter), never its text.
struct SiteMetadata: Equatable, Sendable, StableHashable {
    /// One article's metadata.
    struct Entry: Equatable, Sendable, StableHashable {
        var path: String
        var language: String
        var slug: String
        var frontMatter: FrontMatter

        /// Every stored field, in order.
        func hash(into hasher: inout StableHasher) {
            hasher.combine(path)
            hasher.combine(language)
            hasher.combine(slug)
            hasher.combine(frontMatter)
        }
    }

    /// The site configuration.
    var config: SiteConfig
    /// Every article's metadata, in the content's order.
    var articles: [Entry]

    /// The metadata of `content`.
    init(_ content: SiteContent) {
        config = content.config
        articles = content.articles.map {
            Entry(path: $0.path, language: $0.language, slug: $0.slug, frontMatter: $0.frontMatter)
        }
    }

    /// The content these stages see: every article with its metadata and nothing else (no document, headings
    /// or text), so they cannot depend on what they do not declare.
    var content: SiteContent {
        SiteContent(
            config: config,
            articles: articles.map {
                Article(
                    path: $0.path, language: $0.language, slug: $0.slug, frontMatter: $0.frontMatter,
                    document: MarkdownNode(.document), headings: [], source: "")
            })
    }

    /// The content key of the metadata: the configuration and every entry's fields (``StableHashCoverage``
    /// checks that each is hashed, front matter included).
    var key: StableHash.Key { stableKey(.siteMetadata) }

    /// Every stored field, in order.
    func hash(into hasher: inout StableHasher) {
        hasher.combine(config)
        hasher.combine(articles)
    }
}
