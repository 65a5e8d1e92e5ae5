import Incremental

/// Where an article sits among its language's articles, for the links around it: previous and next in the
/// language's order (``SiteContent/articles(in:)``, newest first), a window of the list around it, the total,
/// and related articles (those sharing most of its tags, nearest first). Made from titles, paths and tags only, so an edit of
/// an article's text changes no other page.
public struct ArticleNavigation: Equatable, Sendable, StableHashable {
    /// A link to an article.
    public struct Link: Equatable, Sendable, StableHashable {
        /// The article's title.
        public var title: String
        /// Its site-relative path (`es/costuras/`).
        public var urlPath: String
        /// Whether it is the page's own article.
        public var isCurrent: Bool = false

        /// Every stored field, in order.
        public func hash(into hasher: inout StableHasher) {
            hasher.combine(title)
            hasher.combine(urlPath)
            hasher.combine(isCurrent)
        }
    }

    /// The article before this one in the list (newer), if any.
    public var previous: Link?
    /// The article after this one (older), if any.
    public var next: Link?
    /// Up to ``window`` articles of the list around this one, in order, this one included.
    public var nearby: [Link]
    /// How many articles the language has.
    public var total: Int
    /// Up to three articles sharing tags with this one, most shared tags first.
    public var related: [Link]

    /// How many articles a page lists around its own (the whole list when the language has no more).
    public static let window = 15

    /// The navigation of every article of `content`, by article path.
    public static func all(_ content: SiteContent) -> [String: ArticleNavigation] {
        var out: [String: ArticleNavigation] = [:]
        for language in content.config.languageCodes {
            let list = content.articles(in: language)
            let links = list.map { Link(title: $0.frontMatter.title, urlPath: $0.urlPath) }
            // Each article's tags as numbers, and each tag's articles by place in the list (ascending), with
            // where in that tag's list each article is: the related articles are found with integers only.
            var tagNumbers: [String: Int] = [:]
            var members: [[Int]] = []
            var tagsOf: [[(tag: Int, position: Int)]] = []
            for (place, article) in list.enumerated() {
                var own: [(tag: Int, position: Int)] = []
                for slug in Set(article.frontMatter.tags.map(TagIndex.slug)).sorted() {
                    let tag = tagNumbers[slug] ?? members.count
                    if tag == members.count {
                        tagNumbers[slug] = tag
                        members.append([])
                    }
                    own.append((tag, members[tag].count))
                    members[tag].append(place)
                }
                tagsOf.append(own)
            }
            for (index, article) in list.enumerated() {
                let start = max(0, min(index - window / 2, list.count - window))
                var nearby = Array(links[start..<min(list.count, start + window)])
                nearby[index - start].isCurrent = true
                out[article.path] = ArticleNavigation(
                    previous: index > 0 ? links[index - 1] : nil,
                    next: index + 1 < list.count ? links[index + 1] : nil,
                    nearby: nearby, total: list.count,
                    related: related(to: index, tags: tagsOf[index], members: members).map { links[$0] })
            }
        }
        return out
    }

    /// The places of the articles sharing most tags with the article at `own` (then nearest in the list, then
    /// earlier), at most three. Each tag offers the ``relatedReach`` articles on either side of this one in its
    /// own list, so the work grows with the number of articles, not with their square, however many share a
    /// tag.
    private static func related(to own: Int, tags: [(tag: Int, position: Int)], members: [[Int]]) -> [Int] {
        var shared: [Int: Int] = [:]
        for (tag, position) in tags {
            let list = members[tag]
            for place in list[max(0, position - relatedReach)..<min(list.count, position + relatedReach + 1)]
            where place != own {
                shared[place, default: 0] += 1
            }
        }
        let ranked = shared.map { (shared: -$0.value, distance: abs($0.key - own), place: $0.key) }.sorted { $0 < $1 }
        return ranked.prefix(3).map(\.place)
    }

    /// How far along a tag's list related articles are looked for, on each side.
    public static let relatedReach = 24

    /// Every stored field, in order: what the page key of the article it belongs to takes from it.
    public func hash(into hasher: inout StableHasher) {
        hasher.combine(previous)
        hasher.combine(next)
        hasher.combine(nearby)
        hasher.combine(total)
        hasher.combine(related)
    }
}
