import Content
import Diagrams
import Foundation
import Incremental
import Search
import Snippets

/// The stages' ``PersistentMemo``s: where they live (`<site cache>/memo/`, shared by `build`, `check` and
/// `serve`), their names and format versions, and how a step opens, saves and (in `serve`) ends one.
enum SiteStores {
    /// The folder of the site's memos.
    static func folder(siteRoot: URL) -> URL { SnippetCacheLocation.site(siteRoot).appending(path: "memo") }

    /// The memo `name` of format `version`: the serve session's (opened once per process), or a new one; nil
    /// when `options` turn persistent memos off.
    static func open<Output: MemoCodable>(
        _ name: String, version: Int, options: BuildOptions, session: BuildSession?
    ) -> PersistentMemo<Output>? {
        guard options.persistentMemos else { return nil }
        let siteRoot = options.siteRoot
        return session?.store(name, version: version, siteRoot: siteRoot)
            ?? PersistentMemo(folder: folder(siteRoot: siteRoot), name: name, version: version)
    }

    /// The counted search sections of `language`'s articles, by ``SearchUnitStage/key(_:)``: the serve
    /// session's (opened once per process), else one read from its file, or one in memory only when `options`
    /// turn persistent memos off.
    static func search(language: String, options: BuildOptions, session: BuildSession?) -> SearchStore {
        guard options.persistentMemos else {
            return session?.searchStore(language, folder: nil) ?? SearchStore(language: language)
        }
        let folder = folder(siteRoot: options.siteRoot)
        // The per-section term memo of earlier versions is replaced by this store: its file goes.
        try? FileManager.default.removeItem(at: folder.appending(path: "search-terms-\(language).bin"))
        return session?.searchStore(language, folder: folder) ?? SearchStore(folder: folder, language: language)
    }

    /// The site pages and the feeds, by the key of the site's metadata and (for the pages) the theme.
    static func siteFiles(options: BuildOptions, session: BuildSession?) -> PersistentMemo<StoredFiles>? {
        open("site-files", version: 1, options: options, session: session)
    }

    /// The records of articles parsed with nothing to say, by parse key (``ArticleRecord``); only from the
    /// command line (`serve` keeps whole articles in its session).
    static func articles(options: BuildOptions, session: BuildSession?) -> PersistentMemo<ArticleRecord>? {
        session == nil ? open("articles", version: 1, options: options, session: nil) : nil
    }

    /// The records of article pages made with nothing to say, by page key (``PagePlan``); only from the
    /// command line (`serve` compares the bytes it wrote last).
    static func articlePages(options: BuildOptions, session: BuildSession?) -> PersistentMemo<PageRecord>? {
        session == nil ? open("article-pages", version: 1, options: options, session: nil) : nil
    }

    /// Drawn flowcharts, by ``DiagramStage`` figure key.
    static func figures(options: BuildOptions, session: BuildSession?) -> DiagramStage.Store? {
        open("flowcharts", version: 1, options: options, session: session)
    }

    /// Ends the search step's use of `store`, as ``finish(_:session:)`` does for a memo, except that the file
    /// is always written in the background: the build waits for it at its end (``BuildPipeline``), so the
    /// writing overlaps the rendering steps.
    static func finish(_ store: SearchStore, session: BuildSession?) -> String? {
        let problem = store.problem
        store.save(inBackground: true, keepingUnasked: session != nil)
        return problem
    }

    /// Ends a step's use of `store`: what it learnt is written in the background (in `serve`, keeping what the
    /// file held; from the command line, `SiteBuilder.build` waits for the files before it returns); a file
    /// that could not be trusted is returned, to say once.
    static func finish<Output>(_ store: PersistentMemo<Output>?, session: BuildSession?) -> String? {
        guard let store else { return nil }
        let problem = store.problem
        store.save(inBackground: true, keepingUnasked: session != nil)
        return problem
    }
}
