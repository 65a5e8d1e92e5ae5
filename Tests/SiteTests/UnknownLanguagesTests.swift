import Markdown
import Testing

@testable import Site

/// Code blocks in a language no highlighter knows are named in one warning for the whole site.
@Suite struct UnknownLanguagesTests {
    static func document(_ text: String) -> MarkdownNode { CommonMarkConverter.parse(text) }

    @Test func knownPlainAndHandledLanguagesAreNotWarnedAbout() {
        let text =
            "```swift\nlet a = 1\n```\n\n```bash\nls\n```\n\n```text\nx\n```\n\n```\nno language\n```\n\n"
            + "```mermaid\nflowchart LR\nA-->B\n```\n\n```Kotlin\nfun a() {}\n```\n\n```objc\n@end\n```\n"
        #expect(UnknownLanguages.warning([("Content/es/a.md", Self.document(text))]) == nil)
    }

    @Test func oneWarningNamesEveryUnknownLanguageAtItsFirstBlock() throws {
        let first = "# A\n\n```klingon\nqapla'\n```\n\n```vulcan\nx\n```\n"
        let second = "```klingon\nagain\n```\n\n```romulan x=1\ny\n```\n"
        let warning = try #require(
            UnknownLanguages.warning([
                ("Content/ja/b.md", Self.document(second)), ("Content/es/a.md", Self.document(first)),
            ]))
        #expect(
            warning.description
                == "Content/es/a.md:3:1: warning: code blocks in languages Puente cannot highlight are shown plain: "
                + "'klingon' (2 blocks), 'vulcan' (1 block, first at Content/es/a.md:7:1), "
                + "'romulan' (1 block, first at Content/ja/b.md:5:1)")
        #expect(warning.help?.contains("'text' for plain text") == true)
    }
}
