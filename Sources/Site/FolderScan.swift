import Content
import Foundation
import Incremental

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Everything under one folder, with each entry's `lstat` facts, read in one walk: `readdir` and `fstatat`
/// relative to each open folder (no full-path lookups), never following links, with a stack, not recursion.
///
/// One scan of the published folder gives the publish all it needs from it: which files are still what the
/// stat cache saw, which entries are the user's, and each file's inode (to tell whether the spare already
/// holds a hard link to it), so no file is looked up twice.
struct FolderScan: Sendable {
    /// One entry's facts.
    struct Item: Sendable, Equatable {
        var kind: OutputWriter.Entry.Kind
        var mode: mode_t
        var device: UInt64
        var inode: UInt64
        var size: Int
        var seconds: Int
        var nanoseconds: Int

        /// Whether `other` is the same file (inode on one device).
        func isSameFile(as other: Item) -> Bool { inode == other.inode && device == other.device }
    }

    /// Entries by folder-relative path (`a/b.html`); the folder itself is not one of them.
    var items: [String: Item] = [:]
    /// The scanned folder itself (device and inode), so a remembered scan is only used for the same folder.
    var root: Identity?
    /// The scanned folder's own facts (its time changes when an entry is added or removed).
    var rootItem: Item?

    /// A folder's device and inode.
    struct Identity: Sendable, Equatable {
        var device: UInt64
        var inode: UInt64

        /// The identity of the folder at `path` (not following a final link); nil when there is none.
        init?(of path: String) {
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return nil }
            self.init(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        }

        init(device: UInt64, inode: UInt64) {
            self.device = device
            self.inode = inode
        }
    }

    /// An empty scan (no folder).
    init() {}

    /// Scans `folder`, expecting about `expected` entries, with `threads` threads reading folders side by side
    /// (looking up ten thousand files is system-call bound); a folder that cannot be opened gives an empty scan.
    ///
    /// With `inodesOnly`, entries are known from `readdir` alone (kind from `d_type`, inode from `d_ino`; size,
    /// time and mode unknown), which is all the spare needs and saves one system call per file. The first
    /// file is checked against `fstatat`: on a file system whose `d_ino` is not the inode (some overlay
    /// set-ups), or that gives no `d_type`, every entry is looked up.
    init(_ folder: String, expected: Int = 0, inodesOnly: Bool = false, threads: Int = 1) {
        let root = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NOFOLLOW)
        guard root >= 0 else { return }
        defer { close(root) }
        var rootInfo = stat()
        guard fstat(root, &rootInfo) == 0 else { return }
        self.root = Identity(device: UInt64(rootInfo.st_dev), inode: UInt64(rootInfo.st_ino))
        self.rootItem = Self.item(rootInfo, kind: .directory)
        var trust = inodesOnly
        if inodesOnly, let verdict = Self.directoryEntriesGiveInodes(root) { trust = verdict }
        let queue = FolderQueue()
        let device = UInt64(rootInfo.st_dev)
        let found = ParallelMap.map(Array(0..<max(threads, 1))) { [trust] _ in
            var local: [(String, Item)] = []
            while let prefix = queue.next() {
                var folders: [String] = []
                Self.read(prefix, in: root, device: device, trust: trust, into: &local, folders: &folders)
                queue.finished(adding: folders)
            }
            return local
        }
        items.reserveCapacity(max(expected, found.reduce(0) { $0 + $1.count }))
        for run in found { for (path, item) in run { items[path] = item } }
    }

    /// Reads one folder (`prefix` is its path with a trailing `/`, or "" for the root): its entries go to
    /// `items`, its subfolders to `folders`.
    private static func read(
        _ prefix: String, in root: Int32, device: UInt64, trust: Bool, into items: inout [(String, Item)],
        folders: inout [String]
    ) {
        forEachEntry(of: prefix, in: root) { descriptor, entry, name in
            let path = prefix + name
            let item: Item
            if trust, let kind = kind(ofType: entry.type) {
                item = Item(
                    kind: kind, mode: 0, device: device, inode: entry.inode, size: -1, seconds: 0,
                    nanoseconds: 0)
            } else {
                var info = stat()
                guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0, let kind = kind(ofMode: info.st_mode)
                else { return true }
                item = Self.item(info, kind: kind)
            }
            items.append((path, item))
            if item.kind == .directory { folders.append(path + "/") }
            return true
        }
    }

    /// Calls `body` with each entry of the folder at `prefix` under `root` (but `.` and `..`), the open folder's
    /// descriptor and the entry's name, until `body` returns false. The folder is opened relative to the root
    /// when its turn comes, so only a few descriptors are open at any time, however wide the tree (and never
    /// by `dup`: a duplicate shares the root's reading position).
    private static func forEachEntry(
        of prefix: String, in root: Int32, _ body: (Int32, DirectoryEntry, String) -> Bool
    ) {
        let descriptor =
            openat(root, prefix.isEmpty ? "." : prefix, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { return }
        // `getdents64` straight on the descriptor: `fdopendir` would add an `fstat` and two `fcntl`s per
        // folder, thousands per build.
        if let getdents = DirectoryEntry.getdents {
            defer { close(descriptor) }
            withUnsafeTemporaryAllocation(byteCount: 32_768, alignment: 8) { buffer in
                while true {
                    let count = getdents(descriptor, buffer.baseAddress!, buffer.count)
                    if count < 0, errno == EINTR { continue }
                    guard count > 0 else { return }
                    var offset = 0
                    while offset < count {
                        // struct linux_dirent64: d_ino (8), d_off (8), d_reclen (2), d_type (1), d_name.
                        let record = buffer.baseAddress! + offset
                        let inode = record.loadUnaligned(as: UInt64.self)
                        let length = Int(record.loadUnaligned(fromByteOffset: 16, as: UInt16.self))
                        let type = record.load(fromByteOffset: 18, as: UInt8.self)
                        let name = String(cString: (record + 19).assumingMemoryBound(to: CChar.self))
                        offset += length
                        if name == "." || name == ".." { continue }
                        if !body(descriptor, DirectoryEntry(inode: inode, type: type), name) { return }
                    }
                }
            }
            return
        }
        guard let directory = fdopendir(descriptor) else {
            close(descriptor)
            return
        }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            let found = DirectoryEntry(inode: UInt64(entry.pointee.d_ino), type: entry.pointee.d_type)
            if !body(descriptor, found, name) { return }
        }
    }

    /// Whether `readdir` gives each entry's real inode and kind under `root`, judged by the first regular file
    /// found (nil when there is none to judge by).
    private static func directoryEntriesGiveInodes(_ root: Int32) -> Bool? {
        var pending = [""]
        var verdict: Bool?
        while verdict == nil, let prefix = pending.popLast() {
            forEachEntry(of: prefix, in: root) { descriptor, entry, name in
                var info = stat()
                guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return true }
                if info.st_mode & S_IFMT == S_IFREG {
                    verdict = Int32(entry.type) == Int32(DT_REG) && UInt64(info.st_ino) == entry.inode
                    return false
                }
                if info.st_mode & S_IFMT == S_IFDIR, Int32(entry.type) == Int32(DT_DIR) {
                    pending.append(prefix + name + "/")
                }
                return pending.count <= 64
            }
        }
        return verdict
    }

    /// Whether this scan (made with times, not inodes only) still lists what is in `folder`: the folder and
    /// every folder under it keep the inode and modification time the scan saw, and a folder's time changes
    /// whenever an entry in it is added, removed or replaced. One `fstatat` per folder, not per file. (A file
    /// edited in place keeps its folder's time; the spare's kept files are the published ones, which every
    /// publish verifies.)
    func stillDescribes(_ folder: String) -> Bool {
        guard let rootItem, rootItem.size >= 0 else { return false }
        let root = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NOFOLLOW)
        guard root >= 0 else { return false }
        defer { close(root) }
        var info = stat()
        guard fstat(root, &info) == 0, Self.item(info, kind: .directory) == rootItem else { return false }
        for (path, item) in items where item.kind == .directory {
            guard fstatat(root, path, &info, AT_SYMLINK_NOFOLLOW) == 0, Self.item(info, kind: .directory) == item
            else { return false }
        }
        return true
    }

    /// The kind a `d_type` names; nil for the other kinds and for `DT_UNKNOWN`.
    private static func kind(ofType type: UInt8) -> OutputWriter.Entry.Kind? {
        switch Int32(type) {
        case Int32(DT_DIR): .directory
        case Int32(DT_LNK): .symbolicLink
        case Int32(DT_REG): .file
        default: nil
        }
    }

    /// The kind a `st_mode` names; nil for sockets, FIFOs and devices, which are never carried.
    private static func kind(ofMode mode: mode_t) -> OutputWriter.Entry.Kind? {
        switch mode & S_IFMT {
        case S_IFDIR: .directory
        case S_IFLNK: .symbolicLink
        case S_IFREG: .file
        default: nil
        }
    }

    /// The facts of one `stat` result.
    static func item(_ info: stat, kind: OutputWriter.Entry.Kind) -> Item {
        #if canImport(Darwin)
            let time = info.st_mtimespec
        #else
            let time = info.st_mtim
        #endif
        return Item(
            kind: kind, mode: info.st_mode & 0o7777, device: UInt64(info.st_dev), inode: UInt64(info.st_ino),
            size: Int(info.st_size), seconds: Int(time.tv_sec), nanoseconds: Int(time.tv_nsec))
    }

    /// The entries as ``OutputWriter/Entry`` values, parents before children (sorted by path).
    var entries: [OutputWriter.Entry] {
        items.map { OutputWriter.Entry(path: $0.key, kind: $0.value.kind, mode: $0.value.mode) }
            .sorted { $0.path < $1.path }
    }

    /// Scans two folders at once (the published site, on all cores, and the spare, with inodes only); a
    /// `remembered` scan of the spare is used instead when it is of the folder now there.
    static func pair(
        _ first: String?, _ second: String?, remembered: FolderScan?, expected: Int
    ) -> (FolderScan, FolderScan) {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        if let second, let remembered, remembered.root != nil, Identity(of: second) == remembered.root,
            remembered.stillDescribes(second)
        {
            return (first.map { FolderScan($0, expected: expected, threads: cores) } ?? FolderScan(), remembered)
        }
        let scans = ParallelMap.map([first, second].enumerated().map { $0 }) { index, folder in
            folder.map { FolderScan($0, expected: expected, inodesOnly: index == 1, threads: index == 0 ? cores : 1) }
                ?? FolderScan()
        }
        return (scans[0], scans[1])
    }
}

/// The folders a scan still has to read, shared by its threads: a thread asks for the next one and waits while
/// others may still find more; when none is left and no thread is reading, every thread is told to stop.
private final class FolderQueue: @unchecked Sendable {
    private let condition = NSCondition()
    private var pending = [""]
    private var reading = 0

    /// The next folder to read, or nil when the scan is done.
    func next() -> String? {
        condition.lock()
        defer { condition.unlock() }
        while pending.isEmpty && reading > 0 { condition.wait() }
        guard let folder = pending.popLast() else {
            condition.broadcast()
            return nil
        }
        reading += 1
        return folder
    }

    /// One folder is read; `folders` are its subfolders, still to read.
    func finished(adding folders: [String]) {
        condition.lock()
        pending += folders
        reading -= 1
        condition.broadcast()
        condition.unlock()
    }
}

/// What a folder listing says of one entry: its inode and `d_type`.
struct DirectoryEntry {
    var inode: UInt64
    var type: UInt8

    /// glibc's `getdents64` (2.30 and later), looked up: it is not in the Glibc module. Nil where there is
    /// none (the listing then goes through `readdir`).
    static let getdents: (@convention(c) (Int32, UnsafeMutableRawPointer, Int) -> Int)? = {
        #if canImport(Glibc)
            guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "getdents64") else { return nil }
            return unsafeBitCast(symbol, to: (@convention(c) (Int32, UnsafeMutableRawPointer, Int) -> Int).self)
        #else
            return nil
        #endif
    }()
}
