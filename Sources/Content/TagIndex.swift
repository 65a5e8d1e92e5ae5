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
        public func urlPath(language: String) -> String { "\(language)/tags/\(slug)/" }
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

    /// The tag page's folder name for a tag written `name`.
    public static func slug(_ name: String) -> String { HeadingSlug.slug(name) }

    /// A site-relative path with each segment percent-encoded, for an `href` or a feed's URL.
    public static func encoded(_ path: String) -> String {
        path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
    }

    /// The tag whose slug is `slug`.
    public func tag(slug: String) -> Tag? { positions[slug].map { tags[$0] } }
}
