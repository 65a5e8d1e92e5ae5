import Digest
import Foundation

/// Where snippet checking keeps its caches.
public enum SnippetCacheLocation {
    /// Per-site results and compiled stubs: `PUENTE_CACHE_DIR`, else `<site>/.puente-cache`.
    public static func site(_ siteRoot: URL, environment: [String: String] = ProcessInfo.processInfo.environment) -> URL
    {
        if let explicit = environment["PUENTE_CACHE_DIR"] { return URL(fileURLWithPath: explicit) }
        return siteRoot.appending(path: ".puente-cache")
    }

    /// The rebuilt iOS standard library, the Clang module caches and the machine's cache key, shared by every
    /// site on the machine: `PUENTE_SDK_CACHE`, else `$XDG_CACHE_HOME/puente`, else `~/.cache/puente`
    /// (``MachineCache``).
    public static func shared(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        MachineCache.folder(environment: environment)
    }
}
