import CodeBlocks
import CodeIndex
import Content
import Incremental
import Snippets
import Theme

/// Which article pages a build from the command line makes again, and which it keeps as published.
///
/// An article page is a function of its article (``Article/contentKey``: its bytes, the configuration, the
/// reserved ids, every link target and image), its translations, its navigation (``ArticleNavigation``), its
/// snippet verdicts and the declarations
/// they use, the theme, and how code is highlighted; its ``key`` covers exactly these. A page made under a
/// key is recorded (``PageRecord``, in the `article-pages` memo) with the fingerprint of its bytes; a later
/// build that finds the same key, and the output folder still holding those bytes, keeps the page without
/// drawing, rendering or writing it, and without parsing the article if nothing else reads it.
struct PagePlan {
    /// Each article's page key, in the content's order; nil when the page is always made (an article made
    /// by hand, without a content key).
    var keys: [StableHash.Key?]
    /// The indexes (in the content's order) of the articles whose pages are made.
    var made: [Int]
    /// The pages kept: output-relative path → fingerprint of the published bytes.
    var kept: [String: OutputManifest.Fingerprint]
    /// The flowchart memo's keys of the kept pages' figures (one per flowchart they show), to keep them in
    /// the memo.
    var keptFigures: [StableHash.Key] = []
    /// The highlight cache's keys of the kept pages' code, to keep them in the cache.
    var keptHighlights: [String] = []

    /// A plan that makes every page.
    static func all(_ content: SiteContent) -> PagePlan {
        PagePlan(keys: content.articles.map { _ in nil }, made: Array(content.articles.indices), kept: [:])
    }

    /// The plan for `content`: a page whose record under its key is there is kept when `published` says the
    /// output folder holds it (a dry run, which writes nothing, passes nil: every recorded page counts as kept).
    /// `diagramEngine` is ``DiagramStage/engineKey(fontFamilies:)`` for the theme's diagram fonts.
    static func plan(
        _ content: SiteContent, report: SnippetReport, theme: Keyed<Theme>, highlights: Bool, diagramEngine: String,
        navigation: [String: ArticleNavigation] = [:], records: PersistentMemo<PageRecord>,
        published: ((_ fingerprints: [String: OutputManifest.Fingerprint]) -> Set<String>)?
    ) -> PagePlan {
        // What every page shares: the theme, the stubs' declarations, how code is highlighted (Swift's and the
        // other languages' engines) and the diagram engine (`DiagramStage.engineKey` of the theme's fonts: a
        // font or Graphviz update redraws the diagrams of pages that were kept).
        var shared = StableHasher(.articlePage)
        shared.combine(theme)
        shared.combine(BodyStage.keyed(report.symbols))
        shared.combine(highlights)
        shared.combine(SwiftHighlighter.engine)
        shared.combine(LanguageHighlighter.engine)
        shared.combine(IndexStoreConverter.isAvailable)
        shared.combine(diagramEngine)
        let pageHasher = shared
        let keys = ParallelMap.map(Array(content.articles.indices)) { index -> StableHash.Key? in
            let article = content.articles[index]
            let translations = content.translations(of: article).map(\.contentKey)
            guard let own = article.contentKey, !translations.contains(nil) else { return nil }
            var hasher = pageHasher
            hasher.combine(own)
            hasher.combine(translations)
            hasher.combine(report.outcomes[article.path] ?? [])
            hasher.combine(report.uses[article.path] ?? [])
            hasher.combine(navigation[article.path])
            return hasher.finalize()
        }
        var candidates: [Int: PageRecord] = [:]
        for (index, key) in keys.enumerated() {
            guard let key, let record = records.stored(key), record.path == content.articles[index].outputPath else {
                continue
            }
            candidates[index] = record
        }
        let fingerprints = Dictionary(
            candidates.values.map { ($0.path, $0.fingerprint) }, uniquingKeysWith: { first, _ in first })
        let held = published.map { $0(fingerprints) } ?? Set(fingerprints.keys)
        var plan = PagePlan(keys: keys, made: [], kept: [:])
        for index in content.articles.indices {
            if let record = candidates[index], held.contains(record.path) {
                plan.kept[record.path] = record.fingerprint
                plan.keptFigures += record.figures
                plan.keptHighlights += record.highlights
            } else {
                plan.made.append(index)
            }
        }
        return plan
    }
}

/// An article page a build made, as the `article-pages` memo keeps it under the page's key: where it went,
/// the fingerprint of its bytes, and the keys of the flowcharts and highlighted code it was made from (a build
/// that keeps the page keeps those entries in their memo and cache, so a later build that makes the page
/// again finds them). Only pages made with nothing to say (no diagram warning, no template error) are kept.
struct PageRecord: MemoCodable, Equatable {
    /// The output-relative path.
    var path: String
    /// Size and hash of the bytes.
    var fingerprint: OutputManifest.Fingerprint
    /// The flowchart memo's keys of the figures on the page, one per flowchart.
    var figures: [StableHash.Key]
    /// The highlight cache's keys of its code.
    var highlights: [String]

    init(path: String, bytes: [UInt8], figures: [StableHash.Key], highlights: [String]) {
        self.path = path
        fingerprint = OutputManifest.Fingerprint(size: bytes.count, hash: OutputManifest.hash(bytes))
        self.figures = figures
        self.highlights = highlights
    }

    /// Path, size, hash, then the figure keys and the highlight keys, each list behind its count.
    func encode(into bytes: inout [UInt8]) {
        bytes.appendString(path)
        bytes.appendWord(UInt64(fingerprint.size))
        bytes.appendWord(fingerprint.hash)
        bytes.appendWord(UInt64(figures.count))
        for key in figures {
            bytes.appendWord(key.high)
            bytes.appendWord(key.low)
        }
        bytes.appendWord(UInt64(highlights.count))
        for key in highlights { bytes.appendString(key) }
    }

    /// Reads what ``encode(into:)`` wrote; nil for anything else.
    init?(decoding reader: inout MemoReader) {
        guard let path = reader.string(), let size = reader.int(), let hash = reader.word(),
            let figureCount = reader.int(below: 1 << 20)
        else { return nil }
        var figures: [StableHash.Key] = []
        for _ in 0..<figureCount {
            guard let high = reader.word(), let low = reader.word() else { return nil }
            figures.append(StableHash.Key(high: high, low: low))
        }
        guard let highlightCount = reader.int(below: 1 << 20) else { return nil }
        var highlights: [String] = []
        for _ in 0..<highlightCount {
            guard let key = reader.string() else { return nil }
            highlights.append(key)
        }
        self.path = path
        fingerprint = OutputManifest.Fingerprint(size: size, hash: hash)
        self.figures = figures
        self.highlights = highlights
    }
}
