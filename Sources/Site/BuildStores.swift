import CodeBlocks
import Content
import Diagrams
import Foundation
import Incremental
import Search
import Snippets

/// Every store one build keeps results in between builds, opened once when the configuration is known (their
/// files read and checked on other threads while the theme and the content load) and closed by ``close()``.
///
/// A step takes the stores it reads from here and hands each back with ``finish(_:)`` when it is done: the
/// file is written in the background on the build's ``StoreWriter`` while later steps run, and a file that
/// could not be trusted is returned, to say once in the step's summary. From the command line ``close()``
/// waits for every file; `puente serve` keeps its stores, and their writer, in the ``BuildSession``.
final class BuildStores: Sendable {
    /// Where the files go, in order.
    let writer: StoreWriter
    /// Records of articles parsed with nothing to say, by parse key (command line only).
    let articles: Background<PersistentMemo<ArticleRecord>?>
    /// Records of article pages made with nothing to say, by page key (command line only).
    let pageRecords: Background<PersistentMemo<PageRecord>?>
    /// Drawn flowcharts, by ``DiagramStage`` figure key.
    let figures: Background<DiagramStage.Store?>
    /// The site pages and the feeds, by the key of the site's metadata and (for the pages) the theme.
    let siteFiles: Background<PersistentMemo<StoredFiles>?>
    /// Each language's counted search sections, in the configuration's order (none for a dry run).
    let search: Background<[SearchStore]>?
    /// Highlighted code blocks.
    let highlights: Background<HighlightCache>
    /// Whether `serve` keeps what the files held that this build did not ask for.
    private let keepingUnasked: Bool
    /// Whether ``close()`` waits for the files.
    private let waits: Bool

    /// Opens the stores of a build of `languages` with `options`: the session's (opened once per process),
    /// or new ones; none that `options` turn off.
    init(options: BuildOptions, session: BuildSession?, languages: [String]) {
        writer = session?.writer ?? StoreWriter()
        keepingUnasked = session != nil
        waits = session == nil
        func open<Output: MemoCodable>(_ name: String, commandLineOnly: Bool = false) -> Background<
            PersistentMemo<Output>?
        > {
            Background {
                guard options.persistentMemos, !(commandLineOnly && session != nil) else { return nil }
                return session?.store(name, version: 1, siteRoot: options.siteRoot)
                    ?? PersistentMemo(
                        folder: Self.folder(siteRoot: options.siteRoot, environment: options.process.variables),
                        name: name, version: 1)
            }
        }
        // `serve` keeps whole articles in its session, and compares the bytes it wrote last.
        articles = open("articles", commandLineOnly: true)
        pageRecords = open("article-pages", commandLineOnly: true)
        figures = open("flowcharts")
        siteFiles = open("site-files")
        search =
            options.dryRun
            ? nil : Background { languages.map { Self.searchStore($0, options: options, session: session) } }
        let cacheFile = CacheFolder.site(options.siteRoot, environment: options.process.variables)
            .appending(path: "highlight-v6.bin")
        highlights = Background { session?.highlightCache(file: cacheFile) ?? HighlightCache(file: cacheFile) }
    }

    /// The folder of the site's memos (`<site cache>/memo/`, shared by `build`, `check` and `serve`).
    static func folder(siteRoot: URL, environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        CacheFolder.site(siteRoot, environment: environment).appending(path: "memo")
    }

    /// One language's search store: the session's, else one read from its file, or one in memory only when
    /// `options` turn persistent memos off.
    private static func searchStore(_ language: String, options: BuildOptions, session: BuildSession?) -> SearchStore {
        guard options.persistentMemos else {
            return session?.searchStore(language, folder: nil) ?? SearchStore(language: language)
        }
        let folder = folder(siteRoot: options.siteRoot, environment: options.process.variables)
        // The per-section term memo of earlier versions is replaced by this store: its file goes.
        try? FileManager.default.removeItem(at: folder.appending(path: "search-terms-\(language).bin"))
        return session?.searchStore(language, folder: folder) ?? SearchStore(folder: folder, language: language)
    }

    /// Ends a step's use of `store`: its file is written in the background; a file that could not be trusted
    /// is returned, to say once.
    func finish<Output>(_ store: PersistentMemo<Output>?) -> String? {
        guard let store else { return nil }
        let problem = store.problem
        store.save(on: writer, keepingUnasked: keepingUnasked)
        return problem
    }

    /// Ends the search step's use of `store`, as ``finish(_:)`` does for a memo.
    func finish(_ store: SearchStore) -> String? {
        let problem = store.problem
        store.save(on: writer, keepingUnasked: keepingUnasked)
        return problem
    }

    /// Ends the build's use of the stores every step may add to (the page records, the site files), and from
    /// the command line waits until every file handed over is written.
    func close() {
        _ = finish(pageRecords.value)
        _ = finish(siteFiles.value)
        if waits { writer.wait() }
    }
}
