import Foundation
import Testing

@testable import Site

@Suite struct OutputWriterTests {
    @Test func writeReplacesThePreviousSiteWhole() throws {
        let output = TestSite.temporaryFolder().appending(path: "Output")
        try OutputWriter(destination: output).write(["a.html": Array("1".utf8), "old/only.html": Array("x".utf8)])
        try OutputWriter(destination: output).write(["a.html": Array("2".utf8)])
        #expect(TestSite.files(in: output) == [".puente-output", "a.html"])
        #expect(TestSite.read("a.html", in: output) == "2")
        // One-character names (which Foundation's path functions trap on) are written like any other.
        try OutputWriter(destination: output).write(["a.html": Array("3".utf8), "b": [], "c/d": []])
        #expect(TestSite.files(in: output) == [".puente-output", "a.html", "b", "c/d"])
        // Beside it only the previous site, kept as the spare the next update refreshes in place.
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: output.deletingLastPathComponent().path)
        #expect(leftovers.sorted() == [".Output.spare", "Output"])
    }

    /// Staging and retired folders of builds that were killed (SIGKILL, power cut) are removed by the next
    /// build; those of a build still running are left alone.
    @Test func leftoversOfKilledBuildsAreRemoved() throws {
        let parent = TestSite.temporaryFolder()
        let output = parent.appending(path: "Output")
        // A pid that is surely gone: a child that already exited.
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/true")
        try child.run()
        child.waitUntilExit()
        let dead = child.processIdentifier
        let alive = getppid()
        for name in [".Output.tmp-\(dead)", ".Output.old-\(dead)", ".Output.tmp-\(alive)", ".Other.tmp-\(dead)"] {
            try FileManager.default.createDirectory(
                at: parent.appending(path: "\(name)/x"), withIntermediateDirectories: true)
        }
        try OutputWriter(destination: output).write(["a.html": Array("1".utf8)])
        let left = try FileManager.default.contentsOfDirectory(atPath: parent.path).sorted()
        #expect(left == [".Other.tmp-\(dead)", ".Output.tmp-\(alive)", "Output"])
    }

    @Test func laterWritesRewriteOnlyWhatChangedAndRepairWhatWasRemovedByHand() throws {
        let output = TestSite.temporaryFolder().appending(path: "Output")
        let writer = OutputWriter(destination: output)
        let site = ["a.html": Array("uno".utf8), "b/c.html": Array("dos".utf8), "d/e/f.html": Array("tres".utf8)]
        try writer.write(site)
        // The marker records every file; an unchanged site writes nothing.
        let marker = try [UInt8](Data(contentsOf: output.appending(path: OutputWriter.markerName)))
        #expect(OutputWriter.manifest(markerBytes: marker) == OutputManifest(site))
        #expect(try writer.updateFromMarker(site).map { [$0.written, $0.removed] } == [0, 0])
        // One changed, one removed (its emptied folders go too), one added.
        var next = site
        next["a.html"] = Array("UNO".utf8)
        next["d/e/f.html"] = nil
        next["g.html"] = Array("cuatro".utf8)
        #expect(try writer.updateFromMarker(next).map { [$0.written, $0.removed] } == [2, 1])
        #expect(TestSite.files(in: output) == [".puente-output", "a.html", "b/c.html", "g.html"])
        #expect(!FileManager.default.fileExists(atPath: output.appending(path: "d").path))
        #expect(TestSite.read("a.html", in: output) == "UNO")
        // A file deleted by hand is written again, though the site did not change.
        try FileManager.default.removeItem(at: output.appending(path: "b/c.html"))
        #expect(try writer.updateFromMarker(next).map { [$0.written, $0.removed] } == [1, 0])
        #expect(TestSite.read("b/c.html", in: output) == "dos")
        // A marker without a manifest (an update cut short) is not trusted.
        try Data().write(to: output.appending(path: OutputWriter.markerName))
        #expect(try writer.updateFromMarker(next) == nil)
    }

    @Test func refusesToReplaceAFolderPuenteDidNotWrite() throws {
        let output = TestSite.temporaryFolder()
        try Data("mine".utf8).write(to: output.appending(path: "notes.txt"))
        #expect(throws: OutputError.self) { try OutputWriter(destination: output).write(["a.html": []]) }
        #expect(TestSite.files(in: output) == ["notes.txt"])
    }

    @Test func refusesPathsThatLeaveTheOutput() {
        let output = TestSite.temporaryFolder().appending(path: "Output")
        #expect(throws: OutputError.self) { try OutputWriter(destination: output).write(["../evil.html": []]) }
        #expect(!FileManager.default.fileExists(atPath: output.path))
        #expect(
            !FileManager.default.fileExists(
                atPath: output.deletingLastPathComponent().appending(path: "evil.html").path))
    }

    @Test func failedBuildLeavesThePreviousOutputIntact() throws {
        let site = TestSite.fixtureWithTheme("valid-basic")
        let output = site.appending(path: "Output")
        let first = SiteBuilder.build(BuildOptions(siteRoot: site, outputDirectory: output))
        #expect(first.succeeded)
        let before = TestSite.files(in: output)
        let beforeIndex = TestSite.read("es/index.html", in: output)
        // Break an article, rebuild: the build fails and Output is untouched.
        try Data("---\ntitle: [roto\n---\n".utf8).write(to: site.appending(path: "Content/es/otro.md"))
        let second = SiteBuilder.build(BuildOptions(siteRoot: site, outputDirectory: output))
        #expect(!second.succeeded)
        #expect(TestSite.files(in: output) == before)
        #expect(TestSite.read("es/index.html", in: output) == beforeIndex)
        // No temporary folder is left beside Output (the cache folder is Puente's own, not a leftover).
        let siblings = try FileManager.default.contentsOfDirectory(atPath: site.path).sorted()
        #expect(siblings.filter { $0 != ".puente-cache" } == ["Content", "Output", "Theme"])
        #expect(!siblings.contains { $0.hasPrefix(".Output.") })
    }

    @Test func outputMayNotOverlapSources() {
        let site = TestSite.fixtureWithTheme("valid-basic")
        for bad in [
            site, site.appending(path: "Content"), site.appending(path: "Content/es"), site.deletingLastPathComponent(),
        ] {
            let result = SiteBuilder.build(BuildOptions(siteRoot: site, outputDirectory: bad))
            #expect(!result.succeeded, "accepted \(bad.path)")
        }
        #expect(FileManager.default.fileExists(atPath: site.appending(path: "Content/es/hola.md").path))
    }

    @Test func buildNeverModifiesContentOrTheme() throws {
        let site = TestSite.fixtureWithTheme("valid-basic")
        func snapshot() -> [String: String] {
            var result: [String: String] = [:]
            for folder in ["Content", "Theme"] {
                for file in TestSite.files(in: site.appending(path: folder)) {
                    result["\(folder)/\(file)"] = TestSite.read(file, in: site.appending(path: folder))
                }
            }
            return result
        }
        let before = snapshot()
        #expect(SiteBuilder.build(BuildOptions(siteRoot: site)).succeeded)
        #expect(snapshot() == before)
    }

    @Test func twoBuildsAreByteIdentical() {
        let site = TestSite.fixtureWithTheme("valid-basic")
        // Nothing kept on disk: the second build makes every file again.
        var options = BuildOptions(siteRoot: site, dryRun: true)
        options.persistentMemos = false
        let a = SiteBuilder.build(options)
        let b = SiteBuilder.build(options)
        #expect(!a.files.isEmpty && a.keptPages.isEmpty && b.keptPages.isEmpty)
        #expect(a.files == b.files)
        // With the records kept on disk, a second check keeps the article pages it made with nothing to say, and
        // makes every other file the same.
        options.persistentMemos = true
        _ = SiteBuilder.build(options)
        let c = SiteBuilder.build(options)
        #expect(!c.keptPages.isEmpty)
        #expect(c.keptPages.allSatisfy { a.files[$0] != nil && c.files[$0] == nil })
        #expect(a.files.filter { !c.keptPages.contains($0.key) } == c.files)
    }
}
