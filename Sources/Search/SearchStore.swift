import Digest
import Dispatch
import Foundation
import Incremental
import SiteFiles

/// One language's counted search sections, article by article, kept between builds (in `puente serve`'s
/// session) and between processes (`<cache>/memo/search-<language>.bin`), each article's under the content key
/// of exactly what its sections are made from (``SearchUnitStage``'s declared key).
///
/// Terms and words are numbered once for the whole store (``CountedUnit`` holds numbers, not strings), so
/// opening the file decodes one table of strings and then only integers, and the postings are gathered by
/// number. The file is written whole beside its place and renamed over it, ends with a checksum of everything
/// before it, and starts with the format and the identity of the `puente` binary that wrote it: a file of
/// another build, or damaged or cut short anywhere, is ignored as a whole with one line (``problem``).
public final class SearchStore: @unchecked Sendable {
    /// The store's file; nil for a store kept in memory only.
    public let file: URL?
    /// Why the file on disk was not used, when it was there but could not be trusted.
    public var problem: String? { lock.withLock { store.problem } }
    /// The entries, under `lock`.
    private var store = StoreEntries<[CountedUnit]>()
    /// Articles found and articles counted since the store was opened.
    public private(set) var counts = (hits: 0, misses: 0)

    private let lock = NSLock()
    private let header: [UInt8]
    /// What the file's tag says it is for (``CacheAuthenticator``).
    private let purpose: String
    private(set) var table = TermTable()
    /// The size of the file when it was read or last written, to make room for the next one at once.
    private var fileSize = 0

    /// A store in memory only (tests, one-off indexes).
    public init(language: String) {
        file = nil
        header = Self.header(language)
        purpose = "search \(language)"
    }

    /// Opens `language`'s store in `folder`, reading its file if there is a good one.
    public init(folder: URL, language: String) {
        let file = folder.appending(path: "search-\(language).bin")
        self.file = file
        header = Self.header(language)
        purpose = "search \(language)"
        guard let tagged = FileBytes.read(file.path, followingLinks: false) else { return }
        fileSize = tagged.count
        // Only a file Puente wrote on this machine is read (a pull request can commit one under .puente-cache/).
        let opened = CacheAuthenticator.shared.open(tagged, purpose: purpose)
        guard case .authentic(let payload, _) = opened else {
            store.problem = CacheAuthenticator.refusal(opened, what: "search-\(language) cache")
            return
        }
        let bytes = Array(payload)
        if let (table, entries) = Self.read(bytes, header: header) {
            self.table = table
            store.stored = entries
        } else if !bytes.starts(with: header), bytes.starts(with: Array(Self.formatLine(language).utf8)) {
            store.problem = "search-\(language) cache: written by another puente build, made again"
        } else {
            store.problem = "search-\(language) cache: damaged or of another format, ignored and made again"
        }
    }

    private static func formatLine(_ language: String) -> String { "puente-search 1 \(language) " }

    private static func header(_ language: String) -> [UInt8] {
        let identity = Bundle.main.executablePath.map(StableHash.fileIdentity) ?? "unknown"
        return Array("\(formatLine(language))\(Tokenizer.version) \(SearchIndexBuilder.weightsText) \(identity)\n".utf8)
    }

    /// Each article's counted sections: the stored ones for keys seen before (a nil key is never stored),
    /// the others counted from `units(index)` on all cores, in `language`.
    public func articles(
        _ keys: [StableHash.Key?], language: String, units: @Sendable (Int) -> [SearchUnit]
    ) -> [[CountedUnit]] {
        var found: [[CountedUnit]?] = lock.withLock { keys.map { $0.flatMap { store[$0] } } }
        let missing = found.indices.filter { found[$0] == nil }
        let made = ParallelMap.map(missing) { index in
            units(index).map { unit in (unit, SearchIndexBuilder.count(unit, language: language)) }
        }
        lock.withLock {
            for (index, article) in zip(missing, made) {
                found[index] = article.map { unit, counts in table.counted(unit, counts) }
            }
            for (key, article) in zip(keys, found) {
                guard let key else { continue }
                store.used[key] = article!
            }
            counts.hits += keys.count - missing.count
            counts.misses += missing.count
            if missing.contains(where: { keys[$0] != nil }) { store.changed = true }
        }
        return found.map { $0! }
    }

    /// The terms and words the counted sections number, as they stand.
    var snapshot: TermTable { lock.withLock { table } }

    /// Writes the articles asked for since the store was opened, when they differ from what the file holds;
    /// a failure is not an error (the next build only counts more).
    ///
    /// A `writer` and `keepingUnasked` mean what they mean for ``PersistentMemo/save(on:keepingUnasked:)``.
    public func save(on writer: StoreWriter? = nil, keepingUnasked: Bool = false) {
        guard let file else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        let snapshot: (TermTable, [StableHash.Key: [CountedUnit]])? = lock.withLock {
            store.toSave(keepingUnasked: keepingUnasked, now: now).map { (table, $0) }
        }
        guard let (table, entries) = snapshot else { return }
        let room = lock.withLock { fileSize + fileSize / 8 }
        (writer ?? StoreWriter()).write(to: file, purpose: purpose, background: writer != nil) { [header] in
            Self.encode(table, entries, header: header, capacity: room)
        }
    }

    // MARK: File format

    private static var trailer: [UInt8] { Array("\nend\n".utf8) }

    /// The file's bytes: the header, the table (only what `entries` use, terms in UTF-16 order), the
    /// records, the checksum of all of it, the trailer.
    /// `capacity` is the room made at once (the last file's size and some), so the bytes are not copied as they grow.
    static func encode(
        _ table: TermTable, _ entries: [StableHash.Key: [CountedUnit]], header: [UInt8], capacity: Int = 0
    ) -> [UInt8] {
        let (compact, remap) = table.compacted(keeping: entries.values.joined())
        var out = header
        out.reserveCapacity(capacity)
        compact.encode(into: &out)
        out.appendWord(UInt64(entries.count))
        for (key, units) in entries {
            out.appendWord(key.high)
            out.appendWord(key.low)
            out.appendWord(UInt64(units.count))
            for unit in units { unit.remapped(remap).encode(into: &out) }
        }
        out.appendWord(StableHash.hash(out))
        out += trailer
        return out
    }

    /// The table and records of a store file with `header`; nil unless its checksum holds and every part reads.
    static func read(_ bytes: [UInt8], header: [UInt8]) -> (TermTable, [StableHash.Key: [CountedUnit]])? {
        guard bytes.count >= header.count + 16 + trailer.count, bytes.starts(with: header),
            bytes.suffix(trailer.count).elementsEqual(trailer)
        else { return nil }
        let end = bytes.count - trailer.count - 8
        var checksum = MemoReader(bytes[end..<(bytes.count - trailer.count)])
        let digest = bytes.withUnsafeBytes { StableHash.hash(UnsafeRawBufferPointer(rebasing: $0[..<end])) }
        guard checksum.word() == digest else { return nil }
        var reader = MemoReader(bytes[header.count..<end])
        guard let table = TermTable(decoding: &reader), let count = reader.word(), count <= 1 << 24 else {
            return nil
        }
        var entries: [StableHash.Key: [CountedUnit]] = [:]
        entries.reserveCapacity(Int(count))
        for _ in 0..<count {
            guard let high = reader.word(), let low = reader.word(), let unitCount = reader.word(),
                unitCount <= 1 << 20
            else { return nil }
            var units: [CountedUnit] = []
            units.reserveCapacity(Int(unitCount))
            for _ in 0..<unitCount {
                guard let unit = CountedUnit(decoding: &reader, table: table) else { return nil }
                units.append(unit)
            }
            entries[StableHash.Key(high: high, low: low)] = units
        }
        return reader.isAtEnd ? (table, entries) : nil
    }
}
