import Diagnostics
import Foundation
import Testing

@testable import Site

/// A pull request can add a symbolic link anywhere in the site. A link that leaves the site must fail the build
/// at its path, and no byte of what it points at may reach `Output/`, a diagnostic or its excerpt.
@Suite(.serialized) struct SymlinkEscapeTests {
    /// A value only this process's environment holds, so `/proc/self/environ` leaking is detectable.
    static let secret: String = {
        let value = "puente-secret-\(UUID().uuidString)"
        setenv("PUENTE_TEST_SECRET", value, 1)
        return value
    }()

    /// A file outside every site, holding the secret as an article would.
    static func outsideFile() throws -> URL {
        let url = TestSite.temporaryFolder("puente-outside").appending(path: "private.md")
        try "---\ntitle: \"\(secret)\"\n---\n\n\(secret)\n".write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    /// Builds `site` twice: once clean, once after adding the link (so an earlier good `Output/` exists).
    static func buildWithLink(at path: String, to target: String) throws -> (SiteBuilder.Result, URL, String) {
        _ = secret
        let site = TestSite.fixtureWithTheme("valid-basic")
        let options = BuildOptions(siteRoot: site, outputDirectory: site.appending(path: "Output"))
        #expect(SiteBuilder.build(options).succeeded)
        let before = TestSite.files(in: site.appending(path: "Output"))
        let link = site.appending(path: path)
        try? FileManager.default.removeItem(at: link)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target)
        let result = SiteBuilder.build(options)
        #expect(TestSite.files(in: site.appending(path: "Output")) == before, "the previous site stays as it was")
        let renderer = DiagnosticRenderer { result.sources[$0] }
        let printed = result.diagnostics.map(renderer.render).joined(separator: "\n")
        return (result, site, printed)
    }

    /// No file under `Output/` contains `needle`.
    static func outputHolds(_ needle: String, site: URL) -> Bool {
        let output = site.appending(path: "Output")
        return TestSite.files(in: output).contains { TestSite.read($0, in: output).contains(needle) }
    }

    @Test func anAssetLinkedToTheProcessEnvironmentFailsAndLeaksNothing() throws {
        let (result, site, printed) = try Self.buildWithLink(at: "Theme/assets/env.txt", to: "/proc/self/environ")
        #expect(!result.succeeded)
        #expect(printed.contains("Theme/assets/env.txt:1:1: error: 'Theme/assets/env.txt' is a symbolic link that"))
        #expect(!printed.contains(Self.secret))
        #expect(!Self.outputHolds(Self.secret, site: site))
        #expect(!FileManager.default.fileExists(atPath: site.appending(path: "Output/assets/env.txt").path))
    }

    @Test func anAssetLinkedToEtcPasswdFailsAndLeaksNothing() throws {
        let (result, site, printed) = try Self.buildWithLink(at: "Theme/assets/x", to: "/etc/passwd")
        #expect(!result.succeeded)
        #expect(printed.contains("Theme/assets/x:1:1: error:"))
        #expect(!printed.contains("root:x:0:0"))
        #expect(!Self.outputHolds("root:x:0:0", site: site))
        #expect(!FileManager.default.fileExists(atPath: site.appending(path: "Output/assets/x").path))
    }

    @Test func anArticleLinkedOutsideTheSiteFailsAndLeaksNothing() throws {
        let outside = try Self.outsideFile()
        let (result, site, printed) = try Self.buildWithLink(at: "Content/es/fuera.md", to: outside.path)
        #expect(!result.succeeded)
        #expect(printed.contains("Content/es/fuera.md:1:1: error: 'Content/es/fuera.md' is a symbolic link"))
        #expect(!printed.contains(Self.secret))
        #expect(result.sources["Content/es/fuera.md"] == nil)
        #expect(!Self.outputHolds(Self.secret, site: site))
    }

    @Test func anArticleLinkedToTheEnvironmentPrintsNoExcerpt() throws {
        let (result, _, printed) = try Self.buildWithLink(at: "Content/es/env.md", to: "/proc/self/environ")
        #expect(!result.succeeded)
        #expect(!printed.contains(Self.secret))
        #expect(!printed.contains("PATH="))
    }

    @Test func aTemplateLinkedOutsideTheSiteFails() throws {
        let outside = try Self.outsideFile()
        let (result, site, printed) = try Self.buildWithLink(
            at: "Theme/templates/footer.mustache", to: outside.path)
        #expect(!result.succeeded)
        #expect(printed.contains("Theme/templates/footer.mustache:1:1: error:"))
        #expect(!printed.contains(Self.secret))
        #expect(!Self.outputHolds(Self.secret, site: site))
    }

    @Test func aLanguageFolderLinkedOutsideTheSiteFails() throws {
        let folder = try Self.outsideFile().deletingLastPathComponent()
        let (result, site, printed) = try Self.buildWithLink(at: "Content/ja", to: folder.path)
        #expect(!result.succeeded)
        #expect(printed.contains("Content/ja:1:1: error: 'Content/ja' is a symbolic link that leaves the site"))
        #expect(!Self.outputHolds(Self.secret, site: site))
    }

    @Test func theConfigurationLinkedOutsideTheSiteFails() throws {
        let (result, _, printed) = try Self.buildWithLink(at: "Content/site.yml", to: "/etc/passwd")
        #expect(!result.succeeded)
        #expect(printed.contains("Content/site.yml:1:1: error:"))
        #expect(!printed.contains("root:x:0:0"))
    }

    @Test func aLinkThatStaysInsideTheSiteIsFollowed() throws {
        let site = TestSite.fixtureWithTheme("valid-basic")
        try FileManager.default.createSymbolicLink(
            atPath: site.appending(path: "Theme/assets/copia.css").path, withDestinationPath: "style.css")
        let result = SiteBuilder.build(BuildOptions(siteRoot: site, outputDirectory: site.appending(path: "Output")))
        #expect(result.succeeded)
        let output = site.appending(path: "Output")
        #expect(TestSite.read("assets/copia.css", in: output) == TestSite.read("assets/style.css", in: output))
    }

    /// A secret in the site's own hidden files, where `actions/checkout` leaves the job token and tools keep
    /// credentials: `.git/config` and `.env`.
    static func plantHiddenSecrets(in site: URL) throws {
        try FileManager.default.createDirectory(at: site.appending(path: ".git"), withIntermediateDirectories: true)
        try "[http]\n\textraheader = AUTHORIZATION: basic \(secret)\n".write(
            to: site.appending(path: ".git/config"), atomically: true, encoding: .utf8)
        try "TOKEN=\(secret)\n".write(to: site.appending(path: ".env"), atomically: true, encoding: .utf8)
    }

    /// Builds the fixture after `prepare` (which plants hidden secrets and whatever link is tested).
    static func buildWithHiddenSecrets(_ prepare: (URL) throws -> Void) throws -> (SiteBuilder.Result, URL, String) {
        let site = TestSite.fixtureWithTheme("valid-basic")
        try plantHiddenSecrets(in: site)
        try prepare(site)
        let result = SiteBuilder.build(BuildOptions(siteRoot: site, outputDirectory: site.appending(path: "Output")))
        let renderer = DiagnosticRenderer { result.sources[$0] }
        return (result, site, result.diagnostics.map(renderer.render).joined(separator: "\n"))
    }

    @Test func anAssetLinkedIntoGitInsideTheSiteFailsAndLeaksNothing() throws {
        let (result, site, printed) = try Self.buildWithHiddenSecrets { site in
            try FileManager.default.createSymbolicLink(
                atPath: site.appending(path: "Theme/assets/config.txt").path, withDestinationPath: "../../.git/config")
        }
        #expect(!result.succeeded)
        #expect(
            printed.contains(
                "Theme/assets/config.txt:1:1: error: 'Theme/assets/config.txt' leads to '.git/config', a hidden file"))
        #expect(!printed.contains(Self.secret))
        #expect(!Self.outputHolds(Self.secret, site: site))
    }

    @Test func anArticleLinkedToADotEnvInsideTheSiteFailsAndLeaksNothing() throws {
        let (result, site, printed) = try Self.buildWithHiddenSecrets { site in
            try FileManager.default.createSymbolicLink(
                atPath: site.appending(path: "Content/es/entorno.md").path, withDestinationPath: "../../.env")
        }
        #expect(!result.succeeded)
        #expect(printed.contains("Content/es/entorno.md:1:1: error: 'Content/es/entorno.md' leads to '.env'"))
        #expect(!printed.contains(Self.secret))
        #expect(result.sources["Content/es/entorno.md"] == nil)
        #expect(!Self.outputHolds(Self.secret, site: site))
    }

    @Test func anImageNamingAHiddenFileStraightIsRefused() throws {
        let (result, site, printed) = try Self.buildWithHiddenSecrets { site in
            try "TOKEN=\(Self.secret)\n".write(
                to: site.appending(path: "Content/es/.secreto.svg"), atomically: true, encoding: .utf8)
            let article = site.appending(path: "Content/es/otro.md")
            let text = try String(contentsOf: article, encoding: .utf8)
            try (text + "\n![x](.secreto.svg) ![y](../../.git/config.png)\n").write(
                to: article, atomically: true, encoding: .utf8)
        }
        #expect(!result.succeeded)
        #expect(printed.contains("hidden file"), "\(printed)")
        #expect(!printed.contains(Self.secret))
        #expect(!Self.outputHolds(Self.secret, site: site))
    }

    @Test func aLanguageFolderLinkedToAHiddenFolderIsRefused() throws {
        let (result, site, printed) = try Self.buildWithHiddenSecrets { site in
            let hidden = site.appending(path: ".borradores")
            try FileManager.default.createDirectory(at: hidden, withIntermediateDirectories: true)
            try "---\ntitle: \"\(Self.secret)\"\n---\n\n\(Self.secret)\n".write(
                to: hidden.appending(path: "nota.md"), atomically: true, encoding: .utf8)
            try FileManager.default.removeItem(at: site.appending(path: "Content/ja"))
            try FileManager.default.createSymbolicLink(
                atPath: site.appending(path: "Content/ja").path, withDestinationPath: "../.borradores")
        }
        #expect(!result.succeeded)
        #expect(printed.contains("Content/ja:1:1: error: 'Content/ja' leads to '.borradores'"), "\(printed)")
        #expect(!Self.outputHolds(Self.secret, site: site))
    }
}
