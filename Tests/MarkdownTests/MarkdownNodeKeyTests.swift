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
        .footnoteDefinition(label: "", number: 0, references: 0),
        .footnoteReference(label: "", number: 0, occurrence: 0),
    ]

    /// Each field of a footnote node changes its key.
    @Test func footnoteFieldsEnterTheKey() {
        let definitions: [MarkdownNode.Kind] = [
            .footnoteDefinition(label: "a", number: 1, references: 1),
            .footnoteDefinition(label: "b", number: 1, references: 1),
            .footnoteDefinition(label: "a", number: 2, references: 1),
            .footnoteDefinition(label: "a", number: 1, references: 2),
            .footnoteReference(label: "a", number: 1, occurrence: 1),
            .footnoteReference(label: "b", number: 1, occurrence: 1),
            .footnoteReference(label: "a", number: 2, occurrence: 1),
            .footnoteReference(label: "a", number: 1, occurrence: 2),
        ]
        let keys = definitions.map { MarkdownNode($0).stableKey(.articleParse) }
        #expect(Set(keys).count == definitions.count)
    }

    @Test func everyKindHasAKeyOfItsOwn() {
        let keys = Self.kinds.map { MarkdownNode($0).stableKey(.articleParse) }
        #expect(Set(keys).count == Self.kinds.count)
    }
}
