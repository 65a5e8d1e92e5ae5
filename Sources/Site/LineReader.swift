import Foundation

/// Reads space-separated numbers and a line's rest from the bytes of a small text format (the output marker,
/// the stat cache), without making a `String` of anything but the paths.
struct LineReader {
    private let bytes: [UInt8]
    private var offset = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { offset == bytes.count }

    /// The bytes up to the next space or end of line (the space is consumed).
    mutating func word() -> [UInt8]? {
        let start = offset
        while offset < bytes.count, bytes[offset] != 0x20, bytes[offset] != 0x0A { offset += 1 }
        guard offset > start else { return nil }
        let word = Array(bytes[start..<offset])
        if offset < bytes.count, bytes[offset] == 0x20 { offset += 1 }
        return word
    }

    /// A number in `radix` (10 or 16) followed by a space or the end of line (a space is consumed).
    mutating func number(radix: UInt64 = 10) -> UInt64? {
        var value: UInt64 = 0
        let start = offset
        while offset < bytes.count {
            let byte = bytes[offset]
            let digit: UInt64
            switch byte {
            case 0x30...0x39: digit = UInt64(byte - 0x30)
            case 0x61...0x66 where radix == 16: digit = UInt64(byte - 0x61 + 10)
            default: digit = .max
            }
            if digit == .max { break }
            let (times, overflow) = value.multipliedReportingOverflow(by: radix)
            guard !overflow else { return nil }
            value = times &+ digit
            offset += 1
        }
        guard offset > start, offset - start <= 20 else { return nil }
        if offset < bytes.count, bytes[offset] == 0x20 { offset += 1 }
        return value
    }

    /// Consumes the end of a line.
    mutating func endOfLine() -> Bool {
        guard offset < bytes.count, bytes[offset] == 0x0A else { return false }
        offset += 1
        return true
    }

    /// The rest of the line as text (the newline consumed); nil when empty or the file ends without one.
    mutating func rest() -> String? {
        let start = offset
        while offset < bytes.count, bytes[offset] != 0x0A { offset += 1 }
        guard offset < bytes.count, offset > start else { return nil }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        offset += 1
        return text
    }
}

extension [UInt8] {
    /// Appends `value` in `radix` (10 or 16, lowercase digits), as ``LineReader/number(radix:)`` reads it.
    mutating func appendNumber(_ value: UInt64, radix: UInt64 = 10) {
        var digits = 1
        var rest = value / radix
        while rest > 0 {
            digits += 1
            rest /= radix
        }
        var index = count + digits - 1
        append(contentsOf: repeatElement(0x30, count: digits))
        var remaining = value
        repeat {
            let digit = UInt8(remaining % radix)
            self[index] = digit < 10 ? 0x30 + digit : 0x57 + digit
            remaining /= radix
            index -= 1
        } while remaining > 0
    }
}
