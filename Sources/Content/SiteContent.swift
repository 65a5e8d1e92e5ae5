import Config

/// Every published article of the site, with look-ups by path and by translation.
public struct SiteContent: Sendable {
    /// The site configuration.
    public var config: SiteConfig
    /// Published articles (drafts included only when drafts are on), sorted by language, then path.
    public var articles: [Article]

    /// Where each (language, translation key) sat in `articles` when the set was made; checked on use.
    private var editions: [String: Int] = [:]
    private var indexedCount = 0

    /// Creates the content set.
    public init(config: SiteConfig, articles: [Article]) {
        self.config = config
        self.articles = articles.sorted { ($0.language, $0.path) < ($1.language, $1.path) }
        indexedCount = self.articles.count
        for (index, article) in self.articles.enumerated() {
            editions[article.language + "\u{0}" + article.translationKey] =
                editions[
                    article.language + "\u{0}" + article.translationKey] ?? index
        }
    }

    /// The article whose source is at `path` (site-relative).
    public func article(atPath path: String) -> Article? {
        articles.first { $0.path == path }
    }

    /// The articles of one language, newest first; undated articles follow, by title.
    public func articles(in language: String) -> [Article] {
        articles.filter { $0.language == language }.sorted { a, b in
            switch (a.frontMatter.date, b.frontMatter.date) {
            case (let x?, let y?) where x != y: return x > y
            case (.some, nil): return true
            case (nil, .some): return false
            default: return a.frontMatter.title < b.frontMatter.title
            }
        }
    }

    /// The other-language editions of `article`, in config language order.
    public func translations(of article: Article) -> [Article] {
        config.languageCodes.compactMap { code in
            guard code != article.language else { return nil }
            let key = article.translationKey
            // The index is a shortcut; a stage that reordered or changed articles falls back to a scan.
            if let index = editions[code + "\u{0}" + key], index < articles.count,
                articles[index].language == code, articles[index].translationKey == key
            {
                return articles[index]
            }
            // No edition when made, and none added since (later stages only replace documents).
            if editions[code + "\u{0}" + key] == nil, articles.count == indexedCount { return nil }
            return articles.first { $0.language == code && $0.translationKey == key }
        }
    }
}
