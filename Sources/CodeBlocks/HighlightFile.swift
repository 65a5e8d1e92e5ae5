import Digest
import Foundation
import Incremental

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The highlight cache's file, read by index: a build looks up the few entries it needs instead of decoding
/// twelve megabytes of HTML it will not use.
///
/// Layout: the header line; the entry count; per entry, in ascending key order, its 128-bit key, the offset
/// and length of its HTML among the bodies and the BLAKE2b-128 digest of that HTML; the machine's tag of the
/// count and the index (``CacheAuthenticator``); the bodies, one after another; the trailer. Opening reads and
/// checks everything but the bodies: a file cut short or damaged there, or not written by Puente on this
/// machine (a pull request can commit one, with HTML of its own), is ignored whole. Each body is checked
/// against its digest when it is read, so a damaged or replaced entry is made again and never shown.
final class HighlightFile: @unchecked Sendable {
    /// A cache key: the 128 bits that ``HighlightCache/key(_:)`` writes as 32 hexadecimal digits.
    struct Key: Hashable, Comparable, Sendable {
        var high: UInt64
        var low: UInt64

        /// The key written `hex`; nil unless it is exactly 32 lowercase hexadecimal digits.
        init?(hex: String) {
            let digits = Array(hex.utf8)
            guard digits.count == 32 else { return nil }
            var halves: [UInt64] = [0, 0]
            for (index, digit) in digits.enumerated() {
                let value: UInt8
                switch digit {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): value = digit - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): value = digit - UInt8(ascii: "a") + 10
                default: return nil
                }
                halves[index / 16] = halves[index / 16] << 4 | UInt64(value)
            }
            high = halves[0]
            low = halves[1]
        }

        init(high: UInt64, low: UInt64) {
            self.high = high
            self.low = low
        }

        static func < (left: Key, right: Key) -> Bool {
            (left.high, left.low) < (right.high, right.low)
        }
    }

    /// Where one entry's HTML is among the bodies, and its digest.
    private struct Slot {
        var offset: Int
        var length: Int
        var digest: [UInt8]
    }

    static let header = Array("puente-highlight 6\n".utf8)
    static let trailer = Array("\nend\n".utf8)
    /// The bytes of one index record: the key's two words, offset, length, the HTML's 16-byte digest.
    private static let recordSize = 48
    /// The bytes of the index's tag.
    private static let tagSize = 32
    /// What the index's tag is for.
    static let purpose = "highlight index"

    /// The keys, ascending.
    let keys: [Key]
    private let slots: [Slot]
    /// Where the bodies start in the file.
    private let bodyStart: Int
    private let readBytes: (_ offset: Int, _ count: Int) -> [UInt8]?
    private let release: () -> Void

    private init(
        keys: [Key], slots: [Slot], bodyStart: Int, read: @escaping (Int, Int) -> [UInt8]?,
        close: @escaping () -> Void
    ) {
        self.keys = keys
        self.slots = slots
        self.bodyStart = bodyStart
        readBytes = read
        self.release = close
    }

    deinit { release() }

    /// The number of entries.
    var count: Int { keys.count }

    /// The file at `path`, its index read and checked; nil when there is none or it cannot be trusted
    /// (`damaged` then says whether there was a file). A link or anything but a regular file (a FIFO, which
    /// would block the build) is refused without reading.
    static func load(
        _ path: String, damaged: inout Bool, authenticator: CacheAuthenticator = .shared
    ) -> HighlightFile? {
        damaged = false
        var linkInfo = stat()
        if lstat(path, &linkInfo) == 0, linkInfo.st_mode & S_IFMT != S_IFREG {
            damaged = true
            return nil
        }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            _ = systemClose(descriptor)
            damaged = true
            return nil
        }
        let file = opened(
            size: Int(info.st_size), read: { Self.read(descriptor, offset: $0, count: $1) },
            close: { _ = systemClose(descriptor) }, authenticator: authenticator)
        damaged = file == nil
        if file == nil { _ = systemClose(descriptor) }
        return file
    }

    /// A file whose `size` bytes `read` gives, its index checked; nil when anything but the bodies is wrong.
    private static func opened(
        size: Int, read: @escaping (Int, Int) -> [UInt8]?, close: @escaping () -> Void,
        authenticator: CacheAuthenticator
    ) -> HighlightFile? {
        let fixed = header.count + 8
        guard size >= fixed + tagSize + trailer.count, let head = read(0, fixed), head.starts(with: header) else {
            return nil
        }
        var countReader = MemoReader(head[header.count...])
        guard let count = countReader.int(below: (size - fixed - tagSize - trailer.count) / recordSize + 1),
            let index = read(fixed, count * recordSize + tagSize)
        else { return nil }
        var checked = Array(head[header.count...])
        checked.append(contentsOf: index[..<(count * recordSize)])
        let tag = checked.withUnsafeBytes { authenticator.tag($0, purpose: purpose, writer: "") }
        guard ContentDigest.equal(tag, Array(index[(count * recordSize)...])) else { return nil }
        var reader = MemoReader(index[..<(count * recordSize)])
        var keys: [Key] = []
        var slots: [Slot] = []
        keys.reserveCapacity(count)
        slots.reserveCapacity(count)
        var total = 0
        for _ in 0..<count {
            guard let high = reader.word(), let low = reader.word(), let offset = reader.int(),
                let length = reader.int(), let digest = reader.bytes(16), offset == total
            else { return nil }
            let key = Key(high: high, low: low)
            if let last = keys.last, !(last < key) { return nil }
            keys.append(key)
            slots.append(Slot(offset: offset, length: length, digest: digest))
            total += length
        }
        let bodyStart = fixed + count * recordSize + tagSize
        guard bodyStart + total + trailer.count == size, read(size - trailer.count, trailer.count) == trailer
        else { return nil }
        return HighlightFile(keys: keys, slots: slots, bodyStart: bodyStart, read: read, close: close)
    }

    /// The entry under `key`, if the index lists one.
    func slot(of key: Key) -> Int? {
        var low = 0
        var high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if keys[middle] < key { low = middle + 1 } else { high = middle }
        }
        return low < keys.count && keys[low] == key ? low : nil
    }

    /// The HTML of entry `slot`; nil when it cannot be read or its bytes do not match their checksum.
    func html(at slot: Int) -> [UInt8]? {
        let entry = slots[slot]
        guard let bytes = readBytes(bodyStart + entry.offset, entry.length), ContentDigest.of(bytes) == entry.digest
        else { return nil }
        return bytes
    }

    /// The HTML of the entries `wanted` (slot numbers, ascending), read in one pass; entries that do not match
    /// their checksum are left out.
    func htmls(_ wanted: [Int]) -> [(key: Key, html: [UInt8])] {
        guard let first = wanted.first, let last = wanted.last else { return [] }
        let start = slots[first].offset
        let end = slots[last].offset + slots[last].length
        guard let bodies = readBytes(bodyStart + start, end - start) else { return [] }
        return wanted.compactMap { slot in
            let entry = slots[slot]
            let bytes = Array(bodies[(entry.offset - start)..<(entry.offset - start + entry.length)])
            return ContentDigest.of(bytes) == entry.digest ? (keys[slot], bytes) : nil
        }
    }

    /// The file's bytes for `entries`, in key order (the same entries always make the same file on one
    /// machine), its index tagged by `authenticator`.
    static func encode(
        _ entries: [(key: Key, html: [UInt8])], authenticator: CacheAuthenticator = .shared
    ) -> [UInt8] {
        let sorted = entries.sorted { $0.key < $1.key }
        var index: [UInt8] = []
        index.appendWord(UInt64(sorted.count))
        var offset = 0
        for entry in sorted {
            index.appendWord(entry.key.high)
            index.appendWord(entry.key.low)
            index.appendWord(UInt64(offset))
            index.appendWord(UInt64(entry.html.count))
            index += ContentDigest.of(entry.html)
            offset += entry.html.count
        }
        var out = header + index
        out += index.withUnsafeBytes { authenticator.tag($0, purpose: purpose, writer: "") }
        out.reserveCapacity(out.count + offset + trailer.count)
        for entry in sorted { out.append(contentsOf: entry.html) }
        return out + trailer
    }

    /// Every entry of a file's `bytes`; nil unless the whole file, every body included, checks.
    static func decode(_ bytes: [UInt8], authenticator: CacheAuthenticator = .shared) -> [Key: [UInt8]]? {
        let file = opened(
            size: bytes.count,
            read: { offset, count in
                offset >= 0 && count >= 0 && offset <= bytes.count - count
                    ? Array(bytes[offset..<(offset + count)]) : nil
            }, close: {}, authenticator: authenticator)
        guard let file else { return nil }
        let entries = file.htmls(Array(0..<file.count))
        guard entries.count == file.count else { return nil }
        return Dictionary(uniqueKeysWithValues: entries.map { ($0.key, $0.html) })
    }

    /// Closes a descriptor (the C function, which the initializers' `close` parameters hide).
    private static func systemClose(_ descriptor: Int32) -> Int32 {
        #if canImport(Glibc)
            Glibc.close(descriptor)
        #else
            Darwin.close(descriptor)
        #endif
    }

    /// `count` bytes of the open file at `offset`; nil when fewer are there.
    private static func read(_ descriptor: Int32, offset: Int, count: Int) -> [UInt8]? {
        guard offset >= 0, count >= 0 else { return nil }
        if count == 0 { return [] }
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, made in
            var done = 0
            while done < count {
                let got = pread(descriptor, buffer.baseAddress! + done, count - done, off_t(offset + done))
                if got < 0, errno == EINTR { continue }
                guard got > 0 else {
                    failed = true
                    break
                }
                done += got
            }
            made = failed ? 0 : count
        }
        return failed ? nil : bytes
    }
}
