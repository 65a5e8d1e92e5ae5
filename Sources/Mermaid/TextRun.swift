/// A stretch of label text that shares one formatting.
public struct TextRun: Sendable, Hashable {
    /// The characters of the run, with entities already decoded.
    public var text: String
    /// Whether the run is bold (`**x**`, `__x__`, `<b>`, `<strong>`).
    public var bold: Bool
    /// Whether the run is italic (`*x*`, `_x_`, `<i>`, `<em>`).
    public var italic: Bool

    /// Creates a run of text.
    public init(_ text: String, bold: Bool = false, italic: Bool = false) {
        self.text = text
        self.bold = bold
        self.italic = italic
    }
}

extension TextRun: CustomStringConvertible {
    /// The run's text, wrapped in markdown markers for its formatting.
    public var description: String {
        switch (bold, italic) {
        case (true, true): return "***\(text)***"
        case (true, false): return "**\(text)**"
        case (false, true): return "*\(text)*"
        case (false, false): return text
        }
    }
}
