import Digest

/// The name of a cache entry (a snippet's verdict, the compiled stubs, the rebuilt SDK): a 128-bit BLAKE2b
/// digest (``ContentDigest``) of the pieces added, each framed by its length. Cryptographic, so no snippet
/// can be written to take the name of another's verdict.
public struct ContentHash: Sendable {
    private let digest = ContentDigest()

    /// Starts an empty hash.
    public init() {}

    /// Adds a string's UTF-8 bytes as one piece.
    public mutating func add(_ text: String) { digest.add(text) }

    /// Adds raw bytes as one piece.
    public mutating func add(bytes: some Sequence<UInt8>) { digest.add(bytes: Array(bytes)) }

    /// Adds an array's bytes as one piece, without copying them.
    public mutating func add(bytes: [UInt8]) { digest.add(bytes: bytes) }

    /// 32 hexadecimal digits (the hash cannot be added to afterwards).
    public var hex: String { digest.hex() }
}
