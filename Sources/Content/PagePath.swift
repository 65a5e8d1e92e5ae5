/// Relative URLs between pages, so the site works from any base path (a domain root or a sub-folder).
public enum PagePath {
    /// The URL that leads from the page in directory `from` to `to`; both are site-relative directory
    /// paths ending in `/` (or empty for the root), `to` may also name a file.
    ///
    /// `relative(from: "es/a/", to: "ja/b/")` is `../../ja/b/`; from the root to the root is `./`.
    public static func relative(from: String, to: String) -> String {
        let depth = from.split(separator: "/").count
        let up = String(repeating: "../", count: depth)
        let result = up + to
        return result.isEmpty ? "./" : result
    }

    /// Normalizes `a/b/../c/./d` to `a/c/d`; `nil` when `..` climbs above the start.
    public static func normalize(_ path: String) -> String? {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    /// Decodes `%XX` escapes (as UTF-8); `nil` when an escape is malformed or the bytes are not UTF-8.
    public static func percentDecode(_ text: String) -> String? {
        guard text.contains("%") else { return text }
        var bytes: [UInt8] = []
        var utf8 = text.utf8.makeIterator()
        while let byte = utf8.next() {
            if byte == UInt8(ascii: "%") {
                guard let high = utf8.next().flatMap(hexValue), let low = utf8.next().flatMap(hexValue) else {
                    return nil
                }
                bytes.append(high << 4 | low)
            } else {
                bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
