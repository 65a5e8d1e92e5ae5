import Content
import Foundation
import Incremental
import Search
import Testing

@testable import Site

/// Rebuilding with a session (as `puente serve` does), from the output folder's manifest and the results kept on
/// disk (as `puente build` does, in this process or in a new one), gives exactly the output of a clean build,
/// after every kind of change, while reusing the work and the files that did not change.
@Suite(.tags(.slow)) struct IncrementalBuildTests {
    /// How the rebuilds are made.
    enum Rebuild: String, CaseIterable, CustomTestStringConvertible {
        /// With one `BuildSession` kept across builds, as `puente serve`.
        case session
        /// A new `SiteBuilder.build` each time, with no session: what a new process does, in this one.
        case builder
        /// The `puente` binary, a new process each time, through the build record and the persistent memos.
        case process

        var testDescription: String { rawValue }
    }

    /// One site copied from the repository, rebuilt after each edit and compared with a clean build in a fresh
    /// folder, made with no memo and no results kept on disk.
    @Test(arguments: Rebuild.allCases)
    func rebuildsEqualCleanBuildsAfterEachKindOfChange(_ rebuild: Rebuild) throws {
        let withMemo = rebuild == .session
        let site = TestSite.temporaryFolder("puente-incremental")
        let fm = FileManager.default
        for folder in ["Content", "Theme"] {
            try fm.copyItem(at: TestSite.repositoryRoot.appending(path: folder), to: site.appending(path: folder))
        }
        let output = site.appending(path: "Output")
        let session = BuildSession()
        let first = SiteBuilder.build(
            BuildOptions(siteRoot: site, outputDirectory: output), session: withMemo ? session : nil)
        try #require(first.succeeded, "\(first.diagnostics.map(\.description))")
        if rebuild == .process {
            // The binary's own first build: the record and the memos name the binary that wrote them.
            let primed = try BuildRecordTests.puente(["build", "--site", site.path, "--output", output.path])
            try #require(primed.status == 0, "\(primed.output)")
        }

        func edit(_ path: String, _ change: (String) -> String) throws {
            let url = site.appending(path: path)
            let text = try String(contentsOf: url, encoding: .utf8)
            let changed = change(text)
            #expect(changed != text, "the edit to \(path) changed nothing")
            try changed.write(to: url, atomically: true, encoding: .utf8)
        }
        /// The article pages the last rebuild kept as published (from the command line only).
        var kept: Set<String> = []
        /// Rebuilds with the session, builds clean elsewhere, and compares every file and folder.
        func rebuildAndCompare(_ label: Comment, upToDate: Bool = false) throws -> (reused: Int, parsed: Int) {
            let incremental: SiteBuilder.Result
            if rebuild == .process {
                let run = try BuildRecordTests.puente(["build", "--site", site.path, "--output", output.path])
                try #require(run.status == 0, "\(label): \(run.output)")
                // Without a memo, unchanged inputs are recognised by their key and nothing is built.
                #expect(run.output.contains("unchanged since the last build") == upToDate, "\(label): \(run.output)")
                incremental = SiteBuilder.Result(diagnostics: [], sources: [:], files: [:], snippets: nil)
            } else {
                incremental = SiteBuilder.build(
                    BuildOptions(siteRoot: site, outputDirectory: output), session: withMemo ? session : nil)
                try #require(incremental.succeeded, "\(label): \(incremental.diagnostics.map(\.description))")
                #expect(incremental.upToDate == (upToDate && !withMemo), label)
            }
            let counts = session.stages.statistics(ArticleParseStage.self)
            let statistics = (reused: counts.hits, parsed: counts.misses)
            let clean = TestSite.temporaryFolder("puente-clean").appending(path: "Output")
            // The oracle shares nothing with the build it checks: no memo, no results kept on disk.
            var cleanOptions = BuildOptions(siteRoot: site, outputDirectory: clean)
            cleanOptions.persistentMemos = false
            let reference = SiteBuilder.build(cleanOptions)
            try #require(reference.succeeded)
            // Compared path by path, so a failure names the files that differ.
            if rebuild != .process {
                if !incremental.upToDate {
                    // Article pages kept as published are not made again; the folder's bytes are compared below.
                    let made = reference.files.filter { !incremental.keptPages.contains($0.key) }
                    #expect(Self.differences(incremental.files, made) == [], label)
                    #expect(incremental.keptPages.allSatisfy { reference.files[$0] != nil }, label)
                }
                #expect(incremental.fileCount == reference.files.count, label)
            }
            kept = incremental.keptPages
            #expect(Self.differences(Self.tree(output), Self.tree(clean)) == [], label)
            return statistics
        }

        let articles = first.sources.keys.filter { $0.hasSuffix(".md") }.count
        let marker = output.appending(path: OutputWriter.markerName)
        let stamp = try fm.attributesOfItem(atPath: marker.path)[.modificationDate] as? Date
        let unchanged = try rebuildAndCompare("no change", upToDate: true)
        // Nothing changed, so nothing was written: not even the marker.
        #expect(try fm.attributesOfItem(atPath: marker.path)[.modificationDate] as? Date == stamp)
        if withMemo { #expect(unchanged.parsed == 0 && unchanged.reused == articles) }

        try edit("Content/es/alertas-dialogos-basados-en-datos.md") { $0 + "\nUn párrafo nuevo al final.\n" }
        let oneArticle = try rebuildAndCompare("one article's text")
        // Without a memo, the flowcharts and the search sections came from the results kept on disk.
        let memos = site.appending(path: ".puente-cache/memo")
        // `serve` writes them in the background, on the session's writer.
        session.writer.wait()
        // The article and page records are the command line's (`serve` keeps its own in the session).
        let commandLine = withMemo ? [] : ["articles.bin", "article-pages.bin"]
        for name in ["flowcharts.bin", "site-files.bin", "search-es.bin", "search-ja.bin"] + commandLine {
            #expect(fm.fileExists(atPath: memos.appending(path: name).path), "\(name)")
        }
        if withMemo { #expect(oneArticle.parsed == 1 && oneArticle.reused == articles - 1) }
        if rebuild == .builder {
            // From the command line, only the edited article's page and its translation's (which names it) are
            // made again; every other article page is kept as published.
            let remade: Set = [
                "es/alertas-dialogos-basados-en-datos/index.html", "ja/data-driven-alerts-dialogs/index.html",
            ]
            #expect(kept.count == articles - remade.count && kept.isDisjoint(with: remade), "\(kept.sorted())")
        }

        try edit("Content/es/alertas-dialogos-basados-en-datos.md") {
            $0.replacingOccurrences(
                of: "## Elegir entre alert y confirmationDialog",
                with: "## Cómo elegir entre alert y confirmationDialog")
        }
        _ = try rebuildAndCompare("a heading (anchors, table of contents, search sections)")

        let added = site.appending(path: "Content/es/nuevo-articulo.md")
        try "---\ntitle: \"Artículo nuevo\"\nsummary: \"Resumen\"\n---\n\n## Sección\n\nTexto.\n".write(
            to: added, atomically: true, encoding: .utf8)
        _ = try rebuildAndCompare("an added article")
        #expect(fm.fileExists(atPath: output.appending(path: "es/nuevo-articulo/index.html").path))

        try fm.removeItem(at: added)
        _ = try rebuildAndCompare("a removed article")
        #expect(!fm.fileExists(atPath: output.appending(path: "es/nuevo-articulo").path))

        try edit("Content/es/costuras-uikit-swiftui.md") { text in
            guard let range = text.range(of: "flowchart TD\n") else { return text }
            return text.replacingCharacters(in: range, with: "flowchart LR\n")
        }
        _ = try rebuildAndCompare("a flowchart")

        // A page changed by hand in the output folder is made again, though none of its inputs changed.
        try Data("<p>editada a mano</p>\n".utf8).write(
            to: output.appending(path: "es/costuras-uikit-swiftui/index.html"))
        _ = try rebuildAndCompare("a page edited by hand in the output folder")
        if rebuild == .builder { #expect(!kept.contains("es/costuras-uikit-swiftui/index.html") && !kept.isEmpty) }

        // The title of an article with a translation: both pages name it.
        try edit("Content/ja/data-driven-alerts-dialogs.md") {
            guard let range = $0.range(of: "title: \"") else { return $0 }
            return $0.replacingCharacters(in: range, with: "title: \"改訂 ")
        }
        _ = try rebuildAndCompare("a translated article's title")

        // A tag: a new tag page and feed, the related articles and tag links of the pages around it.
        try edit("Content/es/backporting-swiftui-extensiones-view.md") {
            $0.replacingOccurrences(
                of: "tags: [swiftui, disponibilidad, compatibilidad]",
                with: "tags: [swiftui, disponibilidad, compatibilidad, gestos]")
        }
        _ = try rebuildAndCompare("a tag added to an article")

        try edit("Theme/templates/footer.mustache") {
            $0.replacingOccurrences(of: "</footer>", with: "<p>Pie</p>\n</footer>")
        }
        _ = try rebuildAndCompare("a template")

        try edit("Theme/strings/es.yml") {
            $0.replacingOccurrences(of: "diagram_title: \"Diagrama de flujo\"", with: "diagram_title: \"Diagrama\"")
        }
        _ = try rebuildAndCompare("the theme's strings")

        try edit("Theme/assets/style.css") { $0 + "\n/* edited */\n" }
        _ = try rebuildAndCompare("an asset")

        try edit("Content/site.yml") { $0.replacingOccurrences(of: "ios: 15", with: "ios: 16") }
        _ = try rebuildAndCompare("the site configuration")

        // Site settings: a header menu, a footer, the accent colours (assets/site.css) and a logo.
        try edit("Content/site.yml") {
            $0.replacingOccurrences(
                of: "  ja:\n",
                with:
                    "    menu:\n      - { label: \"Extensiones\", path: es/backporting-swiftui-extensiones-view.md }\n"
                    + "      - { label: \"SwiftUI\", tag: swiftui }\n    footer: { text: \"Pie\" }\n  ja:\n")
                + "colors: { accent: \"#0a58a8\" }\nlogo: { light: assets/favicon.svg }\n"
        }
        _ = try rebuildAndCompare("site settings")
    }

    /// The keys whose values differ between `a` and `b`, or that only one has.
    static func differences<Value: Equatable>(_ a: [String: Value], _ b: [String: Value]) -> [String] {
        Set(a.keys).union(b.keys).filter { a[$0] != b[$0] }.sorted()
    }

    /// Every file and folder under `root`, with each file's bytes.
    static func tree(_ root: URL) -> [String: Data?] {
        var entries: [String: Data?] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: root.appending(path: path).path, isDirectory: &isDirectory)
            entries[path] =
                isDirectory.boolValue ? nil : FileManager.default.contents(atPath: root.appending(path: path).path)
        }
        return entries
    }
}
