/// `%XX` escapes, as URLs and links write bytes: one decoder for the links articles write and the paths the
/// preview server is asked for.
public enum PercentDecoding {
    /// `bytes` with every `%XX` escape replaced by the byte it names; nil when a `%` is not followed by two
    /// hexadecimal digits.
    public static func decode(_ bytes: [UInt8]) -> [UInt8]? {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%") else {
                output.append(bytes[index])
                index += 1
                continue
            }
            guard index + 2 < bytes.count, let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
            else { return nil }
            output.append(high << 4 | low)
            index += 3
        }
        return output
    }

    /// `text` with its escapes decoded as UTF-8; nil when an escape is malformed or the bytes are not UTF-8.
    public static func decode(_ text: String) -> String? {
        guard text.contains("%") else { return text }
        return decode(Array(text.utf8)).flatMap { String(validating: $0, as: UTF8.self) }
    }

    /// The value of a hexadecimal digit, or nil.
    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
