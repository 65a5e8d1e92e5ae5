import Foundation

/// Locates the fixture sites under `Tests/Fixtures/`, and compares diagnostics with their `expected.txt`.
enum FixtureSite {
    /// The folder of fixture `name`.
    static func url(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "Fixtures/\(name)")
    }

    /// The expected diagnostic lines of a fixture; with `PUENTE_RECORD=1`, `actual` is written as the new expectation.
    static func expectedLines(_ name: String, actual: [String]) -> [String] {
        let file = url(name).appending(path: "expected.txt")
        if ProcessInfo.processInfo.environment["PUENTE_RECORD"] == "1" {
            try? (actual.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
        }
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map(String.init)
    }
}
