import Incremental

/// Ceilings on what one build accepts, from the `limits:` section of `Content/site.yml`.
///
/// They keep a mistaken or hostile input (a pasted log, a generated file, a runaway list) from making a
/// build crawl or exhaust memory: past a limit the build stops with an error that names the limit and the
/// key that raises it. The compiler's time per run is the fourth limit, `snippets.timeout`.
public struct BuildLimits: Sendable, Hashable {
    /// Largest article file, in bytes (default 8 MiB).
    public var articleBytes = 8 * 1024 * 1024
    /// Deepest nesting of Markdown blocks and inlines: lists, quotes, emphasis, links (default 100).
    public var nestingDepth = 100
    /// Most Swift snippets in one article (default 200).
    public var snippetsPerArticle = 200
    /// Most nodes in one flowchart (default 1,000).
    public var diagramNodes = 1000
    /// Most edges in one flowchart (default 500): Graphviz's layout time grows much faster than the edges
    /// (about 0.7 s at 450 edges among 200 nodes, 5 s at 600, 30 s at 1,000, and no end at 1,500 before its
    /// iterations were bounded).
    public var diagramEdges = 500

    /// The most each key may be raised to, and why: `site.yml` comes with the pull request, so a limit cannot be
    /// lifted past what the build itself survives.
    public static let ceilings: [String: (value: Int, reason: String)] = [
        "article_bytes": (64 * 1024 * 1024, "a page renders to at most 64 MiB"),
        "nesting_depth": (500, "deeper nesting would exhaust the build's stack"),
        "snippets_per_article": (10_000, "a larger article cannot be checked in reasonable time"),
        "diagram_nodes": (10_000, "a larger flowchart cannot be laid out in reasonable time"),
        "diagram_edges": (1_000, "a flowchart with more edges takes Graphviz seconds to minutes to lay out"),
    ]

    /// The keys of the `limits:` section, with what each bounds.
    public static let keys: [(key: String, meaning: String)] = [
        ("article_bytes", "bytes in one article"),
        ("nesting_depth", "levels of nested lists, quotes and inlines"),
        ("snippets_per_article", "Swift snippets in one article"),
        ("diagram_nodes", "nodes in one flowchart"),
        ("diagram_edges", "edges (links) in one flowchart"),
    ]

    /// The default limits.
    public init() {}

    /// One limit that an input went past, described for a diagnostic.
    public struct Exceeded: Sendable, Hashable {
        /// The `limits:` key, e.g. `article_bytes`.
        public var key: String
        /// What was counted, e.g. "this article has 10,485,760 bytes".
        public var found: String
        /// The limit in force.
        public var limit: Int
        /// Another way out than raising the limit, e.g. "split the article".
        public var alternative: String

        /// Creates a description.
        public init(key: String, found: String, limit: Int, alternative: String) {
            self.key = key
            self.found = found
            self.limit = limit
            self.alternative = alternative
        }

        /// "this article has 10,485,760 bytes, over the limit of 8,388,608 (limits.article_bytes)".
        public var message: String {
            "\(found), over the limit of \(Self.grouped(limit)) (limits.\(key))"
        }

        /// How to get past it.
        public var help: String {
            "\(alternative), or raise the limit in Content/site.yml:\nlimits:\n  \(key): \(limit * 2)"
        }

        /// `1234567` as "1,234,567".
        public static func grouped(_ value: Int) -> String {
            let digits = String(value)
            var out = ""
            for (index, digit) in digits.enumerated() {
                if index > 0, (digits.count - index) % 3 == 0 { out += "," }
                out.append(digit)
            }
            return out
        }
    }
}

extension BuildLimits: StableHashable {
    /// Every stored field, in order.
    public func hash(into hasher: inout StableHasher) {
        hasher.combine(articleBytes)
        hasher.combine(nestingDepth)
        hasher.combine(snippetsPerArticle)
        hasher.combine(diagramNodes)
        hasher.combine(diagramEdges)
    }
}
