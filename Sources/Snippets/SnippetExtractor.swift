import Config
import Content
import Diagnostics
import Markdown

/// Finds the Swift blocks of an article and turns each into a ``Snippet``; also gives the document readers see.
public enum SnippetExtractor {
    /// The article's snippets, its prelude lines (shared by every snippet), and problems with fence options.
    public struct Extraction: Sendable {
        /// Checkable blocks, in order.
        public var snippets: [Snippet]
        /// Lines of all `prelude` blocks, in order.
        public var prelude: [SnippetLine]
        /// Problems with fence options or the article's minimum iOS.
        public var diagnostics: [Diagnostic]
    }

    /// What is wrong with the fences' options (`highlight`, unknown keys, malformed values), as warnings, for a
    /// site that does not check its snippets: the options still change what its pages show, but nothing is
    /// checked that a typo could silently switch off, so none stops the build.
    public static func fenceWarnings(_ article: Article) -> [Diagnostic] {
        // Any iOS will do: no snippet is kept, and an article without one only matters when checking.
        extract(article, fallbackIOS: IOSVersion(major: 1)).diagnostics.map { diagnostic in
            var warning = diagnostic
            if warning.severity == .error { warning.severity = .warning }
            return warning
        }
    }

    /// Extracts the Swift blocks of `article`; `fallbackIOS` is the site default.
    public static func extract(_ article: Article, fallbackIOS: IOSVersion?) -> Extraction {
        let sourceLines = article.source.lineSlices()
        var snippets: [Snippet] = []
        var prelude: [SnippetLine] = []
        var diagnostics: [Diagnostic] = []
        var missingIOSReported = false
        article.document.walk { node in
            guard case .codeBlock(let info, let literal) = node.kind, let range = node.range else { return }
            let parsed = FenceInfo(info)
            let isSwift = parsed.language == "swift"
            // Any block may mark lines; only Swift blocks are checked.
            guard isSwift || parsed.highlight != nil else { return }
            let fenceLine = range.startLine
            let fenceText = fenceLine <= sourceLines.count ? sourceLines[fenceLine - 1] : ""
            let infoColumn = infoStartColumn(in: fenceText)
            // The options as written: cmark has already taken the backslash out of `\"` in its info string, so
            // `fails="says \"x\""` would end at the second quote.
            let fenceInfo = rawInfo(fenceText, from: infoColumn).map(FenceInfo.init) ?? FenceInfo(info)
            func location(_ offset: Int) -> SourceLocation {
                SourceLocation(path: article.path, line: fenceLine, column: infoColumn + offset)
            }
            let lines = mapLines(literal: literal, firstLine: fenceLine + 1, sourceLines: sourceLines)
            if fenceInfo.highlight != nil {
                // Hidden lines are dropped from Swift blocks only (``displayDocument(_:)``).
                diagnostics += lineMarkWarnings(
                    fenceInfo, hidden: lines.map { isSwift && $0.hidden }, location: location)
            }
            guard isSwift else { return }
            for (key, offset) in fenceInfo.unknownKeys {
                diagnostics.append(
                    SnippetError.unknownFenceKey(
                        location(offset), key: key, suggestion: Spelling.closest(to: key, in: FenceInfo.keys)
                    ).diagnostic)
            }
            for (message, offset) in fenceInfo.problems {
                diagnostics.append(SnippetError.invalidFence(location(offset), message: message, help: nil).diagnostic)
            }
            if fenceInfo.isPrelude {
                prelude += lines.map {
                    var line = $0; line.hidden = true; return line
                }
                return
            }
            var ios = article.frontMatter.ios ?? fallbackIOS
            if let override = fenceInfo.ios {
                if let version = IOSVersion(override) {
                    ios = version
                } else {
                    diagnostics.append(
                        SnippetError.invalidFence(
                            location(fenceInfo.offsets["ios"] ?? 0),
                            message: "invalid iOS version '\(override)' in ios=",
                            help: "for example: ```swift ios=16.4"
                        ).diagnostic)
                }
            }
            guard let ios else {
                if !missingIOSReported {
                    diagnostics.append(
                        SnippetError.missingMinimumIOS(SourceLocation(path: article.path, line: 1)).diagnostic)
                    missingIOSReported = true
                }
                return
            }
            var expectation = Snippet.Expectation.compiles
            if let reason = fenceInfo.skipReason {
                if reason.allSatisfy(\.isWhitespace) {
                    diagnostics.append(
                        SnippetError.invalidFence(
                            location(fenceInfo.offsets["skip"] ?? 0),
                            message: "'skip' needs a reason that readers will see",
                            help: "write skip=\"why this block is not checked\""
                        ).diagnostic)
                }
                expectation = .skipped(reason: reason)
                if fenceInfo.expectedFailure != nil {
                    diagnostics.append(
                        SnippetError.invalidFence(
                            location(fenceInfo.offsets["fails"] ?? 0),
                            message: "a block cannot be both 'skip' and 'fails'",
                            help: nil
                        ).diagnostic)
                }
            } else if let failure = fenceInfo.expectedFailure {
                expectation = .fails(containing: failure?.isEmpty == true ? nil : failure)
            }
            let visible = lines.filter { !$0.hidden }.map(\.text)
            snippets.append(
                Snippet(
                    path: article.path, index: snippets.count,
                    fence: SourceLocation(path: article.path, line: fenceLine, column: range.startColumn),
                    lines: lines, visibleCode: visible.isEmpty ? "" : visible.joined(separator: "\n") + "\n",
                    ios: ios, expectation: expectation, title: fenceInfo.title))
        }
        return Extraction(snippets: snippets, prelude: prelude, diagnostics: diagnostics)
    }

    /// The article's document as readers get it: prelude blocks removed, hidden lines dropped from Swift blocks
    /// (a `highlight` option's line numbers then count the lines shown: ``LineSelection``).
    public static func displayDocument(_ document: MarkdownNode) -> MarkdownNode {
        let cleaned = document.rewritten { node in
            guard case .codeBlock(let info, let literal) = node.kind else { return nil }
            let fence = FenceInfo(info)
            // Without the marker anywhere, no line is hidden: the block stays as it is (and shared).
            guard fence.language == "swift", HiddenLine.mayHide(literal) else { return nil }
            let all = literal.lineSlices()
            let kept = all.filter {
                HiddenLine.unhide($0) == nil
            }
            var copy = node
            copy.kind = .codeBlock(
                // The literal's final newline leaves an empty last slice, which is no line of the block.
                info: shownLineNumbers(
                    fence, info: info, hidden: all.dropLast(all.last == "" ? 1 : 0).map { HiddenLine.unhide($0) != nil }
                ),
                literal: kept.joined(separator: "\n"))
            return copy
        }
        return cleaned.removingPreludes()
    }

    /// The info string as written on `fenceLine` from `column` on, when the line is a fence of its own (not
    /// inside a quote or a list item, whose markers come first); trailing blanks removed.
    static func rawInfo(_ fenceLine: Substring, from column: Int) -> String? {
        let trimmed = fenceLine.drop { $0 == " " }
        guard trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") else { return nil }
        let info = fenceLine.unicodeScalars.dropFirst(column - 1)
        var text = String(String.UnicodeScalarView(info))
        while let last = text.last, last == " " || last == "\t" || last == "\r" { text.removeLast() }
        return text
    }

    /// The 1-based column where the info string starts on a fence line (after indentation and the fence run).
    static func infoStartColumn(in fenceLine: Substring) -> Int {
        var column = 1
        var scalars = fenceLine.unicodeScalars[...]
        while let first = scalars.first, first == " " {
            scalars = scalars.dropFirst()
            column += 1
        }
        let fenceCharacter = scalars.first
        while let first = scalars.first, first == fenceCharacter {
            scalars = scalars.dropFirst()
            column += 1
        }
        while let first = scalars.first, first == " " || first == "\t" {
            scalars = scalars.dropFirst()
            column += 1
        }
        return column
    }

    /// Maps a fenced block's literal lines to article lines, unhiding `//#` lines.
    static func mapLines(literal: String, firstLine: Int, sourceLines: [Substring]) -> [SnippetLine] {
        Article.codeBlockLines(literal: literal, firstLine: firstLine, sourceLines: sourceLines).map { line in
            if let (unhidden, removed) = HiddenLine.unhide(Substring(line.text)) {
                return SnippetLine(
                    text: unhidden, line: line.line, columnOffset: line.columnOffset + removed, hidden: true)
            }
            return SnippetLine(text: line.text, line: line.line, columnOffset: line.columnOffset, hidden: false)
        }
    }
}

extension MarkdownNode {
    /// The tree without Swift `prelude` blocks.
    func removingPreludes() -> MarkdownNode { withoutPreludes() ?? self }

    /// The node without its prelude blocks, or nil when it holds none (then nothing is copied).
    private func withoutPreludes() -> MarkdownNode? {
        var kept: [MarkdownNode]?
        for (index, child) in children.enumerated() {
            let isPrelude: Bool
            if case .codeBlock(let info, _) = child.kind {
                let fence = FenceInfo(info)
                isPrelude = fence.language == "swift" && fence.isPrelude
            } else {
                isPrelude = false
            }
            let replaced = isPrelude ? nil : child.withoutPreludes()
            if kept == nil, isPrelude || replaced != nil { kept = Array(children[..<index]) }
            if !isPrelude, kept != nil { kept!.append(replaced ?? child) }
        }
        guard let kept else { return nil }
        var copy = self
        copy.children = kept
        return copy
    }
}
