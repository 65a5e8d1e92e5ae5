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
}
