import Diagnostics
import Markdown
import Testing

@testable import Snippets

@Suite struct LineSelectionTests {
    @Test func rangesAndSingleLinesAreRead() {
        let selection = LineSelection("3-5,9, 12 - 13 ")
        #expect(selection.problems.isEmpty)
        #expect(selection.items.map { [$0.first, $0.last, $0.offset] } == [[3, 5, 0], [9, 9, 4], [12, 13, 7]])
        #expect(selection.lines(upTo: 12) == [3, 4, 5, 9, 12])
    }

    @Test func garbageReversedZeroAndEmptyItemsAreProblemsAtTheirOffsets() {
        let selection = LineSelection("a,5-3,0,,2-,7")
        #expect(selection.items.map(\.first) == [7])
        #expect(selection.problems.map(\.offset) == [0, 2, 6, 8, 9])
        #expect(selection.problems[0].message == "'a' is not a line number or a range of lines")
        #expect(selection.problems[1].message == "reversed range '5-3': write '3-5'")
        #expect(LineSelection("99999999999999999999").problems.count == 1)
        #expect(LineSelection("").problems.count == 1)
    }

    @Test func sourceNumbersMapOntoShownLinesThroughHiddenOnes() {
        // Source lines 1…5; 2 and 4 are hidden, so 1, 3, 5 are shown as 1, 2, 3.
        let hidden = [false, true, false, true, false]
        let mapped = LineSelection("1,3-5").displayed(hidden: hidden)
        #expect(mapped.lines == [1, 2, 3])
        #expect(mapped.problems.isEmpty)
        let onHidden = LineSelection("4, 2-2,7,4-9").displayed(hidden: hidden)
        #expect(onHidden.lines == [3])
        #expect(
            onHidden.problems.map(\.message) == [
                "line 4 is hidden (//#): readers never see it", "line 2 is hidden (//#): readers never see it",
                "line 7 is past the block's end (5 lines)",
                "lines 4-9 go past the block's end (5 lines): only 4-5 are marked",
            ])
        #expect(onHidden.problems.map(\.offset) == [0, 3, 7, 9])
        #expect(
            LineSelection("2-8").displayed(hidden: hidden).problems.map(\.message) == [
                "lines 2-8 go past the block's end (5 lines): only 2-5 are marked"
            ])
        #expect(
            LineSelection("5-8").displayed(hidden: hidden).problems.map(\.message) == [
                "lines 5-8 go past the block's end (5 lines): only line 5 is marked"
            ])
    }

    @Test func linesAreWrittenBackCompactly() {
        #expect(LineSelection.format([5, 1, 3, 4, 9, 10]) == "1,3-5,9-10")
        #expect(LineSelection.format([]) == "")
    }

    @Test func fenceInfoKnowsHighlightAndDiffLanguages() {
        let info = FenceInfo(#"swift title="A.swift" highlight="2-3""#)
        #expect(info.highlight == "2-3")
        #expect(info.unknownKeys.isEmpty)
        #expect(info.offsets["highlight"] == 22)
        #expect(info.valueOffsets["highlight"] == 33)
        #expect(info.ends["highlight"] == 37)
        #expect(FenceInfo.keys.contains("highlight"))
        let diff = FenceInfo("diff swift highlight=2")
        #expect(diff.language == "diff")
        #expect(diff.diffLanguage == "swift")
        #expect(diff.highlight == "2")
        #expect(diff.valueOffsets["highlight"] == 21)
        #expect(diff.unknownKeys.isEmpty)
        #expect(FenceInfo("swift diff").unknownKeys.map(\.key) == ["diff"])
        #expect(FenceInfo("diff").diffLanguage == nil)
    }

    static func warnings(_ body: String) -> [Diagnostic] {
        SnippetExtractor.extract(SnippetExtractorTests.article(body), fallbackIOS: nil).diagnostics
    }

    @Test func problemsAreWarningsAtTheColumnOfTheirItem() {
        // Body line 1 is the article's line 4; the info starts at column 4, `highlight="` at 18: the value at 29.
        let diagnostics = Self.warnings(
            "```swift title=x highlight=\"a,5-3,2,9\"\nlet a = 1\n//# let b = 2\nlet c = 3\n```\n")
        #expect(diagnostics.allSatisfy { $0.severity == .warning })
        #expect(diagnostics.map(\.location?.line) == [4, 4, 4, 4])
        #expect(diagnostics.map(\.location?.column) == [29, 31, 35, 37])
        #expect(
            diagnostics.map(\.message) == [
                "'a' is not a line number or a range of lines", "reversed range '5-3': write '3-5'",
                "line 2 is hidden (//#): readers never see it", "line 9 is past the block's end (3 lines)",
            ])
        #expect(
            diagnostics.first?.description.hasPrefix("Content/es/a.md:4:29: warning: 'a' is not a line number") == true
        )
    }

    @Test func anyLanguageIsCheckedAndAnIndentedFenceCountsItsIndentation() {
        let diagnostics = Self.warnings("- punto\n\n  ```text highlight=3\n  uno\n  ```\n\n```diff swift\n+ x\n```\n")
        #expect(diagnostics.map(\.message) == ["line 3 is past the block's end (1 line)"])
        #expect(diagnostics.map(\.location?.line) == [6])
        #expect(diagnostics.map(\.location?.column) == [21])
        // Neither the text block nor the diff is a snippet.
        #expect(
            SnippetExtractor.extract(
                SnippetExtractorTests.article("```diff swift\n-let a = 1\n+let a = 2\n```\n"), fallbackIOS: nil
            ).snippets.isEmpty)
    }

    @Test func emptyAndPreludeHighlightsAreWarnings() {
        #expect(Self.warnings("```swift highlight\nlet a = 1\n```\n").map(\.message) == ["'highlight' names no line"])
        #expect(
            Self.warnings("```swift prelude highlight=1\nlet a = 1\n```\n").map(\.message) == [
                "a prelude block is never shown: 'highlight' marks nothing"
            ])
    }

    @Test func shownDocumentNumbersTheLinesReadersSee() {
        let article = SnippetExtractorTests.article(
            "```swift title=\"A\" highlight=\"1,3-4\" ios=16\n//# import Foundation\nlet a = 1\nlet b = 2\n//# let c = 3\n```\n"
        )
        var infos: [String] = []
        SnippetExtractor.displayDocument(article.document).walk { node in
            if case .codeBlock(let info, _) = node.kind { infos.append(info) }
        }
        #expect(infos == [#"swift title="A" highlight="2" ios=16"#])
    }
}
