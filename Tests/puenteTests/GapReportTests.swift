import Foundation
import Testing

/// `check --format json` counts the errors that are gaps in Puente's stubs apart from the articles' own, and
/// the text summary says how many of the errors are gaps.
@Suite(.tags(.slow)) struct GapReportTests {
    static func site() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appending(path: "puente-gaps-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: root.appending(path: "Content/es"), withIntermediateDirectories: true)
        try "base_url: \"https://x.example/\"\nlanguages:\n  es: { title: \"S\" }\n".write(
            to: root.appending(path: "Content/site.yml"), atomically: true, encoding: .utf8)
        try """
        ---
        title: "Salud"
        ios: 17
        ---

        ```swift
        import HealthKit
        ```

        ```swift
        let cuenta: Int = "tres"
        ```
        """.write(to: root.appending(path: "Content/es/salud.md"), atomically: true, encoding: .utf8)
        return root
    }

    /// The shared snippet cache of the test run, so the stubs are compiled once.
    static var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["PUENTE_CACHE_DIR"] =
            FileManager.default.temporaryDirectory.appending(
                path: "puente-snippet-tests-cache"
            ).path
        return environment
    }

    @Test func jsonCountsGapsApartAndTextSaysHowMany() throws {
        let site = try Self.site()
        let json = try CommandLineTests.run(
            ["check", "--site", site.path, "--format", "json"], environment: Self.environment)
        #expect(json.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let counts = try #require(object["counts"] as? [String: Int])
        #expect(counts["errors"] == 2, "\(json.stdout)")
        #expect(counts["gaps"] == 1, "\(json.stdout)")
        let text = try CommandLineTests.run(["check", "--site", site.path], environment: Self.environment)
        #expect(text.stderr.contains("'HealthKit' is an Apple framework that Puente's stubs do not include"))
        #expect(
            text.stderr.contains(
                "puente: check failed: 2 error(s) (1 of them gaps in Puente's stubs, not errors in the articles)"),
            "\(text.stderr)")
    }
}
