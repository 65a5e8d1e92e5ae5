import Foundation
import SiteFiles
import Testing

@testable import Site

#if canImport(Glibc)
    import Glibc
#endif

/// A `puente build` whose inputs are those of the last build into the same folder does nothing but verify the
/// folder; any change of an input, of the folder or of the record itself means a real build, whose output is
/// the clean build's.
@Suite(.tags(.slow)) struct BuildRecordTests {
    /// Runs the `puente` binary (a new process each time): its exit status and what it printed.
    static func puente(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let binary = try #require(TestSite.puenteBinary, "the puente binary is built with the tests")
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The output of a clean build of `site`, made elsewhere, as file texts.
    static func cleanBuild(of site: URL) throws -> [String: String] {
        let elsewhere = TestSite.temporaryFolder("puente-reference").appending(path: "Output")
        var options = BuildOptions(siteRoot: site, outputDirectory: elsewhere)
        options.persistentMemos = false
        let result = SiteBuilder.build(options)
        try #require(result.succeeded)
        return OutputFolderTests.tree(elsewhere)
    }

    @Test func aNewProcessWithUnchangedInputsBuildsNothingAndAnyChangeBuildsAgain() throws {
        let site = TestSite.fixtureWithTheme("valid-basic")
        let output = site.appending(path: "Output")
        #expect(try Self.puente(["build", "--site", site.path]).status == 0)
        // Up to date: the record is trusted, so nothing is rendered, and the summary is the same.
        let second = try Self.puente(["build", "--site", site.path])
        #expect(second.status == 0)
        #expect(second.output.contains("unchanged since the last build"), "\(second.output)")
        let reference = try Self.cleanBuild(of: site)
        #expect(second.output.contains("build succeeded: \(reference.count - 1) files in Output/"), "\(second.output)")
        #expect(OutputFolderTests.tree(output) == reference)
        let record = try #require(
            try FileManager.default.contentsOfDirectory(atPath: site.appending(path: ".puente-cache").path).first {
                $0.hasSuffix(".record")
            })
        #expect(!record.isEmpty)
        // An edited article: built again, and the folder is what a clean build makes.
        let article = site.appending(path: "Content/es/hola.md")
        try (try String(contentsOf: article, encoding: .utf8) + "\nUna frase más.\n").write(
            to: article, atomically: true, encoding: .utf8)
        let edited = try Self.puente(["build", "--site", site.path])
        #expect(edited.status == 0 && !edited.output.contains("unchanged since"), "\(edited.output)")
        #expect(OutputFolderTests.tree(output) == (try Self.cleanBuild(of: site)))
        #expect(TestSite.read("es/hola/index.html", in: output).contains("Una frase más."))
        // A published file removed by hand: the inputs are unchanged, but the folder no longer holds the build.
        try FileManager.default.removeItem(at: output.appending(path: "es/hola/index.html"))
        let repaired = try Self.puente(["build", "--site", site.path])
        #expect(repaired.status == 0 && !repaired.output.contains("unchanged since"), "\(repaired.output)")
        #expect(OutputFolderTests.tree(output) == (try Self.cleanBuild(of: site)))
    }

    @Test func aDamagedRecordIsNeverTrusted() throws {
        let site = TestSite.fixtureWithTheme("valid-basic")
        let options = BuildOptions(siteRoot: site)
        #expect(SiteBuilder.build(options).succeeded)
        #expect(SiteBuilder.build(options).upToDate)
        let file = SiteBuilder.cacheFile(for: options, suffix: "record")
        let good = String(
            decoding: try #require(SealedFile.payload(file.path, purpose: BuildRecord.purpose)), as: UTF8.self)
        let damaged = [
            String(good.dropLast(10)),  // truncated
            good.replacingOccurrences(of: "files ", with: "files 9"),  // edited, checksum not
            "puente-build-record 9\n" + good.split(separator: "\n").dropFirst().joined(separator: "\n") + "\n",
            "basura",
        ]
        for text in damaged {
            #expect(BuildRecord(text: text) == nil)
            // Tagged as Puente on this machine would tag it: the record's own checks must refuse it.
            SealedFile.write(file.path, Array(text.utf8), purpose: BuildRecord.purpose)
            let result = SiteBuilder.build(options)
            #expect(result.succeeded && !result.upToDate)
            // The real build wrote a good record again.
            #expect(SiteBuilder.build(options).upToDate)
        }
        #expect(OutputFolderTests.tree(options.outputDirectory) == (try Self.cleanBuild(of: site)))
        // A failed build removes the record: once the error is fixed, the next build is a real one.
        let article = site.appending(path: "Content/es/hola.md")
        let text = try String(contentsOf: article, encoding: .utf8)
        try ("---\ntitle: [sin cerrar\n---\n" + text).write(to: article, atomically: true, encoding: .utf8)
        #expect(!SiteBuilder.build(options).succeeded)
        #expect(!FileManager.default.fileExists(atPath: file.path))
        try text.write(to: article, atomically: true, encoding: .utf8)
        #expect(!SiteBuilder.build(options).upToDate)
        #expect(SiteBuilder.build(options).upToDate)
    }

    @Test func everyInputIsInTheKey() throws {
        let site = TestSite.fixtureWithTheme("valid-basic")
        let options = BuildOptions(siteRoot: site)
        let environment = ["PATH": "/usr/bin"]
        let base = try #require(BuildInputs.key(options, environment: environment))
        #expect(BuildInputs.key(options, environment: environment) == base, "the key is a function of the inputs")
        // Touching a file (new time, same bytes) is no change.
        let article = site.appending(path: "Content/es/hola.md")
        var times = [timespec(tv_sec: 1_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, article.path, &times, 0) == 0)
        #expect(BuildInputs.key(options, environment: environment) == base)
        var drafts = options
        drafts.includeDrafts = true
        #expect(BuildInputs.key(drafts, environment: environment) != base)
        #expect(BuildInputs.key(options, environment: environment.merging(["PUENTE_HIGHLIGHT": "0"]) { $1 }) != base)
        #expect(BuildInputs.key(options, environment: environment.merging(["PUENTE_SWIFTC": "/x"]) { $1 }) != base)
        #expect(
            BuildInputs.key(
                BuildOptions(siteRoot: site, outputDirectory: site.appending(path: "public")),
                environment: environment) != base)
        let edits: [(String, (URL) throws -> Void)] = [
            (
                "an article byte",
                { try "x".write(to: $0.appending(path: "Content/es/otro.md"), atomically: true, encoding: .utf8) }
            ),
            (
                "a template",
                {
                    try "x".write(
                        to: $0.appending(path: "Theme/templates/footer.mustache"), atomically: true, encoding: .utf8)
                }
            ),
            ("an added file", { try Data().write(to: $0.appending(path: "Theme/assets/nuevo.css")) }),
            (
                "a removed file",
                { try FileManager.default.removeItem(at: $0.appending(path: "Content/es/borrador.md")) }
            ),
            (
                "the configuration",
                { try "x".write(to: $0.appending(path: "Content/site.yml"), atomically: true, encoding: .utf8) }
            ),
        ]
        for (name, edit) in edits {
            let fresh = TestSite.fixtureWithTheme("valid-basic")
            let freshOptions = BuildOptions(siteRoot: fresh, outputDirectory: options.outputDirectory)
            let before = try #require(BuildInputs.key(freshOptions, environment: environment))
            try edit(fresh)
            #expect(BuildInputs.key(freshOptions, environment: environment) != before, "\(name)")
        }
    }

    /// Builds racing for one site and folder never leave a record that does not parse or that vouches for
    /// another build's folder: after each round, a build is either up to date with the right files or a real one.
    @Test func racingBuildsNeverLeaveAWrongRecord() throws {
        let site = TestSite.fixtureWithTheme("valid-basic")
        let options = BuildOptions(siteRoot: site)
        let reference = try Self.cleanBuild(of: site)
        for _ in 0..<10 {
            DispatchQueue.concurrentPerform(iterations: 2) { _ in _ = SiteBuilder.build(options) }
            let file = SiteBuilder.cacheFile(for: options, suffix: "record")
            #expect(BuildRecord.read(file) != nil)
            #expect(SiteBuilder.build(options).upToDate)
            #expect(OutputFolderTests.tree(options.outputDirectory) == reference)
        }
    }
}
