import Content
import Foundation
import SiteFiles
import Snippets

/// Highlighted HTML of Swift code from earlier builds, by content, so an unchanged block is not parsed again.
///
/// Classifying is the costly part of rendering code (with swift-syntax about 0.45 ms per 200 bytes with the
/// toolchain's host library; with SourceKit about a millisecond per request); the cache keeps warm builds
/// close to the cost of plain code. One binary file in the site's cache folder (length-prefixed keys and HTML,
/// then the count and a checksum of it all: a damaged or cut file is ignored whole, never trusted; reading
/// 12 MB of it takes a few milliseconds, where JSON took a tenth of a second on every build); entries not used
/// by a build are dropped when it is saved, and a build that used exactly what it holds does not write it.
///
/// An article page a build keeps without rendering it asks nothing of the cache, so its entries would be
/// dropped; each body is therefore rendered through a ``recording()`` view, whose ``keysAsked`` the page's
/// record keeps, and a build that keeps the page ``retain(_:)``s them.
public final class HighlightCache: @unchecked Sendable {
    private let file: URL?
    private let lock = NSLock()
    private var stored: [String: String]
    private var used: [String: String] = [:]
    /// The cache a recording view answers from (nil for the cache itself).
    private let parent: HighlightCache?
    /// The keys a recording view was asked for, in order.
    private var asked: [String] = []

    /// Loads the cache kept at `file`; `nil` keeps nothing between builds.
    public init(file: URL?) {
        self.file = file
        parent = nil
        stored = file.flatMap { FileBytes.read($0.path) }.flatMap(Self.decode) ?? [:]
    }

    private static let header = Array("puente-highlight 4\n".utf8)
    private static let trailer = Array("\nend\n".utf8)

    /// The file's bytes for `entries`, in key order (the same entries always make the same file).
    static func encode(_ entries: [String: String]) -> [UInt8] {
        var body: [UInt8] = []
        body.reserveCapacity(entries.reduce(0) { $0 + $1.key.utf8.count + $1.value.utf8.count + 16 })
        for key in entries.keys.sorted() {
            body.appendString(key)
            body.appendString(entries[key]!)
        }
        var out = header + body
        out.appendWord(UInt64(entries.count))
        out.appendWord(StableHash.hash(body))
        return out + trailer
    }

    /// The entries of a file's `bytes`; nil unless the header, the count, the checksum and the trailer hold.
    static func decode(_ bytes: [UInt8]) -> [String: String]? {
        guard bytes.count >= header.count + 16 + trailer.count, bytes.starts(with: header),
            Array(bytes.suffix(trailer.count)) == trailer
        else { return nil }
        let bodyEnd = bytes.count - trailer.count - 16
        var footer = MemoReader(bytes[bodyEnd..<(bytes.count - trailer.count)])
        let body = bytes[header.count..<bodyEnd]
        guard let count = footer.word(), let checksum = footer.word(),
            body.withUnsafeBytes({ StableHash.hash($0) }) == checksum
        else { return nil }
        var reader = MemoReader(body)
        var entries: [String: String] = [:]
        entries.reserveCapacity(Int(clamping: min(count, 1 << 24)))
        while !reader.isAtEnd {
            guard let key = reader.string(), let html = reader.string() else { return nil }
            entries[key] = html
        }
        return entries.count == count ? entries : nil
    }

    private init(parent: HighlightCache) {
        file = nil
        stored = [:]
        self.parent = parent
    }

    /// A view of this cache for one body: it answers from this cache and notes every key it was asked for.
    public func recording() -> HighlightCache { HighlightCache(parent: parent ?? self) }

    /// The keys this view was asked for (empty for the cache itself).
    public var keysAsked: [String] { lock.withLock { asked } }

    /// Keeps the entries under `keys` in the next save, as if a build had asked for them: those of pages a
    /// build kept as published. Keys the cache does not hold are ignored.
    public func retain(_ keys: [String]) {
        if let parent { return parent.retain(keys) }
        lock.withLock {
            for key in keys { if let hit = stored[key] { used[key] = hit } }
        }
    }

    /// Whether the cache holds HTML for `code`.
    public func contains(_ code: String) -> Bool {
        if let parent { return parent.contains(code) }
        let key = Self.key(code)
        return lock.withLock { stored[key] != nil }
    }

    /// The cached HTML for `code`, or `make()`'s, remembered.
    func html(for code: String, make: () -> String) -> String {
        if let parent {
            let (html, key) = parent.entry(for: code, make: make)
            lock.withLock { asked.append(key) }
            return html
        }
        return entry(for: code, make: make).html
    }

    /// The cached HTML for `code`, or `make()`'s, remembered; with the key it is kept under.
    private func entry(for code: String, make: () -> String) -> (html: String, key: String) {
        let key = Self.key(code)
        if let hit = lock.withLock({ stored[key] }) {
            lock.withLock { used[key] = hit }
            return (hit, key)
        }
        let html = make()
        // Keyed again: making it may have found that SourceKit cannot be opened, and swift-syntax made it.
        let made = Self.key(code)
        lock.withLock { used[made] = html }
        return (html, made)
    }

    /// Writes the entries this build used, unless they are exactly what the file already holds.
    public func save() {
        if let parent { return parent.save() }
        guard let file else { return }
        let entries: [String: String]? = lock.withLock {
            guard used != stored else { return nil }
            stored = used
            return used
        }
        guard let entries else { return }
        if !FileReplacement.write(Self.encode(entries), to: file) {
            FileHandle.standardError.write(Data("highlight cache: could not write \(file.path)\n".utf8))
        }
    }

    /// The content hash (the same one snippet results are cached under) of the code and of the highlighter
    /// that classifies it (SourceKit and swift-syntax differ in details).
    static func key(_ code: String) -> String {
        var hash = ContentHash()
        hash.add(SwiftHighlighter.engine)
        hash.add(code)
        return hash.hex
    }
}
