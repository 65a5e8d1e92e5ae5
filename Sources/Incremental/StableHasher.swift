/// Collects the fields of ``StableHashable`` values as framed bytes (every string behind its length, every
/// collection behind its count, so two different values never give the same bytes) and makes their
/// BLAKE2b key.
public struct StableHasher: Sendable {
    /// The bytes so far.
    private var bytes: [UInt8]
    /// How deep inside ``combine(_:)`` calls the hasher is: fields are counted at depth 0 only.
    private var depth = 0
    /// How many ``combine(_:)`` calls were made outside any other: the fields of the value hashed first.
    public private(set) var fieldsCombined = 0

    /// A hasher whose key is of format `version`.
    public init(_ version: KeyVersion) {
        bytes = Array(version.rawValue.utf8)
        bytes.append(0x0A)
    }

    /// A hasher for ``StableHashCoverage``, whose bytes name no format.
    init() { bytes = [] }

    /// Feeds one field (or element) to the hasher.
    public mutating func combine<Value: StableHashable>(_ value: Value) {
        if depth == 0 { fieldsCombined += 1 }
        depth += 1
        value.hash(into: &self)
        depth -= 1
    }

    /// Writes eight little-endian bytes: what the conformances of numbers are made of.
    public mutating func write(_ word: UInt64) { bytes.appendWord(word) }

    /// Writes a string behind its length.
    public mutating func write(_ text: String) { bytes.appendString(text) }

    /// The key of everything fed so far.
    public func finalize() -> StableHash.Key { StableHash.Key(bytes) }
}
