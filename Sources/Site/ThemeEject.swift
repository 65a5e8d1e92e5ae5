import Diagnostics
import Foundation
import SiteFiles

/// `puente theme eject`: copies the built-in theme (``BuiltInFiles``) into the site's `Theme/`, for full control.
///
/// A file the site already has is left as it is (it already replaces the built-in one), so ejecting twice, or
/// after overriding one template, never loses an edit. The scripts (``scripts``: search, code blocks, theme
/// switch) stay built in unless asked for, so they keep receiving Puente's fixes.
public enum ThemeEject {
    /// What was copied and what was kept, site-relative.
    public struct Result: Equatable, Sendable {
        /// Files copied from the built-in theme.
        public var copied: [String]
        /// Files the site already had, left untouched.
        public var kept: [String]
        /// Scripts left built in (not asked for with `includeScripts`).
        public var skipped: [String] = []
    }

    /// Whether `path` (under `Theme/`) is one of the theme's scripts: the search (`assets/search/`), the code
    /// blocks' (`assets/code.js`) and the theme switch's (`assets/theme.js`).
    public static func isScript(_ path: String) -> Bool {
        path.hasPrefix("Theme/assets/search/") || path == "Theme/assets/code.js" || path == "Theme/assets/theme.js"
    }

    /// Copies every built-in theme file the site at `siteRoot` lacks; the scripts only with `includeScripts`.
    public static func run(
        siteRoot: URL, includeScripts: Bool = false, builtIn: URL? = BuiltInFiles.root
    ) throws(Diagnostic) -> Result {
        guard let builtIn else {
            throw .error(
                "Puente's built-in theme was not found, so there is nothing to eject",
                help: "reinstall Puente (Scripts/install.sh), or set \(BuiltInFiles.environmentVariable) to a folder "
                    + "holding Theme/")
        }
        let source = SiteFolder(root: builtIn)
        let site = SiteFolder(root: siteRoot)
        guard source.realRoot != site.realRoot else {
            throw .error("this site's Theme/ is the built-in theme itself; there is nothing to eject")
        }
        var result = Result(copied: [], kept: [])
        for file in source.files(under: "Theme").files {
            let path = "Theme/\(file)"
            if !includeScripts, isScript(path) {
                result.skipped.append(path)
                continue
            }
            if site.exists(path) {
                result.kept.append(path)
                continue
            }
            let url = siteRoot.appending(path: path)
            do {
                let bytes = try source.read(path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(bytes).write(to: url, options: .withoutOverwriting)
            } catch let error as SiteFileError {
                throw error.diagnostic
            } catch {
                throw .error("cannot write \(path): \(error.localizedDescription)")
            }
            result.copied.append(path)
        }
        return result
    }
}
