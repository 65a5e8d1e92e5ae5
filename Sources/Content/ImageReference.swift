/// One picture an article shows, as its Markdown writes it: what ``ImageCollector`` checks and reads, found
/// in the document or, for an article taken from the ``ArticleRecord`` memo, kept with its other facts.
public struct ImageReference: Sendable, Hashable {
    /// The source as written (`figura.png`, `https://…`).
    public var source: String
    /// Whether the image has no alt text (only whitespace).
    public var lacksAltText: Bool
    /// Where the image starts in the article's file.
    public var line: Int
    /// Its column there.
    public var column: Int

    /// Creates a reference.
    public init(source: String, lacksAltText: Bool, line: Int, column: Int) {
        self.source = source
        self.lacksAltText = lacksAltText
        self.line = line
        self.column = column
    }
}
