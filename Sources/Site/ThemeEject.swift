import Diagnostics
import Foundation
import SiteFiles

/// `puente theme eject`: copies the built-in theme (``BuiltInFiles``) into the site's `Theme/`, for full control.
///
/// A file the site already has is left as it is (it already replaces the built-in one), so ejecting twice, or
/// after overriding one template, never loses an edit.
public enum ThemeEject {
    /// What was copied and what was kept, site-relative.
    public struct Result: Equatable, Sendable {
        /// Files copied from the built-in theme.
        public var copied: [String]
        /// Files the site already had, left untouched.
        public var kept: [String]
    }

    /// Copies every built-in theme file the site at `siteRoot` lacks.
    public static func run(siteRoot: URL, builtIn: URL? = BuiltInFiles.root) throws(Diagnostic) -> Result {
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
