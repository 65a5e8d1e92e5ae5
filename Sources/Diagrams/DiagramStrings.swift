/// The words a diagram needs in the page's language (from the theme's strings).
public struct DiagramStrings: Sendable, Hashable {
    /// The SVG's title when the diagram has no `accTitle`, e.g. "Diagrama de flujo".
    public var defaultTitle: String
    /// The `<summary>` of the text alternative, e.g. "Descripción textual del diagrama".
    public var textAlternative: String
    /// The SVG's description when there is no `accDescr`: `{nodes}` and `{edges}` are filled in.
    public var summary: String

    /// Creates strings.
    public init(defaultTitle: String, textAlternative: String, summary: String) {
        self.defaultTitle = defaultTitle
        self.textAlternative = textAlternative
        self.summary = summary
    }

    /// English fallbacks, for tests and tools without a theme.
    public static let english = DiagramStrings(
        defaultTitle: "Flowchart", textAlternative: "Text description of the diagram",
        summary: "{nodes} nodes, {edges} connections")
}
