import Foundation

/// The files Puente ships with: the default theme (`Theme/`) and the stub modules (`Content/Stubs/`), laid
/// out as in a site, so a site's own file of the same path replaces the built-in one (``LayeredFolder``).
///
/// Found, in order: the folder `PUENTE_RESOURCES` names; `<prefix>/share/puente` for a binary installed as
/// `<prefix>/bin/puente` or `<prefix>/libexec/puente/puente` (as `Scripts/install.sh` lays it out); the Puente
/// source tree the binary was built from, whose own `Theme/` and `Content/Stubs/` are the defaults. A
/// candidate counts only when it holds `Theme/templates`. `PUENTE_RESOURCES=none` turns the built-in files off
/// (a site then needs its own theme and stubs).
public enum BuiltInFiles {
    /// The environment variable that points at another folder of built-in files.
    public static let environmentVariable = "PUENTE_RESOURCES"

    /// The folder of built-in files, or nil when none was found (a site must then bring its own).
    public static let root: URL? = locate(environment: ProcessInfo.processInfo.environment)

    /// The first candidate folder that holds a theme.
    public static func locate(environment: [String: String], executable: String? = Bundle.main.executablePath)
        -> URL?
    {
        var candidates: [URL] = []
        if environment[environmentVariable] == "none" { return nil }
        if let named = environment[environmentVariable], !named.isEmpty {
            // An explicit choice is the only candidate: a wrong one is not papered over by another.
            candidates = [URL(filePath: named)]
        } else {
            if let executable {
                let binary = URL(filePath: executable).resolvingSymlinksInPath()
                let folder = binary.deletingLastPathComponent()
                // `<prefix>/bin/puente`, or `<prefix>/libexec/puente/puente` behind the installed wrapper.
                candidates += [folder.appending(path: "../share/puente"), folder.appending(path: "../../share/puente")]
            }
            // Sources/SiteFiles/BuiltInFiles.swift → the source tree's root.
            candidates.append(
                URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                    .deletingLastPathComponent())
        }
        return candidates.map(\.standardizedFileURL).first { candidate in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(
                atPath: candidate.appending(path: "Theme/templates").path, isDirectory: &isFolder) && isFolder.boolValue
        }
    }

    /// Where the guide `name` (`authoring.md`) of this installation is, for help texts: the installed copy's
    /// path, else `docs/<name>` of the Puente sources.
    public static func guide(_ name: String, root: URL? = BuiltInFiles.root) -> String {
        if let root, FileManager.default.fileExists(atPath: root.appending(path: "docs/\(name)").path) {
            return root.appending(path: "docs/\(name)").path
        }
        return "docs/\(name) in Puente's sources"
    }
}
