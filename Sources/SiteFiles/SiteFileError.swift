import Diagnostics

/// Why a file of the site (an article, a template, an asset, a stub) was not read.
///
/// None of these cases carries any byte of the refused file, so a diagnostic made from one can never print
/// a secret that a symbolic link pointed at.
public enum SiteFileError: DiagnosticConvertible, Equatable {
    /// The path, once symbolic links are resolved, leaves the site folder.
    case outsideSite(path: String, target: String)
    /// The path, once symbolic links are resolved, lies in a hidden file or folder of the site (`.git/config`,
    /// `.env`); `target` is that site-relative path.
    case hidden(path: String, target: String)
    /// The path names something that is not a regular file: a FIFO, a device, a socket, a folder.
    case notRegularFile(path: String, kind: String)
    /// The file does not exist.
    case missing(path: String)
    /// The file exists but cannot be opened or read.
    case unreadable(path: String, reason: String)

    /// The site-relative path the error is about.
    public var path: String {
        switch self {
        case .outsideSite(let path, _), .hidden(let path, _), .notRegularFile(let path, _), .missing(let path),
            .unreadable(let path, _):
            path
        }
    }

    /// The located diagnostic, naming the rule and how to fix it.
    public var diagnostic: Diagnostic {
        let location = SourceLocation(path: path, line: 1)
        switch self {
        case .outsideSite(_, let target):
            return .error(
                "'\(path)' is a symbolic link that leaves the site folder (it resolves to \(target)); Puente reads "
                    + "only files inside the site, so nothing of it is read or published",
                at: location,
                help: "replace the link with a copy of the file, or point it at a file inside the site folder")
        case .hidden(_, let target):
            return .error(
                "'\(path)' leads to '\(target)', a hidden file or folder of the site (its name starts with a dot, "
                    + "as .git/ and .env do); Puente reads no hidden file, so nothing of it is read or published",
                at: location,
                help: "point it at a file outside hidden folders, or give the file a name that does not start with '.'")
        case .notRegularFile(_, let kind):
            return .error(
                "'\(path)' is \(kind), not a regular file; Puente reads only regular files", at: location,
                help: "remove it or replace it with a regular file")
        case .missing(let missing) where missing.contains("\u{FFFD}"):
            // A name listed from the folder that cannot be opened again: its bytes are not UTF-8, and the
            // listing replaced them (�); no file of the decoded name exists.
            return .error(
                "the file name is not valid UTF-8 (its undecodable bytes are shown as \u{FFFD}), so Puente cannot "
                    + "name it in a page or a URL", at: location,
                help: "rename the file with a UTF-8 name (e.g. `convmv -f latin1 -t utf8 --notest FILE`)")
        case .missing:
            return .error("file not found", at: location)
        case .unreadable(_, let reason):
            return .error("cannot read file: \(reason)", at: location)
        }
    }
}
