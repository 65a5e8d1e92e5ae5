import Config
import Content
import Digest
import Foundation
import SiteFiles
import Testing

@testable import Snippets

/// A verdict, a compiled stub folder or a toolchain answer that Puente did not write on this machine (a pull
/// request can commit any of them under `.puente-cache/`) is never trusted; verdicts cross machines only
/// through `--export-verdicts` and `--import-verdicts`, which an operator names.
@Suite(.serialized, .tags(.slow)) struct CommittedVerdictTests {
    static let otherMachine = CacheAuthenticator(
        keyFolder: FileManager.default.temporaryDirectory.appending(path: "puente-other-\(UUID().uuidString)"),
        writer: CacheAuthenticator.writerIdentity)

    /// A site whose one block does not compile (its own, so its verdict is its own in the shared test cache);
    /// with `ownCache`, a cache folder of its own too (the stubs are then compiled for it).
    static func brokenSite(ownCache: Bool = false) throws -> (URL, [String: String]) {
        let site = try SnippetSite.make("```swift\n// \(UUID().uuidString)\nlet cuenta: Int = \"tres\"\n```\n")
        var environment = SnippetSite.environment
        if ownCache { environment["PUENTE_CACHE_DIR"] = site.appending(path: ".puente-cache").path }
        return (site, environment)
    }

    /// The verdict files `report`'s check used (its one block's), with their keys: the files whose names end
    /// with a key that a check of `site` alone produced.
    static func verdictFiles(_ site: URL, environment: [String: String]) throws -> [(path: String, key: String)] {
        let exchange = FileManager.default.temporaryDirectory.appending(path: "puente-keys-\(UUID().uuidString)")
        let content = try #require(ContentLoader(siteRoot: site).load().content)
        _ = SnippetStage.run(content, siteRoot: site, exchange: (nil, exchange), environment: environment)
        let cache = URL(fileURLWithPath: environment["PUENTE_CACHE_DIR"]!).appending(path: "results")
        var found: [(String, String)] = []
        let exported = exchange.appending(path: "results")
        for prefix in try FileManager.default.contentsOfDirectory(atPath: exported.path) {
            for name in try FileManager.default.contentsOfDirectory(atPath: exported.appending(path: prefix).path) {
                found.append((cache.appending(path: "\(prefix)/\(name)").path, String(name.dropLast(5))))
            }
        }
        return found
    }

    @Test(arguments: ["untagged", "other machine"])
    func aCommittedVerdictWithoutItsErrorsDoesNotPassTheBlock(forgery: String) throws {
        let (site, environment) = try Self.brokenSite()
        let first = SnippetSite.check(site, environment: environment)
        #expect(first.outcomes.values.flatMap { $0 } == [.failed])
        // The pull request's version of the verdict: the same file without its errors.
        let files = try Self.verdictFiles(site, environment: environment)
        #expect(files.count == 1)
        for (path, key) in files {
            let genuine = try #require(SealedFile.payload(path, purpose: "verdict \(key)"))
            var object = try #require(try JSONSerialization.jsonObject(with: Data(genuine)) as? [String: Any])
            object["diagnostics"] = [Any]()
            let forged = Array(try JSONSerialization.data(withJSONObject: object))
            let bytes = forgery == "untagged" ? forged : Self.otherMachine.seal(forged, purpose: "verdict \(key)")
            try Data(bytes).write(to: URL(fileURLWithPath: path))
        }
        let second = SnippetSite.check(site, environment: environment)
        #expect(second.outcomes.values.flatMap { $0 } == [.failed])
        #expect(second.cacheHits == 0)
        #expect(second.untrustedVerdicts == 1)
        #expect(second.diagnostics.contains { $0.severity == .error && $0.message.contains("cannot convert value") })
        #expect(
            second.diagnostics.contains {
                $0.severity == .note && $0.message.hasPrefix("1 cached snippet verdict(s)")
                    && $0.message.contains("were not written by Puente on this machine")
            }, "\(second.diagnostics.map(\.description))")
    }

    @Test func committedCompiledStubsAreRebuiltNotLoaded() throws {
        let (site, environment) = try Self.brokenSite(ownCache: true)
        _ = SnippetSite.check(site, environment: environment)
        let cache = site.appending(path: ".puente-cache")
        let stubs = try #require(
            try FileManager.default.contentsOfDirectory(atPath: cache.path).first { $0.hasPrefix("stubs-") })
        let marker = cache.appending(path: "\(stubs)/\(CacheSeal.fileName)")
        let genuine = try #require(SealedFile.payload(marker.path, purpose: CacheSeal.purpose))
        try Data(Self.otherMachine.seal(genuine, purpose: CacheSeal.purpose)).write(to: marker)
        let report = SnippetSite.check(site, environment: environment)
        #expect(
            report.diagnostics.contains {
                $0.severity == .note
                    && $0.message.contains(
                        "(stub modules) was damaged: its completion marker: damaged, or not written by "
                            + "Puente on this machine")
            }, "\(report.diagnostics.map(\.description))")
        #expect(report.outcomes.values.flatMap { $0 } == [.failed])
    }

    @Test func aGarbageToolchainAnswerIsAskedAgain() throws {
        let cache = FileManager.default.temporaryDirectory.appending(path: "puente-toolchain-\(UUID().uuidString)")
        let real = try SwiftToolchain.locate(environment: SnippetSite.environment, cache: cache)
        let folder = cache.appending(path: "toolchains")
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            try Data("Swift version 0.0 (forged)\nSECRET".utf8).write(to: folder.appending(path: name))
        }
        let again = try SwiftToolchain.locate(environment: SnippetSite.environment, cache: cache)
        #expect(again.version == real.version)
        #expect(real.version.hasPrefix("Swift version") || real.version.contains("Swift version"))
    }

    @Test func verdictsCrossMachinesOnlyThroughExportAndImport() throws {
        let (site, environment) = try Self.brokenSite()
        let exchange = FileManager.default.temporaryDirectory.appending(path: "puente-verdicts-\(UUID().uuidString)")
        let content = try #require(ContentLoader(siteRoot: site).load().content)
        let first = SnippetStage.run(content, siteRoot: site, exchange: (nil, exchange), environment: environment)
        #expect(first.compilerRuns >= 1)
        // As on another machine: the verdict is not in the cache, only in the exported folder.
        for (path, _) in try Self.verdictFiles(site, environment: environment) {
            try FileManager.default.removeItem(atPath: path)
        }
        // A file that is no exported verdict is refused, not imported.
        let junk = exchange.appending(path: "results/00/00000000000000000000000000000000.json")
        try FileManager.default.createDirectory(at: junk.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{\"diagnostics\":[]}".utf8).write(to: junk)
        let second = SnippetStage.run(content, siteRoot: site, exchange: (exchange, nil), environment: environment)
        #expect(second.imported == (1, 1))
        #expect(second.compilerRuns == 0)
        #expect(second.cacheHits == 1)
        #expect(second.outcomes == first.outcomes)
        #expect(
            Set(second.diagnostics.map(\.message))
                == Set(
                    first.diagnostics.map(\.message) + [
                        "1 file(s) under \(exchange.path)/results are not verdicts exported by puente check --export-verdicts; "
                            + "they were ignored"
                    ]))
    }
}
