/// HTML escaping for `{{name}}` interpolation.
///
/// Escapes exactly the characters the Mustache spec names: `&`, `<`, `>`
/// and `"`. Everything else, including `'`, is copied unchanged.
enum HTMLEscaper {
    /// Returns `text` with `&`, `<`, `>` and `"` replaced by character references.
    static func escape(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        append(text, to: &output)
        return output
    }

    /// Appends `text` to `output`, escaping `&`, `<`, `>` and `"`.
    ///
    /// Scans UTF-8 bytes and copies unescaped runs in bulk; a string with
    /// nothing to escape is appended as a whole.
    static func append(_ text: String, to output: inout String) {
        let utf8 = text.utf8
        var index = utf8.startIndex
        var runStart = index
        let end = utf8.endIndex
        while index != end {
            let byte = utf8[index]
            // All four special characters are below "?" (0x3F); skip the switch for most bytes.
            if byte < 0x3F, let replacement = replacement(for: byte) {
                if runStart != index {
                    output += text[runStart..<index]
                }
                output += replacement
                runStart = utf8.index(after: index)
            }
            utf8.formIndex(after: &index)
        }
        if runStart == utf8.startIndex {
            output += text
        } else if runStart != end {
            output += text[runStart..<end]
        }
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
