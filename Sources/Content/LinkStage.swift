import Diagnostics
import Incremental
import Markdown

/// The link stage: one article's document with links to other articles rewritten to their pages, and a
/// diagnostic for each broken link (``LinkResolver``).
public enum LinkStage: ItemStage {
    /// What resolving one article's links reads: the article, and what every article offers a link.
    public struct Input: Equatable, Sendable {
        /// The article whose links are resolved.
        public var article: Article
        /// Every article's page and heading ids, by source path.
        public var targets: Keyed<[String: LinkTarget]>
        /// Every published image's URL path and size, by source path.
        public var images: Keyed<[String: ImageTarget]>
    }

    /// The stage's name.
    public static let name = "links"

    /// Resolves the links of one article.
    public static func run(_ input: Input) -> ResolvedLinks {
        LinkResolver.resolveLinks(in: input.article, byPath: input.targets.value, images: input.images.value)
    }
}

/// What a link may point at: an article's page and its heading ids.
public struct LinkTarget: Equatable, Sendable {
    /// The page's site-relative URL path.
    public var urlPath: String
    /// Its headings' ids, in order.
    public var anchors: [String]

    /// The content key of a whole site's targets.
    static func key(of targets: [String: LinkTarget]) -> StableHash.Key {
        var bytes: [UInt8] = []
        for path in targets.keys.sorted() {
            let target = targets[path]!
            bytes.appendString(path)
            bytes.appendString(target.urlPath)
            bytes.appendWord(UInt64(target.anchors.count))
            for anchor in target.anchors { bytes.appendString(anchor) }
        }
        return StableHash.Key(bytes)
    }
}

/// What an image of the site becomes: its published path and its size.
public struct ImageTarget: Equatable, Sendable {
    /// The published copy's site-relative path.
    public var outputPath: String
    /// Its size in pixels.
    public var size: ImageSize

    /// The content key of a whole site's images.
    static func key(of images: [String: ImageTarget]) -> StableHash.Key {
        var bytes: [UInt8] = []
        for path in images.keys.sorted() {
            let image = images[path]!
            bytes.appendString(path)
            bytes.appendString(image.outputPath)
            bytes.appendWord(UInt64(image.size.width))
            bytes.appendWord(UInt64(image.size.height))
        }
        return StableHash.Key(bytes)
    }
}

/// One article's document with links rewritten, and its broken-link diagnostics.
public struct ResolvedLinks: Sendable {
    /// The document.
    public var document: MarkdownNode
    /// The broken links found.
    public var diagnostics: [Diagnostic]
}
