import Digest
import Foundation
import Incremental

/// Where snippet checking keeps its caches.
public enum SnippetCacheLocation {
    /// Per-site results and compiled stubs: the site's ``CacheFolder``.
    public static func site(_ siteRoot: URL, environment: [String: String] = ProcessInfo.processInfo.environment) -> URL
    {
        CacheFolder.site(siteRoot, environment: environment)
    }

    /// The rebuilt iOS standard library, the Clang module caches and the machine's cache key, shared by every
    /// site on the machine: `PUENTE_SDK_CACHE`, else `$XDG_CACHE_HOME/puente`, else `~/.cache/puente`
    /// (``MachineCache``).
    public static func shared(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        MachineCache.folder(environment: environment)
    }
}
