import Foundation
import Testing

@testable import CodeBlocks

/// Lines marked by `highlight="…"` and diffs: every line in a span of its own, well nested, the text intact.
@Suite struct LineMarksTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Fixtures/Golden/code")

    let renderer = CodeBlockRenderer(strings: .english, symbols: [:])

    /// The text a reader copies: the code's HTML without tags and popovers, entities decoded.
    static func text(_ html: String) -> String {
        var html = html
        while let start = html.range(of: "<span class=\"api-popover\""),
            let end = html.range(of: "</a></span>", range: start.upperBound..<html.endIndex)
        {
            html.removeSubrange(start.lowerBound..<end.upperBound)
        }
        let stripped = html.replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)
        return stripped.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
    }

    /// The HTML inside `<code …>` and `</code>`.
    static func code(_ figure: String) throws -> String {
        let start = try #require(figure.range(of: " lang=\"en\">"))
        let end = try #require(figure.range(of: "</code></pre>"))
        return String(figure[start.upperBound..<end.lowerBound])
    }

    /// Whether every line span holds well-nested spans only.
    static func wellNested(_ line: String) -> Bool {
        var depth = 0
        var rest = line[...]
        while let tag = rest.range(of: "<[^>]*>", options: .regularExpression) {
            depth += rest[tag].hasPrefix("</") ? -1 : 1
            if depth < 0 { return false }
            rest = rest[tag.upperBound...]
        }
        return depth == 0
    }

    @Test func aTokenOverSeveralLinesIsCutIntoOneSpanPerLine() {
        #expect(
            LineMarks.split("<span class=\"tok-comment\">/* a\n\nb */</span> x\ny") == [
                "<span class=\"tok-comment\">/* a</span>", "", "<span class=\"tok-comment\">b */</span> x", "y",
            ])
        // Nested elements close innermost first and open again outermost first.
        #expect(
            LineMarks.split("<b><i>1\n2</i></b>\n") == ["<b><i>1</i></b>", "<b><i>2</i></b>", ""])
        // A popover's own line feeds stay in it.
        #expect(
            LineMarks.split("<span class=\"api\"><span class=\"api-popover\" id=\"p\">a\nb</span></span>\nc") == [
                "<span class=\"api\"><span class=\"api-popover\" id=\"p\">a\nb</span></span>", "c",
            ])
    }

    @Test func markedLinesCarryAClassAndTheTextStaysExact() throws {
        let code = "/* uno\n   dos */\nlet s = \"\"\"\n  <tres> & \"cuatro\"\n  \"\"\"\nlet x = 1\n"
        let figure = renderer.render(
            code: code, language: "swift", title: nil, badge: nil, highlightedLines: [2, 4, 6])
        let html = try Self.code(figure)
        #expect(Self.text(html) == code)
        let lines = html.components(separatedBy: "\n</span>")
        #expect(lines.count == 7)
        #expect(lines.last == "")
        for (index, line) in lines.dropLast().enumerated() {
            let marked = [1, 3, 5].contains(index)
            #expect(line.hasPrefix(marked ? "<span class=\"line hl\">" : "<span class=\"line\">"), "line \(index + 1)")
            #expect(Self.wellNested(line + "</span>"), "line \(index + 1): \(line)")
        }
        #expect(lines[1].contains("<span class=\"tok-comment\">   dos */</span>"))
        // A block without marks is left as it was.
        let plain = renderer.render(code: code, language: "swift", title: nil, badge: nil)
        #expect(!plain.contains("class=\"line"))
        #expect(Self.text(try Self.code(plain)) == code)
    }

    @Test func otherLanguagesMarkLinesToo() throws {
        let html = try Self.code(
            renderer.render(code: "a < b\nc\n", language: "text", title: nil, badge: nil, highlightedLines: [2]))
        #expect(html == "<span class=\"line\">a &lt; b\n</span><span class=\"line hl\">c\n</span>")
        // Without a final line feed, the last line has none either.
        let open = try Self.code(
            renderer.render(code: "a\nb", language: "", title: nil, badge: nil, highlightedLines: [1, 9]))
        #expect(open == "<span class=\"line hl\">a\n</span><span class=\"line\">b</span>")
    }

    @Test func aPlainDiffClassesItsLines() throws {
        let code =
            "--- a/A.swift\n+++ b/A.swift\n@@ -1,2 +1,2 @@\n keep <x>\n-old\n+new\nbare\n\\ No newline at end of file\n"
        let html = try Self.code(renderer.render(code: code, language: "diff", title: nil, badge: nil))
        #expect(Self.text(html) == code)
        #expect(
            html.components(separatedBy: "\n</span>") == [
                "<span class=\"line diff-file\">--- a/A.swift", "<span class=\"line diff-file\">+++ b/A.swift",
                "<span class=\"line diff-hunk\">@@ -1,2 +1,2 @@",
                "<span class=\"line\"><span class=\"diff-marker\"> </span>keep &lt;x&gt;",
                "<span class=\"line diff-del\"><span class=\"diff-marker\">-</span>old",
                "<span class=\"line diff-add\"><span class=\"diff-marker\">+</span>new",
                "<span class=\"line\"><span class=\"diff-marker\"></span>bare",
                "<span class=\"line diff-note\">\\ No newline at end of file", "",
            ])
    }

    /// `git diff`'s output: each file's extended header (`diff --git`, `index`, modes, renames) and its
    /// `---`/`+++` pair are file lines, in every file of the diff; a removed line starting `--` is not.
    @Test func gitsFileHeadersAreFileLinesInEveryFile() {
        let code = """
            diff --git a/A.swift b/A.swift
            index 83db48f..bf269f4 100644
            --- a/A.swift
            +++ b/A.swift
            @@ -1 +1 @@
            --- old comment
            +new
            diff --git a/B.swift b/B.swift
            new file mode 100644
            --- /dev/null
            +++ b/B.swift
            @@ -0,0 +1 @@
            +let b = 1

            """
        let kinds = LineMarks.diffLines(code).map(\.kind)
        #expect(
            kinds == [
                .file, .file, .file, .file, .hunk, .removed, .added, .file, .file, .file, .file, .hunk, .added,
            ])
    }

    /// A diff in another language than Swift is highlighted in it too (KSyntaxHighlighting), side by side.
    @Test func aKotlinDiffIsHighlightedInKotlin() throws {
        let code = "-fun old() = 1\n+fun new() = 2\n"
        let html = try Self.code(
            renderer.render(code: code, language: "diff", title: nil, badge: nil, diffLanguage: "kotlin"))
        #expect(Self.text(html) == code)
        #expect(
            html.contains(
                "<span class=\"line diff-add\"><span class=\"diff-marker\">+</span><span class=\"tok-keyword\">fun</span>"
            ))
    }

    @Test func aSwiftDiffHighlightsEachSideAsItReads() throws {
        // The removed line opens a block comment only on the old side: the added lines after it are code.
        let code = " struct A {\n-    /* old\n-    */ var a = 1\n+    var a = \"new\"\n     let b = 2\n }\n"
        let figure = renderer.render(
            code: code, language: "diff", title: nil, badge: nil, highlightedLines: [4], diffLanguage: "swift")
        let html = try Self.code(figure)
        #expect(Self.text(html) == code)
        let lines = html.components(separatedBy: "\n</span>")
        #expect(lines.count == 7)
        for line in lines.dropLast() { #expect(Self.wellNested(line + "</span>"), "\(line)") }
        #expect(lines[1].hasPrefix("<span class=\"line diff-del\"><span class=\"diff-marker\">-</span>"))
        #expect(lines[1].contains("<span class=\"tok-comment\">/* old</span>"))
        #expect(lines[2].contains("<span class=\"tok-comment\">    */</span>"))
        #expect(lines[3].hasPrefix("<span class=\"line diff-add hl\"><span class=\"diff-marker\">+</span>"))
        #expect(lines[3].contains("<span class=\"tok-string\">"))
        #expect(lines[0].contains("<span class=\"tok-keyword\">struct</span>"))
        // The figure as a whole is the golden file (`PUENTE_RECORD=1` rewrites it; review the diff).
        let golden = Self.folder.appending(path: "diff-swift.html")
        if ProcessInfo.processInfo.environment["PUENTE_RECORD"] == "1" {
            try figure.write(to: golden, atomically: true, encoding: .utf8)
        }
        #expect(figure == (try String(contentsOf: golden, encoding: .utf8)))
    }

    @Test func aDiffInALanguageNoHighlighterKnowsIsPlain() throws {
        let html = try Self.code(
            renderer.render(code: "+let a = 1\n", language: "diff", title: nil, badge: nil, diffLanguage: "klingon"))
        #expect(html == "<span class=\"line diff-add\"><span class=\"diff-marker\">+</span>let a = 1\n</span>")
    }
}
