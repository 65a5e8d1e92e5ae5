import Markdown

/// One article: where it came from, its metadata, and its parsed Markdown.
public struct Article: Sendable, Hashable {
    /// Site-relative path of the source, e.g. `Content/es/backporting.md`.
    public var path: String
    /// Language code (the folder it lives in).
    public var language: String
    /// URL slug (the file name without `.md`).
    public var slug: String
    /// Decoded front matter.
    public var frontMatter: FrontMatter
    /// The Markdown document, with heading ids assigned and, after link resolution, links rewritten.
    public var document: MarkdownNode
    /// Its headings with their ids, in order.
    public var headings: [Heading]
    /// The normalized source text (UTF-8, LF), for excerpts and snippet extraction.
    public var source: String
    /// The content key of everything this value was made from: the parse stage's input, then the link
    /// stage's (``LinkResolver``); nil for an article made by hand, whose derived results are never kept on disk.
    public var contentKey: StableHash.Key?

    /// Creates an article.
    public init(
        path: String, language: String, slug: String, frontMatter: FrontMatter, document: MarkdownNode,
        headings: [Heading], source: String, contentKey: StableHash.Key? = nil
    ) {
        self.path = path
        self.language = language
        self.slug = slug
        self.frontMatter = frontMatter
        self.document = document
        self.headings = headings
        self.source = source
        self.contentKey = contentKey
    }

    /// The key that pairs this article with its translations: `translation:` or the slug.
    public var translationKey: String { frontMatter.translation ?? slug }

    /// The page's directory URL relative to the site root, e.g. `es/backporting/`.
    public var urlPath: String { "\(language)/\(slug)/" }

    /// The page's file relative to the output folder, e.g. `es/backporting/index.html`.
    public var outputPath: String { urlPath + "index.html" }

    /// The table of contents from its h2/h3 headings.
    public var tableOfContents: TableOfContents { TableOfContents(headings: headings) }
}
