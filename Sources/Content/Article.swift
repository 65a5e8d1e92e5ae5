import Incremental
import Markdown

/// One article: where it came from, its metadata, and its parsed Markdown.
public struct Article: Sendable, Hashable {
    /// Two articles are equal when every field is, their documents included. Two with the same content key
    /// have the same document (the key names everything it was made from, and setting ``document`` drops
    /// the key), so their documents are not compared, and a deferred one is never parsed to be compared.
    public static func == (a: Article, b: Article) -> Bool {
        guard
            a.path == b.path && a.language == b.language && a.slug == b.slug && a.frontMatter == b.frontMatter
                && a.headings == b.headings && a.source == b.source && a.contentKey == b.contentKey
        else { return false }
        return a.contentKey != nil || a.cell === b.cell || a.document == b.document
    }

    /// Hashes every field but the document (equal articles have equal fields, so equal hashes).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(frontMatter)
        hasher.combine(headings)
        hasher.combine(contentKey)
    }

    /// Site-relative path of the source, e.g. `Content/es/backporting.md`.
    public var path: String
    /// Language code (the folder it lives in).
    public var language: String
    /// URL slug (the file name without `.md`).
    public var slug: String
    /// Decoded front matter.
    public var frontMatter: FrontMatter
    /// The Markdown document, with heading ids assigned and, after link resolution, links rewritten; for an
    /// article loaded from its record, parsed when first read (``DocumentCell``). Setting it drops
    /// ``contentKey``, which named the document it replaces.
    public var document: MarkdownNode {
        get { cell.document }
        set {
            cell = DocumentCell(newValue)
            contentKey = nil
        }
    }
    /// Holds ``document``, made or deferred.
    var cell: DocumentCell
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
        self.cell = DocumentCell(document)
        self.headings = headings
        self.source = source
        self.contentKey = contentKey
    }

    /// Whether this is a standalone page (``ContentKind/page``): published, searchable and translatable, but in
    /// no list, feed or tag page, and without a date line, iOS badge or pager.
    public var isPage: Bool { frontMatter.kind == .page }

    /// The key that pairs this article with its translations: `translation:` or the slug.
    public var translationKey: String { frontMatter.translation ?? slug }

    /// The page's directory URL relative to the site root, e.g. `es/backporting/`.
    public var urlPath: String { "\(language)/\(slug)/" }

    /// The page's file relative to the output folder, e.g. `es/backporting/index.html`.
    public var outputPath: String { urlPath + "index.html" }

    /// An article whose document is made by `document` when a stage first reads it.
    init(
        path: String, language: String, slug: String, frontMatter: FrontMatter, headings: [Heading], source: String,
        contentKey: StableHash.Key?, deferred document: @escaping @Sendable () -> MarkdownNode
    ) {
        self.init(
            path: path, language: language, slug: slug, frontMatter: frontMatter, document: MarkdownNode(.document),
            headings: headings, source: source, contentKey: contentKey)
        cell = DocumentCell(deferred: document)
    }

    /// Whether the document has not been made yet (the article came from its record and no stage read it).
    public var isDeferred: Bool { cell.isDeferred }

    /// The table of contents from its h2/h3 headings.
    public var tableOfContents: TableOfContents { TableOfContents(headings: headings) }
}

extension Article: StableHashable {
    /// Every stored field, in order; the document as its content key when it has one (the key names it, and a
    /// deferred document is not parsed to be hashed).
    public func hash(into hasher: inout StableHasher) {
        hasher.combine(path)
        hasher.combine(language)
        hasher.combine(slug)
        hasher.combine(frontMatter)
        if let contentKey { hasher.combine(contentKey) } else { hasher.combine(document) }
        hasher.combine(headings)
        hasher.combine(source)
        hasher.combine(contentKey)
    }
}
