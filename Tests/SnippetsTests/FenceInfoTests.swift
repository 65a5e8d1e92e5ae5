import Testing

@testable import Snippets

@Suite struct FenceInfoTests {
    @Test func parsesLanguageAndOptions() {
        let info = FenceInfo(#"swift ios=16.4 fails="only available in \"iOS\" 17" title=Vista.swift"#)
        #expect(info.language == "swift")
        #expect(info.ios == "16.4")
        #expect(info.expectedFailure == .some(#"only available in "iOS" 17"#))
        #expect(info.title == "Vista.swift")
        #expect(info.unknownKeys.isEmpty)
    }

    @Test func bareFailsHasNoSubstring() {
        #expect(FenceInfo("swift fails").expectedFailure == .some(nil))
        #expect(FenceInfo("swift").expectedFailure == nil)
    }

    @Test func unknownKeysAndUnterminatedQuotesAreReportedWithOffsets() {
        let info = FenceInfo(#"swift iso=15 skip="sin cerrar"#)
        #expect(info.unknownKeys.map(\.key) == ["iso"])
        #expect(info.unknownKeys.first?.offset == 6)
        #expect(info.problems.count == 1)
    }

    @Test func preludeFlag() {
        #expect(FenceInfo("swift prelude").isPrelude)
        #expect(FenceInfo("Swift").language == "swift")
    }
}

@Suite struct HiddenLineTests {
    @Test func markerIsRemovedAndIndentationKept() {
        #expect(HiddenLine.unhide("    //# let x = 1")! == ("    let x = 1", 4))
        #expect(HiddenLine.unhide("//#struct A {}")! == ("struct A {}", 3))
        #expect(HiddenLine.unhide("// # not hidden") == nil)
        #expect(HiddenLine.unhide("#if DEBUG") == nil)
    }
}

@Suite struct ContentHashTests {
    @Test func stableAndSensitive() {
        var a = ContentHash()
        a.add("ab")
        a.add("c")
        var b = ContentHash()
        b.add("a")
        b.add("bc")
        var c = ContentHash()
        c.add("ab")
        c.add("c")
        #expect(a.hex != b.hex)
        #expect(a.hex == c.hex)
        #expect(a.hex.count == 32)
    }
}

@Suite struct CompilerDiagnosticTests {
    @Test func parsesErrorsNotesAndGroups() {
        let output = """
            /tmp/w/snippet0.swift:12:29: error: 'ContentUnavailableView' is only available in iOS 17.0 or newer
            12 |     var body: some View { ContentUnavailableView("x") }
               |                             ^
            /tmp/w/snippet0.swift:12:29: note: add 'if #available' version check
            /tmp/w/snippet1.swift:3:5: warning: 'onChange(of:perform:)' was deprecated in iOS 17.0 [#DeprecatedDeclaration]
            <unknown>:0: error: unable to load standard library
            """
        let parsed = CompilerDiagnostic.parse(output)
        #expect(parsed.count == 3)
        #expect(parsed[0].file == "/tmp/w/snippet0.swift")
        #expect(parsed[0].line == 12 && parsed[0].column == 29)
        #expect(parsed[0].notes.map(\.message) == ["add 'if #available' version check"])
        #expect(parsed[1].group == "DeprecatedDeclaration")
        #expect(parsed[1].message == "'onChange(of:perform:)' was deprecated in iOS 17.0")
        #expect(parsed[2].file == "<unknown>" && parsed[2].line == 0)
    }

    @Test func fixItTextUnderTheCaretIsKept() {
        let output = """
            /w/s.swift:2:1: error: cannot assign to value: 'x' is a 'let' constant
            x = 2
            ^
            /w/s.swift:1:1: note: change 'let' to 'var' to make it mutable
            let x = 1
            ^~~
            var
            /w/s.swift:4:2: error: incorrect argument label in call (have 'b:', expected 'a:')
            f(b: 1)
             ^~
              a
            """
        let parsed = CompilerDiagnostic.parse(output)
        #expect(parsed.count == 2)
        #expect(parsed[0].fixIt == nil)
        #expect(parsed[0].notes.first?.fixIt == "var")
        #expect(parsed[1].fixIt == "a")
    }
}

@Suite struct DeclarationScanTests {
    @Test func topLevelNamesAndExtensionMembers() {
        let scan = DeclarationScan.scan(
            """
            import SwiftUI
            struct RecipeList: View { var body: some View { Text("x") } }
            extension View { func emptyState() -> some View { self } }
            func helper() {}
            """)
        #expect(scan.declared == ["RecipeList", "emptyState", "helper"])
        #expect(scan.identifiers.contains("Text"))
        #expect(!scan.hasTopLevelCode)
        #expect(!scan.affectsOtherFiles)
    }

    @Test func statementsNeedAMainFile() {
        #expect(DeclarationScan.scan("if #available(iOS 16.0, *) { print(1) }").hasTopLevelCode)
        #expect(DeclarationScan.scan("print(1)").hasTopLevelCode)
        #expect(DeclarationScan.scan("let data = try? load()").hasTopLevelCode)
    }

    @Test func conformancesAndOperatorsAffectOtherFiles() {
        #expect(DeclarationScan.scan("extension Int: Identifiable { public var id: Int { self } }").affectsOtherFiles)
        #expect(DeclarationScan.scan("infix operator <~>").affectsOtherFiles)
        #expect(DeclarationScan.scan("@main struct App { static func main() {} }").affectsOtherFiles)
    }
}

@Suite struct ContentHashVectorTests {
    /// The name of pieces `"ab"`, `"c"`: BLAKE2b-128 of each piece after its 64-bit little-endian length, as
    /// Python's hashlib (an implementation of its own) computes it.
    @Test func isBLAKE2bOfTheFramedPieces() {
        var hash = ContentHash()
        hash.add("ab")
        hash.add("c")
        #expect(hash.hex == "4826ed043ab3cdec576d8541fa5d5a80")
    }
}

@Suite struct SnippetShardTests {
    @Test func shardsAreDisjointAndTogetherCoverEverySnippet() throws {
        let snippets = (0..<40).flatMap { article in (0..<7).map { ("Content/es/a\(article).md", $0) } }
        for count in 1...5 {
            var seen: [String: Int] = [:]
            for index in 1...count {
                let shard = try #require(SnippetShard("\(index)/\(count)"))
                for (path, position) in snippets where shard.contains(path: path, position: position) {
                    seen["\(path)#\(position)", default: 0] += 1
                }
            }
            #expect(seen.count == snippets.count)
            #expect(seen.values.allSatisfy { $0 == 1 })
        }
    }

    @Test func parsing() {
        #expect(SnippetShard("2/4") != nil)
        #expect(SnippetShard("0/4") == nil)
        #expect(SnippetShard("5/4") == nil)
        #expect(SnippetShard("x") == nil)
    }
}
