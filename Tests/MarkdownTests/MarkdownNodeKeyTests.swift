import Incremental
import Testing

@testable import Markdown

/// Every kind of Markdown node enters a content key, each with a key of its own.
@Suite struct MarkdownNodeKeyTests {
    /// One node of every kind (a new kind must be added here: `hash(into:)` is exhaustive, this list is not).
    static let kinds: [MarkdownNode.Kind] = [
        .document, .blockQuote, .list(ListStyle(ordered: false, tight: true)), .item, .codeBlock(info: "", literal: ""),
        .htmlBlock(""), .paragraph, .heading(level: 1, anchor: nil), .thematicBreak, .text(""), .softBreak, .lineBreak,
        .code(""), .htmlInline(""), .emphasis, .strong, .link(destination: "", title: ""),
        .image(source: "", title: ""), .generatedHTML(""), .table(alignments: []), .tableRow(header: false),
        .tableCell, .strikethrough, .taskListItem(checked: false), .callout(.note),
    ]

    @Test func everyKindHasAKeyOfItsOwn() {
        let keys = Self.kinds.map { MarkdownNode($0).stableKey(.articleParse) }
        #expect(Set(keys).count == Self.kinds.count)
    }
}
