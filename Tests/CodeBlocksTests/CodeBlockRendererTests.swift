import Foundation
import Snippets
import Testing

@testable import CodeBlocks

@Suite struct CodeBlockRendererTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Fixtures/Golden/code")

    static let availability: [String: APIAvailability] = [
        "ContentUnavailableView": .init(introduced: "17.0", deprecated: nil, message: nil),
        "scrollContentBackground": .init(introduced: "16.0", deprecated: nil, message: nil),
        "Text": .init(introduced: "13.0", deprecated: nil, message: nil),
        "onChange": .init(introduced: "14.0", deprecated: "17.0", message: "Use the two-parameter closure"),
    ]

    let renderer = CodeBlockRenderer(strings: .english, availability: Self.availability, baseline: (15, 0))

    /// The highlighted HTML of a snippet with every token class is exactly the golden file
    /// (`PUENTE_RECORD=1` rewrites it; review the diff).
    @Test func highlightedHTMLMatchesTheGoldenFile() throws {
        let source = try String(contentsOf: Self.folder.appending(path: "every-token.swift"), encoding: .utf8)
        let html = renderer.render(code: source, language: "swift", title: "Recetas.swift", badge: .checked(ios: "15"))
        let golden = Self.folder.appending(path: "every-token.html")
        if ProcessInfo.processInfo.environment["PUENTE_RECORD"] == "1" {
            try html.write(to: golden, atomically: true, encoding: .utf8)
        }
        #expect(html == (try String(contentsOf: golden, encoding: .utf8)))
        for kind in [
            "keyword", "type", "identifier", "attribute", "string", "number", "comment", "doc-comment", "directive",
            "operator",
        ] {
            #expect(html.contains("class=\"tok-\(kind)\""), "no \(kind) token")
        }
    }

    @Test func newerAPIsCarryANoteOlderOnesDoNot() {
        let html = renderer.render(
            code: "ContentUnavailableView(\"x\")\nText(\"y\").scrollContentBackground(.hidden)", language: "swift",
            title: nil, badge: nil)
        #expect(
            html.contains(
                "<span class=\"tok-type\">ContentUnavailableView</span><span class=\"api-popover\" role=\"tooltip\">iOS 17.0+</span>"
            ))
        #expect(
            html.contains(
                "<span class=\"tok-identifier\">scrollContentBackground</span><span class=\"api-popover\" role=\"tooltip\">iOS 16.0+</span>"
            ))
        #expect(!html.contains("Text</span><span class=\"api-popover\""))
    }

    @Test func deprecatedAPIsSayWhenAndWhatToUse() {
        let html = renderer.render(code: "v.onChange(of: x) { _ in }", language: "swift", title: nil, badge: nil)
        #expect(html.contains("deprecated in iOS 17.0 — Use the two-parameter closure"))
    }

    @Test func badgesAndAccessibility() {
        let checked = renderer.render(code: "let a = 1", language: "swift", title: nil, badge: .checked(ios: "15"))
        #expect(checked.contains("<p class=\"code-badge code-badge-checked\">type-checked · iOS 15+</p>"))
        #expect(checked.contains("<pre class=\"code\" tabindex=\"0\"><code class=\"language-swift\" lang=\"en\">"))
        #expect(
            checked.contains("<button type=\"button\" class=\"copy-code\" data-copied=\"Copied\" hidden>Copy</button>"))
        let fails = renderer.render(
            code: "x", language: "swift", title: nil, badge: .failsAsExpected(message: "no <b>"))
        #expect(fails.contains("fails as expected: no &lt;b&gt;"))
        let skipped = renderer.render(code: "x", language: "swift", title: nil, badge: .skipped(reason: "pseudocódigo"))
        #expect(skipped.contains("not checked: pseudocódigo"))
    }

    @Test func otherLanguagesAreEscapedPlainText() {
        let html = renderer.render(code: "echo \"<b>\" && ls", language: "bash", title: nil, badge: nil)
        #expect(
            html.contains("<code class=\"language-bash\" lang=\"en\">echo &quot;&lt;b&gt;&quot; &amp;&amp; ls</code>"))
        #expect(!html.contains("tok-"))
    }

    @Test func highlightingKeepsTheTextExactly() {
        let source = "let s = \"a\\tb\" /* c */\n\tlet x = [1, 2]\n"
        let text = SwiftHighlighter.pieces(source).map(\.text).joined()
        #expect(text == source)
    }
}
