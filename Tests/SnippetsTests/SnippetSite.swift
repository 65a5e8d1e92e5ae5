import Config
import Content
import Foundation

@testable import Snippets

/// Builds throwaway sites that use the repository's real stub modules, and checks their snippets with the real compiler.
enum SnippetSite {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// One cache for the whole test run: the SDK and stubs are compiled once, results are keyed by content.
    static let cache: URL = {
        let url = FileManager.default.temporaryDirectory.appending(path: "puente-snippet-tests-cache")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    static var environment: [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["PUENTE_CACHE_DIR"] = cache.path
        // The SDK rebuild (about 30 s) happens once per machine: the folder outlives the test run.
        env.removeValue(forKey: "PUENTE_SWIFTC")
        return env
    }

    /// `environment` with Puente's built-in stub modules turned off, for sites that bring all their own.
    static func withoutBuiltIns(_ environment: [String: String] = SnippetSite.environment) -> [String: String] {
        var environment = environment
        environment["PUENTE_RESOURCES"] = "none"
        return environment
    }

    /// A site whose only article is `body` (front matter added) with minimum iOS `ios`.
    static func make(_ body: String, ios: String = "15", stubs: Bool = true) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appending(path: "puente-snippets-\(UUID().uuidString)")
        let fm = FileManager.default
        try fm.createDirectory(at: root.appending(path: "Content/es"), withIntermediateDirectories: true)
        try """
        base_url: "https://x.example/"
        languages:
          es: { title: "S" }
        """.write(to: root.appending(path: "Content/site.yml"), atomically: true, encoding: .utf8)
        try "---\ntitle: \"T\"\nios: \(ios)\n---\n\n\(body)".write(
            to: root.appending(path: "Content/es/t.md"), atomically: true, encoding: .utf8)
        if stubs {
            try fm.copyItem(
                at: repositoryRoot.appending(path: "Content/Stubs"), to: root.appending(path: "Content/Stubs"))
        }
        return root
    }

    /// Loads the site and checks its snippets.
    static func check(_ root: URL, environment: [String: String] = SnippetSite.environment) -> SnippetReport {
        let loaded = ContentLoader(siteRoot: root).load()
        guard let content = loaded.content else {
            var report = SnippetReport()
            report.diagnostics = loaded.diagnostics
            return report
        }
        return SnippetStage.run(content, siteRoot: root, environment: environment)
    }

    /// Checks one article body.
    static func check(_ body: String, ios: String = "15") throws -> SnippetReport {
        check(try make(body, ios: ios))
    }
}
