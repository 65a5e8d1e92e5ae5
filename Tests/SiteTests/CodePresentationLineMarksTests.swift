import CodeBlocks
import Markdown
import Snippets
import Testing

@testable import Site

/// From the article to the page: `highlight` numbers count the block's source lines, hidden ones included,
/// and the marks land on the lines readers see; a `diff swift` block is shown as a diff.
@Suite struct CodePresentationLineMarksTests {
    static func figures(_ markdown: String) -> [String] {
        let shown = SnippetExtractor.displayDocument(CommonMarkConverter.parse(markdown))
        let renderer = CodeBlockRenderer(strings: .english, symbols: [:])
        var figures: [String] = []
        CodePresentation.present(shown, outcomes: [], uses: [], renderer: renderer).walk { node in
            if case .generatedHTML(let html) = node.kind { figures.append(html) }
        }
        return figures
    }

    @Test func marksLandOnTheLinesShown() throws {
        let figures = Self.figures(
            "```swift highlight=\"3,5\"\n//# struct A {\n//#     var b: Int {\nlet x = 1\n//#     }\nlet y = 2\n```\n\n"
                + "```diff swift\n-let a = 1\n+var a = 1\n```\n")
        #expect(figures.count == 2)
        let lines = figures[0].components(separatedBy: "<span class=\"line")
        #expect(lines.count == 3)
        #expect(lines[1].hasPrefix(" hl\">") && lines[1].contains(">x<"))
        #expect(lines[2].hasPrefix(" hl\">") && lines[2].contains(">y<"))
        #expect(!figures[0].contains("struct"))
        #expect(figures[1].contains("<span class=\"line diff-del\"><span class=\"diff-marker\">-</span>"))
        #expect(figures[1].contains("<span class=\"tok-keyword\">var</span>"))
    }
}
