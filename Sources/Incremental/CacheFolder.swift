import Foundation

/// Where a site's caches live: the memos, the search stores, highlighted code, snippet verdicts and compiled
/// stubs. `PUENTE_CACHE_DIR` when set, else `<site>/.puente-cache` (kept out of the published output).
public enum CacheFolder {
    /// The site's cache folder for `siteRoot` under `environment`.
    public static func site(_ siteRoot: URL, environment: [String: String]) -> URL {
        if let explicit = environment["PUENTE_CACHE_DIR"] { return URL(fileURLWithPath: explicit) }
        return siteRoot.appending(path: ".puente-cache")
    }
}
