extension String {
    /// The string without leading and trailing whitespace and newlines.
    var trimmingWhitespace: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }

    /// Whether any character of the string is whitespace.
    var containsWhitespace: Bool {
        unicodeScalars.contains { $0.properties.isWhitespace }
    }
}

extension Unicode.Scalar {
    /// Whether the scalar is an ASCII digit `0`…`9`.
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }

    /// Whether the scalar is an ASCII letter.
    var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }

    /// Whether the scalar matches a regular expression's ASCII `\w`: letters, digits and `_`.
    var isASCIIWordCharacter: Bool { isASCIILetter || isASCIIDigit || self == "_" }

    /// Whether the scalar is whitespace that HTML collapses (space, tab, line feed, form feed, carriage return).
    var isHTMLWhitespace: Bool {
        self == " " || self == "\t" || self == "\n" || self == "\r" || self == "\u{0C}"
    }
}
