import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the last publish of an output folder saw of each file it left there: inode, size and modification
/// time, with the content hash. A later build trusts the hash of a file whose inode, size and time are
/// unchanged (as git trusts its index), and reads and hashes any other file, so verifying an unchanged site
/// costs one `lstat` per file instead of reading it all.
///
/// Kept in the site's cache folder, never in the published folder (whose bytes must be the same for a clean
/// and an incremental build). A missing, damaged or foreign file only means every file is hashed again.
struct OutputStatCache {
    /// One file's state.
    struct Entry: Equatable {
        var hash: UInt64
        var size: Int
        var inode: UInt64
        var seconds: Int
        var nanoseconds: Int
    }

    /// Entries by output-relative path.
    var entries: [String: Entry] = [:]

    static let header = "puente-output-stat 1"

    /// The state of the regular file at `path`, with `hash` as its content hash; nil when it is not there.
    static func entry(_ path: String, hash: UInt64) -> Entry? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        #if canImport(Darwin)
            let time = info.st_mtimespec
        #else
            let time = info.st_mtim
        #endif
        return Entry(
            hash: hash, size: Int(info.st_size), inode: UInt64(info.st_ino), seconds: Int(time.tv_sec),
            nanoseconds: Int(time.tv_nsec))
    }

    /// Whether the file at `path` is still what `entry` saw (so its hash can be trusted).
    static func unchanged(_ path: String, _ entry: Entry) -> Bool {
        guard let now = self.entry(path, hash: entry.hash) else { return false }
        return now == entry
    }

    /// Reads the cache at `url`; empty when there is none or it cannot be trusted.
    init(contentsOf url: URL?) {
        guard let url, let data = FileManager.default.contents(atPath: url.path) else { return }
        let text = String(decoding: data, as: UTF8.self)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first == Substring(Self.header), lines.last == "" else { return }
        lines.removeFirst()
        lines.removeLast()
        var entries: [String: Entry] = [:]
        for line in lines {
            let parts = line.split(separator: " ", maxSplits: 5)
            guard parts.count == 6, let hash = UInt64(parts[0], radix: 16), let size = Int(parts[1]),
                let inode = UInt64(parts[2]), let seconds = Int(parts[3]), let nanoseconds = Int(parts[4])
            else { return }
            entries[String(parts[5])] = Entry(
                hash: hash, size: size, inode: inode, seconds: seconds, nanoseconds: nanoseconds)
        }
        self.entries = entries
    }

    init() {}

    /// Writes the cache to `url` (beside it first, then renamed over it); a failure is not an error, as the
    /// next build only hashes more.
    func write(to url: URL) {
        var out = Self.header + "\n"
        for path in entries.keys.sorted() {
            let entry = entries[path]!
            out +=
                "\(String(entry.hash, radix: 16)) \(entry.size) \(entry.inode) \(entry.seconds) \(entry.nanoseconds) \(path)\n"
        }
        try? FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let temporary = url.path + ".tmp-\(ProcessInfo.processInfo.processIdentifier)"
        guard OutputWriter.writeFile(temporary, Array(out.utf8)) == 0 else {
            unlink(temporary)
            return
        }
        if rename(temporary, url.path) != 0 { unlink(temporary) }
    }
}
