import Content
import Foundation
import Search
import Snippets

/// Where each stage's ``PersistentMemo`` lives: `<site cache>/memo/`, shared by `build`, `check` and `serve`.
enum SiteStores {
    /// The folder of the site's memos.
    static func folder(siteRoot: URL) -> URL { SnippetCacheLocation.site(siteRoot).appending(path: "memo") }

    /// The term counts of `language`'s search units, by ``SearchUnit/contentKey(language:)``.
    static func searchTerms(language: String, siteRoot: URL) -> PersistentMemo<SearchIndexBuilder.TermCounts> {
        PersistentMemo(folder: folder(siteRoot: siteRoot), name: "search-terms-\(language)", version: 1)
    }
}
