import Foundation
import Incremental
import SiteFiles
import Snippets

/// Highlighted HTML of Swift code from earlier builds, by content, so an unchanged block is not parsed again.
///
/// Classifying is the costly part of rendering code (with swift-syntax about 0.45 ms per 200 bytes with the
/// toolchain's host library; with SourceKit about a millisecond per request); the cache keeps warm builds
/// close to the cost of plain code. One file in the site's cache folder (``HighlightFile``), read by index:
/// opening it reads the keys and checksums only, and a block's HTML is read, and checked, when it is asked
/// for, so an edit build that renders one article reads a few kilobytes of the 12 MB the corpus's code makes.
/// A file damaged or cut short is ignored whole with one line (``problem``); an entry whose HTML does not match
/// its checksum is made again. Entries not used by a build are dropped when it is saved, and a build that used
/// exactly what the file holds does not write it.
///
/// An article page a build keeps without rendering it asks nothing of the cache, so its entries would be
/// dropped; each body is therefore rendered through a ``recording()`` view, whose ``keysAsked`` the page's
/// record keeps, and a build that keeps the page ``retain(_:)``s them.
public final class HighlightCache: @unchecked Sendable {
    private typealias Key = HighlightFile.Key
    private let file: URL?
    private let lock = NSLock()
    /// The file as the build found it (or as the last save wrote it).
    private var source: HighlightFile?
    /// Which of the file's entries this build used, by slot.
    private var usedSlots: [Bool] = []
    private var usedCount = 0
    /// HTML made by this cache (not in the file), and which of it this build used.
    private var made: [Key: String] = [:]
    private var usedMade: Set<Key> = []
    /// The cache a recording view answers from (nil for the cache itself).
    private let parent: HighlightCache?
    /// The keys a recording view was asked for, in order.
    private var asked: [String] = []

    /// Why the file found was not used (damaged, cut short, of another format), said once in the build's
    /// summary; nil when it was used or there was none.
    public private(set) var problem: String?

    /// Opens the cache kept at `file`; `nil` keeps nothing between builds.
    public init(file: URL?) {
        self.file = file
        parent = nil
        if let file { open(file) }
    }

    private init(parent: HighlightCache) {
        file = nil
        self.parent = parent
    }

    /// Reads the index of `file` (when it can be trusted), with nothing used yet.
    private func open(_ file: URL) {
        var damaged = false
        source = HighlightFile.load(file.path, damaged: &damaged)
        if damaged {
            problem =
                "highlight cache: damaged, of another format, or not written by Puente on this machine, ignored and "
                + "made again"
        }
        usedSlots = Array(repeating: false, count: source?.count ?? 0)
        usedCount = 0
    }

    /// A view of this cache for one body: it answers from this cache and notes every key it was asked for.
    public func recording() -> HighlightCache { HighlightCache(parent: parent ?? self) }

    /// The keys this view was asked for (empty for the cache itself).
    public var keysAsked: [String] { lock.withLock { asked } }

    /// Keeps the entries under `keys` in the next save, as if a build had asked for them: those of pages a
    /// build kept as published, or whose bodies it reused. Keys the cache does not hold are ignored.
    public func retain(_ keys: [String]) {
        if let parent { return parent.retain(keys) }
        let found = keys.compactMap { hex in Key(hex: hex).map { ($0, source?.slot(of: $0)) } }
        lock.withLock {
            for (key, slot) in found {
                if made[key] != nil {
                    usedMade.insert(key)
                } else if let slot {
                    markUsed(slot)
                }
            }
        }
    }

    /// Notes that entry `slot` of the file is used (the lock held).
    private func markUsed(_ slot: Int) {
        if !usedSlots[slot] {
            usedSlots[slot] = true
            usedCount += 1
        }
    }

    /// Whether the cache holds HTML for `code`.
    public func contains(_ code: String) -> Bool {
        if let parent { return parent.contains(code) }
        guard let key = Key(hex: Self.key(code)) else { return false }
        return lock.withLock { made[key] != nil } || source?.slot(of: key) != nil
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
        let hex = Self.key(code)
        if let key = Key(hex: hex) {
            if let hit = lock.withLock({ () -> String? in
                guard let hit = made[key] else { return nil }
                usedMade.insert(key)
                return hit
            }) {
                return (hit, hex)
            }
            if let source, let slot = source.slot(of: key), let bytes = source.html(at: slot) {
                lock.withLock { markUsed(slot) }
                return (String(decoding: bytes, as: UTF8.self), hex)
            }
        }
        let html = make()
        // Keyed again: making it may have found that SourceKit cannot be opened, and swift-syntax made it.
        let madeHex = Self.key(code)
        if let key = Key(hex: madeHex) {
            lock.withLock {
                made[key] = html
                usedMade.insert(key)
            }
        }
        return (html, madeHex)
    }

    /// Writes the entries this build used, unless they are exactly what the file already holds; the next
    /// build (in `puente serve`) starts from what was written, with nothing used.
    public func save() {
        if let parent { return parent.save() }
        guard let file else { return }
        lock.withLock {
            let fresh = made.filter { usedMade.contains($0.key) }
            let total = source?.count ?? 0
            if fresh.isEmpty, usedCount == total, problem == nil {
                usedSlots = Array(repeating: false, count: total)
                usedCount = 0
                return
            }
            var entries = source.map { $0.htmls(usedSlots.indices.filter { usedSlots[$0] }) } ?? []
            entries += fresh.map { ($0.key, Array($0.value.utf8)) }
            if FileReplacement.write(HighlightFile.encode(entries), to: file) {
                Self.removeEarlierFormats(beside: file)
                problem = nil
                made = [:]
                usedMade = []
                open(file)
            } else {
                FileHandle.standardError.write(Data("highlight cache: could not write \(file.path)\n".utf8))
                made = fresh
                usedMade = []
                usedSlots = Array(repeating: false, count: total)
                usedCount = 0
            }
        }
    }

    /// Removes the files earlier versions of Puente kept the cache in (JSON up to version 3, then a file
    /// decoded whole).
    private static func removeEarlierFormats(beside file: URL) {
        let folder = file.deletingLastPathComponent()
        let earlier = [
            "highlight-v1.json", "highlight-v2.json", "highlight-v3.json", "highlight-v4.bin", "highlight-v5.bin",
        ]
        for name in earlier where name != file.lastPathComponent {
            try? FileManager.default.removeItem(at: folder.appending(path: name))
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
