import Foundation

/// What bringing a staging folder (a new, empty one, or the spare, a previous site) to the next site takes,
/// decided from its scan alone: which of its entries go, which folders are made, and how each entry of the next
/// site gets there (``step(for:entry:kept:published:present:)``). ``StagingFolder`` carries it out.
struct RefreshPlan: Sendable {
    /// The files and links the folder holds that the next site does not: unlinked.
    var staleFiles: [String]
    /// The folders it holds that hold nothing of the next site, children before their parents: removed (those
    /// that end up empty).
    var staleFolders: [String]
    /// The folders the next site needs that the folder lacks, level by level (parents first).
    var newFolders: [[String]]
    /// The modes of the user's folders (any other folder is made with 0o755).
    var modes: [String: mode_t]

    /// The plan for a folder holding `present` to become the next site: the files `paths` and the user's
    /// entries `foreign`.
    init(present: FolderScan, paths: [String], foreign: [OutputWriter.Entry]) {
        let wanted = Set(paths).union(foreign.map(\.path))
        let needed = OutputPath.folders(holding: wanted)
        staleFiles = present.items.compactMap { path, item in
            item.kind != .directory && !wanted.contains(path) ? path : nil
        }
        staleFolders = present.items.compactMap { $0.value.kind == .directory ? $0.key : nil }.sorted(by: >)
            .filter { !needed.contains($0) }
        modes = Dictionary(foreign.map { ($0.path, $0.mode) }) { first, _ in first }
        var levels: [[String]] = []
        for folder in needed where present.items[folder]?.kind != .directory {
            let depth = folder.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "/") ? 1 : 0) }
            while levels.count <= depth { levels.append([]) }
            levels[depth].append(folder)
        }
        newFolders = levels
    }

    /// How one entry of the next site gets into the staging folder.
    enum Step: Equatable, Sendable {
        /// Already there as the published file itself (a hard link to it): nothing to do. The state of a site
        /// file; nil for a user's entry.
        case inPlace(FolderScan.Item?)
        /// A kept file: a hard link to the published one, whose state it then has; written if the file system
        /// refuses the link. `replacing` when the folder holds the name (unlinked before the write).
        case link(FolderScan.Item, replacing: Bool)
        /// One of the user's entries, carried over from the published folder in place of the old name.
        case carry(OutputWriter.Entry)
        /// A file written; `replacing` when the folder holds the name (unlinked first).
        case write(replacing: Bool)
    }

    /// The step for the entry at `path`: a file of the next site, or the user's `entry`. `kept` are the site
    /// files kept as published; `published` and `present` are what the published folder and the staging folder
    /// hold at `path`.
    static func step(
        for path: String, entry: OutputWriter.Entry?, kept: Set<String>, published: FolderScan.Item?,
        present: FolderScan.Item?
    ) -> Step {
        let linkable = entry.map { $0.kind == .file } ?? kept.contains(path)
        if linkable, let published, let present, present.isSameFile(as: published) {
            return .inPlace(entry == nil ? published : nil)
        }
        if let entry { return .carry(entry) }
        if linkable, let published { return .link(published, replacing: present != nil) }
        return .write(replacing: present != nil)
    }
}
