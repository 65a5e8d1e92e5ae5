import Content
import Diagrams
import Foundation
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

    /// The term counts of `language`'s search units, by ``SearchUnit/contentKey(language:)``.
    static func searchTerms(language: String, options: BuildOptions, session: BuildSession?) -> PersistentMemo<
        SearchIndexBuilder.TermCounts
    >? {
        open("search-terms-\(language)", version: 1, options: options, session: session)
    }

    /// Drawn flowcharts, by ``DiagramStage`` figure key.
    static func figures(options: BuildOptions, session: BuildSession?) -> DiagramStage.Store? {
        open("flowcharts", version: 1, options: options, session: session)
    }

    /// Ends a step's use of `store`: what it learnt is written (in `serve`, in the background and keeping what
    /// the file held); a file that could not be trusted is returned, to say once.
    static func finish<Output>(_ store: PersistentMemo<Output>?, session: BuildSession?) -> String? {
        guard let store else { return nil }
        let problem = store.problem
        store.save(inBackground: session != nil, keepingUnasked: session != nil)
        return problem
    }
}
