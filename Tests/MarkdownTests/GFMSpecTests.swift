import Foundation
import Testing

@testable import Markdown

/// cmark-gfm's own examples (its `test/spec.txt`, the CommonMark spec with GitHub's extension sections, and
/// `test/extensions.txt`), each rendered by ``HTMLRenderer`` from Puente's tree and by cmark-gfm's renderer
/// from its own: the two agree byte for byte, with raw HTML omitted (Puente's default) and allowed.
@Suite struct GFMSpecTests {
    /// One example: where it comes from and its Markdown.
    struct Example: Decodable, CustomTestStringConvertible {
        var file: String
        var section: String
        var extensions: [String]
        var markdown: String

        var testDescription: String { "\(file) · \(section) · \(markdown.prefix(40).debugDescription)" }
    }

    /// The examples, extracted from cmark-gfm's repository (`Tests/Fixtures/cmark-gfm/README.md` says how).
    static let examples: [Example] = {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "Fixtures/cmark-gfm/examples.json")
        guard let data = try? Data(contentsOf: file),
            let decoded = try? JSONDecoder().decode([Example].self, from: data)
        else { return [] }
        return decoded
    }()

    @Test func everyExampleIsThere() {
        #expect(Self.examples.count > 650)
        #expect(Self.examples.contains { $0.section.contains("Tables (extension)") })
        #expect(Self.examples.filter { $0.file == "extensions.txt" }.count > 20)
    }

    /// The footnote examples are among those compared, and cmark-gfm reads their footnotes (it does so only
    /// with its footnote option, as its own test runner sets it).
    @Test func footnoteExamplesAreCompared() {
        let footnoted = Self.examples.filter { $0.section == "Footnotes" }
        #expect(!footnoted.isEmpty)
        for example in footnoted {
            #expect(CommonMarkConverter.referenceHTML(example.markdown).contains("<section class=\"footnotes\""))
            #expect(HTMLRenderer().render(CommonMarkConverter.parse(example.markdown)).contains("data-footnote-ref"))
        }
    }

    /// Footnotes in more shapes than the one example has: repeated references, labels in other cases and
    /// scripts, definitions in quotes and lists, references in tables, in definitions and to nothing, a
    /// definition whose last block is not a paragraph or that is empty.
    static let footnoteCases = [
        "A[^1] b[^2] c[^1] d[^1].\n\n[^2]: Two.\n\n[^1]: One.\n",
        "Ref[^Nota] and [^nota] and [^NOTA].\n\n[^nota]: Case *folded*.\n",
        "日本語[^注釈]。\n\n[^注釈]: 脚注の本文。\n",
        "Quote[^q].\n\n> [^q]: In a quote.\n>\n> second\n",
        "- item[^l]\n- [^l]: In a list.\n",
        "| a | b |\n| - | - |\n| x[^t] | y |\n\n[^t]: From a table.\n",
        "Outer[^o].\n\n[^o]: Points at[^i] another.\n\n[^i]: Inner[^o].\n",
        "Missing[^nope] and there[^yes].\n\n[^yes]: Here.\n\n[^unused]: Never.\n",
        "Code[^c].\n\n[^c]:\n    ```\n    code\n    ```\n",
        "Empty[^e].\n\n[^e]:\n",
        "Quote last[^b].\n\n[^b]: text\n\n    > quoted\n",
        "Escape[^a&b<c>\"].\n\n[^a&b<c>\"]: Odd label.\n",
        ">[^x]: tight quote\n\nSee[^x].\n",
        "Twice[^d].\n\n[^d]: First.\n\n[^d]: Second.\n",
        "Before[^late].\n\nText\n\n[^late]: Defined **after** text.\nLazy continuation.\n",
        "*Emphasis[^e]* and [link[^e]](/x).\n\n[^e]: E.\n",
        "Tab[^t] and[^q].\n\n[^t]:\tTabbed.\n\n>\t[^q]: Quoted after a tab.\n",
    ]

    @Test(arguments: footnoteCases) func footnotesRenderAsCmarkGFMRendersThem(_ markdown: String) {
        let document = CommonMarkConverter.parse(markdown)
        for unsafe in [false, true] {
            #expect(
                HTMLRenderer(options: .init(unsafeHTML: unsafe)).render(document)
                    == CommonMarkConverter.referenceHTML(markdown, unsafe: unsafe))
        }
    }

    @Test func everyExampleRendersAsCmarkGFMRendersIt() {
        var mismatches: [String] = []
        for example in Self.examples {
            let document = CommonMarkConverter.parse(example.markdown)
            for unsafe in [false, true] {
                let ours = HTMLRenderer(options: .init(unsafeHTML: unsafe)).render(document)
                let reference = CommonMarkConverter.referenceHTML(example.markdown, unsafe: unsafe)
                if ours != reference {
                    mismatches.append(
                        "\(example.testDescription) unsafe=\(unsafe)\n  ours: \(ours.debugDescription)\n  "
                            + "cmark-gfm: \(reference.debugDescription)")
                }
            }
        }
        #expect(
            mismatches.isEmpty,
            "\(mismatches.count) of \(Self.examples.count * 2):\n\(mismatches.prefix(8).joined(separator: "\n"))")
    }
}
