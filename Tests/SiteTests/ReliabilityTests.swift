import Foundation
import Testing

@testable import Site

#if canImport(Glibc)
    import Glibc
#endif

@Suite(.tags(.slow)) struct ReliabilityTests {
    /// Titles, tags, summaries, headings, diagram labels and code with `<script>`, quotes and `&` show as text.
    @Test func hostileTextIsShownLiterallyNeverAsMarkup() throws {
        let site = TestSite.fixtureWithTheme("hostile")
        let output = site.appending(path: "Output")
        let result = SiteBuilder.build(BuildOptions(siteRoot: site, outputDirectory: output))
        #expect(result.succeeded, "\(result.diagnostics.map(\.description))")
        let page = TestSite.read("es/hostil/index.html", in: output)
        #expect(page.contains("<h1>&lt;script&gt;alert('título')&lt;/script&gt; &amp; &quot;comillas&quot;</h1>"))
        #expect(page.contains(">&lt;script&gt;</a></li>"), "the tag, a link to its page")
        #expect(page.contains("&lt;img src=x onerror=alert(1)&gt; resumen &amp; más"))
        // Code is highlighted (a bash string here), its text escaped inside the spans.
        #expect(
            page.contains(
                "<span class=\"tok-keyword\">echo</span> <span class=\"tok-string\">&quot;&lt;script&gt;alert(5)&lt;/script&gt;&quot;</span>"
            ))
        #expect(page.contains("<!-- raw HTML omitted -->"))
        #expect(!page.contains("javascript:"))
        // The only <script> elements are the theme's external ones: its modules and the theme switch's script.
        let scripts = page.components(separatedBy: "<script").count - 1
        let modules = page.components(separatedBy: "<script type=\"module\" src=").count - 1
        let classic = page.components(separatedBy: "<script src=\"../../assets/theme.js\"></script>").count - 1
        #expect(scripts == modules + classic && classic == 1)
        let tagPages = TestSite.files(in: output).filter { $0.hasPrefix("es/tags/") && $0.hasSuffix(".html") }
        #expect(tagPages.count >= 2, "\(tagPages)")
        for index in ["es/index.html", "index.html", "es/atom.xml", "sitemap.xml"] + tagPages {
            let text = TestSite.read(index, in: output)
            #expect(!text.contains("<script>alert"), "\(index)")
            #expect(!text.contains("<img src=x"), "\(index)")
        }
        let search = try String(contentsOf: output.appending(path: "search/es/a0.json"), encoding: .utf8)
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
                $0.hasPrefix(".Output.") && $0 != ".Output.spare"
            }
            #expect(leftovers == [], "temporary folders left after a signal at \(delay) s")
            // Whole: exactly the previous site, or exactly the new one if the swap had already happened.
            let now = snapshot()
            #expect(now == previous || now == next, "Output is neither site after a signal at \(delay) s")
        }
    }
}

/// SIGKILL cannot be caught, so only the way the site is published can keep `Output/` whole: killed at any
/// moment of an incremental build, the folder is exactly the old site or exactly the new one.
@Suite(.tags(.slow)) struct KillTests {
    static func writeArticles(_ site: URL, version: String) throws {
        for index in 0..<300 {
            let body = (0..<30).map { "Párrafo \($0) (\(version)) del artículo \(index)." }.joined(separator: "\n\n")
            try "---\ntitle: \"\(version) \(index)\"\n---\n\n## Sección\n\n\(body)\n".write(
                to: site.appending(path: "Content/es/relleno-\(index).md"), atomically: true, encoding: .utf8)
        }
    }

    @Test func aKilledIncrementalBuildLeavesExactlyOneSite() throws {
        let site = TestSite.fixtureWithTheme("valid-basic")
        let binary = try #require(TestSite.puenteBinary, "the puente binary is built with the tests")
        let output = site.appending(path: "Output")
        // The two sites a finished build writes, built elsewhere.
        var expected: [[String: String]] = []
        for version in ["antes", "después"] {
            try Self.writeArticles(site, version: version)
            let elsewhere = TestSite.temporaryFolder("puente-reference").appending(path: "Output")
            #expect(SiteBuilder.build(BuildOptions(siteRoot: site, outputDirectory: elsewhere)).succeeded)
            expected.append(OutputFolderTests.tree(elsewhere))
        }
        func build() -> Process {
            let process = Process()
            process.executableURL = binary
            process.arguments = ["build", "--site", site.path]
            process.standardError = FileHandle.nullDevice
            process.standardOutput = FileHandle.nullDevice
            try? process.run()
            return process
        }
        try Self.writeArticles(site, version: "antes")
        let first = build()
        first.waitUntilExit()
        #expect(first.terminationStatus == 0)
        /// Removes the build record and the stages' memos, so every build does the same work: a real
        /// incremental build, whose length the kill moments below are spread over (with the memos, a build of
        /// the version the memo last kept takes half as long, and a build of the version the folder still
        /// holds after a kill would do nothing at all).
        func forgetRecord() throws {
            let cache = site.appending(path: ".puente-cache")
            for name in (try? FileManager.default.contentsOfDirectory(atPath: cache.path)) ?? []
            where name.hasSuffix(".record") || name == "memo" {
                try FileManager.default.removeItem(at: cache.appending(path: name))
            }
        }
        // The kill moments are spread over an incremental build (to the other version and back), not the
        // first, full one, which takes longer.
        var durations: [TimeInterval] = []
        for version in ["después", "antes"] {
            try Self.writeArticles(site, version: version)
            try forgetRecord()
            let started = Date()
            let timed = build()
            timed.waitUntilExit()
            durations.append(Date().timeIntervalSince(started))
        }
        let duration = durations.min()!
        #expect(OutputFolderTests.tree(output) == expected[0])
        // A file of the user's in the output folder survives every killed update too.
        try "example.org\n".write(to: output.appending(path: "CNAME"), atomically: true, encoding: .utf8)
        for index in expected.indices { expected[index]["CNAME"] = "example.org\n" }
        // Kill moments spread over the whole build (fixed seed, so a failure can be replayed). On a busy
        // machine a build can finish before its moment comes, so the rounds go on until 20 builds were
        // killed while running (each finished one is checked too), up to 90 rounds.
        var seed: UInt64 = 20_261_201
        var kills = 0
        var mixes: [String] = []
        var round = 0
        while kills < 20 && round < 90 {
            defer { round += 1 }
            try Self.writeArticles(site, version: round % 2 == 0 ? "después" : "antes")
            try forgetRecord()
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407  // Knuth's MMIX LCG
            let delay = Double(seed >> 54) / 1024 * duration * 0.95
            let process = build()
            Thread.sleep(forTimeInterval: delay)
            if process.isRunning {
                kill(process.processIdentifier, SIGKILL)
                kills += 1
            }
            process.waitUntilExit()
            let now = OutputFolderTests.tree(output)
            if now != expected[0] && now != expected[1] {
                mixes.append(String(format: "round %d at %.2f s", round, delay))
            }
        }
        #expect(kills >= 20, "only \(kills) builds were still running when killed")
        #expect(mixes == [], "Output was neither site")
        // A normal build afterwards works and clears what the killed builds left beside Output.
        let last = build()
        last.waitUntilExit()
        #expect(last.terminationStatus == 0)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: site.path).filter {
            $0.hasPrefix(".Output.") && $0 != ".Output.spare"
        }
        #expect(leftovers == [])
    }
}
