import Foundation
import SiteFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The folder the next site is made in, beside the output folder: the spare (`.<name>.spare`, the site the
/// last publish replaced, brought up to date in place) or a new `.<name>.tmp-<pid>`. It is filled
/// (``refresh(holding:with:interruption:)``), sealed with its marker, then exchanged with the published
/// folder in one step; a new staging folder, which then holds the previous site, becomes the spare. On a
/// failure before the exchange it is removed, and the published site stays as it was.
struct StagingFolder: Sendable {
    /// Where the next site is made.
    let url: URL
    /// The spare beside the output folder.
    let spare: URL
    /// Whether ``url`` is the spare itself, refreshed in place (else a new folder).
    let isSpare: Bool

    /// The spare beside the output folder `live`: `.<name>.spare`.
    static func spare(of live: URL) -> URL {
        live.deletingLastPathComponent().appending(path: ".\(live.lastPathComponent).spare")
    }

    /// The staging folder for the next site beside `live`: the spare when `reusingSpare`, else a new
    /// `.<name>.tmp-<pid>`, with the spare (no longer trusted) and whatever was left at that name removed.
    /// Removes too what killed builds left beside `live` (``removeLeftovers(of:)``).
    static func prepare(beside live: URL, reusingSpare: Bool) -> StagingFolder {
        let spare = spare(of: live)
        let pid = ProcessInfo.processInfo.processIdentifier
        if !reusingSpare { removeTree(spare.path) }
        let url =
            reusingSpare
            ? spare : live.deletingLastPathComponent().appending(path: ".\(live.lastPathComponent).tmp-\(pid)")
        if !reusingSpare { removeTree(url.path) }
        removeLeftovers(of: live)
        return StagingFolder(url: url, spare: spare, isSpare: reusingSpare)
    }

    /// Makes the folder, unless it is the spare (which is there already).
    func create() throws(OutputError) {
        if !isSpare, mkdir(url.path, 0o755) != 0 {
            throw .io(path: url.path, operation: "create", reason: String(cString: strerror(errno)))
        }
    }

    /// Writes the folder's marker, holding `manifest` (whose files are `sortedPaths`): after every file it
    /// describes, so a folder with a marker is whole.
    func seal(_ manifest: OutputManifest, sortedPaths: [String]) throws(OutputError) {
        let code = POSIXFiles.writeFile(
            url.path + "/" + OutputWriter.markerName, OutputWriter.marker(manifest, sortedPaths: sortedPaths))
        if code != 0 {
            throw .io(path: OutputWriter.markerName, operation: "write", reason: String(cString: strerror(code)))
        }
    }

    /// Puts this folder in place of `live` (which `exists` or not) with interruptions held back, so a signal
    /// never finds the exchange half done; from then on an interruption has nothing to remove. A new staging
    /// folder, which now holds the previous site, becomes the spare (or goes, if it cannot).
    func exchange(with live: URL, exists: Bool, interruption: Interruption) throws(OutputError) {
        let failure: OutputError? = interruption.critical(thenCleanUp: []) {
            do throws(OutputError) {
                try swap(into: live, exists: exists)
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
        if exists && !isSpare {
            // The previous site is now at the staging name: it becomes the spare.
            interruption.critical(thenCleanUp: []) {
                if rename(url.path, spare.path) != 0 { Self.removeTree(url.path) }
            }
        }
    }

    /// Removes the folder (a publish that failed before the exchange).
    func remove() {
        Self.removeTree(url.path)
    }

    /// Puts this folder in place of `live`: one atomic exchange where the kernel offers it, else two renames
    /// (the only moment a reader could find no folder at all).
    private func swap(into live: URL, exists: Bool) throws(OutputError) {
        guard exists else {
            guard rename(url.path, live.path) == 0 else {
                throw .io(path: live.path, operation: "move the new site to", reason: String(cString: strerror(errno)))
            }
            return
        }
        if AtomicExchange.exchange(url.path, live.path) { return }
        let retired = url.path + ".old"
        guard rename(live.path, retired) == 0 else {
            throw .io(path: live.path, operation: "replace", reason: String(cString: strerror(errno)))
        }
        guard rename(url.path, live.path) == 0 else {
            let code = errno
            rename(retired, live.path)
            throw .io(path: live.path, operation: "replace", reason: String(cString: strerror(code)))
        }
        rename(retired, url.path)
    }

    /// Removes a folder tree without following links, with a stack rather than recursion.
    static func removeTree(_ path: String) {
        let folder = URL(fileURLWithPath: path)
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            unlink(path)
            return
        }
        // Every entry, parents before children: removed in reverse.
        let all = FolderScan(folder.path).entries
        for entry in all.reversed() {
            let full = path + "/" + entry.path
            if entry.kind == .directory { rmdir(full) } else { unlink(full) }
        }
        rmdir(path)
    }

    /// Removes the staging and retired folders that builds killed before they could clean up left beside
    /// `destination` (`.<name>.tmp-<pid>`, `.<name>.old-<pid>`), when their process is gone.
    static func removeLeftovers(of destination: URL) {
        let parent = destination.deletingLastPathComponent()
        let prefix = ".\(destination.lastPathComponent)."
        for name in (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            // `.<name>.tmp-<pid>`, `.<name>.old-<pid>` (older Puente) and `.<name>.tmp-<pid>.old` (a swap by two renames).
            guard rest.hasPrefix("tmp-") || rest.hasPrefix("old-"),
                let pid = Int32(String(rest.dropFirst(4).prefix { $0.isNumber }))
            else {
                continue
            }
            if kill(pid, 0) != 0 && errno == ESRCH {
                removeTree(parent.appending(path: name).path)
            }
        }
    }
}
