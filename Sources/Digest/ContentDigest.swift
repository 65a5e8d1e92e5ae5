/// A BLAKE2b digest of a sequence of pieces (16 bytes by default), each piece framed by its length, so
/// `("ab", "c")` and `("a", "bc")` differ: the name of a cache entry (a snippet's verdict, a highlighted block,
/// a stage's result) that nobody can make collide with another's.
public final class ContentDigest: @unchecked Sendable {
    private let hasher: SodiumConverter.Blake2b
    private var finished: [UInt8]?

    /// Starts an empty digest of `length` bytes (16 to 64).
    public init(length: Int = 16) {
        hasher = SodiumConverter.Blake2b(length: length)
    }

    /// Adds a string's UTF-8 bytes as one piece.
    public func add(_ text: String) {
        var text = text
        text.withUTF8 { add(raw: UnsafeRawBufferPointer($0)) }
    }

    /// Adds bytes as one piece.
    public func add(bytes: [UInt8]) {
        bytes.withUnsafeBytes { add(raw: $0) }
    }

    /// Adds the bytes `raw` points to as one piece.
    public func add(raw: UnsafeRawBufferPointer) {
        precondition(finished == nil, "a digest takes no pieces once finished")
        var length = UInt64(raw.count).littleEndian
        withUnsafeBytes(of: &length) { hasher.update($0) }
        hasher.update(raw)
    }

    /// The digest (the same on every call; nothing can be added afterwards).
    public func finish() -> [UInt8] {
        if let finished { return finished }
        let digest = hasher.finish()
        finished = digest
        return digest
    }

    /// The digest as lowercase hexadecimal digits (32 for the default length).
    public func hex() -> String { Self.hex(finish()) }

    /// The BLAKE2b digest of `raw` alone, unframed, `length` bytes long.
    public static func of(_ raw: UnsafeRawBufferPointer, length: Int = 16) -> [UInt8] {
        let hasher = SodiumConverter.Blake2b(length: length)
        hasher.update(raw)
        return hasher.finish()
    }

    /// The BLAKE2b digest of `bytes` alone, unframed.
    public static func of(_ bytes: [UInt8], length: Int = 16) -> [UInt8] {
        bytes.withUnsafeBytes { of($0, length: length) }
    }

    /// `bytes` as lowercase hexadecimal digits.
    public static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out = [UInt8]()
        out.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0xF)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Whether `a` and `b` hold the same bytes, compared in constant time (for tags).
    public static func equal(_ a: [UInt8], _ b: [UInt8]) -> Bool { SodiumConverter.equal(a, b) }
}
