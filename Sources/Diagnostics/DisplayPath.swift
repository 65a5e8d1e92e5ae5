import Foundation

/// Paths as a compiler prints them: relative to the current folder when the file lies below it, so a terminal,
/// an editor's problem matcher and GitHub annotations open the right file from wherever Puente was run.
public enum DisplayPath {
    /// `url` relative to `folder` (the current folder by default): `some/dir/Content/es/x.md`, `.` for the
    /// folder itself, `../x` one level up, the absolute path when they share nothing but the root.
    public static func relative(
        _ url: URL, to folder: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    ) -> String {
        let target = url.standardizedFileURL.resolvingSymlinksInPath().pathComponents
        let base = folder.standardizedFileURL.resolvingSymlinksInPath().pathComponents
        var common = 0
        while common < min(target.count, base.count), target[common] == base[common] { common += 1 }
        // Sharing only "/" reads better as an absolute path; so does climbing more than two levels.
        let ups = base.count - common
        if common <= 1 || ups > 2 { return url.standardizedFileURL.path }
        let parts = Array(repeating: "..", count: ups) + target[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// The prefix that turns a site-relative path into one relative to the current folder: "" when the site
    /// is the current folder, else the site's display path and a slash.
    public static func sitePrefix(
        _ siteRoot: URL, from folder: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    ) -> String {
        let shown = relative(siteRoot, to: folder)
        return shown == "." ? "" : shown + "/"
    }
}

extension Diagnostic {
    /// The diagnostic with every relative path (its own and its notes') read from `prefix`: a site-relative
    /// `Content/es/x.md` becomes `some/dir/Content/es/x.md` for a site in `some/dir`. Absolute paths stay.
    public func prefixingPaths(with prefix: String) -> Diagnostic {
        guard !prefix.isEmpty else { return self }
        var moved = self
        if let location, !location.path.isEmpty, !location.path.hasPrefix("/") {
            moved.location?.path = prefix + location.path
        }
        moved.notes = notes.map { $0.prefixingPaths(with: prefix) }
        return moved
    }
}
