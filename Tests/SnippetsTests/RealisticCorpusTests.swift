import Config
import Content
import Diagnostics
import Foundation
import Testing

@testable import Snippets

/// The realistic corpus (`Tests/Fixtures/RealisticSnippets/snippets/`): snippets written the way migration
/// articles use SwiftUI, UIKit, Foundation, Combine, Observation and concurrency, each at a stated minimum iOS,
/// about two thirds correct and one third wrong at one known line. Ground truth is Apple's SDK, not the stubs.
///
/// Every correct snippet must pass and every wrong one must fail at its line with the compiler's own message,
/// except those listed in `KNOWN-GAPS.txt` (gaps not closed yet, each with its reason). A listed snippet that
/// starts meeting its expectation must leave the list, so the list only ever shrinks honestly.
@Suite(.serialized, .tags(.slow)) struct RealisticCorpusTests {
    static let folder = SnippetSite.repositoryRoot.appending(path: "Tests/Fixtures/RealisticSnippets")

    /// One corpus file.
    struct Case {
        var number: String
        var ios: String
        /// `nil` for a correct snippet; else the file line and message text of its one error.
        var error: (line: Int, text: String)?
        var headerLines: Int
        var code: String
    }

    static func cases() throws -> [Case] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.appending(path: "snippets").path)
            .filter { $0.hasSuffix(".swift") }.sorted()
        return try names.map { name in
            let text = try String(contentsOf: folder.appending(path: "snippets/\(name)"), encoding: .utf8)
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            if lines.last == "" { lines.removeLast() }
            var header: [String: String] = [:]
            var count = 0
            for line in lines {
                guard line.hasPrefix("//"), let colon = line.firstIndex(of: ":") else { break }
                let key = line.dropFirst(2).prefix { $0 != ":" }.trimmingCharacters(in: .whitespaces)
                guard ["ios", "expect", "topic", "apis"].contains(key) else { break }
                header[key] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                count += 1
            }
            let expect = header["expect"] ?? ""
            var error: (Int, String)?
            if expect.hasPrefix("error ") {
                let rest = expect.dropFirst("error ".count)
                let number = rest.prefix { $0 != ":" }
                error = (Int(number)!, rest.dropFirst(number.count + 1).trimmingCharacters(in: .whitespaces))
            } else {
                #expect(expect == "pass", "\(name): expect must be pass or error L: TEXT")
            }
            return Case(
                number: String(name.prefix(3)), ios: header["ios"] ?? "", error: error, headerLines: count,
                code: lines.dropFirst(count).joined(separator: "\n"))
        }
    }

    /// Snippets that do not meet their expectation yet, by number, with the reason.
    static func knownGaps() throws -> [String: String] {
        let url = folder.appending(path: "KNOWN-GAPS.txt")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [:] }
        var gaps: [String: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let number = String(line.prefix(3))
            gaps[number] = line.dropFirst(3).trimmingCharacters(in: .whitespaces)
        }
        return gaps
    }

    @Test func everyCorrectSnippetPassesAndEveryWrongOneFailsAtItsLine() throws {
        let cases = try Self.cases()
        let gaps = try Self.knownGaps()
        let site = try SnippetSite.make("Sin código.")
        for item in cases {
            // Front matter (4 lines), a blank line, the fence: code line k is article line 6 + k.
            try "---\ntitle: \"s\(item.number)\"\nios: \(item.ios)\n---\n\n```swift\n\(item.code)\n```\n".write(
                to: site.appending(path: "Content/es/s\(item.number).md"), atomically: true, encoding: .utf8)
        }
        let report = SnippetSite.check(site)
        var problems: [String] = []
        var passing = 0
        var failingAtLine = 0
        for item in cases {
            let path = "Content/es/s\(item.number).md"
            let errors = report.diagnostics.filter { $0.location?.path == path && $0.severity == .error }
            let fileLine = { (diagnostic: Diagnostic) in (diagnostic.location?.line ?? 0) - 6 + item.headerLines }
            // A pass is the checker's own verdict, never the mere absence of errors (a run that checked nothing
            // has no errors either).
            var passed = false
            if case .passed = report.outcomes[path]?.first { passed = true }
            if let expected = item.error {
                let atLine = errors.filter { fileLine($0) == expected.line }
                let elsewhere = errors.filter { fileLine($0) != expected.line }
                if atLine.contains(where: { $0.message.contains(expected.text) }) && elsewhere.isEmpty {
                    failingAtLine += 1
                    if gaps[item.number] != nil {
                        problems.append("\(item.number) fails at its line now: remove it from KNOWN-GAPS.txt")
                    }
                } else if gaps[item.number] == nil {
                    problems.append(
                        "\(item.number) expected error at line \(expected.line) containing “\(expected.text)”, got "
                            + "\(errors.map { "\(fileLine($0)): \($0.message)" })")
                }
            } else if errors.isEmpty && passed {
                passing += 1
                if gaps[item.number] != nil {
                    problems.append("\(item.number) passes now: remove it from KNOWN-GAPS.txt")
                }
            } else if gaps[item.number] == nil {
                problems.append(
                    "\(item.number) is correct but fails: \(errors.map { "\(fileLine($0)): \($0.message)" })")
            }
        }
        let correct = cases.filter { $0.error == nil }.count
        print(
            "realistic corpus: \(cases.count) snippets; \(passing) of \(correct) correct pass, "
                + "\(failingAtLine) of \(cases.count - correct) wrong fail at their line, \(gaps.count) known gaps")
        let outside = report.diagnostics.filter {
            $0.severity == .error && !($0.location?.path.hasPrefix("Content/es/s") ?? false)
        }
        #expect(outside.isEmpty, "errors outside the snippets: \(outside.prefix(5).map(\.description))")
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        #expect(cases.count >= 150)
    }
}
