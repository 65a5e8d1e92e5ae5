import Digest
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Hashes of bytes for fingerprints and keys: a fast 64-bit hash (a file's fingerprint in the output
/// manifest, a record's checksum against damage), and 128-bit keys (``Key``) that name results kept between
/// builds, which are BLAKE2b (``ContentDigest``).
///
/// The 64-bit hash takes eight bytes per step (a multiply and a shift mix each word in, and a final avalanche
/// spreads every bit), so it runs at several GB/s; it is not cryptographic (flipping the top bit of one word
/// and two bits of the next collides whatever the seed), so it never names a result that could stand for
/// another input's: a pull request could otherwise give its page or its code block the key of a kept one.
/// Stable across processes and machines of one byte order, unlike Swift's seeded `Hasher`.
public enum StableHash {
    /// The seed of ``hash(_:seed:)`` when none is given.
    public static let defaultSeed: UInt64 = 0x243F_6A88_85A3_08D3

    /// A 64-bit hash of `bytes`.
    public static func hash(_ bytes: [UInt8], seed: UInt64 = defaultSeed) -> UInt64 {
        bytes.withUnsafeBytes { hash($0, seed: seed) }
    }

    /// A 64-bit hash of the bytes in `raw`.
    public static func hash(_ raw: UnsafeRawBufferPointer, seed: UInt64 = defaultSeed) -> UInt64 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var hash: UInt64 = seed ^ (UInt64(raw.count) &* multiplier)
        let count = raw.count
        var offset = 0
        while offset + 8 <= count {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            hash = (hash ^ word) &* multiplier
            hash ^= hash >> 29
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < count {
            tail |= UInt64(raw[offset]) << shift
            shift += 8
            offset += 1
        }
        hash = (hash ^ tail ^ (shift << 56)) &* multiplier
        hash ^= hash >> 29
        hash ^= hash >> 32
        hash = hash &* 0xD6E8_FEB8_6659_FD93
        hash ^= hash >> 32
        return hash
    }

    /// A file's length-prefixed path, size, modification time and inode ("missing …" when there is none): a
    /// binary replaced or rebuilt in place changes it, so caches keyed by it start afresh.
    public static func fileIdentity(_ path: String) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else { return "missing \(path.utf8.count):\(path)" }
        #if canImport(Darwin)
            let time = info.st_mtimespec
        #else
            let time = info.st_mtim
        #endif
        return "\(path.utf8.count):\(path) \(info.st_size) \(time.tv_sec).\(time.tv_nsec) \(info.st_ino)"
    }

    /// A 128-bit key: two 64-bit hashes of the same bytes with different seeds.
    public struct Key: Hashable, Sendable {
        /// The hash with the default seed.
        public var high: UInt64
        /// The hash with the second seed.
        public var low: UInt64

        /// The key of `bytes`: their BLAKE2b-128 digest, as two words.
        public init(_ bytes: [UInt8]) {
            self.init(digest: ContentDigest.of(bytes))
        }

        /// The key of the bytes `raw` points to.
        public init(_ raw: UnsafeRawBufferPointer) {
            self.init(digest: ContentDigest.of(raw))
        }

        /// The key whose 16 bytes are `digest` (little-endian words): ``init(_:)-([UInt8])`` of bytes whose
        /// unframed BLAKE2b digest is `digest`.
        public init(digest: [UInt8]) {
            var high: UInt64 = 0
            var low: UInt64 = 0
            for index in 0..<8 {
                high |= UInt64(digest[index]) << (8 * UInt64(index))
                low |= UInt64(digest[8 + index]) << (8 * UInt64(index))
            }
            self.init(high: high, low: low)
        }

        /// The key of a result of format `version` made from the values keyed by `parts`.
        public init(combining version: KeyVersion, _ parts: [Key]) {
            var hasher = StableHasher(version)
            for part in parts { hasher.combine(part) }
            self = hasher.finalize()
        }

        /// The key with these two halves.
        public init(high: UInt64, low: UInt64) {
            self.high = high
            self.low = low
        }

        /// 32 hexadecimal digits.
        public var text: String {
            let digits = { (value: UInt64) in
                let hex = String(value, radix: 16)
                return String(repeating: "0", count: 16 - hex.count) + hex
            }
            return digits(high) + digits(low)
        }
    }
}
