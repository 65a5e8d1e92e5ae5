extension String {
    /// The string without the Unicode whitespace (the `White_Space` property: spaces, tabs, line breaks,
    /// no-break and ideographic spaces) at either end, trimmed scalar by scalar.
    public var trimmingWhitespace: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }

    /// Whether any scalar of the string is Unicode whitespace.
    public var containsWhitespace: Bool {
        unicodeScalars.contains { $0.properties.isWhitespace }
    }
}
