import Config

/// Every published article of the site, with look-ups by path and by translation.
public struct SiteContent: Sendable {
    /// The site configuration.
    public let config: SiteConfig
    /// Published articles and pages (``Article/isPage``; drafts included only when drafts are on), sorted by
    /// language, then path: every Markdown file that becomes a page of the site. Set once:
    /// later stages make new values from articles (drawn diagrams, bodies) and never change these.
    public let articles: [Article]
    /// The pictures articles show from the site's own files, published beside the pages.
    public let images: [ImageFile]

    /// The index in `articles` of each language's edition of each translation key.
    private let editions: [String: Int]

    /// Creates the content set.
    public init(config: SiteConfig, articles: [Article], images: [ImageFile] = []) {
        self.config = config
        self.images = images
        self.articles = articles.sorted { ($0.language, $0.path) < ($1.language, $1.path) }
        var editions: [String: Int] = [:]
        for (index, article) in self.articles.enumerated() {
            editions[article.language + "\u{0}" + article.translationKey] =
                editions[article.language + "\u{0}" + article.translationKey] ?? index
        }
        self.editions = editions
    }

    /// The article whose source is at `path` (site-relative).
    public func article(atPath path: String) -> Article? {
        articles.first { $0.path == path }
    }

    /// The articles of one language, newest first; undated articles follow, by title. Pages are not articles:
    /// they are in no list (``pages(in:)``).
    public func articles(in language: String) -> [Article] {
        articles.filter { $0.language == language && !$0.isPage }.sorted { a, b in
            switch (a.frontMatter.date, b.frontMatter.date) {
            case (let x?, let y?) where x != y: return x > y
            case (.some, nil): return true
            case (nil, .some): return false
            default: return a.frontMatter.title < b.frontMatter.title
            }
        }
    }

    /// The pages of one language (``Article/isPage``), by title, then path.
    public func pages(in language: String) -> [Article] {
        articles.filter { $0.language == language && $0.isPage }.sorted {
            ($0.frontMatter.title, $0.path) < ($1.frontMatter.title, $1.path)
        }
    }

    /// The other-language editions of `article`, in config language order.
    public func translations(of article: Article) -> [Article] {
        config.languageCodes.compactMap { code in
            guard code != article.language else { return nil }
            return editions[code + "\u{0}" + article.translationKey].map { articles[$0] }
        }
    }
}
