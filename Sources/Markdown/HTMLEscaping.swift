/// Escaping for HTML text, attributes and URLs, matching cmark's rules.
public enum HTMLEscaping {
    /// Escapes `&`, `<`, `>` and `"` in `text` and appends it to `out`.
    ///
    /// Inlinable, so that a caller's `String` or `Substring` is scanned by its bytes without a generic call per
    /// byte; the unescaped stretches are appended as slices, never made into strings of their own.
    @inlinable
    public static func escape(_ text: some StringProtocol, into out: inout String) {
        let utf8 = text.utf8
        var start = utf8.startIndex
        var index = start
        while index != utf8.endIndex {
            let replacement: String
            switch utf8[index] {
            case UInt8(ascii: "&"): replacement = "&amp;"
            case UInt8(ascii: "<"): replacement = "&lt;"
            case UInt8(ascii: ">"): replacement = "&gt;"
            case UInt8(ascii: "\""): replacement = "&quot;"
            default:
                index = utf8.index(after: index)
                continue
            }
            out.append(contentsOf: Substring(text[start..<index]))
            out += replacement
            index = utf8.index(after: index)
            start = index
        }
        if start == utf8.startIndex {
            out.append(contentsOf: text)
        } else {
            out.append(contentsOf: Substring(text[start..<utf8.endIndex]))
        }
    }

    /// `text` with `&`, `<`, `>`, `"` and `'` escaped: safe in XML and SVG text and in attributes with either quote.
    public static func escapeXML(_ text: some StringProtocol) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }

    /// `text` with `&`, `<`, `>` and `"` escaped.
    public static func escape(_ text: some StringProtocol) -> String {
        var out = ""
        escape(text, into: &out)
        return out
    }

    /// Escapes a URL for an `href` or `src` the way cmark does: reserved and unreserved URL characters stay,
    /// `&` and `'` become entities, everything else (including non-ASCII bytes) is percent-encoded.
    public static func escapeHref(_ url: some StringProtocol, into out: inout String) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(url.utf8.count)
        for byte in url.utf8 {
            if isHrefSafe(byte) {
                bytes.append(byte)
            } else if byte == UInt8(ascii: "&") {
                bytes.append(contentsOf: "&amp;".utf8)
            } else if byte == UInt8(ascii: "'") {
                bytes.append(contentsOf: "&#x27;".utf8)
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hexDigit(byte >> 4))
                bytes.append(hexDigit(byte & 0xF))
            }
        }
        out += String(decoding: bytes, as: UTF8.self)
    }

    /// `url` escaped for an attribute, as ``escapeHref(_:into:)``.
    public static func escapeHref(_ url: some StringProtocol) -> String {
        var out = ""
        escapeHref(url, into: &out)
        return out
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
    }

    private static func isHrefSafe(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: "!"),
            UInt8(ascii: "*"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: ","), UInt8(ascii: "%"),
            UInt8(ascii: "#"), UInt8(ascii: "@"), UInt8(ascii: "?"), UInt8(ascii: "="), UInt8(ascii: ";"),
            UInt8(ascii: ":"), UInt8(ascii: "/"), UInt8(ascii: "$"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }
}
