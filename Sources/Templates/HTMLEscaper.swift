/// HTML escaping for `{{name}}` interpolation.
///
/// Escapes exactly the characters the Mustache spec names: `&`, `<`, `>`
/// and `"`. Everything else, including `'`, is copied unchanged.
enum HTMLEscaper {
    /// Appends `text` to `output`, escaping `&`, `<`, `>` and `"`.
    ///
    /// Scans the UTF-8 bytes and copies unescaped runs in bulk; a string with
    /// nothing to escape is appended as a whole.
    static func append(_ text: String, to output: inout String) {
        let handled: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
            appendEscaped(text, bytes: bytes, to: &output)
        }
        if handled == nil {
            var copy = text
            copy.makeContiguousUTF8()
            copy.utf8.withContiguousStorageIfAvailable { bytes in
                appendEscaped(copy, bytes: bytes, to: &output)
            }
        }
    }

    /// Appends `text`, whose UTF-8 bytes are `bytes`, escaping as it goes.
    private static func appendEscaped(_ text: String, bytes: UnsafeBufferPointer<UInt8>, to output: inout String) {
        var runStart = 0
        var offset = 0
        let count = bytes.count
        while offset < count {
            let byte = bytes[offset]
            // All four special characters are below "?" (0x3F); skip the switch for most bytes.
            if byte < 0x3F, let replacement = replacement(for: byte) {
                if runStart != offset {
                    output += slice(of: text, runStart, offset)
                }
                output += replacement
                runStart = offset + 1
            }
            offset += 1
        }
        if runStart == 0 {
            output += text
        } else if runStart != count {
            output += slice(of: text, runStart, count)
        }
    }

    /// The substring of `text` between two UTF-8 offsets that fall on scalar boundaries.
    @inline(__always)
    private static func slice(of text: String, _ start: Int, _ end: Int) -> Substring {
        let utf8 = text.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: start)
        let upper = utf8.index(lower, offsetBy: end - start)
        return Substring(utf8[lower..<upper])
    }

    /// The character reference for an ASCII byte that needs escaping, or nil.
    @inline(__always)
    private static func replacement(for byte: UInt8) -> String? {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): "&quot;"
        default: nil
        }
    }
}
