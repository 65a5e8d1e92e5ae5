import Config
import Content
import Incremental
import Markdown

/// What pages other than articles, the feeds and the sitemap read: the configuration and each article's
/// metadata (path, language, slug, front matter), never its text.
struct SiteMetadata: Equatable, Sendable {
    /// One article's metadata.
    struct Entry: Equatable, Sendable {
        var path: String
        var language: String
        var slug: String
        var frontMatter: FrontMatter
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

    /// The content key of the metadata: the configuration's key and every entry's fields, each front-matter
    /// field included (a test fails if `FrontMatter` gains one that is not here).
    var key: StableHash.Key {
        var bytes = Array("site-metadata 1\n".utf8)
        let configKey = ArticleParseStage.Input.configKey(config)
        bytes.appendWord(configKey.high)
        bytes.appendWord(configKey.low)
        func optional(_ text: String?) {
            bytes.append(text == nil ? 0 : 1)
            if let text { bytes.appendString(text) }
        }
        bytes.appendWord(UInt64(articles.count))
        for entry in articles {
            for field in [entry.path, entry.language, entry.slug, entry.frontMatter.title] { bytes.appendString(field) }
            let matter = entry.frontMatter
            for field in [matter.summary, matter.author, matter.translation, matter.translatedFrom, matter.slug] {
                optional(field)
            }
            optional(matter.date.map { "\($0.year)-\($0.month)-\($0.day)" })
            optional(matter.ios.map { "\($0.major).\($0.minor)" })
            bytes.append(matter.draft ? 1 : 0)
            bytes.appendWord(UInt64(matter.tags.count))
            for tag in matter.tags { bytes.appendString(tag) }
        }
        return StableHash.Key(bytes)
    }
}
