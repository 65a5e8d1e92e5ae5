import Config
import Diagnostics
import Foundation
import Markdown

/// What content loading reuses from the previous build in the same process: parsed articles whose file
/// bytes and configuration are unchanged, and resolved links while no link target changed.
public final class ContentMemo: @unchecked Sendable {
    /// What parsing one article depends on.
    struct ParseInput: Equatable, Sendable {
        var bytes: Data?
        var config: SiteConfig
        var reservedAnchors: Set<String>
    }

    /// What a link may point at: each article's page and heading ids, by source path.
    struct LinkTarget: Equatable, Sendable {
        var urlPath: String
        var anchors: [String]
    }

    let parsed = Memo<ParseInput, LoadedArticle>()
    let resolved = Memo<Article, ResolvedLinks>()
    private let lock = NSLock()
    private var targets: [String: LinkTarget]?

    /// Creates an empty memo.
    public init() {}

    /// Records this build's link targets; when they differ from the last build's, resolved links are forgotten.
    func useLinkTargets(_ new: [String: LinkTarget]) {
        let changed = lock.withLock {
            defer { targets = new }
            return targets != new
        }
        if changed { resolved.removeAll() }
    }

    /// Ends a build: entries for articles that are gone are dropped.
    public func endBuild() {
        parsed.endBuild()
        resolved.endBuild()
    }

    /// Parsed articles reused and parsed again in the last build.
    public var statistics: (reused: Int, parsed: Int) {
        let counts = parsed.statistics
        return (counts.hits, counts.misses)
    }
}

/// One article file as loaded: its text, the article when it parsed, and what was found.
struct LoadedArticle: Sendable {
    var path: String
    var source: String?
    var article: Article?
    var diagnostics: [Diagnostic]
}

/// One article's document with links rewritten, and its broken-link diagnostics.
struct ResolvedLinks: Sendable {
    var document: MarkdownNode
    var diagnostics: [Diagnostic]
}
