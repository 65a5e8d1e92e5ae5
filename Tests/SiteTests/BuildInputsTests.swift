import Foundation
import SiteFiles
import Synchronization
import Testing

@testable import Site

#if canImport(Glibc)
    import Glibc
#endif

/// The build's input key reads the files the build reads whatever the articles say, and keys every other file
/// under `Content/` by its identity, so an unreferenced 4 GiB file costs a `stat` (hostile PRs item 14).
@Suite struct BuildInputsTests {
    /// The key of `options`, and the paths whose bytes it read.
    static func key(_ options: BuildOptions) -> (BuildInputs.Key?, [String]) {
        let read = Mutex<[String]>([])
        let key = BuildInputs.key(options, environment: ["PATH": "/usr/bin"]) { path in
            read.withLock { $0.append(path) }
            return FileBytes.digest(path)
        }
        return (key, read.withLock { $0 })
    }

    /// Overwrites the byte at `offset` of `file` with `byte` in place and sets its modification time back, so only
    /// the inode's change time tells.
    static func overwriteKeepingSizeAndTime(_ file: URL, at offset: Int = 0, with byte: UInt8) throws {
        var info = stat()
        #expect(lstat(file.path, &info) == 0)
        let descriptor = open(file.path, O_WRONLY)
        try #require(descriptor >= 0)
        var value = byte
        #expect(pwrite(descriptor, &value, 1, off_t(offset)) == 1)
        close(descriptor)
        var times = [info.st_atim, info.st_mtim]
        #expect(utimensat(AT_FDCWD, file.path, &times, 0) == 0)
    }

    @Test func aFileNoArticleReferencesIsKeyedWithoutBeingRead() throws {
        let site = TestSite.fixtureWithTheme("valid-basic")
        let options = BuildOptions(siteRoot: site)
        // 1 GiB, sparse: reading it would take seconds and show in the list of read paths.
        let big = site.appending(path: "Content/es/enorme.bin")
        #expect(FileManager.default.createFile(atPath: big.path, contents: nil))
        #expect(truncate(big.path, 1 << 30) == 0)
        let (key, read) = Self.key(options)
        let base = try #require(key)
        #expect(!read.contains { $0.hasSuffix("enorme.bin") }, "the unreferenced file was read")
        #expect(read.contains { $0.hasSuffix("Content/es/hola.md") }, "articles are read")
        #expect(read.contains { $0.hasSuffix("Content/site.yml") })
        #expect(read.contains { $0.contains("/Theme/") }, "the theme is read")
        #expect(Self.key(options).0 == base, "the key is a function of the inputs")
        // New bytes, same size, the old modification time: the change time still changes the key.
        try Self.overwriteKeepingSizeAndTime(big, with: 1)
        #expect(Self.key(options).0 != base)
    }

    /// A referenced image changed in place (same size, modification time set back) is published anew: the
    /// build is not taken for up to date.
    @Test func aReferencedImageChangedInPlaceIsBuiltAgain() throws {
        let site = TestSite.fixtureWithTheme("images-site")
        let options = BuildOptions(siteRoot: site)
        #expect(SiteBuilder.build(options).succeeded)
        #expect(SiteBuilder.build(options).upToDate)
        let image = site.appending(path: "Content/images/puente.svg")
        let before = try String(contentsOf: image, encoding: .utf8)
        let colour = try #require(before.utf8.firstRange(of: "#e07030".utf8))
        let offset = before.utf8.distance(from: before.utf8.startIndex, to: colour.lowerBound) + 1
        try Self.overwriteKeepingSizeAndTime(image, at: offset, with: UInt8(ascii: "0"))
        let after = try String(contentsOf: image, encoding: .utf8)
        #expect(after != before && after.utf8.count == before.utf8.count)
        let rebuilt = SiteBuilder.build(options)
        #expect(rebuilt.succeeded && !rebuilt.upToDate)
        let published = OutputFolderTests.tree(options.outputDirectory).values
        #expect(published.contains { $0.contains("#007030") }, "the new bytes are published")
        #expect(SiteBuilder.build(options).upToDate)
    }

    /// A file changed right after its identity was taken (same size, modification time set back) has a new
    /// identity, even within one tick of the kernel's clock: on kernels with fine-grained change times (Linux
    /// 6.13 and later, as here) the kernel sees to it; on older ones, ``FileBytes/identity(_:)`` waits out the
    /// tick of a file changed in it.
    @Test func aFileChangedInTheCurrentTickWaitsForTheNextOne() throws {
        let file = TestSite.temporaryFolder("identity").appending(path: "a.bin")
        try Data([1, 2, 3]).write(to: file)
        let first = try #require(FileBytes.identity(file.path))
        try Self.overwriteKeepingSizeAndTime(file, with: 9)
        let second = try #require(FileBytes.identity(file.path))
        #expect(first != second)
        #expect(FileBytes.identity(file.path) == second)
        #expect(FileBytes.identity(file.path + ".missing") == nil)
    }
}
