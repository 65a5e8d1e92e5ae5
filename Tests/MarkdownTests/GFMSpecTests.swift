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
