/// Text shown in a node, on an edge or as a subgraph title, split into lines of formatted runs.
public struct Label: Sendable, Hashable {
    /// The lines of the label; each line is a sequence of runs. An empty label has no lines.
    public var lines: [[TextRun]]

    /// Creates a label from already formatted lines.
    public init(lines: [[TextRun]]) {
        self.lines = lines
    }

    /// Creates an unformatted label; `"\n"` in `text` separates lines.
    public init(plainText text: String) {
        if text.isEmpty {
            self.lines = []
        } else {
            self.lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                line.isEmpty ? [] : [TextRun(String(line))]
            }
        }
    }

    /// The text without markup, lines joined with `"\n"`: for accessibility and measuring.
    public var plainText: String {
        lines.map { line in line.map(\.text).joined() }.joined(separator: "\n")
    }

    /// Whether the label has no text at all.
    public var isEmpty: Bool {
        lines.allSatisfy(\.isEmpty)
    }
}

extension Label: CustomStringConvertible {
    /// The label's plain text.
    public var description: String { plainText }
}
