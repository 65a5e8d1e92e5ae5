extension Unicode.Scalar {
    /// Whether the scalar is an ASCII digit `0`…`9`.
    public var isASCIIDigit: Bool { ("0"..."9").contains(self) }

    /// Whether the scalar is an ASCII letter.
    public var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }

    /// Whether the scalar matches a regular expression's ASCII `\w`: letters, digits and `_`.
    public var isASCIIWordCharacter: Bool { isASCIILetter || isASCIIDigit || self == "_" }

    /// Whether the scalar is whitespace that HTML collapses (space, tab, line feed, form feed, carriage return).
    public var isHTMLWhitespace: Bool {
        self == " " || self == "\t" || self == "\n" || self == "\r" || self == "\u{0C}"
    }
}

extension Character {
    /// Whether the character is an ASCII digit `0`…`9` (`isNumber` also takes other scripts' digits and
    /// fractions, which `Int` would not parse).
    public var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
