import Diagnostics
import Foundation
import Testing

@testable import Site

/// Builds every case of `Tests/Fixtures/hostile/cases/` (see its README) and checks the clear error or the
/// correct output each one must get.
@Suite(.tags(.slow)) struct HostileCorpusTests {
    static let folder = TestSite.repositoryRoot.appending(path: "Tests/Fixtures/hostile/cases")

    static var cases: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasPrefix(".") }
            .sorted()
    }

    /// `⟦N×TEXT⟧` → TEXT repeated N times, `{i}` in TEXT numbering the repetitions.
    static func expand(_ text: String) -> String {
        var out = ""
        var rest = Substring(text)
        while let open = rest.range(of: "⟦") {
            out += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].range(of: "⟧"),
                let times = rest[open.upperBound..<close.lowerBound].range(of: "×"),
                let count = Int(rest[open.upperBound..<times.lowerBound])
            else { break }
            let unit = String(rest[times.upperBound..<close.lowerBound])
            if unit.contains("{i}") {
                for index in 0..<count { out += unit.replacingOccurrences(of: "{i}", with: String(index)) }
            } else {
                out += String(repeating: unit, count: count)
            }
            rest = rest[close.upperBound...]
        }
        return out + rest
    }

    /// The fixture site with the case laid over it.
    static func site(for name: String) throws -> URL {
        let site = TestSite.fixtureWithTheme("valid-basic")
        let root = folder.appending(path: name)
        let fm = FileManager.default
        let enumerator = fm.enumerator(atPath: root.path)
        while let relative = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: root.appending(path: relative).path, isDirectory: &isDirectory),
                !isDirectory.boolValue, relative != "expect"
            else { continue }
            var bytes = try Data(contentsOf: root.appending(path: relative))
            var target = relative
            if target.hasSuffix(".in") {
                target.removeLast(3)
                bytes = Data(expand(String(decoding: bytes, as: UTF8.self)).utf8)
            }
            var mode = ""
            for suffix in [".append", ".prepend"] where target.hasSuffix(suffix) {
                target.removeLast(suffix.count)
                mode = suffix
            }
            let url = site.appending(path: target)
            try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            let existing = (try? Data(contentsOf: url)) ?? Data()
            switch mode {
            case ".append": bytes = existing + bytes
            case ".prepend": bytes = bytes + existing
            default: break
            }
            try bytes.write(to: url)
        }
        return site
    }

    @Test(arguments: cases)
    func eachCaseGetsItsClearErrorOrCorrectOutput(_ name: String) throws {
        let expectations = try String(contentsOf: Self.folder.appending(path: "\(name)/expect"), encoding: .utf8)
            .split(separator: "\n").map(String.init).filter { !$0.isEmpty && !$0.hasPrefix("#") }
        #expect(!expectations.isEmpty, "\(name) has no expectation")
        let site = try Self.site(for: name)
        let output = site.appending(path: "Output")
        let started = Date()
        let result = SiteBuilder.build(BuildOptions(siteRoot: site, outputDirectory: output))
        let seconds = Date().timeIntervalSince(started)
        #expect(seconds < 60, "\(name) took \(seconds) s")
        let described = result.diagnostics.map(\.description)
        let renderer = DiagnosticRenderer { result.sources[$0] }
        let printed = result.diagnostics.map { renderer.render($0) }.joined(separator: "\n")
        for line in expectations {
            let (key, value) = line.split(separator: ":", maxSplits: 1).map {
                $0.trimmingCharacters(in: .whitespaces)
            }.pair
            switch key {
            case "error", "warning":
                #expect(
                    described.contains { $0.hasPrefix(value) && $0.contains(": \(key): ") },
                    "\(name): no \(line) in \(described.prefix(5))")
            case "output" where value == "none":
                #expect(!FileManager.default.fileExists(atPath: output.path), "\(name) wrote Output/")
                #expect(!result.succeeded, "\(name) succeeded")
            case "output":
                let parts = value.components(separatedBy: " contains ")
                #expect(result.succeeded, "\(name): \(described.filter { $0.contains("error") }.prefix(3))")
                #expect(
                    TestSite.read(parts[0], in: output).contains(parts[1]), "\(name): \(parts[0]) lacks \(parts[1])")
            case "output-absent":
                let space = value.firstIndex(of: " ")!
                let file = String(value[..<space])
                let text = String(value[value.index(after: space)...])
                #expect(!TestSite.read(file, in: output).contains(text), "\(name): \(file) holds \(text)")
            case "excerpt-at-most":
                let limit = Int(value)!
                let longest = printed.components(separatedBy: "\n").map(\.count).max() ?? 0
                #expect(longest <= limit, "\(name): a printed line of \(longest) characters")
            default:
                Issue.record("\(name): unknown expectation \(line)")
            }
        }
    }
}

extension Array where Element == String {
    /// The first two elements (the second empty when missing).
    fileprivate var pair: (String, String) { (self.first ?? "", self.count > 1 ? self[1] : "") }
}
