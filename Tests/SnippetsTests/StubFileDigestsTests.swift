import Foundation
import SiteFiles
import Testing

@testable import Snippets

#if canImport(Glibc)
    import Glibc
#endif

/// A warm check takes a `stat` of each unchanged stub file instead of reading and hashing it
/// (``StubFileDigests``); a changed file, even one rewritten in place with its old size and time, is read and
/// hashed again, and a table Puente did not write is ignored.
@Suite(.tags(.slow)) struct StubFileDigestsTests {
    /// A site with one stub module, `Mini`, the toolchain and SDK to build it, and the site's cache folder.
    static func miniSite() throws -> (site: URL, toolchain: SwiftToolchain, sdk: IOSSimulatorSDK, cache: URL) {
        let site = try SnippetSite.make("```swift\nlet n = Mini.one\n```", stubs: false)
        let module = site.appending(path: "Content/Stubs/Mini")
        try FileManager.default.createDirectory(at: module, withIntermediateDirectories: true)
        try "public enum Mini { public static let one = 1 }\n".write(
            to: module.appending(path: "Mini.swift"), atomically: true, encoding: .utf8)
        let environment = SnippetSite.withoutBuiltIns(VerdictSoundnessTests.privateCache(site))
        let shared = SnippetCacheLocation.shared(environment: environment)
        let toolchain = try SwiftToolchain.locate(environment: environment, cache: shared)
        let sdk = try IOSSimulatorSDK.prepare(toolchain: toolchain, cacheRoot: shared)
        return (site, toolchain, sdk, site.appending(path: ".puente-cache"))
    }

    static func prepare(_ setup: (site: URL, toolchain: SwiftToolchain, sdk: IOSSimulatorSDK, cache: URL)) throws
        -> StubModules
    {
        try StubModules.prepare(
            siteRoot: setup.site, toolchain: setup.toolchain, sdk: setup.sdk, cacheRoot: setup.cache, builtIn: nil)
    }

    /// Writes `text` over the start of `file` and sets its modification time back: only the change time tells.
    static func rewriteInPlace(_ file: URL, _ text: String) throws {
        var info = stat()
        #expect(lstat(file.path, &info) == 0)
        let descriptor = open(file.path, O_WRONLY)
        try #require(descriptor >= 0)
        #expect(pwrite(descriptor, text, text.utf8.count, 0) == text.utf8.count)
        close(descriptor)
        var times = [info.st_atim, info.st_mtim]
        #expect(utimensat(AT_FDCWD, file.path, &times, 0) == 0)
    }

    @Test func anUnchangedStubFileIsNotReadAgain() throws {
        let setup = try Self.miniSite()
        let first = try Self.prepare(setup)
        #expect(first.handWrittenFiles.pendingKeys.isEmpty, "compiling reads every file")
        let second = try Self.prepare(setup)
        #expect(second.digest == first.digest)
        #expect(second.handWrittenFiles.pendingKeys == ["Mini/Mini.swift"], "the warm check read the file")
        // Still there when an error needs it, read on first use.
        let bytes = try #require(second.handWritten["Mini/Mini.swift"])
        #expect(String(decoding: bytes, as: UTF8.self).contains("enum Mini"))
        #expect(second.handWrittenFiles.pendingKeys.isEmpty)
    }

    @Test func aStubFileRewrittenInPlaceIsHashedAgain() throws {
        let setup = try Self.miniSite()
        let first = try Self.prepare(setup)
        _ = try Self.prepare(setup)
        let file = setup.site.appending(path: "Content/Stubs/Mini/Mini.swift")
        // Same size, same modification time: `one = 2`.
        try Self.rewriteInPlace(file, "public enum Mini { public static let one = 2 }\n")
        let second = try Self.prepare(setup)
        #expect(second.digest != first.digest)
        #expect(FileManager.default.fileExists(atPath: second.directory.path), "the changed stubs were compiled")
        #expect(try Self.prepare(setup).digest == second.digest)
    }

    /// A table in the cache folder that Puente did not write (a pull request can commit `.puente-cache/`) is
    /// not trusted: here it maps the changed file's new identity to the old digest, which would keep the old
    /// compiled stubs.
    @Test func aTablePuenteDidNotWriteIsIgnored() throws {
        let setup = try Self.miniSite()
        let first = try Self.prepare(setup)
        let file = setup.site.appending(path: "Content/Stubs/Mini/Mini.swift")
        let recorded = StubFileDigests.load(setup.cache).entries
        let old = try #require(recorded.values.first?.digest)
        try Self.rewriteInPlace(file, "public enum Mini { public static let one = 3 }\n")
        let identity = try #require(FileBytes.identity(file.path))
        let path = try #require(recorded.keys.first)
        try Data("\(path)\t\(identity)\t\(old)\n".utf8).write(
            to: setup.cache.appending(path: StubFileDigests.fileName))
        let second = try Self.prepare(setup)
        #expect(second.digest != first.digest)
    }
}
