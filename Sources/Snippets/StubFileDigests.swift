import Foundation
import SiteFiles

/// The digests of stub files by their identity (``FileBytes/identity(_:)``), kept in the cache folder as git's
/// index keeps the hashes of unchanged files: a warm check takes a `stat` of each stub file instead of reading
/// and hashing 9 MB of sources. The file is sealed (``SealedFile``), so one a repository holds is refused and
/// rebuilt; an entry whose identity changed is read and hashed again.
struct StubFileDigests {
    /// The seal's purpose, with the format's version.
    static let purpose = "stub file digests 1"
    /// The file in the cache folder.
    static let fileName = "stub-file-digests-v1"

    /// `(identity, digest)` by absolute path.
    private(set) var entries: [String: (identity: String, digest: String)] = [:]
    /// Whether an entry was added or replaced since the file was read.
    private(set) var changed = false

    /// An empty table.
    init() {}

    /// The table kept under `cacheRoot`, empty when there is none or it is not authentic.
    static func load(_ cacheRoot: URL) -> StubFileDigests {
        var table = StubFileDigests()
        guard
            let payload = SealedFile.payload(cacheRoot.appending(path: fileName).path, purpose: purpose)
        else { return table }
        for line in payload.split(separator: 0x0A) {
            let fields = line.split(separator: 0x09, omittingEmptySubsequences: false)
            guard fields.count == 3 else { continue }
            let text = fields.map { String(decoding: $0, as: UTF8.self) }
            table.entries[text[0]] = (text[1], text[2])
        }
        return table
    }

    /// The digest recorded for the file at `path` when its identity is still `identity`.
    func digest(_ path: String, identity: String) -> String? {
        guard let entry = entries[path], entry.identity == identity else { return nil }
        return entry.digest
    }

    /// Records `digest` for the file at `path`, whose identity was `identity` before it was read.
    mutating func record(_ path: String, identity: String, digest: String) {
        // A tab or a line break in a path would break the line format: such a file is simply read each time.
        guard !path.contains(where: { $0 == "\t" || $0 == "\n" || $0 == "\r" }) else { return }
        if let old = entries[path], old.identity == identity, old.digest == digest { return }
        entries[path] = (identity, digest)
        changed = true
    }

    /// Writes the table under `cacheRoot` when it changed (a failure only costs reading next time).
    func save(_ cacheRoot: URL) {
        guard changed else { return }
        var text = ""
        for (path, entry) in entries.sorted(by: { $0.key < $1.key }) {
            text += "\(path)\t\(entry.identity)\t\(entry.digest)\n"
        }
        SealedFile.write(cacheRoot.appending(path: Self.fileName).path, Array(text.utf8), purpose: Self.purpose)
    }
}

/// Stub files whose bytes a check may never need (the facts tables and hand-written halves, read only when an
/// error needs ``AppleAPIIndex``): those already read, and the others read on first use, through the site
/// folder's rules.
final class LazyStubFiles: @unchecked Sendable {
    private let lock = NSLock()
    private var files: [String: [UInt8]]
    private var pending: [String: (SiteFolder, String)]

    /// `read` holds the bytes already read, by key (`UIKit/UIView.swift`); `pending` the layer and site-relative
    /// path of each file still to read.
    init(read: [String: [UInt8]] = [:], pending: [String: (SiteFolder, String)] = [:]) {
        self.files = read
        self.pending = pending
    }

    /// The keys of the files not read yet.
    var pendingKeys: [String] { lock.withLock { pending.keys.sorted() } }

    /// Every file's bytes, by key (a file that can no longer be read is left out).
    var all: [String: [UInt8]] {
        lock.withLock {
            for (key, (folder, path)) in pending { files[key] = try? folder.read(path) }
            pending = [:]
            return files
        }
    }
}
