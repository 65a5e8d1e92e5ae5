import Config
import Incremental

/// An article's metadata, from the YAML block at the top of its Markdown file.
public struct FrontMatter: Sendable, Hashable {
    /// The article's title (required).
    public var title: String
    /// A one- or two-sentence summary in the article's language.
    public var summary: String?
    /// Publication date.
    public var date: ArticleDate?
    /// Author's name.
    public var author: String?
    /// Tags, as written.
    public var tags: [String]
    /// The article's minimum iOS version; its snippets are checked against it.
    public var ios: IOSVersion?
    /// The key pairing this article with its translations; defaults to the file name.
    public var translation: String?
    /// The language this article was translated from, if it is a translation.
    public var translatedFrom: String?
    /// Drafts are left out of the site unless drafts are enabled.
    public var draft: Bool
    /// The URL slug, when it should differ from the file name.
    public var slug: String?
    /// Article or page: `type:`, else what the file's folder implies (``ContentKind/implied(byPath:)``).
    public var kind: ContentKind

    /// Creates front matter.
    public init(
        title: String, summary: String? = nil, date: ArticleDate? = nil, author: String? = nil, tags: [String] = [],
        ios: IOSVersion? = nil, translation: String? = nil, translatedFrom: String? = nil, draft: Bool = false
    ) {
        self.title = title
        self.summary = summary
        self.date = date
        self.author = author
        self.tags = tags
        self.ios = ios
        self.translation = translation
        self.translatedFrom = translatedFrom
        self.draft = draft
        self.slug = nil
        self.kind = .article
    }

    /// Every key front matter may have.
    public static let knownKeys = [
        "title", "summary", "date", "author", "tags", "ios", "translation", "translated_from", "draft", "slug", "type",
    ]
}

extension FrontMatter: StableHashable {
    /// Every stored field, in order.
    public func hash(into hasher: inout StableHasher) {
        hasher.combine(title)
        hasher.combine(summary)
        hasher.combine(date)
        hasher.combine(author)
        hasher.combine(tags)
        hasher.combine(ios)
        hasher.combine(translation)
        hasher.combine(translatedFrom)
        hasher.combine(draft)
        hasher.combine(slug)
        hasher.combine(kind.rawValue)
    }
}
