import Foundation
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

/// Excerpts stay readable and cheap whatever the input: a megabyte line is shown as a window around the
/// column, and thousands of diagnostics in one file index its lines once.
@Suite struct ExcerptLimitTests {
    @Test func aHugeLineIsCutAroundTheColumn() {
        let line = String(repeating: "a", count: 1_000_000) + "X" + String(repeating: "b", count: 1_000_000)
        let renderer = DiagnosticRenderer { _ in "primera\n" + line + "\n" }
        let excerpt = renderer.excerpt(at: SourceLocation(path: "Content/site.yml", line: 2, column: 1_000_001))!
        #expect(excerpt.count < 2 * DiagnosticRenderer.excerptWidth + 40)
        let lines = excerpt.split(separator: "\n")
        let code = lines[1].dropFirst("2 | ".count)
        let caret = lines[2].dropFirst("  | ".count)
        #expect(code.hasPrefix("…") && code.hasSuffix("…"))
        // The caret sits under the X.
        #expect(Array(code)[caret.count - 1] == "X")
    }

    @Test func aShortLineIsShownWhole() {
        let renderer = DiagnosticRenderer { _ in "título: 日本語\n" }
        let excerpt = renderer.excerpt(at: SourceLocation(path: "a.md", line: 1, column: 9))!
        #expect(excerpt == "  |\n1 | título: 日本語\n  |         ^\n")
    }

    @Test func tenThousandDiagnosticsInOneFileRenderInLinearTime() {
        let text = (1...40_000).map { "línea \($0) <b>html</b>" }.joined(separator: "\n")
        let renderer = DiagnosticRenderer { _ in text }
        let started = Date()
        var total = 0
        for line in stride(from: 1, through: 40_000, by: 4) {
            total +=
                renderer.render(
                    .warning("raw HTML", at: SourceLocation(path: "Content/es/x.md", line: line, column: 10))
                ).count
        }
        #expect(total > 0)
        #expect(Date().timeIntervalSince(started) < 20)
    }
}

/// A file name chosen by a pull request cannot inject a GitHub workflow command into CI's log.
@Suite struct WorkflowCommandInjectionTests {
    let hostile = "Content/es/x\n::error file=a::pwned\r\n::add-mask::y.md"

    @Test func textOutputShowsControlCharactersInPaths() {
        let diagnostic = Diagnostic.error("boom", at: SourceLocation(path: hostile, line: 3, column: 2))
        let text = DiagnosticRenderer { _ in nil }.render(diagnostic)
        #expect(!text.dropLast().contains("\n"))
        #expect(text.hasPrefix(#"Content/es/x\n::error file=a::pwned\r\n::add-mask::y.md:3:2: error: boom"#))
    }

    /// Control characters, line separators and `##[` in every field (path, message, help, notes, the excerpt's
    /// source line), rendered in the three formats: no line starts with `::` but Puente's own annotations, and
    /// no line holds `##[`.
    @Test(arguments: DiagnosticFormat.allCases)
    func everyFieldIsEscapedInEveryFormat(format: DiagnosticFormat) {
        let nasty = "a\n::error::b\r::add-mask::c\u{2028}::d\u{85}::e\u{0B}##[warning]f\u{1B}[31m"
        let location = SourceLocation(path: hostile, line: 2, column: 4)
        let diagnostic = Diagnostic(
            .error, "message " + nasty, at: location, help: "help " + nasty,
            notes: [Diagnostic(.note, "note " + nasty, at: SourceLocation(path: nasty, line: 1))])
        let source = "first\n  ::error::in the source ##[error]x\r::y\n"
        let output: String
        switch format {
        case .text: output = DiagnosticRenderer { _ in source }.render(diagnostic)
        case .github: output = DiagnosticFormat.githubAnnotation(diagnostic) + "\n"
        case .json:
            output = DiagnosticFormat.jsonReport([diagnostic], counts: [:])
            // Still one JSON document, whose strings say what they said.
            let object = try? JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
            let first = (object?["diagnostics"] as? [[String: Any]])?.first
            #expect(first?["message"] as? String == "message " + nasty, "\(output)")
        }
        #expect(!output.contains("##["), "\(output)")
        #expect(
            !output.unicodeScalars.contains { $0 == "\u{2028}" || $0 == "\u{85}" || $0 == "\u{1B}" || $0 == "\u{0B}" })
        let lines = output.split(omittingEmptySubsequences: true) { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        let commands = lines.filter { $0.drop { $0 == " " || $0 == "\t" }.hasPrefix("::") }
        if format == .github {
            #expect(lines.count == 1 && commands.count == 1, "\(output)")
            #expect(commands.first?.hasPrefix("::error file=Content/es/x%0A%3A%3Aerror") == true)
        } else {
            #expect(commands.isEmpty, "\(output)")
        }
    }

    @Test func githubAnnotationsEscapeNewlinesInPathsAndMessages() {
        let diagnostic = Diagnostic.error(
            "first\n::warning::second", at: SourceLocation(path: hostile, line: 1, column: 1), help: "x\r\ny")
        let line = DiagnosticFormat.githubAnnotation(diagnostic)
        #expect(!line.contains("\n") && !line.contains("\r"))
        #expect(
            line.hasPrefix("::error file=Content/es/x%0A%3A%3Aerror file=a%3A%3Apwned%0D%0A%3A%3Aadd-mask%3A%3Ay.md,"))
        #expect(line.contains("::first%0A::warning::second"))
    }
}
