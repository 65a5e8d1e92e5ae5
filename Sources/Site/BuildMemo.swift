import CodeBlocks
import Config
import Content
import Diagrams
import Foundation
import Markdown
import Search
import Snippets
import Templates
import Theme

/// What a build can reuse from the previous build in the same process (`puente serve`): each stage's
/// per-article results, and the files written last time.
///
/// Every entry is keyed by the full input it was made from, so reuse never changes the output: a
/// rebuild with a memo is byte-identical to a clean build (`IncrementalBuildTests`). Inputs every page
/// shares (the theme, the stubs' availability) are compared once per build; when they change, the
/// stages that read them start afresh.
public final class BuildMemo: @unchecked Sendable {
    /// Parsed articles and resolved links.
    let content = ContentMemo()
    /// Articles with their diagrams drawn.
    let diagrams = DiagramStage.Memo()
    /// Each article's searchable sections.
    let searchUnits = Memo<Article, [SearchUnit]>()
    /// Each article's body HTML.
    let bodies = Memo<BodyInput, String>()
    /// Pages other than articles (indexes, home, search, 404), by path.
    let sitePages = Memo<SiteMetadata, [UInt8]?>()
    /// The feeds, the sitemap and robots.txt.
    let feeds = Memo<SiteMetadata, [String: [UInt8]]>()
    /// Each article page's HTML, by what its template data is made from.
    let articlePages = Memo<ArticlePageInput, [UInt8]?>()

    private let lock = NSLock()
    private var shared: SharedInputs?
    private var written: (files: [String: [UInt8]], manifest: OutputManifest, memory: OutputWriter.Memory?)?
    private var highlights: (file: URL, cache: HighlightCache)?
    private var searchStates: [String: SearchIndexState] = [:]
    private var stores: [String: AnyObject] = [:]

    /// Creates an empty memo: the first build with it does all the work.
    public init() {}

    /// What rendering one article body depends on, besides the shared inputs.
    struct BodyInput: Equatable, Sendable {
        var article: Article
        var outcomes: [SnippetOutcome]
        var strings: ThemeStrings?
        var highlights: Bool
        var unsafeHTML: Bool
    }

    /// What pages other than articles, the feeds and the sitemap read: the configuration and each article's
    /// metadata, not its text.
    struct SiteMetadata: Equatable, Sendable {
        struct Entry: Equatable, Sendable {
            var path: String
            var language: String
            var slug: String
            var frontMatter: FrontMatter
        }
        var config: SiteConfig
        var articles: [Entry]

        init(_ content: SiteContent) {
            config = content.config
            articles = content.articles.map {
                Entry(path: $0.path, language: $0.language, slug: $0.slug, frontMatter: $0.frontMatter)
            }
        }
    }

    /// What an article page's template data is made from, besides the theme.
    struct ArticlePageInput: Equatable, Sendable {
        var article: Article
        var body: String
        var translations: [Article]
        var config: SiteConfig
    }

    /// Inputs every page reads.
    struct SharedInputs: Equatable, Sendable {
        var themeSources: [String: String]
        var assets: [String: [UInt8]]
        var availability: [String: APIAvailability]
        var baselineMajor: Int
        var baselineMinor: Int
    }

    /// Records the inputs all pages share; when they changed, forgets bodies and pages.
    func useShared(_ new: SharedInputs) {
        let changed = lock.withLock {
            defer { shared = new }
            return shared != new
        }
        if changed {
            bodies.removeAll()
            sitePages.removeAll()
            articlePages.removeAll()
        }
    }

    /// The search postings of one language, kept between builds.
    /// The ``PersistentMemo`` `name`, opened once per process (see ``SiteStores``), so `serve` reads its file
    /// on the first build only.
    func store<Output: MemoCodable>(_ name: String, version: Int, siteRoot: URL) -> PersistentMemo<Output> {
        lock.withLock {
            if let store = stores[name] as? PersistentMemo<Output> { return store }
            let store = PersistentMemo<Output>(
                folder: SiteStores.folder(siteRoot: siteRoot), name: name, version: version)
            stores[name] = store
            return store
        }
    }

    func searchState(_ language: String) -> SearchIndexState {
        lock.withLock {
            if let state = searchStates[language] { return state }
            let state = SearchIndexState()
            searchStates[language] = state
            return state
        }
    }

    /// One highlight cache for the whole session, so blocks reused from the memo stay in the saved cache.
    func highlightCache(file: URL) -> HighlightCache {
        lock.withLock {
            if let highlights, highlights.file == file { return highlights.cache }
            let cache = HighlightCache(file: file)
            highlights = (file, cache)
            return cache
        }
    }

    /// The files the last successful build wrote, and the manifest it left in the folder.
    var previousOutput: (files: [String: [UInt8]], manifest: OutputManifest, memory: OutputWriter.Memory?)? {
        lock.withLock { written }
    }

    /// Remembers what was written, and what the writer learnt of the folders.
    func wrote(_ files: [String: [UInt8]], manifest: OutputManifest, memory: OutputWriter.Memory? = nil) {
        lock.withLock { written = (files, manifest, memory) }
    }

    /// Forgets what was written (the output folder may no longer hold it).
    func forgetWritten() { lock.withLock { written = nil } }

    /// Ends a build: entries for articles that are gone are dropped.
    func endBuild() {
        content.endBuild()
        diagrams.endBuild()
        searchUnits.endBuild()
        for state in lock.withLock({ Array(searchStates.values) }) { state.endBuild() }
        bodies.endBuild()
        sitePages.endBuild()
        feeds.endBuild()
        articlePages.endBuild()
    }
}
