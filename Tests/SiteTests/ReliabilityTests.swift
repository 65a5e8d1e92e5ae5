import Foundation
import Testing

@testable import Site

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct ReliabilityTests {
    /// Titles, tags, summaries, headings, diagram labels and code with `<script>`, quotes and `&` show as text.
    @Test func hostileTextIsShownLiterallyNeverAsMarkup() throws {
        let site = TestSite.fixtureWithTheme("hostile")
        let output = site.appending(path: "Output")
        let result = SiteBuilder.build(BuildOptions(siteRoot: site, outputDirectory: output))
        #expect(result.succeeded, "\(result.diagnostics.map(\.description))")
        let page = TestSite.read("es/hostil/index.html", in: output)
        #expect(page.contains("<h1>&lt;script&gt;alert('título')&lt;/script&gt; &amp; &quot;comillas&quot;</h1>"))
        #expect(page.contains("<li>&lt;script&gt;</li>"))
        #expect(page.contains("&lt;img src=x onerror=alert(1)&gt; resumen &amp; más"))
        #expect(page.contains("echo &quot;&lt;script&gt;alert(5)&lt;/script&gt;&quot;"))
        #expect(page.contains("<!-- raw HTML omitted -->"))
        #expect(!page.contains("javascript:"))
        // The only <script> elements are the theme's external modules.
        let scripts = page.components(separatedBy: "<script").count - 1
        let modules = page.components(separatedBy: "<script type=\"module\" src=").count - 1
        #expect(scripts == modules)
        for index in ["es/index.html", "index.html", "es/atom.xml", "sitemap.xml"] {
            let text = TestSite.read(index, in: output)
            #expect(!text.contains("<script>alert"), "\(index)")
            #expect(!text.contains("<img src=x"), "\(index)")
        }
        let search = try String(contentsOf: output.appending(path: "search/es/u0.json"), encoding: .utf8)
        #expect(!search.contains("<"))
    }

    /// Two builds of the real site are byte-identical, every file.
    @Test func twoBuildsOfTheRealSiteAreByteIdentical() {
        let root = TestSite.temporaryFolder("puente-determinism")
        let a = SiteBuilder.build(
            BuildOptions(siteRoot: TestSite.repositoryRoot, outputDirectory: root.appending(path: "A")))
        let b = SiteBuilder.build(
            BuildOptions(siteRoot: TestSite.repositoryRoot, outputDirectory: root.appending(path: "B")))
        #expect(a.succeeded && b.succeeded)
        #expect(a.files.count > 40)
        #expect(a.files == b.files)
    }

    /// A real SIGINT or SIGTERM in the middle of a build leaves the previous Output whole and no temporary folder.
    @Test(arguments: [SIGINT, SIGTERM])
    func interruptedBuildLeavesThePreviousOutputIntact(_ signalNumber: Int32) throws {
        let site = TestSite.fixtureWithTheme("valid-basic")
        // Enough articles that the build takes a while, so the signal lands while it runs.
        for index in 0..<400 {
            let body = (0..<40).map { "Párrafo \($0) del artículo \(index) con texto de relleno." }.joined(
                separator: "\n\n")
            try "---\ntitle: \"Relleno \(index)\"\n---\n\n## Sección\n\n\(body)\n".write(
                to: site.appending(path: "Content/es/relleno-\(index).md"), atomically: true, encoding: .utf8)
        }
        let binary = try #require(TestSite.puenteBinary, "the puente binary is built with the tests")
        let first = Process()
        first.executableURL = binary
        first.arguments = ["build", "--site", site.path]
        first.standardError = FileHandle.nullDevice
        first.standardOutput = FileHandle.nullDevice
        try first.run()
        first.waitUntilExit()
        #expect(first.terminationStatus == 0)
        let output = site.appending(path: "Output")
        let before = TestSite.files(in: output).map { ($0, TestSite.read($0, in: output)) }
        // Change every article, so a completed build would differ, then interrupt builds at several moments.
        for index in 0..<400 {
            try "---\ntitle: \"Cambiado \(index)\"\n---\n\nOtro texto.\n".write(
                to: site.appending(path: "Content/es/relleno-\(index).md"), atomically: true, encoding: .utf8)
        }
        // The site a finished build of the changed articles writes (built elsewhere: `check` skips the index).
        let elsewhere = TestSite.temporaryFolder("puente-reference").appending(path: "Output")
        let reference = SiteBuilder.build(BuildOptions(siteRoot: site, outputDirectory: elsewhere)).files
        func snapshot() -> [String: String] {
            var files: [String: String] = [:]
            for path in TestSite.files(in: output) where path != ".puente-output" {
                files[path] = TestSite.read(path, in: output)
            }
            return files
        }
        let previous = Dictionary(uniqueKeysWithValues: before.filter { $0.0 != ".puente-output" })
        let next = reference.mapValues { String(decoding: $0, as: UTF8.self) }
        for delay in [0.05, 0.2, 0.4, 0.7] {
            let build = Process()
            build.executableURL = binary
            build.arguments = ["build", "--site", site.path]
            build.standardError = FileHandle.nullDevice
            build.standardOutput = FileHandle.nullDevice
            try build.run()
            Thread.sleep(forTimeInterval: delay)
            kill(build.processIdentifier, signalNumber)
            build.waitUntilExit()
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: site.path).filter {
                $0.hasPrefix(".Output.")
            }
            #expect(leftovers == [], "temporary folders left after a signal at \(delay) s")
            // Whole: exactly the previous site, or exactly the new one if the swap had already happened.
            let now = snapshot()
            #expect(now == previous || now == next, "Output is neither site after a signal at \(delay) s")
        }
    }
}
