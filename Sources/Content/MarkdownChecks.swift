import Diagnostics
import Markdown

/// Checks on one article's Markdown that need no other article: omitted raw HTML, unclosed code fences,
/// footnote references to no footnote.
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
            case .text(let literal) where literal.contains("[^"):
                guard let range = node.range, range.startLine >= 1, range.startLine <= lines.count else { break }
                for (label, column) in missingFootnotes(in: literal, line: lines[range.startLine - 1]) {
                    let at = SourceLocation(path: path, line: range.startLine, column: column)
                    diagnostics.append(ContentError.missingFootnote(at, label: label).diagnostic)
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

    /// The `[^label]` references in `text` that cmark-gfm left as text because no footnote has their label,
    /// each with its column on `line` (its source line), where it is written unescaped: `\[^x]` is text on
    /// purpose and is not reported.
    static func missingFootnotes(in text: String, line: Substring) -> [(label: String, column: Int)] {
        var found: [(String, Int)] = []
        var rest = Substring(text)
        while let open = rest.range(of: "[^") {
            rest = rest[open.upperBound...]
            let label = rest.prefix { $0 != "]" && $0 != " " && $0 != "\t" && $0 != "[" }
            guard !label.isEmpty, rest.dropFirst(label.count).first == "]" else { continue }
            let reference = "[^\(label)]"
            var search = line[...]
            while let hit = search.range(of: reference) {
                let escaped = line[..<hit.lowerBound].reversed().prefix { $0 == "\\" }.count % 2 == 1
                if !escaped {
                    found.append((String(label), line.unicodeScalars[..<hit.lowerBound].count + 1))
                    break
                }
                search = line[hit.upperBound...]
            }
        }
        return found
    }
}
