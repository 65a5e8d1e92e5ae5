import Foundation

/// Where snippet checking keeps its caches.
public enum SnippetCacheLocation {
    /// Per-site results and compiled stubs: `PUENTE_CACHE_DIR`, else `<site>/.puente-cache`.
    public static func site(_ siteRoot: URL, environment: [String: String] = ProcessInfo.processInfo.environment) -> URL
    {
        if let explicit = environment["PUENTE_CACHE_DIR"] { return URL(fileURLWithPath: explicit) }
        return siteRoot.appending(path: ".puente-cache")
    }

    /// The rebuilt iOS standard library, shared by every site on the machine: `PUENTE_SDK_CACHE`, else
    /// `$XDG_CACHE_HOME/puente`, else `~/.cache/puente`.
    public static func shared(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let explicit = environment["PUENTE_SDK_CACHE"] { return URL(fileURLWithPath: explicit) }
        if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty {
            return URL(fileURLWithPath: xdg).appending(path: "puente")
        }
        return FileManager.default.homeDirectoryForCurrentUser.appending(path: ".cache/puente")
    }
}
