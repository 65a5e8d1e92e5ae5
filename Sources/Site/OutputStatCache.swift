import Content
import Foundation
import SiteFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the last publish of an output folder saw of each file it left there: inode, size and modification
/// time, with the content hash. A later build trusts the hash of a file whose inode, size and time are
/// unchanged (as git trusts its index), and reads and hashes any other file, so verifying an unchanged site
/// costs one `fstatat` per file (made by the publish's ``FolderScan``) instead of reading it all.
///
/// As with git's "racy" entries, a file whose time is within two seconds of when the cache was recorded is
/// not trusted: an edit made in the same clock tick as Puente's own write would leave the time unchanged.
///
/// Kept in the site's cache folder, never in the published folder (whose bytes must be the same for a clean
/// and an incremental build). A missing, damaged or foreign file only means every file is hashed again.
struct OutputStatCache: Sendable {
    /// One file's state.
    struct Entry: Equatable, Sendable {
        var hash: UInt64
        var size: Int
        var inode: UInt64
        var seconds: Int
        var nanoseconds: Int

        /// The state `item` shows, with `hash` as its content hash.
        init(hash: UInt64, item: FolderScan.Item) {
            self.init(
                hash: hash, size: item.size, inode: item.inode, seconds: item.seconds,
                nanoseconds: item.nanoseconds)
        }

        init(hash: UInt64, size: Int, inode: UInt64, seconds: Int, nanoseconds: Int) {
            self.hash = hash
            self.size = size
            self.inode = inode
            self.seconds = seconds
            self.nanoseconds = nanoseconds
        }
    }

    /// Entries by output-relative path.
    var entries: [String: Entry] = [:]
    /// When the entries were recorded (seconds since 1970).
    var recordedAt = 0

    static let header = "puente-output-stat 2"
    /// What the file's tag says it is for (a file Puente did not write on this machine is never trusted).
    static let purpose = "output stat cache"

    /// Whether the file `item` shows at `path` is still what the cache saw, with content hash `hash`.
    func trusts(_ path: String, _ item: FolderScan.Item, hash: UInt64) -> Bool {
        guard item.kind == .file, let entry = entries[path], entry.hash == hash else { return false }
        return entry == Entry(hash: hash, item: item) && entry.seconds < recordedAt - 1
    }

    /// Reads the cache at `url`; empty when there is none or it cannot be trusted.
    init(contentsOf url: URL?) {
        guard let url, let data = SealedFile.payload(url.path, purpose: Self.purpose) else { return }
        var reader = LineReader(data)
        guard reader.word() == Array("puente-output-stat".utf8), reader.word() == Array("2".utf8),
            let recorded = reader.number(), reader.endOfLine()
        else { return }
        var entries: [String: Entry] = [:]
        entries.reserveCapacity(data.count / 64)
        while !reader.isAtEnd {
            guard let hash = reader.number(radix: 16), let size = reader.number(), let inode = reader.number(),
                let seconds = reader.number(), let nanoseconds = reader.number(), let path = reader.rest()
            else { return }
            entries[path] = Entry(
                hash: hash, size: Int(size), inode: inode, seconds: Int(seconds), nanoseconds: Int(nanoseconds))
        }
        self.entries = entries
        self.recordedAt = Int(recorded)
    }

    init() {}

    /// Writes the cache to `url` (beside it first, then renamed over it); a failure is not an error, as the next
    /// build only hashes more.
    func write(to url: URL) {
        var out = Array("\(Self.header) \(recordedAt)\n".utf8)
        out.reserveCapacity(entries.count * 80)
        for (path, entry) in entries {
            out.appendNumber(entry.hash, radix: 16)
            for number in [UInt64(entry.size), entry.inode, UInt64(entry.seconds), UInt64(entry.nanoseconds)] {
                out.append(0x20)
                out.appendNumber(number)
            }
            out.append(0x20)
            out += path.utf8
            out.append(0x0A)
        }
        SealedFile.write(url.path, out, purpose: Self.purpose)
    }
}
