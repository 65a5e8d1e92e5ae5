import Testing

@testable import Diagnostics

@Suite struct DiagnosticRendererTests {
    @Test func oneLineFormIsPathLineColumn() {
        let d = Diagnostic.error("broken link 'x.md'", at: SourceLocation(path: "Content/es/a.md", line: 12, column: 5))
        #expect(d.description == "Content/es/a.md:12:5: error: broken link 'x.md'")
    }

    @Test func excerptPointsAtTheColumnAcrossWideCharacters() {
        let renderer = DiagnosticRenderer { _ in "primera\n背景色と[x](y.md)\n" }
        let d = Diagnostic.error("broken", at: SourceLocation(path: "a.md", line: 2, column: 5), help: "fix it")
        #expect(
            renderer.render(d) == """
                a.md:2:5: error: broken
                  |
                2 | 背景色と[x](y.md)
                  |         ^
                  = help: fix it

                """)
    }

    @Test func unknownFileHasNoExcerpt() {
        let renderer = DiagnosticRenderer { _ in nil }
        let d = Diagnostic.warning("w", at: SourceLocation(path: "a.md", line: 1))
        #expect(renderer.render(d) == "a.md:1:1: warning: w\n")
    }

    @Test func sourceOrderPutsUnlocatedFirst() {
        let a = Diagnostic.error("a", at: SourceLocation(path: "b.md", line: 2))
        let b = Diagnostic.error("b", at: SourceLocation(path: "b.md", line: 1, column: 9))
        let c = Diagnostic.error("c")
        #expect([a, b, c].sorted(by: Diagnostic.sourceOrder).map(\.message) == ["c", "b", "a"])
    }

    @Test func spellingSuggestsCloseKeys() {
        #expect(Spelling.closest(to: "tittle", in: ["title", "tags"]) == "title")
        #expect(Spelling.closest(to: "zzz", in: ["title", "tags"]) == nil)
    }
}
