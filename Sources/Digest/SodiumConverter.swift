import CSodium

/// The only file that calls libsodium (Debian's `libsodium-dev`): BLAKE2b, keyed or not, random bytes, and a
/// comparison in constant time. Values out, no pointer escapes.
///
/// BLAKE2b is a cryptographic hash: nobody can make two inputs with the same digest, or an input with a given
/// one, which the non-cryptographic hashes Puente used for cache keys let anyone do (a pull request could give
/// a broken snippet the key of a cached passing one). With a key it is a MAC: only a holder of the key can
/// make the tag of a file, which is how Puente knows that a cache file was written by Puente on this machine.
enum SodiumConverter {
    /// `sodium_init` runs once, before anything else (it picks the fastest implementations for this CPU).
    private static let initialized: Bool = sodium_init() >= 0

    /// The largest key BLAKE2b takes, and the digest length Puente uses for tags.
    static let keyBytes = Int(crypto_generichash_KEYBYTES_MAX)

    /// `count` bytes from the operating system's random source.
    static func random(_ count: Int) -> [UInt8] {
        precondition(initialized, "libsodium could not initialize")
        var bytes = [UInt8](repeating: 0, count: count)
        bytes.withUnsafeMutableBytes { randombytes_buf($0.baseAddress!, $0.count) }
        return bytes
    }

    /// Whether `a` and `b` hold the same bytes, in a time that depends only on their length.
    static func equal(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        if a.isEmpty { return true }
        return a.withUnsafeBytes { left in
            b.withUnsafeBytes { right in sodium_memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0 }
        }
    }

    /// A BLAKE2b computation fed in pieces: `length` bytes of digest (16 to 64), with an optional key.
    final class Blake2b {
        private let state: UnsafeMutableRawPointer
        private let length: Int
        private var finished = false

        init(length: Int, key: [UInt8]? = nil) {
            precondition(initialized, "libsodium could not initialize")
            precondition(
                (Int(crypto_generichash_BYTES_MIN)...Int(crypto_generichash_BYTES_MAX)).contains(length),
                "BLAKE2b digests are 16 to 64 bytes")
            self.length = length
            state = UnsafeMutableRawPointer.allocate(byteCount: crypto_generichash_statebytes(), alignment: 64)
            let result: Int32
            if let key, !key.isEmpty {
                result = key.withUnsafeBufferPointer {
                    crypto_generichash_init(
                        OpaquePointer(state), $0.baseAddress, $0.count, length)
                }
            } else {
                result = crypto_generichash_init(
                    OpaquePointer(state), nil, 0, length)
            }
            precondition(result == 0, "crypto_generichash_init failed")
        }

        deinit { state.deallocate() }

        /// Adds the bytes `raw` points to.
        func update(_ raw: UnsafeRawBufferPointer) {
            guard let base = raw.baseAddress, raw.count > 0 else { return }
            crypto_generichash_update(
                OpaquePointer(state),
                base.assumingMemoryBound(to: UInt8.self), UInt64(raw.count))
        }

        /// The digest; the computation cannot be fed afterwards.
        func finish() -> [UInt8] {
            precondition(!finished, "a BLAKE2b computation finishes once")
            finished = true
            var out = [UInt8](repeating: 0, count: length)
            out.withUnsafeMutableBufferPointer {
                _ = crypto_generichash_final(
                    OpaquePointer(state), $0.baseAddress!, length)
            }
            return out
        }
    }
}
