import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Publishes a site into an output folder so that, at every instant, the folder holds one whole site.
///
/// Every write, full or incremental, builds the next site in `.<name>.tmp-<pid>` beside the output folder:
/// files whose bytes did not change are hard links to the published ones (their content verified, not only
/// their size), changed files are written, and files Puente did not write (`.git`, `CNAME`, `.nojekyll`, …)
/// are carried over. The two folders are then exchanged with one `renameat2(RENAME_EXCHANGE)`, and the
/// previous site, now under the temporary name, is removed. A kill at any moment leaves the old site or the
/// new one in place, never a mix; a failed write (a full disk) leaves the old one. Builds of one folder are
/// serialized by a lock (`flock`) on the folder that holds it. An output folder that is a symbolic link is written
/// through: the exchange happens where the link points, and the link stays.
public struct OutputWriter: Sendable {
    /// The marker file that identifies a folder Puente wrote, so it never replaces anything else.
    public static let markerName = ".puente-output"

    /// The folder that will hold the site.
    public var destination: URL
    /// Where to keep the ``OutputStatCache`` of the folder (in the site's cache folder), so an unchanged file
    /// is verified by `lstat` rather than read; nil hashes every kept file on every build.
    public var statCache: URL?

    /// Creates a writer.
    public init(destination: URL, statCache: URL? = nil) {
        self.destination = destination.standardizedFileURL
        self.statCache = statCache
    }

    /// What an update did.
    public struct Update: Sendable {
        /// Files written (new or changed).
        public var written: Int
        /// Files removed.
        public var removed: Int
        /// The folder's manifest now.
        var manifest: OutputManifest
    }

    /// Which published files may be kept (hard-linked) instead of written again.
    enum Reuse {
        /// None: every file is written (`--clean`, or no manifest to trust).
        case none
        /// Those whose fingerprint in the manifest equals the new one and whose published bytes still hash to it.
        case verified(OutputManifest)
    }

    /// Writes every file of `files` (output-relative path → bytes); files of the previous site that are not
    /// in `files` go, files Puente did not write stay. Returns the new manifest.
    @discardableResult
    func write(_ files: [String: [UInt8]]) throws(OutputError) -> OutputManifest {
        try publish(files, reuse: .none).manifest
    }

    /// `puente serve`: brings a folder this process wrote (with `manifest`) to `files`, writing only the files
    /// whose bytes changed since `previous`.
    func update(
        _ files: [String: [UInt8]], previous: [String: [UInt8]], manifest: OutputManifest
    ) throws(OutputError) -> Update {
        // Bytes compared in memory first; a file that differs from what this process wrote is written.
        var trusted = manifest
        for (path, bytes) in previous where files[path] != bytes { trusted.files[path] = nil }
        return try publish(files, reuse: .verified(trusted))
    }

    /// `puente build`: when the folder's marker holds a manifest, writes only the files whose bytes differ
    /// from what is published; `nil` when there is no manifest to trust (the caller then uses ``write(_:)``).
    public func updateFromMarker(_ files: [String: [UInt8]]) throws(OutputError) -> Update? {
        guard let old = Self.manifest(in: Self.resolved(destination)) else { return nil }
        return try publish(files, reuse: .verified(old), published: old)
    }

    /// The manifest in the marker of `folder`, if it holds one.
    static func manifest(in folder: URL) -> OutputManifest? {
        guard let data = FileManager.default.contents(atPath: folder.appending(path: markerName).path) else {
            return nil
        }
        return OutputManifest(text: String(decoding: data, as: UTF8.self))
    }

    /// Whether `folder`'s marker starts with a manifest header: all that the spare needs, as its refresh
    /// verifies or rewrites every file.
    static func hasManifest(_ folder: URL) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: folder.appending(path: markerName).path) else { return false }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: OutputManifest.header.utf8.count + 1)) ?? Data()
        return head == Data((OutputManifest.header + "\n").utf8)
    }

    /// Where the site really goes: the target of a symbolic link (resolved), else `destination` itself.
    static func resolved(_ destination: URL) -> URL {
        guard let target = realpath(destination.path, nil) else { return destination }
        defer { free(target) }
        return URL(fileURLWithPath: String(cString: target))
    }

    /// Builds the next site beside the published one and exchanges the two (see the type's summary).
    ///
    /// `published` is the live folder's manifest when the caller has just read it (the marker path), so it is
    /// not read twice; otherwise the marker is read here.
    private func publish(
        _ files: [String: [UInt8]], reuse: Reuse, published known: OutputManifest? = nil
    ) throws(OutputError) -> Update {
        // Byte order: as good as any for a stable order, and far cheaper than String's Unicode comparison.
        let paths = files.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        for path in paths where !Self.isSafeRelativePath(path) {
            throw OutputError.unsafeDestination(path: path, reason: "the path leaves the output folder")
        }
        let live = Self.resolved(destination)
        let lock = try OutputLock.acquire(beside: live)
        defer { lock.release() }
        try checkDestinationIsOurs(live)
        let fm = FileManager.default
        let exists = fm.fileExists(atPath: live.path)
        let manifest = OutputManifest(files)
        // What the published folder holds that Puente wrote, by its marker (the serve memo's, when given).
        let published = exists ? known ?? Self.manifest(in: live) : nil
        let trusted: OutputManifest?
        switch reuse {
        case .none: trusted = nil
        case .verified(let old): trusted = old
        }
        let root = live.path
        // A file is kept only if its published bytes still hash to the fingerprint: one edited by hand since
        // (even to the same size) is written again.
        let candidates = paths.filter { path in trusted?.files[path].map { $0 == manifest.files[path] } ?? false }
        let seen = OutputStatCache(contentsOf: statCache)
        let verdicts = Verdicts(count: candidates.count)
        let hashed = Verdicts(count: candidates.count)
        DispatchQueue.concurrentPerform(iterations: candidates.count) { index in
            let path = candidates[index]
            let fingerprint = manifest.files[path]!
            // Unchanged inode, size and time since the last publish: the recorded hash holds.
            if let entry = seen.entries[path], entry.hash == fingerprint.hash,
                OutputStatCache.unchanged(root + "/" + path, entry)
            {
                verdicts.set(index, true)
                return
            }
            hashed.set(index, true)
            verdicts.set(index, Self.contentHash(root + "/" + path, size: fingerprint.size) == fingerprint.hash)
        }
        let kept = Set(candidates.indices.filter { verdicts.get($0) }.map { candidates[$0] })
        let ours: Set<String>
        if let known = published ?? trusted {
            ours = Set(known.files.keys)
        } else if exists {
            // A marker without a manifest (an older Puente): its files are Puente's, except hidden entries and
            // `CNAME` at the top, which are the user's.
            ours = Set(
                Self.entries(of: live).filter { entry in
                    let top = entry.path.split(separator: "/").first ?? ""
                    return entry.kind != .directory && !top.hasPrefix(".") && top != "CNAME"
                }.map(\.path))
        } else {
            ours = []
        }
        let removed = ours.filter { files[$0] == nil }.count
        let written = paths.count - kept.count
        if exists, written == 0, removed == 0, published == manifest {
            // Files read to verify them are recorded, so the next build need not read them again.
            if let statCache, candidates.indices.contains(where: { hashed.get($0) }) {
                Self.record(paths, in: root, manifest: manifest).write(to: statCache)
            }
            return Update(written: 0, removed: 0, manifest: manifest)
        }
        let foreign = exists ? Self.foreignEntries(of: live, ours: ours, files: files) : []
        let parent = live.deletingLastPathComponent()
        let pid = ProcessInfo.processInfo.processIdentifier
        // The previous site, kept after the last exchange: brought up to date in place, it becomes the next one
        // without making thousands of folders again (which ext4 makes slowly right after removing as many).
        let spare = parent.appending(path: ".\(live.lastPathComponent).spare")
        let reusable: Bool
        if case .verified = reuse, exists, Self.hasManifest(spare) { reusable = true } else { reusable = false }
        if !reusable { Self.removeTree(spare.path) }
        let staging = reusable ? spare : parent.appending(path: ".\(live.lastPathComponent).tmp-\(pid)")
        if !reusable { Self.removeTree(staging.path) }
        Self.removeLeftovers(of: live)
        let interruption = Interruption.shared
        interruption.register(cleanup: [staging])
        // From the moment the staging folder may exist, a signal is only noted; the writer acts on it.
        interruption.beginWriting()
        defer {
            interruption.endWriting()
            interruption.unregister()
        }
        do throws(OutputError) {
            if !reusable, mkdir(staging.path, 0o755) != 0 {
                throw .io(path: staging.path, operation: "create", reason: String(cString: strerror(errno)))
            }
            try Self.refresh(
                staging, files: files, paths: paths, kept: kept, foreign: foreign, from: root,
                interruption: interruption)
            try Self.check(
                Self.writeFile(staging.path + "/" + Self.markerName, Array(manifest.text.utf8)), Self.markerName)
            // A signal during writing: the staging folder goes, the published site stays, the process exits.
            interruption.endWriting()
            // From the exchange on, an interruption has nothing to remove: the previous site is the spare.
            let failure: OutputError? = interruption.critical(thenCleanUp: []) {
                do throws(OutputError) {
                    try Self.swap(staging, into: live, exists: exists)
                    return nil
                } catch {
                    return error
                }
            }
            if let failure { throw failure }
            if exists && !reusable {
                // The previous site is now at the staging name: it becomes the spare.
                interruption.critical(thenCleanUp: []) {
                    if rename(staging.path, spare.path) != 0 { Self.removeTree(staging.path) }
                }
            }
            // The exchange moved the files, not their inodes: what the staging folder held is what is published.
            if let statCache { Self.record(paths, in: live.path, manifest: manifest).write(to: statCache) }
        } catch {
            Self.removeTree(staging.path)
            throw error
        }
        return Update(written: written, removed: removed, manifest: manifest)
    }

    /// Makes `folder` the next site: a new empty staging folder, or the spare (a previous site), brought up to
    /// date in place with its folders kept. Kept files become hard links to the published ones, the others are
    /// written (beside their place, then renamed), the user's entries are carried over, and anything else goes.
    /// The folder's marker goes first, so a spare left half done is never trusted again.
    private static func refresh(
        _ folder: URL, files: [String: [UInt8]], paths: [String], kept: Set<String>, foreign: [Entry],
        from root: String, interruption: Interruption
    ) throws(OutputError) {
        let base = folder.path
        unlink(base + "/" + markerName)
        let wanted = Set(paths).union(foreign.map(\.path))
        // What the spare holds that the next site does not: removed (folders last, if they end up empty).
        let present = entries(of: folder)
        for entry in present where entry.kind != .directory && !wanted.contains(entry.path) {
            unlink(base + "/" + entry.path)
        }
        var neededFolders: Set<String> = []
        for path in wanted {
            var folder = parent(of: path)
            while !folder.isEmpty, neededFolders.insert(folder).inserted { folder = parent(of: folder) }
        }
        for entry in present.reversed() where entry.kind == .directory && !neededFolders.contains(entry.path) {
            rmdir(base + "/" + entry.path)
        }
        let existing = Set(present.filter { $0.kind == .directory }.map(\.path))
        for folder in neededFolders.subtracting(existing).sorted() {
            let mode = foreign.first { $0.path == folder }?.mode ?? 0o755
            if mkdir(base + "/" + folder, mode) != 0 && errno != EEXIST {
                throw .io(path: folder, operation: "create", reason: String(cString: strerror(errno)))
            }
        }
        let others = foreign.filter { $0.kind != .directory }
        let pid = ProcessInfo.processInfo.processIdentifier
        let failed = FailedPaths()
        DispatchQueue.concurrentPerform(iterations: paths.count + others.count) { index in
            guard !interruption.isInterrupted else { return }
            let path = index < paths.count ? paths[index] : others[index - paths.count].path
            let source = root + "/" + path
            let target = base + "/" + path
            let isFile = index < paths.count
            // Already the published file itself (a hard link to it): nothing to do.
            if isFile ? kept.contains(path) : others[index - paths.count].kind == .file, sameFile(source, target) {
                return
            }
            if isFile, kept.contains(path) {
                unlink(target)
                if link(source, target) == 0 { return }
            }
            if isFile {
                let temporary = target + ".puente-tmp-\(pid)"
                var code = writeFile(temporary, files[path]!)
                if code == 0, rename(temporary, target) != 0 { code = errno }
                if code != 0 {
                    unlink(temporary)
                    failed.add(path, code)
                }
            } else {
                unlink(target)
                let code = carry(others[index - paths.count], from: root, to: base)
                if code != 0 { failed.add(path, code) }
            }
        }
        if let (path, code) = failed.first {
            throw .io(path: path, operation: "write", reason: String(cString: strerror(code)))
        }
    }

    /// Whether two paths name one file (the same inode on the same device).
    private static func sameFile(_ first: String, _ second: String) -> Bool {
        var a = stat()
        var b = stat()
        guard lstat(first, &a) == 0, lstat(second, &b) == 0 else { return false }
        return a.st_ino == b.st_ino && a.st_dev == b.st_dev
    }

    /// The entries of the published folder that Puente did not write (not in its manifest, not the marker),
    /// where the new site does not put a file: carried over into the next site. Folders come only as the
    /// parents of what they hold (an emptied folder of old pages is not kept).
    static func foreignEntries(of live: URL, ours: Set<String>, files: [String: [UInt8]]) -> [Entry] {
        let all = entries(of: live)
        func blocked(_ path: String) -> Bool {
            // The new site has a file at this path or at one of its parents.
            var folder = path
            while true {
                if files[folder] != nil { return true }
                let up = parent(of: folder)
                if up.isEmpty { return false }
                folder = up
            }
        }
        let carried = all.filter { entry in
            entry.kind != .directory && entry.path != markerName && !ours.contains(entry.path) && !blocked(entry.path)
        }
        var needed: Set<String> = []
        for entry in carried {
            var folder = parent(of: entry.path)
            while !folder.isEmpty, needed.insert(folder).inserted { folder = parent(of: folder) }
        }
        return all.filter { $0.kind == .directory && needed.contains($0.path) } + carried
    }

    /// The state of every file of `manifest` as it is now under `root`.
    private static func record(_ paths: [String], in root: String, manifest: OutputManifest) -> OutputStatCache {
        var cache = OutputStatCache()
        for path in paths {
            if let entry = OutputStatCache.entry(root + "/" + path, hash: manifest.files[path]!.hash) {
                cache.entries[path] = entry
            }
        }
        return cache
    }

    /// Carries one of the user's files or links from the published folder into the staging one: a hard link,
    /// or a copy where the file system refuses one. 0, or the `errno` of the call that failed.
    private static func carry(_ entry: Entry, from root: String, to base: String) -> Int32 {
        let source = root + "/" + entry.path
        let target = base + "/" + entry.path
        switch entry.kind {
        case .symbolicLink:
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(source, &buffer, buffer.count - 1)
            guard count >= 0 else { return errno }
            buffer[count] = 0
            return symlink(buffer, target) == 0 ? 0 : errno
        case .file:
            if link(source, target) == 0 { return 0 }
            guard let bytes = FileManager.default.contents(atPath: source) else { return EIO }
            let code = writeFile(target, Array(bytes))
            if code == 0 { chmod(target, entry.mode) }
            return code
        case .directory:
            return 0
        }
    }

    /// Puts `staging` in place of `live`: one atomic exchange where the kernel offers it, else two renames
    /// (the only moment a reader could find no folder at all).
    private static func swap(_ staging: URL, into live: URL, exists: Bool) throws(OutputError) {
        guard exists else {
            guard rename(staging.path, live.path) == 0 else {
                throw .io(path: live.path, operation: "move the new site to", reason: String(cString: strerror(errno)))
            }
            return
        }
        if AtomicExchange.exchange(staging.path, live.path) { return }
        let retired = staging.path + ".old"
        guard rename(live.path, retired) == 0 else {
            throw .io(path: live.path, operation: "replace", reason: String(cString: strerror(errno)))
        }
        guard rename(staging.path, live.path) == 0 else {
            let code = errno
            rename(retired, live.path)
            throw .io(path: live.path, operation: "replace", reason: String(cString: strerror(code)))
        }
        rename(retired, staging.path)
    }

    /// FNV-1a of the regular file at `path` if it has `size` bytes; nil when it is missing, not a regular
    /// file, another size, or unreadable.
    static func contentHash(_ path: String, size: Int) -> UInt64? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) == size else {
            return nil
        }
        var bytes = [UInt8](repeating: 0, count: size)
        var offset = 0
        while offset < size {
            let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + offset, size - offset) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return nil }
            offset += count
        }
        return OutputManifest.hash(bytes)
    }

    /// One entry of a published folder.
    struct Entry: Sendable {
        enum Kind: Sendable { case file, directory, symbolicLink }
        /// Output-relative path.
        var path: String
        var kind: Kind
        var mode: mode_t
    }

    /// Every entry under `folder`, parents before children, without following links; walked with a stack,
    /// not recursion.
    static func entries(of folder: URL) -> [Entry] {
        var result: [Entry] = []
        var pending = [""]
        while let relative = pending.popLast() {
            let absolute = relative.isEmpty ? folder.path : folder.path + "/" + relative
            guard let directory = opendir(absolute) else { continue }
            var names: [String] = []
            while let item = readdir(directory) {
                let name = withUnsafePointer(to: item.pointee.d_name) {
                    $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
                }
                if name != "." && name != ".." { names.append(name) }
            }
            closedir(directory)
            for name in names.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
                let path = relative.isEmpty ? name : relative + "/" + name
                var info = stat()
                guard lstat(folder.path + "/" + path, &info) == 0 else { continue }
                let mode = info.st_mode & 0o7777
                switch info.st_mode & S_IFMT {
                case S_IFDIR:
                    result.append(Entry(path: path, kind: .directory, mode: mode))
                    pending.append(path)
                case S_IFLNK: result.append(Entry(path: path, kind: .symbolicLink, mode: mode))
                case S_IFREG: result.append(Entry(path: path, kind: .file, mode: mode))
                default: continue  // sockets, FIFOs, devices: never carried
                }
            }
        }
        return result.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
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
        let all = entries(of: folder)
        for entry in all.reversed() {
            let full = path + "/" + entry.path
            if entry.kind == .directory { rmdir(full) } else { unlink(full) }
        }
        rmdir(path)
    }

    private static func check(_ code: Int32, _ path: String) throws(OutputError) {
        if code != 0 { throw .io(path: path, operation: "write", reason: String(cString: strerror(code))) }
    }

    /// The folder part of a `/`-separated path ("" for a bare name). Not Foundation's
    /// `deletingLastPathComponent`: on Linux it traps on a one-character path such as `d`, which removing
    /// `d/e/f.html` reaches (found by `OutputWriterTests`).
    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    /// The size of the regular file at `path`, or nil when there is none.
    static func size(_ path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return Int(info.st_size)
    }

    /// Writes `bytes` to a new file at `path`; false when the file system refuses.
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

    /// Writes `bytes` to `path`; 0, or the `errno` of the call that failed, read on this thread (`errno` is
    /// per thread, and files are written on all cores).
    static func writeFile(_ path: String, _ bytes: [UInt8]) -> Int32 {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return errno }
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                systemWrite(descriptor, buffer.baseAddress! + offset, bytes.count - offset)
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else {
                let code = written < 0 ? errno : EIO
                close(descriptor)
                return code
            }
            offset += written
        }
        // A full disk can show only when the data reaches it.
        guard close(descriptor) == 0 else { return errno }
        return 0
    }

    /// Refuses to replace a non-empty folder that lacks Puente's marker.
    private func checkDestinationIsOurs(_ live: URL) throws(OutputError) {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: live.path, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else {
            throw .unsafeDestination(path: destination.path, reason: "it is a file, not a folder")
        }
        let entries = (try? fm.contentsOfDirectory(atPath: live.path)) ?? []
        if !entries.isEmpty, !entries.contains(Self.markerName) {
            throw .unsafeDestination(path: destination.path, reason: "it is not empty and was not written by Puente")
        }
    }

    /// Whether an output-relative path stays inside the output folder.
    static func isSafeRelativePath(_ path: String) -> Bool {
        !path.isEmpty && !path.hasPrefix("/")
            && !path.split(separator: "/", omittingEmptySubsequences: false).contains { $0 == ".." || $0.isEmpty }
    }
}

/// The C library's `write`, under a name the methods called `write` cannot shadow.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.write(descriptor, buffer, count)
    #else
        Darwin.write(descriptor, buffer, count)
    #endif
}

/// Yes-or-no answers computed on all cores, one slot each.
private final class Verdicts: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Bool]
    init(count: Int) { values = Array(repeating: false, count: count) }
    func set(_ index: Int, _ value: Bool) { lock.withLock { values[index] = value } }
    func get(_ index: Int) -> Bool { lock.withLock { values[index] } }
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
