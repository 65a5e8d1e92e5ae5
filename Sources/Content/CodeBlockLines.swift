import Markdown

/// The lines of a fenced code block with the article line and column offset of each, so tools that read
/// the code (the snippet checker, the diagram renderer) can point errors at what the author wrote.
public struct CodeBlockLine: Sendable, Hashable {
    /// The line as cmark gives it (the fence's indentation removed).
    public var text: String
    /// Its line in the article.
    public var line: Int
    /// Add this to a column in `text` to get the article column.
    public var columnOffset: Int
}

extension Article {
    /// The lines of the fenced code block `node` of this article; empty for other nodes.
    public func codeBlockLines(_ node: MarkdownNode) -> [CodeBlockLine] {
        guard case .codeBlock(_, let literal) = node.kind, let range = node.range else { return [] }
        return Self.codeBlockLines(
            literal: literal, firstLine: range.startLine + 1,
            sourceLines: source.lineSlices())
    }

    /// Maps a fenced block's literal lines, which start on `firstLine`, to article lines and columns.
    public static func codeBlockLines(literal: String, firstLine: Int, sourceLines: [Substring]) -> [CodeBlockLine] {
        var literalLines = literal.lineSlices()
        if literalLines.last == "" { literalLines.removeLast() }
        return literalLines.enumerated().map { offset, text in
            let line = firstLine + offset
            let source = line <= sourceLines.count ? sourceLines[line - 1] : text
            // cmark strips the fence's indentation; the difference in length is that indentation.
            let indent = max(0, source.unicodeScalars.count - text.unicodeScalars.count)
            return CodeBlockLine(text: String(text), line: line, columnOffset: indent)
        }
    }
}
