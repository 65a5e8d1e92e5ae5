import Foundation
import Markdown

/// The tags of one language's articles, each with its page: `<lang>/tags/<slug>/`, where the slug is the tag's
/// ``HeadingSlug`` (letters of any script kept, so `移行` stays `移行`). Tags whose slugs are equal are one tag,
/// named as the first article in the language's order writes it.
public struct TagIndex: Equatable, Sendable {
    /// One tag: its name, slug and articles (in the language's order).
    public struct Tag: Equatable, Sendable {
        /// The tag as written.
        public var name: String
        /// The folder name of its page.
        public var slug: String
        /// Its articles, in the language's order.
        public var articles: [Article]

        /// The site-relative path of its page (`es/tags/swiftui/`), unencoded.
        public func urlPath(language: String) -> String { TagIndex.urlPath(slug: slug, language: language) }
    }

    /// The language.
    public var language: String
    /// Every tag, by slug order.
    public private(set) var tags: [Tag]
    /// Each tag's index in ``tags``, by slug.
    private var positions: [String: Int] = [:]

    /// The tags of `content`'s articles in `language`.
    public init(_ content: SiteContent, language: String) {
        self.language = language
        var bySlug: [String: Tag] = [:]
        for article in content.articles(in: language) {
            var seen: Set<String> = []
            for name in article.frontMatter.tags {
                let slug = Self.slug(name)
                guard seen.insert(slug).inserted else { continue }
                bySlug[slug, default: Tag(name: name, slug: slug, articles: [])].articles.append(article)
            }
        }
        tags = bySlug.values.sorted { $0.slug < $1.slug }
        positions = Dictionary(uniqueKeysWithValues: tags.enumerated().map { ($1.slug, $0) })
    }

    /// The site-relative path of the page of the tag whose slug is `slug` (`ja/tags/移行/`), unencoded.
    public static func urlPath(slug: String, language: String) -> String { "\(language)/tags/\(slug)/" }

    /// The tag page's folder name for a tag written `name`.
    public static func slug(_ name: String) -> String { HeadingSlug.slug(name) }

    /// A site-relative path with each segment percent-encoded, for an `href` or a feed's URL.
    public static func encoded(_ path: String) -> String {
        path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
    }

    /// The same tag in `other`'s index (`others`): the tag of the same slug when it has one; else the tag its
    /// articles' translations carry in the same place of their tag lists (`disponibilidad` ↔ `利用可否` when an
    /// article tagged `[swiftui, disponibilidad]` is translated as `[swiftui, 利用可否]`), chosen by most
    /// translations, then by slug; nil when no translation says. Only translations with as many tags as their
    /// original vote, so a tag list written differently never pairs unrelated tags.
    public func counterpart(of tag: Tag, in other: TagIndex, content: SiteContent) -> Tag? {
        if let same = other.tag(slug: tag.slug) { return same }
        var votes: [String: Int] = [:]
        for article in tag.articles {
            let names = article.frontMatter.tags
            guard let place = names.firstIndex(where: { Self.slug($0) == tag.slug }) else { continue }
            for translation in content.translations(of: article) where translation.language == other.language {
                let theirs = translation.frontMatter.tags
                guard theirs.count == names.count else { continue }
                votes[Self.slug(theirs[place]), default: 0] += 1
            }
        }
        let best = votes.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.first
        return best.flatMap { other.tag(slug: $0.key) }
    }

    /// The tag whose slug is `slug`.
    public func tag(slug: String) -> Tag? { positions[slug].map { tags[$0] } }
}
