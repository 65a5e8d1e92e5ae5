/// Relative URLs between pages, so the site works from any base path (a domain root or a sub-folder).
public enum PagePath {
    /// The URL that leads from the page in directory `from` to `to`; both are site-relative directory
    /// paths ending in `/` (or empty for the root), `to` may also name a file.
    ///
    /// `relative(from: "es/a/", to: "ja/b/")` is `../../ja/b/`; from the root to the root is `./`.
    public static func relative(from: String, to: String) -> String {
        let depth = from.split(separator: "/").count
        let up = String(repeating: "../", count: depth)
        let result = up + to
        return result.isEmpty ? "./" : result
    }

    /// Normalizes `a/b/../c/./d` to `a/c/d`; `nil` when `..` climbs above the start.
    public static func normalize(_ path: String) -> String? {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }
}
