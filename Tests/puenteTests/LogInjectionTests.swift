import Foundation
import Testing

/// Text from a pull request (file names, titles, links, front-matter keys) never becomes a line of the log
/// that GitHub Actions would obey: no line starts with `::` unless it is one of Puente's own annotations, and
/// no line carries the older parser's `##[`, in any of the three formats.
@Suite struct LogInjectionTests {
    /// A valid site plus an article whose name, title, keys and links carry newlines, carriage returns,
    /// line separators and workflow commands.
    static func hostileSite() throws -> URL {
        let site = try CommandLineTests.site("valid-basic")
        let name = "x\n::error title=pwned::name\r::add-mask::y\u{2028}##[error]z.md"
        let text = """
            ---
            title: "T\\n::warning::title\\r##[warning]w"
            "k\\n::set-output name=a::b": 1
            date: 2024-01-01
            ---

            [a](missing\u{0B}.md) [b](../ja/nothing.md#x%0A::error::y) [c](##[error]n.md)

            """
        try Data(text.utf8).write(to: site.appending(path: "Content/es/\(name)"))
        return site
    }

    /// Every line of `output` that would be a workflow command, leading spaces trimmed as the runner trims them.
    static func commandLines(_ output: String) -> [Substring] {
        output.split(omittingEmptySubsequences: true) { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
            .filter { $0.drop { $0 == " " || $0 == "\t" }.hasPrefix("::") }
    }

    @Test(arguments: ["text", "github", "json"])
    func noSiteTextBecomesAWorkflowCommand(format: String) throws {
        let site = try Self.hostileSite()
        defer { try? FileManager.default.removeItem(at: site) }
        let run = try CommandLineTests.run(["check", "--site", site.path, "--format", format])
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        let output = run.stdout + run.stderr
        if format == "json" {
            #expect((try? JSONSerialization.jsonObject(with: Data(run.stdout.utf8))) != nil, "\(run.stdout)")
        }
        #expect(!output.contains("##["), "\(output)")
        #expect(!output.contains("\u{2028}"))
        let commands = Self.commandLines(output)
        if format == "github" {
            // Only Puente's own annotations, one per diagnostic, each on one line.
            #expect(!commands.isEmpty)
            for line in commands {
                #expect(
                    line.hasPrefix("::error file=") || line.hasPrefix("::warning file=")
                        || line.hasPrefix("::notice file=") || line.hasPrefix("::error title=puente::"),
                    "\(line)")
                #expect(line.contains("title=puente::"), "\(line)")
            }
        } else {
            #expect(commands.isEmpty, "\(commands)")
        }
        // The report still names the file, escaped.
        let escaped =
            format == "github" ? "x%0A%3A%3Aerror title=pwned%3A%3Aname%0D" : "x\\n::error title=pwned::name\\r"
        #expect(output.contains(escaped), "\(output)")
    }
}
