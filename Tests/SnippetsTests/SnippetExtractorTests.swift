import Config
import Content
import Diagnostics
import Markdown
import Testing

@testable import Snippets

@Suite struct SnippetExtractorTests {
    static func article(_ body: String, ios: IOSVersion? = IOSVersion(major: 15)) -> Article {
        let source = "---\ntitle: x\n---\n" + body
        let blanked = "\n\n\n" + body
        let (document, headings) = HeadingAnchors.assign(in: CommonMarkConverter.parse(blanked))
        var fm = FrontMatter(title: "x")
        fm.ios = ios
        return Article(
            path: "Content/es/a.md", language: "es", slug: "a", frontMatter: fm, document: document, headings: headings,
            source: source)
    }

    @Test func linesMapToArticleLinesAndColumns() throws {
        let a = Self.article("Texto.\n\n- item\n\n  ```swift\n  let x = 1\n  //# let hidden = 2\n  ```\n")
        let extraction = SnippetExtractor.extract(a, fallbackIOS: nil)
        let snippet = try #require(extraction.snippets.first)
        #expect(snippet.fence.line == 8)
        #expect(snippet.lines.map(\.line) == [9, 10])
        #expect(snippet.lines.map(\.columnOffset) == [2, 6])
        #expect(snippet.lines.map(\.hidden) == [false, true])
        #expect(snippet.code == "let x = 1\nlet hidden = 2")
        #expect(snippet.visibleCode == "let x = 1\n")
    }

    @Test func optionsBecomeExpectations() {
        let a = Self.article(
            "```swift fails=\"boom\"\nx\n```\n\n```swift skip=\"pseudocódigo\"\ny\n```\n\n```swift ios=17\nz\n```\n")
        let snippets = SnippetExtractor.extract(a, fallbackIOS: nil).snippets
        #expect(
            snippets.map(\.expectation) == [.fails(containing: "boom"), .skipped(reason: "pseudocódigo"), .compiles])
        #expect(snippets[2].ios == IOSVersion(major: 17))
        #expect(snippets[0].ios == IOSVersion(major: 15))
    }

    /// `\"` inside a quoted option works as documented: the options are read from the fence line as written,
    /// not from cmark's info string, which has already dropped the backslash (hostile pull requests, item 9).
    @Test func anEscapedQuoteInsideAnOptionIsKept() {
        let a = Self.article(
            "```swift title=\"Say \\\"hola\\\".swift\" fails=\"a \\\"b\\\" c\"\nx\n```\n\n"
                + "> ```swift title=\"Cita.swift\"\n> y\n> ```\n")
        let extraction = SnippetExtractor.extract(a, fallbackIOS: nil)
        #expect(extraction.diagnostics.isEmpty, "\(extraction.diagnostics)")
        #expect(extraction.snippets.map(\.title) == ["Say \"hola\".swift", "Cita.swift"])
        #expect(extraction.snippets.first?.expectation == .fails(containing: "a \"b\" c"))
    }

    @Test func preludeIsSharedAndNeverASnippet() {
        let a = Self.article("```swift prelude\nstruct Place {}\n```\n\n```swift\nlet p = Place()\n```\n")
        let extraction = SnippetExtractor.extract(a, fallbackIOS: nil)
        #expect(extraction.snippets.count == 1)
        #expect(extraction.prelude.map(\.text) == ["struct Place {}"])
        #expect(extraction.prelude.allSatisfy { $0.hidden })
    }

    @Test func fenceProblemsAreLocated() {
        let a = Self.article("```swift iso=16 skip=\"\"\nx\n```\n")
        let messages = SnippetExtractor.extract(a, fallbackIOS: nil).diagnostics
        #expect(
            messages.map(\.description) == [
                "Content/es/a.md:4:10: error: unknown code block option 'iso'",
                "Content/es/a.md:4:17: error: 'skip' needs a reason that readers will see",
            ])
        #expect(messages.first?.help == "did you mean 'ios'?")
    }

    @Test func missingMinimumIOSIsReportedOnce() {
        let a = Self.article("```swift\na\n```\n\n```swift\nb\n```\n", ios: nil)
        let messages = SnippetExtractor.extract(a, fallbackIOS: nil).diagnostics
        #expect(messages.count == 1)
        #expect(messages.first?.message == "article has Swift snippets but no minimum iOS version")
        #expect(SnippetExtractor.extract(a, fallbackIOS: IOSVersion(major: 16)).diagnostics.isEmpty)
    }

    @Test func hiddenLinesAndPreludesNeverReachTheHTML() {
        let a = Self.article(
            "```swift prelude\nstruct Secreto {}\n```\n\n```swift\n//# let oculto = 1\nlet visible = 2\n```\n")
        let html = HTMLRenderer().render(SnippetExtractor.displayDocument(a.document))
        #expect(html == "<pre><code class=\"language-swift\">let visible = 2\n</code></pre>\n")
        #expect(!html.contains("oculto") && !html.contains("Secreto"))
    }

    @Test func generatedFileMapsCompilerPositionsBack() throws {
        let a = Self.article("```swift prelude\nstruct P {}\n```\n\n  ```swift\n  let x: Int = \"no\"\n  ```\n")
        let extraction = SnippetExtractor.extract(a, fallbackIOS: nil)
        let file = GeneratedFile(snippet: extraction.snippets[0], prelude: extraction.prelude, imports: ["SwiftUI"])
        #expect(file.text == "import SwiftUI\nstruct P {}\nlet x: Int = \"no\"\n")
        #expect(file.location(line: 3, column: 14) == SourceLocation(path: "Content/es/a.md", line: 9, column: 16))
        #expect(file.location(line: 2, column: 1) == SourceLocation(path: "Content/es/a.md", line: 5, column: 1))
        #expect(file.location(line: 1, column: 8) == extraction.snippets[0].fence)
    }
}

@Suite struct DisplayDocumentSharingTests {
    @Test func theMarkerIsFoundWherePresentOnly() {
        #expect(HiddenLine.mayHide("//# oculto"))
        #expect(HiddenLine.mayHide("let a = 1\n    ///# tres barras"))
        #expect(HiddenLine.mayHide("fin //#"))
        #expect(!HiddenLine.mayHide("// # no\n/ /#\n//"))
        #expect(!HiddenLine.mayHide(""))
    }

    @Test func aDocumentWithNothingToHideComesBackAsItIs() {
        let source = "# T\n\n```swift\nlet a = 1 // comentario\n```\n\n- lista\n\n  ```swift\n  let b = 2\n  ```\n"
        let document = SnippetExtractorTests.article(source).document
        #expect(SnippetExtractor.displayDocument(document) == document)
    }

    @Test func hiddenLinesAndPreludesGoWhereverTheyAre() {
        let source =
            "> ```swift prelude\n> struct P {}\n> ```\n\n- punto\n\n  ```swift\n  //# let x = 1\n  let y = 2\n  ```\n"
        let document = SnippetExtractorTests.article(source).document
        let shown = SnippetExtractor.displayDocument(document)
        var literals: [String] = []
        shown.walk { node in
            if case .codeBlock(_, let literal) = node.kind { literals.append(literal) }
        }
        #expect(literals == ["let y = 2\n"])
    }
}
