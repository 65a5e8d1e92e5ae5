import Foundation
import SiteFiles

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
///
/// A publish (`OutputWriter+Publish.swift`) asks the disk, hands what it learns to ``PublishPlan`` (which
/// files are kept, written, removed or carried over, and whether anything is to be done), and lets a
/// ``StagingFolder`` carry the plan out; the system calls it makes are ``POSIXFiles`` and ``AtomicExchange``.
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

        /// The manifest whose files may be kept, if any.
        var trusted: OutputManifest? {
            switch self {
            case .none: nil
            case .verified(let old): old
            }
        }
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

    /// The error for a file a build kept that the folder no longer holds.
    static func lost(_ path: String) -> OutputError {
        .io(
            path: path, operation: "keep",
            reason: "the output folder changed while the site was being built (another build?); build again")
    }

    /// Where the site really goes: the target of a symbolic link (resolved), else `destination` itself.
    static func resolved(_ destination: URL) -> URL {
        POSIXFiles.realPath(destination.path).map { URL(fileURLWithPath: $0) } ?? destination
    }

    /// One entry of a published folder.
    struct Entry: Equatable, Sendable {
        /// What the entry is (other kinds are never carried).
        enum Kind: Sendable { case file, directory, symbolicLink }
        /// Output-relative path.
        var path: String
        var kind: Kind
        var mode: mode_t
    }

    /// Refuses to replace a non-empty folder that lacks Puente's marker.
    func checkDestinationIsOurs(_ live: URL) throws(OutputError) {
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
}
