import Config
import Foundation
import Testing

@testable import CodeBlocks

/// KSyntaxHighlighting through ``LanguageHighlighter``: every language the issue lists has a golden file of
/// its highlighted HTML (`PUENTE_RECORD=1` rewrites them; review the diff), and no text is lost or changed.
@Suite struct LanguageHighlighterTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Fixtures/Golden/languages")

    /// The fence names of the samples (`bash.sample` → ```` ```bash ````).
    static let languages = [
        "bash", "shell", "zsh", "json", "yaml", "xml", "plist", "objective-c", "c", "kotlin", "java", "javascript",
        "typescript", "ruby", "diff", "sql", "toml", "markdown", "text",
    ]

    let renderer = CodeBlockRenderer(strings: .english, symbols: [:])

    /// The code inside the `<code>` element, tags removed and entities decoded: what a reader copies.
    static func text(ofCode html: String) -> String {
        guard let open = html.range(of: " lang=\"en\">"), let close = html.range(of: "</code></pre>") else { return "" }
        var inside = String(html[open.upperBound..<close.lowerBound])
        while let tag = inside.range(of: "<[^>]*>", options: .regularExpression) { inside.removeSubrange(tag) }
        return inside.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
    }

    @Test(arguments: languages) func highlightedHTMLMatchesItsGoldenFile(language: String) throws {
        let source = try String(contentsOf: Self.folder.appending(path: "\(language).sample"), encoding: .utf8)
        let html = renderer.render(code: source, language: language, title: nil, badge: nil)
        let golden = Self.folder.appending(path: "\(language).html")
        if ProcessInfo.processInfo.environment["PUENTE_RECORD"] == "1" {
            try html.write(to: golden, atomically: true, encoding: .utf8)
        }
        #expect(html == (try String(contentsOf: golden, encoding: .utf8)))
        #expect(Self.text(ofCode: html) == source, "the highlighted text differs from the code")
        if language == "text" {
            #expect(!html.contains("tok-"))
        } else if language == "diff" {
            // A plain diff is shown as changes (``LineMarks``): its lines classed, their text plain.
            #expect(html.contains("class=\"line diff-add\"") && html.contains("class=\"line diff-del\""))
        } else {
            #expect(html.contains("class=\"tok-"), "\(language) came out plain")
        }
    }

    /// Each listed language is told apart the way a reader expects: its comments are comments, its strings
    /// strings, its keywords keywords.
    @Test func theUsualTokensGetTheirClasses() {
        func classes(_ code: String, _ language: String) -> [String: String] {
            let definition = LanguageHighlighter.definition(forFence: language)!
            var found: [String: String] = [:]
            for piece in LanguageHighlighter.pieces(code, definition: definition) {
                if let kind = piece.kind { found[piece.text.trimmingCharacters(in: .whitespaces)] = kind.rawValue }
            }
            return found
        }
        #expect(classes("echo \"hola\" # fin", "bash")["# fin"] == "comment")
        #expect(classes("{\"a\": 1}", "json")["1"] == "number")
        #expect(classes("fun main() {}", "kotlin")["fun"] == "keyword")
        #expect(classes("SELECT 1;", "sql")["SELECT"] == "keyword")
        #expect(classes("@interface A : NSObject\n@end", "objc")["@interface"] == "keyword")
    }

    @Test func fenceNamesResolveToTheLibrarysDefinitions() {
        let names = Set(SyntaxHighlightingConverter.definitions.map(\.name))
        #expect(names.count > 300)
        for (alias, definition) in LanguageHighlighter.aliases {
            #expect(names.contains(definition), "'\(alias)' names '\(definition)', which the library lacks")
        }
        #expect(LanguageHighlighter.definition(forFence: "Kotlin") == "Kotlin")
        #expect(LanguageHighlighter.definition(forFence: "lua") == "Lua")
        #expect(LanguageHighlighter.definition(forFence: "hs") == "Haskell")
        #expect(LanguageHighlighter.definition(forFence: "swiftish") == nil)
        #expect(LanguageHighlighter.definition(forFence: "text") == nil)
    }

    @Test func anUnknownLanguageIsShownPlainAndWhole() {
        let html = renderer.render(code: "a <b> & c", language: "klingon", title: nil, badge: nil)
        #expect(html.contains("a &lt;b&gt; &amp; c</code>"))
        #expect(!html.contains("tok-"))
    }

    /// Japanese and Spanish text, an emoji outside the BMP (two UTF-16 units) and a NUL keep their places.
    @Test func textOutsideASCIIKeepsItsPlace() {
        let code = "# 日本語のコメント 🍳\necho \"ñandú 🍳\" \u{0}x # fin\n"
        let html = renderer.render(code: code, language: "bash", title: nil, badge: nil)
        #expect(Self.text(ofCode: html) == code)
        #expect(html.contains("<span class=\"tok-comment\"># 日本語のコメント 🍳</span>"))
    }

    /// Highlighting from many threads at once, in several languages, gives what it gives alone (each thread
    /// has its own repository of definitions).
    @Test func parallelHighlightingEqualsSerial() async {
        let definitions = ["SQL", "Bash", "JSON", "Kotlin", "Objective-C", "YAML"]
        let samples = [
            "SELECT 1 FROM t; -- n", "echo \"$HOME\" # c", "{\"a\": [1, true]}", "fun a() = 1 // k",
            "@interface A : NSObject\n@end", "a: [1, b] # y",
        ]
        let work = (0..<240).map { (definitions[$0 % 6], samples[$0 % 6] + " \($0)\n") }
        let serial = work.map { LanguageHighlighter.pieces($0.1, definition: $0.0) }
        let parallel = await withTaskGroup(of: (Int, [SwiftHighlighter.Piece]).self) { group in
            for (index, (definition, code)) in work.enumerated() {
                group.addTask { (index, LanguageHighlighter.pieces(code, definition: definition)) }
            }
            var out = [[SwiftHighlighter.Piece]](repeating: [], count: work.count)
            for await (index, pieces) in group { out[index] = pieces }
            return out
        }
        #expect(parallel == serial)
    }

    /// Work grows linearly: a block ten times longer costs about ten times as much, not a hundred.
    @Test func aLongBlockIsHighlightedWhole() {
        let code = String(repeating: "let x = { \"a\": [1, 2, \"b\"] }; // c\n", count: 5_000)
        let pieces = LanguageHighlighter.pieces(code, definition: "JavaScript")
        #expect(pieces.map(\.text).joined() == code)
    }
}
