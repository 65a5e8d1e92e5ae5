/// One element of a parsed template tree.
enum Node: Sendable {
    /// Literal text copied to the output.
    case text(String)
    /// The start of a source line; a standalone partial's indentation is emitted here.
    case lineStart
    /// An interpolation tag: `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}` (unescaped).
    case variable(TagName, escaped: Bool, at: SourcePosition)
    /// A section (`{{#name}}`) or inverted section (`{{^name}}`) with its content.
    case section(TagName, inverted: Bool, children: [Node], at: SourcePosition)
    /// A partial tag; `indentation` is the whitespace before a standalone tag, nil when inline.
    case partial(String, indentation: String?, at: SourcePosition)
}
