import Content
import Foundation
import Incremental
import Search
import SiteFiles
import Testing

@testable import CodeBlocks
@testable import Site

/// The stages' memos on disk are never trusted when damaged: each damaged file is said once, in its step's
/// summary, and the build is the same as a clean one.
@Suite struct SiteStoresTests {
    /// Keeps every step summary.
    final class Summaries: BuildReporter, @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []
        func stepStarted(_ name: String, index: Int, of total: Int) {}
        func stepFinished(_ name: String, summary: String, milliseconds: Double) {
            lock.withLock { lines.append("\(name): \(summary)") }
        }
        var all: [String] { lock.withLock { lines } }
    }

    @Test func everyDamagedMemoIsSaidOnceAndTheBuildEqualsACleanOne() throws {
        let site = TestSite.fixtureWithTheme("images-site")
        let output = site.appending(path: "Output")
        let options = BuildOptions(siteRoot: site, outputDirectory: output)
        try #require(SiteBuilder.build(options).succeeded)
        let memos = site.appending(path: ".puente-cache/memo")
        let names = try FileManager.default.contentsOfDirectory(atPath: memos.path).filter { $0.hasSuffix(".bin") }
        // Every memo the command line keeps is there to damage.
        #expect(
            Set(names).isSuperset(of: ["articles.bin", "article-pages.bin", "site-files.bin", "search-es.bin"]),
            "\(names)")
        for name in names {
            let file = memos.appending(path: name)
            var bytes = try [UInt8](Data(contentsOf: file))
            bytes[bytes.count / 2] ^= 0x5A
            try Data(bytes).write(to: file)
        }
        // The build record would find nothing changed; without it the stages run and read the damaged memos.
        for name in try FileManager.default.contentsOfDirectory(atPath: site.appending(path: ".puente-cache").path)
        where name.hasSuffix(".record") {
            try FileManager.default.removeItem(at: site.appending(path: ".puente-cache/\(name)"))
        }
        let summaries = Summaries()
        let rebuilt = SiteBuilder.build(options, reporter: summaries)
        try #require(rebuilt.succeeded, "\(rebuilt.diagnostics.map(\.description))")
        #expect(rebuilt.keptPages.isEmpty, "no page is kept on a damaged record")
        let said = summaries.all.joined(separator: "\n")
        for name in names {
            let memo = name.replacingOccurrences(of: ".bin", with: "")
            // Damage in the header reads as a file of another build; either way it is said once.
            #expect(said.components(separatedBy: "\(memo) cache: ").count == 2, "\(name): \(said)")
        }
        var cleanOptions = BuildOptions(
            siteRoot: site, outputDirectory: TestSite.temporaryFolder().appending(path: "O"))
        cleanOptions.persistentMemos = false
        let clean = SiteBuilder.build(cleanOptions)
        #expect(rebuilt.files == clean.files)
        #expect(
            IncrementalBuildTests.differences(
                IncrementalBuildTests.tree(output), IncrementalBuildTests.tree(cleanOptions.outputDirectory)) == [])
    }

    /// A highlight cache damaged in its index is said once and ignored; a damaged entry's HTML is made again;
    /// either way the pages equal a clean build's.
    @Test func aDamagedHighlightCacheIsSaidOnceAndTheBuildEqualsACleanOne() throws {
        for damage in ["index", "body"] {
            let site = try Self.siteWithFiguresAndCode()
            let output = site.appending(path: "Output")
            let options = BuildOptions(siteRoot: site, outputDirectory: output)
            try #require(SiteBuilder.build(options).succeeded)
            let file = site.appending(path: ".puente-cache/highlight-v6.bin")
            var bytes = try [UInt8](Data(contentsOf: file))
            let entries = try #require(HighlightFile.decode(bytes)).count
            // The index follows the header and the count; the HTML comes last, before the trailer.
            bytes[
                damage == "index" ? HighlightFile.header.count + 12 : bytes.count - HighlightFile.trailer.count - 3] ^=
                0x5A
            try Data(bytes).write(to: file)
            for name in try FileManager.default.contentsOfDirectory(atPath: site.appending(path: ".puente-cache").path)
            where name.hasSuffix(".record") {
                try FileManager.default.removeItem(at: site.appending(path: ".puente-cache/\(name)"))
            }
            try FileManager.default.removeItem(at: site.appending(path: ".puente-cache/memo"))
            let summaries = Summaries()
            let rebuilt = SiteBuilder.build(options, reporter: summaries)
            try #require(rebuilt.succeeded, "\(rebuilt.diagnostics.map(\.description))")
            let said = summaries.all.joined(separator: "\n")
            #expect(said.components(separatedBy: "highlight cache: ").count == (damage == "index" ? 2 : 1), "\(said)")
            var cleanOptions = BuildOptions(
                siteRoot: site, outputDirectory: TestSite.temporaryFolder().appending(path: "O"))
            cleanOptions.persistentMemos = false
            let clean = SiteBuilder.build(cleanOptions)
            #expect(rebuilt.files == clean.files, "\(damage)")
            let kept = HighlightFile.decode(try [UInt8](Data(contentsOf: file)))
            #expect(entries >= 2 && kept?.count == entries, "written whole again")
        }
    }

    /// Two articles, each with a flowchart and a Swift block.
    static func siteWithFiguresAndCode() throws -> URL {
        let site = TestSite.fixtureWithTheme("valid-basic")
        for name in ["uno", "dos"] {
            let text = """
                ---
                title: "Artículo \(name)"
                ---

                ## Diagrama

                ```mermaid
                flowchart TD
                  A[Inicio \(name)] --> B{¿Listo?}
                  B -->|sí| C[Fin]
                ```

                ```swift
                let saludo\(name.capitalized) = "hola \(name)"
                ```

                """
            try text.write(to: site.appending(path: "Content/es/\(name).md"), atomically: true, encoding: .utf8)
        }
        return site
    }

    /// The entries of `file`'s memo (its records' count, the word before the trailer).
    static func memoEntries(_ file: URL) throws -> UInt64 {
        let name = file.deletingPathExtension().lastPathComponent
        let bytes = try #require(SealedFile.payload(file.path, purpose: "memo \(name)"))
        let trailer = Array("\nend\n".utf8)
        var reader = MemoReader(Array(bytes[(bytes.count - trailer.count - 8)..<(bytes.count - trailer.count)]))
        let count = reader.word()
        return try #require(count)
    }

    @Test func keptPagesKeepTheirFiguresAndHighlightedCode() throws {
        let site = try Self.siteWithFiguresAndCode()
        let options = BuildOptions(siteRoot: site, outputDirectory: site.appending(path: "Output"))
        try #require(SiteBuilder.build(options).succeeded)
        let figures = site.appending(path: ".puente-cache/memo/flowcharts.bin")
        let highlights = site.appending(path: ".puente-cache/highlight-v6.bin")
        func highlighted() throws -> Int {
            guard FileManager.default.fileExists(atPath: highlights.path) else { return 0 }
            return try #require(HighlightFile.decode([UInt8](Data(contentsOf: highlights)))).count
        }
        let drawn = try Self.memoEntries(figures)
        let code = try highlighted()
        #expect(drawn == 2)
        // Edit one article's text: the other's page is kept without drawing or rendering it.
        let uno = site.appending(path: "Content/es/uno.md")
        try (String(contentsOf: uno, encoding: .utf8) + "\nMás texto.\n").write(
            to: uno, atomically: true, encoding: .utf8)
        let edited = SiteBuilder.build(options)
        try #require(edited.succeeded)
        #expect(edited.keptPages.contains("es/dos/index.html") && !edited.keptPages.contains("es/uno/index.html"))
        #expect(try Self.memoEntries(figures) == drawn, "the kept page's flowchart stays in the memo")
        #expect(try highlighted() == code, "the kept page's highlighted code stays in the cache")
    }
}
