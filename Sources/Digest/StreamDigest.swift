/// An unframed BLAKE2b digest fed in parts: the same bytes as ``ContentDigest/of(_:length:)`` of their
/// concatenation, without holding them all at once (a file hashed a mebibyte at a time).
public final class StreamDigest {
    private let hasher: SodiumConverter.Blake2b

    /// Starts a digest of `length` bytes (16 to 64).
    public init(length: Int = 16) { hasher = SodiumConverter.Blake2b(length: length) }

    /// Adds the next part.
    public func update(_ raw: UnsafeRawBufferPointer) { hasher.update(raw) }

    /// The digest.
    public func finish() -> [UInt8] { hasher.finish() }
}
