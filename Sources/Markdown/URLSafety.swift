/// Recognizes link destinations that run code or read local files, which cmark's safe mode blanks out.
public enum URLSafety {
    /// Whether `url` starts with `javascript:`, `vbscript:`, `file:`, or a `data:` URL that is not a plain image.
    ///
    /// Compared byte by byte, ignoring ASCII case only, as cmark's scanner does. Not with `String.hasPrefix`:
    /// that compares grapheme clusters, so a combining mark right after the colon (`vbscript:` + U+06DB) made
    /// `:` and the mark one character and the prefix did not match (found by `FuzzMarkdown`).
    public static func isDangerous(_ url: String) -> Bool {
        let bytes = Array(url.utf8.prefix(16))
        func starts(with prefix: StaticString) -> Bool {
            guard bytes.count >= prefix.utf8CodeUnitCount else { return false }
            let expected = UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount)
            for (byte, wanted) in zip(bytes, expected) {
                let lower = byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
                if lower != wanted { return false }
            }
            return true
        }
        if starts(with: "javascript:") || starts(with: "vbscript:") || starts(with: "file:") { return true }
        if starts(with: "data:") {
            return
                !(starts(with: "data:image/png") || starts(with: "data:image/gif")
                || starts(with: "data:image/jpeg") || starts(with: "data:image/webp"))
        }
        return false
    }
}
