import Foundation
import Incremental
import SiteFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension StagingFolder {
    /// Makes this folder the next site: a new empty staging folder, or the spare (a previous site, whose entries
    /// `present` lists), brought up to date in place with its folders kept (``RefreshPlan``). Kept files become
    /// hard links to the published ones, the others are written in their place (after the old name is
    /// unlinked), the user's entries are carried over, and anything else goes. The folder's marker goes first,
    /// so a spare left half done is never trusted again. Returns the state of each file of the next site.
    func refresh(
        holding present: FolderScan, with next: NextSite, interruption: Interruption
    ) throws(OutputError) -> [String: FolderScan.Item] {
        let base = url.path
        unlink(base + "/" + OutputWriter.markerName)
        // What the spare holds that the next site does not: removed (folders last, if they end up empty).
        let plan = RefreshPlan(present: present, paths: next.paths, foreign: next.foreign)
        for path in plan.staleFiles { unlink(base + "/" + path) }
        for path in plan.staleFolders { rmdir(base + "/" + path) }
        try makeFolders(plan.newFolders, modes: plan.modes)
        let states = try place(next, holding: present, interruption: interruption)
        var result: [String: FolderScan.Item] = [:]
        result.reserveCapacity(next.paths.count)
        for (path, state) in zip(next.paths, states) { if let state { result[path] = state } }
        return result
    }

    /// Makes the folders of `levels` one level after another (parents first), the folders of one level on all
    /// cores, each with its mode in `modes` (0o755 when it has none).
    private func makeFolders(_ levels: [[String]], modes: [String: mode_t]) throws(OutputError) {
        let base = url.path
        for level in levels {
            let codes = ParallelMap.map(level) { folder -> Int32 in
                POSIXFiles.makeFolder(base + "/" + folder, mode: modes[folder] ?? 0o755)
            }
            if let index = codes.firstIndex(where: { $0 != 0 }) {
                throw .io(path: level[index], operation: "create", reason: String(cString: strerror(codes[index])))
            }
        }
    }

    /// Puts every file of the next site, then every one of the user's entries (not their folders, made
    /// already), in the folder, on all cores, each by its ``RefreshPlan/Step``. Returns the state of each
    /// file (in `next.paths`' order, then nil for each user's entry); throws for the first path, in sort
    /// order, that could not be put. After a signal, nothing more is put.
    private func place(
        _ next: NextSite, holding present: FolderScan, interruption: Interruption
    ) throws(OutputError) -> [FolderScan.Item?] {
        let base = url.path
        let others = next.foreign.filter { $0.kind != .directory }
        let failed = FailedPaths()
        let states = ParallelMap.map(Array(0..<(next.paths.count + others.count))) { index -> FolderScan.Item? in
            guard !interruption.isInterrupted else { return nil }
            let entry = index < next.paths.count ? nil : others[index - next.paths.count]
            let path = entry?.path ?? next.paths[index]
            let step = RefreshPlan.step(
                for: path, entry: entry, kept: next.kept, published: next.published.items[path],
                present: present.items[path])
            let (state, code) = Self.take(step, at: path, in: base, from: next)
            if code != 0 { failed.add(path, code) }
            return state
        }
        if let (path, code) = failed.first {
            throw .io(path: path, operation: "write", reason: String(cString: strerror(code)))
        }
        return states
    }

    /// Takes one step at `path` in the folder `base`: the new state of a site file (nil for a user's entry, or
    /// when the step failed), and 0 or the `errno` of the call that failed.
    private static func take(
        _ step: RefreshPlan.Step, at path: String, in base: String, from next: NextSite
    ) -> (FolderScan.Item?, Int32) {
        let target = base + "/" + path
        switch step {
        case .inPlace(let state):
            return (state, 0)
        case .carry(let entry):
            unlink(target)
            return (nil, carry(entry, from: next.root, to: base))
        case .link(let source, let replacing):
            unlink(target)
            if link(next.root + "/" + path, target) == 0 { return (source, 0) }
            return write(next.files[path]!, to: target, replacing: replacing)
        case .write(let replacing):
            return write(next.files[path]!, to: target, replacing: replacing)
        }
    }

    /// Writes a file of the next site at `target`. The folder is not published yet (its marker is gone), so
    /// the file is written in its place, never through the old name: that may be a hard link to a published
    /// file. Not written beside it and renamed either: on ext4 a rename over a file forces its blocks out
    /// (`auto_da_alloc`). A name the folder does not hold (all of them in a new folder) has nothing to unlink.
    private static func write(_ bytes: [UInt8], to target: String, replacing: Bool) -> (FolderScan.Item?, Int32) {
        if replacing { unlink(target) }
        var info = stat()
        let code = POSIXFiles.writeFile(target, bytes, state: &info, exclusive: true)
        guard code == 0 else {
            unlink(target)
            return (nil, code)
        }
        return (FolderScan.item(info, kind: .file), 0)
    }

    /// Carries one of the user's files or links from the published folder `root` into the folder `base`: a
    /// hard link, or a copy where the file system refuses one. 0, or the `errno` of the call that failed.
    private static func carry(_ entry: OutputWriter.Entry, from root: String, to base: String) -> Int32 {
        let source = root + "/" + entry.path
        let target = base + "/" + entry.path
        switch entry.kind {
        case .symbolicLink: return POSIXFiles.copyLink(source, to: target)
        case .file: return POSIXFiles.linkOrCopy(source, to: target, mode: entry.mode)
        case .directory: return 0
        }
    }
}

/// Paths that could not be written, collected from concurrent writers.
private final class FailedPaths: @unchecked Sendable {
    private let lock = NSLock()
    private var paths: [(path: String, code: Int32)] = []

    /// Records that writing `path` failed with `errno` value `code`.
    func add(_ path: String, _ code: Int32) { lock.withLock { paths.append((path, code)) } }

    /// The failure of the first path in sort order, so the message is the same run to run.
    var first: (String, Int32)? { lock.withLock { paths.min { $0.path < $1.path }.map { ($0.path, $0.code) } } }
}
