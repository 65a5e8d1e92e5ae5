import CodeBlocks
import Content
import Markdown
import Snippets
import Theme

/// Connects the snippet checker's findings to the code blocks readers see.
enum CodePresentation {
    /// The Swift code of the blocks of a document as readers see it (``SnippetExtractor/displayDocument(_:)``).
    static func swiftCode(_ document: MarkdownNode) -> [String] {
        var codes: [String] = []
        document.walk { node in
            if case .codeBlock(let info, let literal) = node.kind, FenceInfo(info).language == "swift" {
                codes.append(literal)
            }
        }
        return codes
    }

    /// The theme's words for code blocks.
    static func strings(_ strings: ThemeStrings?) -> CodeBlockStrings {
        guard let s = strings else { return .english }
        return CodeBlockStrings(
            checked: s["code_checked"], failsAsExpected: s["code_fails"], skipped: s["code_skipped"],
            available: s["code_available"], deprecated: s["code_deprecated"], copy: s["code_copy"],
            copied: s["code_copied"], documentation: s["code_docs"])
    }

    /// A document as readers see it (preludes and hidden lines gone: ``SnippetExtractor/displayDocument(_:)``)
    /// with every code block rendered as a figure; Swift blocks get the badge of their outcome and the uses the
    /// compiler resolved in them, in block order.
    static func present(
        _ document: MarkdownNode, outcomes: [SnippetOutcome], uses: [BlockUses], renderer: CodeBlockRenderer
    ) -> MarkdownNode {
        var swiftIndex = 0
        var blockIndex = 0
        return document.rewritten { node in
            guard case .codeBlock(let info, let literal) = node.kind else { return nil }
            let fence = FenceInfo(info)
            blockIndex += 1
            var badge: CodeBlockRenderer.Badge?
            var blockUses: BlockUses?
            if fence.language == "swift" {
                let outcome = swiftIndex < outcomes.count ? outcomes[swiftIndex] : .unchecked
                // Only a block the compiler checked makes claims about the APIs it uses.
                if swiftIndex < uses.count, outcome != .unchecked, outcome != .failed {
                    if case .skipped = outcome {} else { blockUses = uses[swiftIndex] }
                }
                swiftIndex += 1
                switch outcome {
                case .passed(let ios): badge = .checked(ios: ios.minor == 0 ? "\(ios.major)" : ios.description)
                case .failedAsExpected(let message): badge = .failsAsExpected(message: message)
                case .skipped(let reason): badge = .skipped(reason: reason)
                case .failed, .unchecked: badge = nil
                }
            }
            let html = renderer.render(
                code: literal, language: fence.language, title: fence.title, badge: badge, uses: blockUses,
                idPrefix: "pu-api-\(blockIndex)",
                highlightedLines: fence.highlight.map { LineSelection($0).lines(upTo: literal.lineSlices().count) }
                    ?? [],
                diffLanguage: fence.diffLanguage)
            return MarkdownNode(.generatedHTML(html), range: node.range)
        }
    }
}
