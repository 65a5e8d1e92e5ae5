import Config
import Content
import Diagnostics
import Foundation
import Testing

@testable import Snippets

/// Every probe under `Tests/Fixtures/StubProbes/<Module>/` is compiled against the stubs and must behave as
/// its header says: `// ios: 15.0` and `// expect: pass`, `// expect: error: <text>` or `// expect: warning: <text>`.
/// The probes pin the stubs' API surface and availability so a stub can never be loosened unnoticed.
@Suite(.tags(.slow)) struct StubProbeTests {
    struct Probe {
        var path: String
        var snippet: Snippet
        var expectedWarning: String?
    }

    static func probes() throws -> [Probe] {
        let root = SnippetSite.repositoryRoot
        let folder = root.appending(path: "Tests/Fixtures/StubProbes")
        var probes: [Probe] = []
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        var files: [String] = []
        while let relative = enumerator?.nextObject() as? String {
            if relative.hasSuffix(".swift") { files.append(relative) }
        }
        for relative in files.sorted() {
            let path = "Tests/Fixtures/StubProbes/\(relative)"
            let text = try String(contentsOf: folder.appending(path: relative), encoding: .utf8)
            var ios = IOSVersion(major: 15)
            var expectation = Snippet.Expectation.compiles
            var warning: String?
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            for line in lines.prefix(6) {
                if line.hasPrefix("// ios:") {
                    ios = try #require(IOSVersion(line.dropFirst(7).trimmingCharacters(in: .whitespaces)), "\(path)")
                } else if line.hasPrefix("// expect:") {
                    let value = line.dropFirst(10).trimmingCharacters(in: .whitespaces)
                    if value.hasPrefix("error:") {
                        let text = value.dropFirst(6).trimmingCharacters(in: .whitespaces)
                        expectation = .fails(containing: text.isEmpty ? nil : text)
                    } else if value.hasPrefix("warning:") {
                        warning = value.dropFirst(8).trimmingCharacters(in: .whitespaces)
                    }
                }
            }
            let snippetLines = lines.enumerated().map { index, line in
                SnippetLine(text: String(line), line: index + 1, columnOffset: 0, hidden: false)
            }
            let snippet = Snippet(
                path: path, index: 0, fence: SourceLocation(path: path, line: 1), lines: snippetLines,
                visibleCode: text, ios: ios, expectation: expectation, title: nil)
            probes.append(Probe(path: path, snippet: snippet, expectedWarning: warning))
        }
        return probes
    }

    @Test func everyProbeBehavesAsItsHeaderSays() throws {
        let probes = try Self.probes()
        try #require(!probes.isEmpty)
        let environment = SnippetSite.environment
        let toolchain = try SwiftToolchain.locate(environment: environment)
        let cache = SnippetCacheLocation.shared(environment: environment)
        let sdk = try IOSSimulatorSDK.prepare(toolchain: toolchain, cacheRoot: cache)
        let stubs = try StubModules.prepare(
            siteRoot: SnippetSite.repositoryRoot, toolchain: toolchain, sdk: sdk, cacheRoot: cache)
        var settings = SnippetSettings()
        settings.implicitImports = []
        let checker = SnippetChecker(toolchain: toolchain, sdk: sdk, stubs: stubs, cacheRoot: cache, settings: settings)
        let report = checker.check(probes.map { (snippets: [$0.snippet], prelude: []) })
        let errors = report.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.description) == [])
        for probe in probes {
            let outcome = report.outcomes[probe.path]?.first
            let said = report.diagnostics.filter { $0.location?.path == probe.path }.map(\.description)
            switch probe.snippet.expectation {
            case .fails:
                #expect(
                    outcome.map { if case .failedAsExpected = $0 { true } else { false } } == true,
                    "\(probe.path): \(said)")
            default:
                #expect(outcome.map { if case .passed = $0 { true } else { false } } == true, "\(probe.path): \(said)")
            }
            let warnings = report.diagnostics.filter { $0.severity == .warning && $0.location?.path == probe.path }
            if let expected = probe.expectedWarning {
                #expect(
                    warnings.contains { $0.message.contains(expected) },
                    "\(probe.path): no warning containing “\(expected)”: \(said)")
            } else if case .compiles = probe.snippet.expectation {
                #expect(warnings.map(\.description) == [], "\(probe.path)")
            }
        }
    }
}
