/// A 128-bit FNV-1a hash, used to name cache entries (not for security).
public struct ContentHash: Sendable {
    private var high: UInt64 = 0x6c62_272e_07bb_0142
    private var low: UInt64 = 0x62b8_2175_6295_c58d

    /// Starts an empty hash.
    public init() {}

    /// Mixes in a string's UTF-8 bytes, followed by a separator so ("ab","c") and ("a","bc") differ.
    public mutating func add(_ text: String) {
        for byte in text.utf8 { add(byte) }
        add(0xFF)
    }

    /// Mixes in raw bytes.
    public mutating func add(bytes: some Sequence<UInt8>) {
        for byte in bytes { add(byte) }
        add(0xFF)
    }

    private mutating func add(_ byte: UInt8) {
        low ^= UInt64(byte)
        // Multiply the 128-bit state by the FNV-128 prime 2^88 + 2^8 + 0x3b (modulo 2^128).
        let product = low.multipliedFullWidth(by: 0x13b)
        high = high &* 0x13b &+ product.high &+ (low << 24)
        low = product.low
    }

    /// The plain FNV-1a 128 digest of `bytes`, without separators (checks the arithmetic against known vectors).
    static func raw(_ bytes: [UInt8]) -> String {
        var hash = ContentHash()
        for byte in bytes { hash.add(byte) }
        return hash.hex
    }

    /// 32 hexadecimal digits.
    public var hex: String {
        func pad(_ value: UInt64) -> String {
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }
        return pad(high) + pad(low)
    }
}
