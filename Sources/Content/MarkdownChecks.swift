import Diagnostics
import Markdown

/// Checks on one article's Markdown that need no other article: omitted raw HTML, unclosed code fences.
public enum MarkdownChecks {
    /// Omitted raw HTML reported one by one in an article; the rest are counted in one warning.
    static let rawHTMLWarnings = 100

    /// Diagnostics for `document`, parsed from `source` (the body with front matter blanked) at `path`.
    public static func check(_ document: MarkdownNode, source: String, path: String, allowRawHTML: Bool) -> [Diagnostic]
    {
        var diagnostics: [Diagnostic] = []
        let lines = source.lineSlices()
        var rawHTML = 0
        var firstUnreported: SourceLocation?
        document.walk { node in
            let location = node.range.map { SourceLocation(path: path, line: $0.startLine, column: $0.startColumn) }
            switch node.kind {
            case .htmlBlock, .htmlInline:
                if !allowRawHTML, let location {
                    // One warning each for the first hundred; one more counts the rest.
                    rawHTML += 1
                    if rawHTML <= Self.rawHTMLWarnings {
                        diagnostics.append(ContentError.rawHTMLOmitted(location).diagnostic)
                    } else if firstUnreported == nil {
                        firstUnreported = location
                    }
                }
            case .codeBlock:
                if let range = node.range, let location, isUnterminatedFence(range, lines: lines) {
                    diagnostics.append(ContentError.unterminatedCodeFence(location).diagnostic)
                }
            default:
                break
            }
        }
        if let firstUnreported {
            diagnostics.append(
                ContentError.moreRawHTMLOmitted(firstUnreported, count: rawHTML - Self.rawHTMLWarnings).diagnostic)
        }
        return diagnostics
    }

    /// A fenced block is unterminated when it runs to the end of the text without a closing fence line.
    static func isUnterminatedFence(_ range: SourceRange, lines: [Substring]) -> Bool {
        guard range.startLine >= 1, range.startLine <= lines.count else { return false }
        let opening = lines[range.startLine - 1].drop { $0 == " " }
        guard let fenceChar = opening.first, fenceChar == "`" || fenceChar == "~" else { return false }
        let fenceLength = opening.prefix { $0 == fenceChar }.count
        guard fenceLength >= 3 else { return false }
        // The last non-empty line of the file.
        var last = lines.count
        while last > range.startLine, lines[last - 1].allSatisfy({ $0 == " " || $0 == "\t" }) { last -= 1 }
        guard range.endLine >= last else { return false }
        if last == range.startLine { return true }
        let closing = lines[last - 1].drop { $0 == " " }
        let run = closing.prefix { $0 == fenceChar }.count
        let rest = closing.dropFirst(run).allSatisfy { $0 == " " || $0 == "\t" }
        return !(run >= fenceLength && rest)
    }
}
