import Foundation
import Incremental
import SiteFiles

/// Which published files still hold the bytes their fingerprints say: vouched for by the stat cache, else read
/// and hashed.
extension OutputWriter {
    /// Whether a published file holds its fingerprint's bytes, and whether it had to be read to know.
    struct Verdict: Equatable, Sendable {
        /// The file is there with the bytes its fingerprint says.
        var holds: Bool
        /// Its bytes were read and hashed (the stat cache did not vouch for it).
        var read: Bool
    }

    /// Which of `paths` (files of `manifest`) the folder at `root` holds with their fingerprints' bytes, as
    /// `items` (a scan of `root`) shows them, on all cores: a file whose inode, size and time are unchanged
    /// since `seen` recorded it holds; any other is read and hashed, so one edited by hand since (even to the
    /// same size) does not.
    static func verify(
        _ paths: [String], of manifest: OutputManifest, in items: [String: FolderScan.Item], root: String,
        seen: OutputStatCache
    ) -> [Verdict] {
        ParallelMap.map(paths) { path -> Verdict in
            let fingerprint = manifest.files[path]!
            guard let item = items[path], item.kind == .file else { return Verdict(holds: false, read: false) }
            // Unchanged inode, size and time since the last publish: the recorded hash holds.
            if seen.trusts(path, item, hash: fingerprint.hash) { return Verdict(holds: true, read: false) }
            let hash = Self.contentHash(root + "/" + path, size: fingerprint.size)
            return Verdict(holds: hash == fingerprint.hash, read: true)
        }
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
            guard let info = POSIXFiles.regularFileState(root + "/" + path) else { return false }
            if seen.trusts(path, FolderScan.item(info, kind: .file), hash: fingerprint.hash) { return true }
            return Self.contentHash(root + "/" + path, size: fingerprint.size) == fingerprint.hash
        }
        return Set(zip(candidates, held).compactMap { $1 ? $0.key : nil })
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
        let verdicts = Self.verify(paths, of: manifest, in: scan.items, root: root, seen: seen)
        guard verdicts.allSatisfy(\.holds) else { return nil }
        // Files read to verify them are recorded, so the next build need not read them again.
        if let statCache, verdicts.contains(where: \.read) {
            Self.record(paths, scan.items, manifest: manifest).write(to: statCache)
        }
        return manifest
    }

    /// The stat cache of the files of `manifest` in the states `states` shows.
    static func record(
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

    /// The ``OutputManifest/hash(_:seed:)`` of the regular file at `path` if it has `size` bytes; nil when it is
    /// missing, not a regular file, another size, or unreadable.
    static func contentHash(_ path: String, size: Int) -> UInt64? {
        POSIXFiles.readRegularFile(path, size: size).map { OutputManifest.hash($0) }
    }
}
