import Digest
import Dispatch
import Foundation
import SiteFiles

/// A value a ``PersistentMemo`` can keep on disk: written to bytes, read back (nil when the bytes are not one).
public protocol MemoCodable: Sendable {
    /// Appends the value's bytes.
    func encode(into bytes: inout [UInt8])
    /// Reads a value from `reader`; nil when its bytes are not one.
    init?(decoding reader: inout MemoReader)
}

/// One stage's results kept on disk between builds and processes, each under the 128-bit ``StableHash/Key``
/// of exactly the input that made it (as Bazel keys an action's outputs): `puente build`, `check` and `serve`
/// share them, so work done by one is not done again by the next.
///
/// The file (`<cache>/memo/<name>.bin`) starts with the memo's name and format version, holds one record per
/// result (key, length, bytes, checksum), ends with the count of records and the machine's tag
/// (``CacheAuthenticator``: a file Puente did not write on this machine is never read): it is written whole beside its
/// place and renamed over it, so a reader sees the old file or the new one, and concurrent builds never make
/// a mix. A file of another version, or damaged or cut short anywhere, is ignored as a whole, with one line
/// saying so (``problem``), never trusted. Only the results a build asked for are written back, so entries of
/// removed articles go.
public final class PersistentMemo<Output: MemoCodable>: @unchecked Sendable {
    /// The memo's file.
    public let file: URL
    private let header: [UInt8]
    /// What the file's tag says it is for (``CacheAuthenticator``).
    private let purpose: String
    private let lock = NSLock()
    /// Why the file on disk was not used, when it was there but could not be trusted.
    public var problem: String? { lock.withLock { store.problem } }
    /// The entries, under `lock`.
    private var store = StoreEntries<Output>()
    /// Results found and results made since the memo was opened.
    public private(set) var counts = (hits: 0, misses: 0)

    /// Opens the memo `name` (format `version`) in `folder`, reading its file if there is a good one.
    ///
    /// The file is only trusted when written by this very `puente` binary (its path, size and time are in the
    /// header): a new Puente may make different results from the same input, so its first build starts afresh.
    public init(folder: URL, name: String, version: Int) {
        file = folder.appending(path: "\(name).bin")
        header = Array("puente-memo 1 \(name) \(version) \(Self.binaryIdentity)\n".utf8)
        purpose = "memo \(name)"
        guard let tagged = FileBytes.read(file.path, followingLinks: false) else { return }
        // Only a file Puente wrote on this machine is read (a pull request can commit one under .puente-cache/).
        let opened = CacheAuthenticator.shared.open(tagged, purpose: purpose)
        guard case .authentic(let payload, _) = opened else {
            store.problem = CacheAuthenticator.refusal(opened, what: "\(name) cache")
            return
        }
        let bytes = Array(payload)
        if let entries = Self.read(bytes, header: header) {
            store.stored = entries
        } else if !bytes.starts(with: header), bytes.starts(with: Array("puente-memo 1 \(name) \(version) ".utf8)) {
            // Another build of Puente wrote it (an upgrade): expected, and said as such.
            store.problem = "\(name) cache: written by another puente build, made again"
        } else {
            store.problem = "\(name) cache: damaged or of another format, ignored and made again"
        }
    }

    /// The identity of the running binary (``StableHash/fileIdentity(_:)``).
    static var binaryIdentity: String { Bundle.main.executablePath.map(StableHash.fileIdentity) ?? "unknown" }

    /// The stored result for `key`, else `make()`'s.
    public func value(_ key: StableHash.Key, make: () -> Output) -> Output {
        if let output = lock.withLock({ store[key] }) {
            lock.withLock {
                store.used[key] = output
                counts.hits += 1
            }
            return output
        }
        let output = make()
        lock.withLock {
            store.used[key] = output
            counts.misses += 1
            store.changed = true
        }
        return output
    }

    /// The stored result for `key`, if there is one (counted as a hit and kept by the next save); for results
    /// that cannot be made in a closure (a renderer that may fail), with ``keep(_:for:)``.
    public func stored(_ key: StableHash.Key) -> Output? {
        lock.withLock {
            guard let output = store[key] else { return nil }
            store.used[key] = output
            counts.hits += 1
            return output
        }
    }

    /// Keeps the stored results under `keys` in the next save, as if a build had asked for them (the figures
    /// of pages a build kept without drawing them). Keys the memo does not hold are ignored.
    public func retain(_ keys: [StableHash.Key]) {
        lock.withLock {
            for key in keys where store.used[key] == nil {
                if let output = store.stored[key] { store.used[key] = output }
            }
        }
    }

    /// Keeps `output`, just made, under `key`.
    public func keep(_ output: Output, for key: StableHash.Key) {
        lock.withLock {
            store.used[key] = output
            counts.misses += 1
            store.changed = true
        }
    }

    /// For each key, the stored result, else `make(index)`'s, made on all cores.
    public func values(_ keys: [StableHash.Key], make: @Sendable (Int) -> Output) -> [Output] {
        var outputs: [Output?] = lock.withLock { keys.map { store[$0] } }
        let missing = outputs.indices.filter { outputs[$0] == nil }
        let made = ParallelMap.map(missing, make)
        for (index, output) in zip(missing, made) { outputs[index] = output }
        lock.withLock {
            for (key, output) in zip(keys, outputs) { store.used[key] = output! }
            counts.hits += keys.count - missing.count
            counts.misses += missing.count
            if !missing.isEmpty { store.changed = true }
        }
        return outputs.map { $0! }
    }

    /// Writes the results asked for since the memo was opened (beside the file, then renamed over it), when
    /// they differ from what the file holds. A failure is not an error: the next build only works more.
    ///
    /// With a `writer`, the file is written in the background on its queue (a build waits for it at its end);
    /// without one, before this returns. `puente serve` passes `keepingUnasked`: its in-process memos answer
    /// for unchanged articles without asking this one, so what the file held stays (with what was made
    /// since), and the file is written at most once a minute (an author saving every few seconds should not
    /// have the whole file rewritten each time).
    public func save(on writer: StoreWriter? = nil, keepingUnasked: Bool = false) {
        let now = DispatchTime.now().uptimeNanoseconds
        let snapshot = lock.withLock { store.toSave(keepingUnasked: keepingUnasked, now: now) }
        guard let snapshot else { return }
        let encode: @Sendable () -> [UInt8] = { [header] in
            var out = header
            var record: [UInt8] = []
            for (key, output) in snapshot {
                record.removeAll(keepingCapacity: true)
                record.appendWord(key.high)
                record.appendWord(key.low)
                let lengthAt = record.count
                record.appendWord(0)
                output.encode(into: &record)
                let length = UInt64(record.count - lengthAt - 8)
                for index in 0..<8 {
                    record[lengthAt + index] = UInt8(truncatingIfNeeded: length >> (8 * UInt64(index)))
                }
                out += record
                out.appendWord(StableHash.hash(record))
            }
            out.appendWord(UInt64(snapshot.count))
            out += Self.trailer
            return out
        }
        (writer ?? StoreWriter()).write(to: file, purpose: purpose, background: writer != nil, encode: encode)
    }

    private static var trailer: [UInt8] { Array("\nend\n".utf8) }

    /// The records of a memo file with `header`; nil unless every record's checksum holds and the trailer
    /// counts them all.
    static func read(_ bytes: [UInt8], header: [UInt8]) -> [StableHash.Key: Output]? {
        guard bytes.count >= header.count + 8 + trailer.count, Array(bytes.prefix(header.count)) == header,
            Array(bytes.suffix(trailer.count)) == trailer
        else { return nil }
        var reader = MemoReader(bytes[header.count..<(bytes.count - trailer.count - 8)])
        var entries: [StableHash.Key: Output] = [:]
        while !reader.isAtEnd {
            let start = reader.offset
            guard let high = reader.word(), let low = reader.word(), let length = reader.word(),
                let payload = reader.bytes(Int(clamping: length))
            else { return nil }
            let record = reader.slice(from: start)
            guard let checksum = reader.word(), checksum == StableHash.hash(record) else { return nil }
            var inner = MemoReader(payload)
            guard let output = Output(decoding: &inner), inner.isAtEnd else { return nil }
            entries[StableHash.Key(high: high, low: low)] = output
        }
        var count = MemoReader(bytes[(bytes.count - trailer.count - 8)..<(bytes.count - trailer.count)])
        guard count.word() == UInt64(entries.count) else { return nil }
        return entries
    }
}

/// Reads the bytes ``MemoCodable`` values are written to.
public struct MemoReader {
    private let bytes: ArraySlice<UInt8>
    /// Where the next read starts (an index of the underlying bytes).
    public private(set) var offset: Int

    /// A reader over `bytes`.
    public init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        offset = bytes.startIndex
    }

    /// A reader over `bytes`.
    public init(_ bytes: [UInt8]) { self.init(bytes[...]) }

    /// Whether every byte was read.
    public var isAtEnd: Bool { offset == bytes.endIndex }

    /// The next eight bytes as a little-endian number.
    public mutating func word() -> UInt64? {
        guard bytes.endIndex - offset >= 8 else { return nil }
        var value: UInt64 = 0
        for index in 0..<8 { value |= UInt64(bytes[offset + index]) << (8 * UInt64(index)) }
        offset += 8
        return value
    }

    /// The next word as a count or position: nil when it is not below `limit` (the bytes are not a record).
    public mutating func int(below limit: Int = 1 << 40) -> Int? {
        guard let value = word(), value < UInt64(limit) else { return nil }
        return Int(value)
    }

    /// The next four bytes as a little-endian number.
    public mutating func uint32() -> UInt32? {
        guard bytes.endIndex - offset >= 4 else { return nil }
        let value =
            UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16
            | UInt32(bytes[offset + 3]) << 24
        offset += 4
        return value
    }

    /// The next `count` four-byte little-endian numbers, read in one pass.
    public mutating func uint32s(_ count: Int) -> [UInt32]? {
        guard count >= 0, (bytes.endIndex - offset) / 4 >= count else { return nil }
        let start = offset
        defer { offset += 4 * count }
        return bytes.withUnsafeBytes { raw in
            let base = start - bytes.startIndex
            return [UInt32](unsafeUninitializedCapacity: count) { out, made in
                for index in 0..<count {
                    out[index] = UInt32(
                        littleEndian: raw.loadUnaligned(fromByteOffset: base + 4 * index, as: UInt32.self))
                }
                made = count
            }
        }
    }

    /// The next `count` pairs of four-byte little-endian numbers, as two arrays (firsts, seconds).
    public mutating func uint32Pairs(_ count: Int) -> ([UInt32], [UInt32])? {
        guard count >= 0, (bytes.endIndex - offset) / 8 >= count else { return nil }
        let start = offset
        defer { offset += 8 * count }
        return bytes.withUnsafeBytes { raw in
            let base = start - bytes.startIndex
            var seconds: [UInt32] = []
            let firsts = [UInt32](unsafeUninitializedCapacity: count) { out, made in
                seconds = [UInt32](unsafeUninitializedCapacity: count) { second, madeSeconds in
                    for index in 0..<count {
                        let at = base + 8 * index
                        out[index] = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: at, as: UInt32.self))
                        second[index] = UInt32(
                            littleEndian: raw.loadUnaligned(fromByteOffset: at + 4, as: UInt32.self))
                    }
                    madeSeconds = count
                }
                made = count
            }
            return (firsts, seconds)
        }
    }

    /// The next `count` bytes.
    public mutating func bytes(_ count: Int) -> [UInt8]? {
        guard count >= 0, bytes.endIndex - offset >= count else { return nil }
        defer { offset += count }
        return Array(bytes[offset..<(offset + count)])
    }

    /// A length-prefixed UTF-8 string.
    public mutating func string() -> String? {
        guard let length = word(), let bytes = bytes(Int(clamping: length)) else { return nil }
        return String(validating: bytes, as: UTF8.self)
    }

    /// The bytes from `start` to where the reader is.
    func slice(from start: Int) -> [UInt8] { Array(bytes[start..<offset]) }
}

extension [UInt8] {
    /// Appends `value` as eight little-endian bytes, as ``MemoReader/word()`` reads it.
    public mutating func appendWord(_ value: UInt64) {
        Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
    }

    /// Appends `value` as four little-endian bytes, as ``MemoReader/uint32()`` reads it.
    public mutating func appendUInt32(_ value: UInt32) {
        Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
    }

    /// Appends `text` length-prefixed, as ``MemoReader/string()`` reads it.
    public mutating func appendString(_ text: String) {
        appendWord(UInt64(text.utf8.count))
        append(contentsOf: text.utf8)
    }
}
