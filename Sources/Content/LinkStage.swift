import Diagnostics
import Incremental
import Markdown

/// The link stage: one article's document with links to other articles rewritten to their pages, and a
/// diagnostic for each broken link (``LinkResolver``).
public enum LinkStage: ItemStage {
    /// What resolving one article's links reads: the article, and what every article offers a link.
    public struct Input: Equatable, Sendable, StableHashable {
        /// The article whose links are resolved.
        public var article: Article
        /// Every article's page and heading ids, by source path.
        public var targets: Keyed<[String: LinkTarget]>
        /// Every published image's URL path and size, by source path.
        public var images: Keyed<[String: ImageTarget]>

        /// Every stored field, in order.
        public func hash(into hasher: inout StableHasher) {
            hasher.combine(article)
            hasher.combine(targets)
            hasher.combine(images)
        }
    }

    /// The stage's name.
    public static let name = "links"

    /// Resolves the links of one article.
    public static func run(_ input: Input, context: Void) -> ResolvedLinks {
        LinkResolver.resolveLinks(in: input.article, byPath: input.targets.value, images: input.images.value)
    }
}

/// What a link may point at: an article's page and its heading ids.
public struct LinkTarget: Equatable, Sendable, StableHashable {
    /// The page's site-relative URL path.
    public var urlPath: String
    /// Its headings' ids, in order.
    public var anchors: [String]
    /// False for a file that is there but did not load (its front matter has an error, reported at it): a link
    /// to it is not broken, and its page and headings are not known.
    public var loaded = true

    /// Every stored field, in order.
    public func hash(into hasher: inout StableHasher) {
        hasher.combine(urlPath)
        hasher.combine(anchors)
        hasher.combine(loaded)
    }

}

/// What an image of the site becomes: its published path and its size.
public struct ImageTarget: Equatable, Sendable, StableHashable {
    /// The published copy's site-relative path.
    public var outputPath: String
    /// Its size in pixels.
    public var size: ImageSize

    /// Every stored field, in order.
    public func hash(into hasher: inout StableHasher) {
        hasher.combine(outputPath)
        hasher.combine(size)
    }

}

/// One article's document with links rewritten, and its broken-link diagnostics.
public struct ResolvedLinks: Sendable {
    /// The document.
    public var document: MarkdownNode
    /// The broken links found.
    public var diagnostics: [Diagnostic]
}
