import Content
import Digest
import Foundation
import Incremental
import SiteFiles
import Testing

@testable import CodeBlocks
@testable import Site

/// A pull request controls `.puente-cache/` (it can `git add -f` anything there): no file in it is trusted
/// unless Puente wrote it on this machine. Each forged cache is ignored with one line and made again, and the
/// build equals a clean one.
@Suite(.serialized, .tags(.slow)) struct CommittedCacheTests {
    /// A machine that is not this one: what a pull request author can make at home.
    static let otherMachine = CacheAuthenticator(
        keyFolder: TestSite.temporaryFolder("puente-other-machine"), writer: CacheAuthenticator.writerIdentity)

    static let injected =
        "<meta http-equiv=\"refresh\" content=\"0; url=https://phish.example/\"><img src=x onerror=alert(1)>"

    /// The highlight cache the build wrote, remade by the other machine with every entry's HTML replaced.
    static func forgeHighlights(in site: URL) throws {
        let file = site.appending(path: ".puente-cache/highlight-v6.bin")
        let genuine = try #require(HighlightFile.decode(try [UInt8](Data(contentsOf: file))))
        let forged = genuine.keys.map { (key: $0, html: Array(Self.injected.utf8)) }
        try Data(HighlightFile.encode(forged, authenticator: Self.otherMachine)).write(to: file)
        // An untagged copy of the same, as a hand-made file would be, is refused as well.
        #expect(HighlightFile.decode(HighlightFile.encode(forged, authenticator: Self.otherMachine)) == nil)
    }

    static func forgetRecordsAndMemos(_ site: URL) throws {
        let cache = site.appending(path: ".puente-cache")
        for name in try FileManager.default.contentsOfDirectory(atPath: cache.path)
        where name.hasSuffix(".record") || name == "memo" {
            try FileManager.default.removeItem(at: cache.appending(path: name))
        }
    }

    @Test func aHighlightCacheFromElsewherePastesNothingIntoPages() throws {
        let site = try SiteStoresTests.siteWithFiguresAndCode()
        let options = BuildOptions(siteRoot: site, outputDirectory: site.appending(path: "Output"))
        try #require(SiteBuilder.build(options).succeeded)
        try Self.forgeHighlights(in: site)
        try Self.forgetRecordsAndMemos(site)
        let summaries = SiteStoresTests.Summaries()
        var clean = options
        clean.clean = true
        let rebuilt = SiteBuilder.build(clean, reporter: summaries)
        try #require(rebuilt.succeeded, "\(rebuilt.diagnostics.map(\.description))")
        let output = site.appending(path: "Output")
        #expect(!TestSite.files(in: output).contains { TestSite.read($0, in: output).contains("phish.example") })
        #expect(
            summaries.all.contains {
                $0.contains("highlight cache: damaged, of another format, or not written by Puente on this machine")
            }, "\(summaries.all)")
    }

    @Test func aForgedBuildRecordDoesNotSkipTheBuild() throws {
        let site = TestSite.fixtureWithTheme("valid-basic")
        let options = BuildOptions(siteRoot: site, outputDirectory: site.appending(path: "Output"))
        try #require(SiteBuilder.build(options).succeeded)
        let cache = site.appending(path: ".puente-cache")
        let record = try #require(
            try FileManager.default.contentsOfDirectory(atPath: cache.path).first { $0.hasSuffix(".record") })
        let genuine = try #require(SealedFile.payload(cache.appending(path: record).path, purpose: BuildRecord.purpose))
        // The same record, tagged by another machine: worthless here.
        try Data(Self.otherMachine.seal(genuine, purpose: BuildRecord.purpose)).write(to: cache.appending(path: record))
        let summaries = SiteStoresTests.Summaries()
        #expect(SiteBuilder.build(options, reporter: summaries).succeeded)
        #expect(!summaries.all.contains { $0.contains("unchanged since the last build") }, "\(summaries.all)")
        // Left alone, the record Puente writes now stops the next build early.
        let again = SiteStoresTests.Summaries()
        #expect(SiteBuilder.build(options, reporter: again).succeeded)
        #expect(again.all.contains { $0.contains("unchanged since the last build") }, "\(again.all)")
    }

    @Test func aCommittedOutputMarkerIsNoManifest() throws {
        let output = TestSite.temporaryFolder().appending(path: "Output")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let page = Array("<p>forged</p>".utf8)
        try Data(page).write(to: output.appending(path: "index.html"))
        let manifest = OutputManifest(["index.html": page])
        try Data(Self.otherMachine.seal(manifest.bytes, purpose: OutputWriter.markerPurpose, writer: "")).write(
            to: output.appending(path: OutputWriter.markerName))
        #expect(OutputWriter.manifest(in: output) == nil)
        try Data(manifest.bytes).write(to: output.appending(path: OutputWriter.markerName))
        #expect(OutputWriter.manifest(in: output) == nil)
    }

    @Test func aCommittedMemoIsSaidOnceAndNotRead() throws {
        let site = TestSite.fixtureWithTheme("valid-basic")
        let options = BuildOptions(siteRoot: site, outputDirectory: site.appending(path: "Output"))
        try #require(SiteBuilder.build(options).succeeded)
        let memo = site.appending(path: ".puente-cache/memo/site-files.bin")
        let genuine = try #require(SealedFile.payload(memo.path, purpose: "memo site-files"))
        try Data(Self.otherMachine.seal(genuine, purpose: "memo site-files")).write(to: memo)
        try FileManager.default.removeItem(at: site.appending(path: ".puente-cache/memo/article-pages.bin"))
        for name in try FileManager.default.contentsOfDirectory(atPath: site.appending(path: ".puente-cache").path)
        where name.hasSuffix(".record") {
            try FileManager.default.removeItem(at: site.appending(path: ".puente-cache/\(name)"))
        }
        let summaries = SiteStoresTests.Summaries()
        #expect(SiteBuilder.build(options, reporter: summaries).succeeded)
        let said = summaries.all.joined(separator: "\n")
        #expect(
            said.components(separatedBy: "site-files cache: damaged, or not written by Puente on this machine").count
                == 2,
            "\(said)")
    }
}
