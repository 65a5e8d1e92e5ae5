import Config
import Foundation
import Snippets
import Testing

@testable import CodeBlocks

@Suite struct CodeBlockRendererTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Fixtures/Golden/code")

    static func symbol(_ path: [String], _ introduced: String?, deprecated: String? = nil, message: String? = nil)
        -> StubSymbol
    {
        StubSymbol(
            module: "SwiftUI", path: path, declaration: path.last!, summary: nil,
            availability: APIAvailability(introduced: introduced, deprecated: deprecated, message: message))
    }

    /// The stub declarations the tests' uses resolve to, by (made-up but well-formed) USR.
    static let symbols: [String: StubSymbol] = [
        "s:7SwiftUI22ContentUnavailableViewV": symbol(["ContentUnavailableView"], "17.0"),
        "s:7SwiftUI4ViewPAAE23scrollContentBackground": symbol(["View", "scrollContentBackground(_:)"], "16.0"),
        "s:7SwiftUI4TextV": symbol(["Text"], "13.0"),
        "s:7SwiftUI4ViewPAAE8onChange2of7perform": symbol(
            ["View", "onChange(of:perform:)"], "14.0", deprecated: "17.0", message: "Use the two-parameter closure"),
        "s:7SwiftUI4ViewPAAE8onChange2of7initial": symbol(["View", "onChange(of:initial:_:)"], "17.0"),
    ]

    let renderer = CodeBlockRenderer(strings: .english, symbols: Self.symbols)

    /// The popover that follows the name `name` in `html`, and whether the name is marked.
    static func popover(of name: String, in html: String, marked: Bool? = nil) -> RenderedPopover? {
        RenderedPopover.find(name, in: html, marked: marked)
    }

    static func uses(ios: Int = 15, _ uses: [(Int, Int, String)]) -> BlockUses {
        BlockUses(ios: IOSVersion(major: ios), uses: uses.map { APIUse(line: $0.0, column: $0.1, usr: $0.2) })
    }

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

    @Test func everyResolvedAPIHasAPopoverNewerOnesAreMarked() throws {
        let html = renderer.render(
            code: "ContentUnavailableView(\"x\")\nText(\"y\").scrollContentBackground(.hidden)", language: "swift",
            title: nil, badge: nil,
            uses: Self.uses([
                (0, 1, "s:7SwiftUI22ContentUnavailableViewV"), (1, 1, "s:7SwiftUI4TextV"),
                (1, 11, "s:7SwiftUI4ViewPAAE23scrollContentBackground"),
            ]), idPrefix: "pu-api-3")
        let unavailable = try #require(Self.popover(of: "ContentUnavailableView", in: html))
        #expect(unavailable.marked)
        #expect(unavailable.html.contains("<span class=\"api-availability\">iOS 17.0+</span>"))
        #expect(
            unavailable.html.contains(
                "<a class=\"api-docs\" href=\"https://developer.apple.com/documentation/swiftui/contentunavailableview\" tabindex=\"-1\">Apple documentation</a>"
            ))
        let background = try #require(Self.popover(of: "scrollContentBackground", in: html))
        #expect(background.marked)
        #expect(background.html.contains("<code class=\"api-declaration\">"))
        #expect(
            background.html.contains(
                "href=\"https://developer.apple.com/documentation/swiftui/view/scrollcontentbackground(_:)\""))
        // An older API has its popover (declaration and link) but no mark and no availability line.
        let text = try #require(Self.popover(of: "Text", in: html))
        #expect(!text.marked)
        #expect(!text.html.contains("api-availability"))
        // Each name is focusable and described by its popover, with ids unique in the block.
        #expect(html.contains("tabindex=\"0\" aria-describedby=\"pu-api-3-0\""))
        #expect(
            html.contains("id=\"pu-api-3-0\"") && html.contains("id=\"pu-api-3-1\"")
                && html.contains("id=\"pu-api-3-2\""))
    }

    @Test func aPopoverGoesOnlyWhereTheCompilerResolvedAStubDeclaration() {
        // The same name twice: only the use the compiler resolved to the stub declaration gets one; the
        // other (a local, a parameter, the snippet's own type) is not in the stubs and makes no claim.
        let code = "let scrollContentBackground = 1\nv.scrollContentBackground(.hidden)"
        let html = renderer.render(
            code: code, language: "swift", title: nil, badge: nil,
            uses: Self.uses([(1, 3, "s:7SwiftUI4ViewPAAE23scrollContentBackground"), (0, 5, "s:4main5localV")]))
        #expect(html.components(separatedBy: "class=\"api-popover\"").count == 2)
        #expect(
            html.contains(
                "<span class=\"tok-keyword\">let</span> <span class=\"tok-identifier\">scrollContentBackground</span> ")
        )
    }

    @Test func blocksWithoutResolvedUsesMakeNoClaims() {
        let html = renderer.render(
            code: "ContentUnavailableView(\"x\")", language: "swift", title: nil, badge: .skipped(reason: "r"))
        #expect(!html.contains("api-popover") && !html.contains("class=\"api"))
    }

    @Test func theMarkComparesWithTheIOSTheBlockWasCheckedFor() throws {
        let uses = [(0, 3, "s:7SwiftUI4ViewPAAE23scrollContentBackground")]
        let code = "v.scrollContentBackground(.hidden)"
        let at15 = renderer.render(
            code: code, language: "swift", title: nil, badge: nil, uses: Self.uses(ios: 15, uses))
        let at16 = renderer.render(
            code: code, language: "swift", title: nil, badge: nil, uses: Self.uses(ios: 16, uses))
        #expect(try #require(Self.popover(of: "scrollContentBackground", in: at15)).marked)
        #expect(try #require(Self.popover(of: "scrollContentBackground", in: at16)).marked == false)
        #expect(!at16.contains("api-availability"))
    }

    @Test func overloadsWithDifferentAvailabilityAreToldApart() {
        let code = "v.onChange(of: x) { _ in }\nv.onChange(of: x) { a, b in }"
        let html = renderer.render(
            code: code, language: "swift", title: nil, badge: nil,
            uses: Self.uses(
                ios: 17,
                [
                    (0, 3, "s:7SwiftUI4ViewPAAE8onChange2of7perform"),
                    (1, 3, "s:7SwiftUI4ViewPAAE8onChange2of7initial"),
                ]))
        #expect(html.components(separatedBy: "class=\"api api-marked\"").count == 2)
        #expect(html.components(separatedBy: "class=\"api\" ").count == 2)
        #expect(html.contains("deprecated in iOS 17.0 — Use the two-parameter closure"))
    }

    @Test func deprecatedAPIsSayWhenAndWhatToUse() {
        let html = renderer.render(
            code: "v.onChange(of: x) { _ in }", language: "swift", title: nil, badge: nil,
            uses: Self.uses([(0, 3, "s:7SwiftUI4ViewPAAE8onChange2of7perform")]))
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

    /// Other languages are highlighted (KSyntaxHighlighting) and escaped; the golden files of every listed
    /// language are in ``LanguageHighlighterTests``.
    @Test func otherLanguagesAreHighlightedAndEscaped() {
        let html = renderer.render(code: "echo \"<b>\" && ls", language: "bash", title: nil, badge: nil)
        #expect(
            html.contains(
                "<code class=\"language-bash\" lang=\"en\"><span class=\"tok-keyword\">echo</span> "
                    + "<span class=\"tok-string\">&quot;&lt;b&gt;&quot;</span> "))
        #expect(LanguageHighlighterTests.text(ofCode: html) == "echo \"<b>\" && ls")
    }

    @Test func highlightingKeepsTheTextExactly() {
        let source = "let s = \"a\\tb\" /* c */\n\tlet x = [1, 2]\n"
        let text = SwiftHighlighter.pieces(source).map(\.text).joined()
        #expect(text == source)
    }
}
