import Content
import Digest
import Dispatch
import Foundation
import Incremental
import SiteFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Publishes a site into an output folder so that, at every instant, the folder holds one whole site.
///
/// Every write, full or incremental, makes the next site beside the output folder, in the spare (the site the
/// last publish replaced, `.<name>.spare`, brought up to date in place) or in a new `.<name>.tmp-<pid>`: files
/// whose bytes did not change are hard links to the published ones (their content verified, not only their
/// size), changed files are written, and files Puente did not write (`.git`, `CNAME`, `.nojekyll`, …) are
/// carried over. The two folders are then exchanged with one `renameat2(RENAME_EXCHANGE)`, and the previous
/// site becomes the spare. A kill at any moment leaves the old site or the new one in place, never a mix; a
/// failed write (a full disk) leaves the old one. Builds of one folder are serialized by a lock (`flock`) on
/// the folder that holds it. An output folder that is a symbolic link is written through: the exchange
/// happens where the link points, and the link stays.
///
/// What a publish costs: one ``FolderScan`` of the published folder (on all cores) and one of the spare (names
/// and inodes only, or none in `serve`, which remembers it), a check of each kept file against the
/// ``OutputStatCache``, and writes only for the changed files.
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
        /// What this publish learnt, for the next one in this process.
        var memory: Memory?
    }

    /// What a publish knows when it ends, so the next one in the same process (`puente serve`) need not find it
    /// again: the entries of the spare (the site just replaced, as scanned before the exchange) and the state of
    /// every published file. Only used for the folder it was made from (same inode); the published folder
    /// itself is still scanned and verified on every publish.
    public struct Memory: Sendable {
        var spare: FolderScan?
        var statCache: OutputStatCache
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
        _ files: [String: [UInt8]], previous: [String: [UInt8]], manifest: OutputManifest, memory: Memory? = nil
    ) throws(OutputError) -> Update {
        // Bytes compared in memory first; a file that differs from what this process wrote is written. An
        // unchanged one keeps its fingerprint (only the changed files are hashed).
        let next = OutputManifest.reusing(files, unchangedSince: previous, manifest: manifest)
        var trusted = manifest
        for path in next.changed { trusted.files[path] = nil }
        return try publish(files, reuse: .verified(trusted), manifest: next.manifest, memory: memory)
    }

    /// `puente build`: when the folder's marker holds a manifest, writes only the files whose bytes differ
    /// from what is published; `nil` when there is no manifest to trust (the caller then uses ``write(_:)``).
    ///
    /// `unchanged` names files the caller did not make again because the folder already holds them with these
    /// fingerprints (``stillPublished(_:)`` said so): they are kept as they are. One that changed since, or
    /// is gone, is an error (another process wrote the folder during this build), never a missing file.
    func updateFromMarker(
        _ files: [String: [UInt8]], unchanged: [String: OutputManifest.Fingerprint] = [:]
    ) throws(OutputError) -> Update? {
        guard let old = Self.manifest(in: Self.resolved(destination)) else {
            if let path = unchanged.keys.min() { throw Self.lost(path) }
            return nil
        }
        return try publish(files, reuse: .verified(old), published: old, unchanged: unchanged)
    }

    /// Which of `fingerprints` (output-relative path → fingerprint) the output folder holds: listed so in its
    /// marker's manifest, and the file there with those bytes (vouched for by the stat cache, else read and
    /// hashed). A build need not make these files again.
    func stillPublished(_ fingerprints: [String: OutputManifest.Fingerprint]) -> Set<String> {
        let live = Self.resolved(destination)
        guard !fingerprints.isEmpty, let manifest = Self.manifest(in: live) else { return [] }
        let seen = OutputStatCache(contentsOf: statCache)
        let root = live.path
        let candidates = fingerprints.filter { manifest.files[$0.key] == $0.value }.map { $0 }
        let held = ParallelMap.map(candidates) { path, fingerprint -> Bool in
            var info = stat()
            guard lstat(root + "/" + path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return false }
            if seen.trusts(path, FolderScan.item(info, kind: .file), hash: fingerprint.hash) { return true }
            return Self.contentHash(root + "/" + path, size: fingerprint.size) == fingerprint.hash
        }
        return Set(zip(candidates, held).compactMap { $1 ? $0.key : nil })
    }

    /// The error for a file a build kept that the folder no longer holds.
    static func lost(_ path: String) -> OutputError {
        .io(
            path: path, operation: "keep",
            reason: "the output folder changed while the site was being built (another build?); build again")
    }

    /// Whether the output folder still holds what the build that left a marker whose bytes hash to
    /// `markerDigest` wrote: the marker is that one, and every file of its manifest is there with its bytes
    /// (vouched for by the stat cache, else read and hashed on all cores). Returns that manifest, or nil.
    func stillHolds(markerDigest: UInt64) throws(OutputError) -> OutputManifest? {
        let live = Self.resolved(destination)
        guard FileManager.default.fileExists(atPath: live.path) else { return nil }
        let lock = try OutputLock.acquire(beside: live)
        defer { lock.release() }
        guard let bytes = FileBytes.read(live.appending(path: Self.markerName).path, followingLinks: false),
            OutputManifest.hash(bytes) == markerDigest, let manifest = Self.manifest(markerBytes: bytes)
        else { return nil }
        let root = live.path
        let scan = FolderScan(
            root, expected: manifest.files.count, threads: ProcessInfo.processInfo.activeProcessorCount)
        let seen = OutputStatCache(contentsOf: statCache)
        let paths = Array(manifest.files.keys)
        let verdicts = ParallelMap.map(paths) { path -> (holds: Bool, read: Bool) in
            let fingerprint = manifest.files[path]!
            guard let item = scan.items[path], item.kind == .file else { return (false, false) }
            if seen.trusts(path, item, hash: fingerprint.hash) { return (true, false) }
            return (Self.contentHash(root + "/" + path, size: fingerprint.size) == fingerprint.hash, true)
        }
        guard verdicts.allSatisfy(\.holds) else { return nil }
        // Files read to verify them are recorded, so the next build need not read them again.
        if let statCache, verdicts.contains(where: \.read) {
            Self.record(paths, scan.items, manifest: manifest).write(to: statCache)
        }
        return manifest
    }

    /// The manifest in the marker of `folder`, if it holds one.
    static func manifest(in folder: URL) -> OutputManifest? {
        FileBytes.read(folder.appending(path: markerName).path, followingLinks: false).flatMap(manifest(markerBytes:))
    }

    /// What a marker's tag says it is for. Its writer is left out, so every build of one site writes the same
    /// marker, whichever binary made it.
    static let markerPurpose = "output marker"

    /// The manifest in a marker's bytes, when Puente wrote it on this machine: an output folder can come from
    /// a repository (a pull request that commits `Output/` with a marker of its own), and a manifest says which
    /// published files are Puente's and what they hold, so a foreign one is no manifest (every file is written
    /// again).
    static func manifest(markerBytes bytes: [UInt8]) -> OutputManifest? {
        guard case .authentic(let payload, _) = CacheAuthenticator.shared.open(bytes, purpose: markerPurpose)
        else { return nil }
        return OutputManifest(bytes: Array(payload))
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
    /// not read twice; otherwise the marker is read here. `computed` is the manifest of `files` when the caller
    /// has it (`serve`, from the bytes it wrote last time).
    private func publish(
        _ files: [String: [UInt8]], reuse: Reuse, published known: OutputManifest? = nil,
        manifest computed: OutputManifest? = nil, memory: Memory? = nil,
        unchanged: [String: OutputManifest.Fingerprint] = [:]
    ) throws(OutputError) -> Update {
        let paths = (Array(files.keys) + unchanged.keys.filter { files[$0] == nil }).sorted()
        for path in paths where !Self.isSafeRelativePath(path) {
            throw OutputError.unsafeDestination(path: path, reason: "the path leaves the output folder")
        }
        let live = Self.resolved(destination)
        let lock = try OutputLock.acquire(beside: live)
        defer { lock.release() }
        try checkDestinationIsOurs(live)
        let exists = FileManager.default.fileExists(atPath: live.path)
        let manifest = {
            var made = computed ?? OutputManifest(files)
            for (path, fingerprint) in unchanged where files[path] == nil { made.files[path] = fingerprint }
            return made
        }()
        // What the published folder holds that Puente wrote, by its marker (the serve memo's, when given).
        let published = exists ? known ?? Self.manifest(in: live) : nil
        let trusted: OutputManifest?
        switch reuse {
        case .none: trusted = nil
        case .verified(let old): trusted = old
        }
        let root = live.path
        let parent = live.deletingLastPathComponent()
        // The previous site, kept after the last exchange: brought up to date in place, it becomes the next one
        // without making thousands of folders again (which ext4 makes slowly right after removing as many).
        let spare = parent.appending(path: ".\(live.lastPathComponent).spare")
        let reusable: Bool
        if case .verified = reuse, exists, Self.hasManifest(spare) { reusable = true } else { reusable = false }
        // One walk of each folder, side by side: every later question about them is answered from these.
        let (scan, spareScan) = FolderScan.pair(
            exists ? root : nil, reusable ? spare.path : nil, remembered: memory?.spare, expected: paths.count * 5 / 4)
        // A file is kept only if its published bytes still hash to the fingerprint: one edited by hand since
        // (even to the same size) is written again.
        let candidates = paths.filter { path in trusted?.files[path].map { $0 == manifest.files[path] } ?? false }
        let seen = memory?.statCache ?? OutputStatCache(contentsOf: statCache)
        // Per candidate: whether it is kept, and whether its bytes had to be read to know.
        let verdicts = ParallelMap.map(candidates) { path -> (kept: Bool, read: Bool) in
            let fingerprint = manifest.files[path]!
            guard let item = scan.items[path], item.kind == .file else { return (false, false) }
            // Unchanged inode, size and time since the last publish: the recorded hash holds.
            if seen.trusts(path, item, hash: fingerprint.hash) { return (true, false) }
            return (Self.contentHash(root + "/" + path, size: fingerprint.size) == fingerprint.hash, true)
        }
        let kept = Set(candidates.indices.filter { verdicts[$0].kept }.map { candidates[$0] })
        // A file the build did not make again must be kept: it has no bytes to write.
        if let path = unchanged.keys.filter({ files[$0] == nil && !kept.contains($0) }).min() {
            throw Self.lost(path)
        }
        let ours: OutputManifest
        if let known = published ?? trusted {
            ours = known
        } else {
            // A marker without a manifest (an older Puente): its files are Puente's, except hidden entries and
            // `CNAME` at the top, which are the user's (no folder: an empty list).
            ours = OutputManifest(
                listing: scan.items.compactMap { path, item in
                    let top = path.split(separator: "/").first ?? ""
                    return item.kind != .directory && !top.hasPrefix(".") && top != "CNAME" ? path : nil
                })
        }
        let site = Set(paths)
        let removed = ours.files.keys.reduce(0) { count, path in site.contains(path) ? count : count + 1 }
        let written = paths.count - kept.count
        if exists, written == 0, removed == 0, published == manifest {
            // Files read to verify them are recorded, so the next build need not read them again.
            var known = seen
            if verdicts.contains(where: \.read) {
                known = Self.record(paths, scan.items, manifest: manifest)
                if let statCache { known.write(to: statCache) }
            }
            return Update(
                written: 0, removed: 0, manifest: manifest,
                memory: Memory(spare: reusable ? spareScan : nil, statCache: known))
        }
        let foreign = exists ? Self.foreignEntries(of: scan, ours: ours, site: site) : []
        let pid = ProcessInfo.processInfo.processIdentifier
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
            let states = try Self.refresh(
                staging, holding: spareScan, files: files, paths: paths, kept: kept, published: scan,
                foreign: foreign, from: root, interruption: interruption)
            try Self.check(
                Self.writeFile(
                    staging.path + "/" + Self.markerName,
                    CacheAuthenticator.shared.seal(
                        manifest.bytes(sortedPaths: paths), purpose: Self.markerPurpose, writer: "")),
                Self.markerName)
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
            let known = Self.record(paths, states, manifest: manifest)
            if let statCache { known.write(to: statCache) }
            // The site just replaced is the spare now, as scanned before the exchange.
            return Update(
                written: written, removed: removed, manifest: manifest,
                memory: Memory(spare: exists ? scan : nil, statCache: known))
        } catch {
            Self.removeTree(staging.path)
            throw error
        }
    }

    /// Makes `folder` the next site: a new empty staging folder, or the spare (a previous site, whose entries
    /// `holding` lists), brought up to date in place with its folders kept. Kept files become hard links to the
    /// published ones (`published` lists their inodes), the others are written in their place (after the old
    /// name is unlinked), the user's entries are carried over, and anything else goes. The folder's marker goes first,
    /// so a spare left half done is never trusted again. Returns the state of each file of the next site.
    private static func refresh(
        _ folder: URL, holding present: FolderScan, files: [String: [UInt8]], paths: [String], kept: Set<String>,
        published: FolderScan, foreign: [Entry], from root: String, interruption: Interruption
    ) throws(OutputError) -> [String: FolderScan.Item] {
        let base = folder.path
        unlink(base + "/" + markerName)
        let wanted = Set(paths).union(foreign.map(\.path))
        // What the spare holds that the next site does not: removed (folders last, if they end up empty).
        var neededFolders: Set<String> = []
        for path in wanted {
            var folder = parent(of: path)
            while !folder.isEmpty, neededFolders.insert(folder).inserted { folder = parent(of: folder) }
        }
        for (path, item) in present.items where item.kind != .directory && !wanted.contains(path) {
            unlink(base + "/" + path)
        }
        // Children before their parents.
        for path in present.items.compactMap({ $0.value.kind == .directory ? $0.key : nil }).sorted(by: >)
        where !neededFolders.contains(path) {
            rmdir(base + "/" + path)
        }
        let modes = Dictionary(foreign.map { ($0.path, $0.mode) }) { first, _ in first }
        // Folders level by level (parents first), the folders of one level on all cores.
        var levels: [[String]] = []
        for folder in neededFolders where present.items[folder]?.kind != .directory {
            let depth = folder.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "/") ? 1 : 0) }
            while levels.count <= depth { levels.append([]) }
            levels[depth].append(folder)
        }
        for level in levels {
            let codes = ParallelMap.map(level) { folder -> Int32 in
                mkdir(base + "/" + folder, modes[folder] ?? 0o755) != 0 && errno != EEXIST ? errno : 0
            }
            if let index = codes.firstIndex(where: { $0 != 0 }) {
                throw .io(path: level[index], operation: "create", reason: String(cString: strerror(codes[index])))
            }
        }
        let others = foreign.filter { $0.kind != .directory }
        let failed = FailedPaths()
        // The state of each file of the next site (nil for the user's entries).
        let states = ParallelMap.map(Array(0..<(paths.count + others.count))) { index -> FolderScan.Item? in
            guard !interruption.isInterrupted else { return nil }
            let isFile = index < paths.count
            let path = isFile ? paths[index] : others[index - paths.count].path
            let target = base + "/" + path
            let source = published.items[path]
            let linkable = isFile ? kept.contains(path) : others[index - paths.count].kind == .file
            // Already the published file itself (a hard link to it): nothing to do.
            if linkable, let source, let there = present.items[path], there.isSameFile(as: source) {
                return isFile ? source : nil
            }
            if isFile, linkable, let source {
                unlink(target)
                if link(root + "/" + path, target) == 0 { return source }
            }
            guard isFile else {
                unlink(target)
                let code = carry(others[index - paths.count], from: root, to: base)
                if code != 0 { failed.add(path, code) }
                return nil
            }
            // The folder is not published yet (its marker is gone), so the file is written in its place, never
            // through the old name: that may be a hard link to a published file. Not written beside it and
            // renamed either: on ext4 a rename over a file forces its blocks out (`auto_da_alloc`). A name the
            // folder does not hold (all of them in a new folder) has nothing to unlink.
            if present.items[path] != nil { unlink(target) }
            var info = stat()
            let code = writeFile(target, files[path]!, state: &info, exclusive: true)
            guard code == 0 else {
                unlink(target)
                failed.add(path, code)
                return nil
            }
            return FolderScan.item(info, kind: .file)
        }
        if let (path, code) = failed.first {
            throw .io(path: path, operation: "write", reason: String(cString: strerror(code)))
        }
        var result: [String: FolderScan.Item] = [:]
        result.reserveCapacity(paths.count)
        for (path, state) in zip(paths, states) { if let state { result[path] = state } }
        return result
    }

    /// The entries of the published folder (as `scan` saw it) that Puente did not write (not in its manifest,
    /// not the marker), where the new site does not put a file: carried over into the next site. Folders
    /// come only as the parents of what they hold (an emptied folder of old pages is not kept).
    static func foreignEntries(of scan: FolderScan, ours: OutputManifest, site: Set<String>) -> [Entry] {
        func blocked(_ path: String) -> Bool {
            // The new site has a file at this path or at one of its parents.
            var folder = path
            while true {
                if site.contains(folder) { return true }
                let up = parent(of: folder)
                if up.isEmpty { return false }
                folder = up
            }
        }
        var carried: [Entry] = []
        for (path, item) in scan.items
        where item.kind != .directory && ours.files[path] == nil && path != markerName && !blocked(path) {
            carried.append(Entry(path: path, kind: item.kind, mode: item.mode))
        }
        var needed: Set<String> = []
        for entry in carried {
            var folder = parent(of: entry.path)
            while !folder.isEmpty, needed.insert(folder).inserted { folder = parent(of: folder) }
        }
        let folders = needed.map { Entry(path: $0, kind: .directory, mode: scan.items[$0]?.mode ?? 0o755) }
        return (folders + carried).sorted { $0.path < $1.path }
    }

    /// The stat cache of the files of `manifest` in the states `states` shows.
    private static func record(
        _ paths: [String], _ states: [String: FolderScan.Item], manifest: OutputManifest
    ) -> OutputStatCache {
        var cache = OutputStatCache()
        cache.recordedAt = Int(Date().timeIntervalSince1970)
        cache.entries.reserveCapacity(paths.count)
        for path in paths {
            if let state = states[path], state.kind == .file {
                cache.entries[path] = OutputStatCache.Entry(hash: manifest.files[path]!.hash, item: state)
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
            guard let destination = FolderScan.linkTarget(source) else { return errno }
            return symlink(destination, target) == 0 ? 0 : errno
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

    /// The ``OutputManifest/hash(_:seed:)`` of the regular file at `path` if it has `size` bytes; nil when it is missing, not a regular
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

    /// Every entry under `folder`, parents before children, without following links.
    static func entries(of folder: URL) -> [Entry] { FolderScan(folder.path).entries }

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
        var ignored = stat()
        return writeFile(path, bytes, state: &ignored)
    }

    /// ``writeFile(_:_:)``, also giving the new file's `fstat` (taken after the last byte is written).
    /// `exclusive` refuses a file that is already there (`O_EXCL`).
    static func writeFile(_ path: String, _ bytes: [UInt8], state: inout stat, exclusive: Bool = false) -> Int32 {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC | (exclusive ? O_EXCL : O_TRUNC), 0o644)
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
        if fstat(descriptor, &state) != 0 {
            let code = errno
            close(descriptor)
            return code
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

/// Paths that could not be written, collected from concurrent writers.
private final class FailedPaths: @unchecked Sendable {
    private let lock = NSLock()
    private var paths: [(path: String, code: Int32)] = []

    /// Records that writing `path` failed with `errno` value `code`.
    func add(_ path: String, _ code: Int32) { lock.withLock { paths.append((path, code)) } }

    /// The failure of the first path in sort order, so the message is the same run to run.
    var first: (String, Int32)? { lock.withLock { paths.min { $0.path < $1.path }.map { ($0.path, $0.code) } } }
}
