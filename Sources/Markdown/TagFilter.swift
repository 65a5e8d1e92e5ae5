/// GitHub's tag filter, as cmark-gfm's `tagfilter` extension applies it to raw HTML when raw HTML is allowed:
/// the `<` of a `title`, `textarea`, `style`, `xmp`, `iframe`, `noembed`, `noframes`, `script` or
/// `plaintext` tag (opening or closing) is written `&lt;`, so the tag shows as text instead of swallowing
/// the rest of the page.
enum TagFilter {
    /// The tag names filtered, in lowercase.
    static let names: [[UInt8]] = [
        "title", "textarea", "style", "xmp", "iframe", "noembed", "noframes", "script",
        "plaintext",
    ].map { Array($0.utf8) }

    /// Writes a raw HTML block: every filtered tag's `<` as `&lt;`.
    static func block(_ literal: String, into out: inout String) {
        let bytes = Array(literal.utf8)
        var written = 0
        for index in bytes.indices where bytes[index] == UInt8(ascii: "<") && isFiltered(bytes[index...]) {
            out += String(decoding: bytes[written..<index], as: UTF8.self)
            out += "&lt;"
            written = index + 1
        }
        out += String(decoding: bytes[written...], as: UTF8.self)
    }

    /// Writes a raw inline HTML tag: `&lt;` for its `<` when the tag is filtered.
    static func inline(_ literal: String, into out: inout String) {
        let bytes = Array(literal.utf8)
        guard isFiltered(bytes[...]) else {
            out += literal
            return
        }
        out += "&lt;"
        out += String(decoding: bytes.dropFirst(), as: UTF8.self)
    }

    /// Whether `tag` (from its `<` to the end of the text) starts a filtered tag: `<`, an optional `/`, one of
    /// ``names`` in any case, then a space, tab, line break, `>` or `/>`.
    static func isFiltered(_ tag: ArraySlice<UInt8>) -> Bool {
        names.contains { name in isTag(tag, named: name) }
    }

    /// cmark-gfm's `is_tag`, byte for byte; it reads at most the name's length and two bytes past the `<`.
    private static func isTag(_ tag: ArraySlice<UInt8>, named name: [UInt8]) -> Bool {
        let start = tag.startIndex
        guard tag.count >= 3, tag[start] == UInt8(ascii: "<") else { return false }
        var index = tag[start + 1] == UInt8(ascii: "/") ? start + 2 : start + 1
        var nameIndex = 0
        while index < tag.endIndex, nameIndex < name.count {
            guard lowercased(tag[index]) == name[nameIndex] else { return false }
            index += 1
            nameIndex += 1
        }
        guard index < tag.endIndex else { return false }
        let next = tag[index]
        if next == 0x20 || next == 0x09 || next == 0x0A || next == 0x0D || next == UInt8(ascii: ">") { return true }
        return next == UInt8(ascii: "/") && index + 1 < tag.endIndex && tag[index + 1] == UInt8(ascii: ">")
    }

    /// An ASCII letter in lowercase; any other byte as it is.
    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }
}
