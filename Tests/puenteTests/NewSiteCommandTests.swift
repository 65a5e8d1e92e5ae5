import Foundation
import Testing

/// A site of one's own, as a new user makes it: `puente init` in an empty folder outside the repository,
/// then `puente build`, with the theme and the stub modules built in and no file copied from the repository.
@Suite(.tags(.slow)) struct NewSiteCommandTests {
    /// The SDK and stub caches shared by the snippet tests, so the stubs compile once per machine.
    static var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["PUENTE_CACHE_DIR"] =
            FileManager.default.temporaryDirectory.appending(path: "puente-snippet-tests-cache").path
        environment.removeValue(forKey: "PUENTE_RESOURCES")
        return environment
    }

    static func emptyFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appending(path: "puente-init-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func initThenBuildGivesBothLanguagesCheckedAndDrawn() throws {
        let parent = try Self.emptyFolder()
        let made = try CommandLineTests.run(["init", "mysite"], in: parent)
        #expect(made.status == 0, "\(made.stderr)")
        #expect(made.stdout.contains("created mysite/Content/site.yml"))
        let site = parent.appending(path: "mysite")
        // Nothing but the configuration and one article per language.
        let files = try FileManager.default.subpathsOfDirectory(atPath: site.path).sorted()
        #expect(
            files == [
                "Content", "Content/es", "Content/es/primer-articulo.md", "Content/ja", "Content/ja/first-article.md",
                "Content/site.yml",
            ])
        let built = try CommandLineTests.run(["build", "--site", "mysite"], in: parent, environment: Self.environment)
        #expect(built.status == 0, "\(built.stderr)")
        #expect(built.stdout.contains("2 checked"), "\(built.stdout)")
        for (language, slug, badge) in [
            ("es", "primer-articulo", "Comprobado · iOS 15+"), ("ja", "first-article", "iOS 15+"),
        ] {
            let page = try String(
                contentsOf: site.appending(path: "Output/\(language)/\(slug)/index.html"), encoding: .utf8)
            #expect(page.contains("code-badge code-badge-checked"), "\(language)")
            #expect(page.contains(badge), "\(language)")
            #expect(page.contains("<svg"), "\(language): the flowchart is drawn")
        }
        #expect(FileManager.default.fileExists(atPath: site.appending(path: "Output/assets/style.css").path))
        // Running it again never overwrites.
        let again = try CommandLineTests.run(["init", "mysite"], in: parent)
        #expect(again.status == 1)
        #expect(again.stderr.contains("already exists"))
    }

    @Test func initRefusesABadLanguageCodeAndWritesNothing() throws {
        let folder = try Self.emptyFolder()
        let run = try CommandLineTests.run(["init", "--languages", "es,ja,No Such"], in: folder)
        #expect(run.status == 1)
        #expect(run.stderr.contains("'No Such' is not a language code"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    /// A site's own template replaces the built-in one of its path; its own stub module is added to the
    /// built-in ones, so a snippet that imports it and SwiftUI is checked.
    @Test func ownTemplateAndOwnStubModuleWithEverythingElseBuiltIn() throws {
        let site = try Self.emptyFolder()
        let made = try CommandLineTests.run(["init", "--languages", "es"], in: site)
        #expect(made.status == 0, "\(made.stderr)")
        let builtIn = try String(
            contentsOf: CommandLineTests.repositoryRoot.appending(path: "Theme/templates/article.mustache"),
            encoding: .utf8)
        let templates = site.appending(path: "Theme/templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try builtIn.replacingOccurrences(of: "<main", with: "<!-- my own article template -->\n<main").write(
            to: templates.appending(path: "article.mustache"), atomically: true, encoding: .utf8)
        let stubs = site.appending(path: "Content/Stubs/MyDesignSystem")
        try FileManager.default.createDirectory(at: stubs, withIntermediateDirectories: true)
        try """
        import SwiftUI

        /// The app's primary button.
        public struct BrandButton: View {
            public init(_ title: String, action: @escaping () -> Void) { fatalError() }
            public var body: some View { fatalError() }
        }
        """.write(to: stubs.appending(path: "MyDesignSystem.swift"), atomically: true, encoding: .utf8)
        let page = site.appending(path: "Content/es/botones.md")
        let good = """
            ---
            title: "Botones de marca"
            date: 2026-12-01
            ---

            ```swift
            import SwiftUI
            import MyDesignSystem

            struct Pago: View {
                var body: some View {
                    BrandButton("Pagar") {}
                        .padding()
                }
            }
            ```

            """
        let wrong = "```swift\nimport MyDesignSystem\n\nlet roto: BrandButton = 3\n```\n"
        try (good + wrong).write(to: page, atomically: true, encoding: .utf8)
        let built = try CommandLineTests.run(["build"], in: site, environment: Self.environment)
        // The second block must fail: the module is real to the compiler, not a blanket pass.
        #expect(built.status == 1)
        #expect(
            built.stderr.contains(
                "Content/es/botones.md:20:25: error: cannot convert value of type 'Int' to specified type 'BrandButton'"
            ), "\(built.stderr)")
        try good.write(to: page, atomically: true, encoding: .utf8)
        let fixed = try CommandLineTests.run(["build"], in: site, environment: Self.environment)
        #expect(fixed.status == 0, "\(fixed.stderr)")
        let html = try String(contentsOf: site.appending(path: "Output/es/botones/index.html"), encoding: .utf8)
        #expect(html.contains("<!-- my own article template -->"))
        #expect(html.contains("code-badge code-badge-checked"))
        let header = try String(contentsOf: site.appending(path: "Output/es/index.html"), encoding: .utf8)
        #expect(header.contains("pu-search-input"), "the other templates are the built-in ones")
        #expect(FileManager.default.fileExists(atPath: site.appending(path: "Output/assets/code.js").path))
    }

    @Test func diagnosticsNameFilesFromTheCurrentFolder() throws {
        let parent = try Self.emptyFolder()
        #expect(try CommandLineTests.run(["init", "some/dir", "--languages", "es"], in: parent).status == 0)
        try "---\ntitle: \"X\"\ndate: nope\n---\n\nTexto.\n".write(
            to: parent.appending(path: "some/dir/Content/es/x.md"), atomically: true, encoding: .utf8)
        let run = try CommandLineTests.run(["build", "--site", "some/dir"], in: parent, environment: Self.environment)
        #expect(run.status == 1)
        #expect(run.stderr.contains("some/dir/Content/es/x.md:3:"), "\(run.stderr)")
    }

    @Test func themeEjectCopiesTheBuiltInThemeAndKeepsTheSitesFiles() throws {
        let site = try Self.emptyFolder()
        let footer = site.appending(path: "Theme/templates/footer.mustache")
        try FileManager.default.createDirectory(
            at: footer.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "<footer>mine</footer>\n".write(to: footer, atomically: true, encoding: .utf8)
        let run = try CommandLineTests.run(["theme", "eject"], in: site)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try String(contentsOf: footer, encoding: .utf8) == "<footer>mine</footer>\n")
        let repository = CommandLineTests.repositoryRoot
        let header = try Data(contentsOf: repository.appending(path: "Theme/templates/header.mustache"))
        #expect(try Data(contentsOf: site.appending(path: "Theme/templates/header.mustache")) == header)
        #expect(run.stdout.contains("kept 1"))
    }

    /// The scripts stay built in, so search and code fixes keep reaching the site, unless asked for.
    @Test func themeEjectLeavesTheScriptsBuiltInUnlessAsked() throws {
        let site = try Self.emptyFolder()
        let run = try CommandLineTests.run(["theme", "eject"], in: site)
        #expect(run.status == 0, "\(run.stderr)")
        let assets = site.appending(path: "Theme/assets")
        #expect(FileManager.default.fileExists(atPath: assets.appending(path: "style.css").path))
        for script in ["code.js", "theme.js", "search/ui.js"] {
            #expect(!FileManager.default.fileExists(atPath: assets.appending(path: script).path), "\(script)")
        }
        #expect(run.stdout.contains("--include-scripts"))
        let again = try CommandLineTests.run(["theme", "eject", "--include-scripts"], in: site)
        #expect(again.status == 0, "\(again.stderr)")
        for script in ["code.js", "theme.js", "search/ui.js"] {
            #expect(FileManager.default.fileExists(atPath: assets.appending(path: script).path), "\(script)")
        }
    }
}
