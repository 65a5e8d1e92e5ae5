/// Hidden lines: compiled, never shown. A line whose first non-blank characters are `//#` is hidden;
/// the compiler sees it with `//#` (and one following space) removed, indentation kept.
///
/// `//#` cannot collide with Swift the way rustdoc's `# ` prefix would (`#if`, `#available`): to Swift the
/// line is a comment, so the article's Markdown stays valid, readable Swift.
public enum HiddenLine {
    /// The marker.
    public static let marker = "//#"

    /// For a hidden line, the compiled text and how many scalars were removed after the indentation.
    public static func unhide(_ line: Substring) -> (text: String, removed: Int)? {
        let indent = line.prefix { $0 == " " || $0 == "\t" }
        let rest = line.dropFirst(indent.count)
        guard rest.hasPrefix(marker) else { return nil }
        var body = rest.dropFirst(marker.count)
        var removed = marker.count
        if body.first == " " {
            body = body.dropFirst()
            removed += 1
        }
        return (String(indent) + String(body), removed)
    }

    /// Whether `text` holds the marker anywhere (a line of it may be hidden); false means none is.
    static func mayHide(_ text: String) -> Bool {
        let pattern = Array(marker.utf8)
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count >= pattern.count else { return false }
            for start in 0...(bytes.count - pattern.count) where bytes[start] == pattern[0] {
                if (1..<pattern.count).allSatisfy({ bytes[start + $0] == pattern[$0] }) { return true }
            }
            return false
        }
    }
}
