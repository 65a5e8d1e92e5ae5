/// A change of formatting inside a label.
enum FormatChange: Sendable, Hashable {
    case boldOn, boldOff, italicOn, italicOff
}

/// One element of a label while it is being built.
enum LabelAtom: Sendable, Hashable {
    /// A source character; whitespace collapses, and in markdown `*`/`_` are delimiters.
    case text(Unicode.Scalar)
    /// A character that must be shown as is (from an entity or a markdown escape).
    case literal(Unicode.Scalar)
    /// A line break (`<br>`, or a newline in a markdown string).
    case lineBreak
    /// Bold or italic switched on or off.
    case format(FormatChange)
    /// A run of `count` markdown emphasis characters (`*` or `_`), before matching.
    case delimiter(Unicode.Scalar, count: Int)
}
