import Foundation
import Testing

@testable import SiteFiles

/// The site folder's reading rules: regular files inside the site only, links followed while they stay inside.
@Suite struct SiteFolderTests {
    /// A fresh site folder with `Theme/assets/style.css`.
    static func site() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appending(path: "puente-sitefolder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: root.appending(path: "Theme/assets"), withIntermediateDirectories: true)
        try Data("body{}".utf8).write(to: root.appending(path: "Theme/assets/style.css"))
        return root
    }

    static func link(_ path: String, to target: String, in root: URL) throws {
        try FileManager.default.createSymbolicLink(
            atPath: root.appending(path: path).path, withDestinationPath: target)
    }

    @Test func readsARegularFile() throws {
        let root = try Self.site()
        #expect(try SiteFolder(root: root).read("Theme/assets/style.css") == Array("body{}".utf8))
    }

    @Test func followsALinkThatStaysInsideTheSite() throws {
        let root = try Self.site()
        try Self.link("Theme/assets/copy.css", to: "style.css", in: root)
        #expect(try SiteFolder(root: root).read("Theme/assets/copy.css") == Array("body{}".utf8))
    }

    @Test(arguments: ["/proc/self/environ", "/etc/passwd", "../../../../../../etc/hostname"])
    func refusesALinkThatLeavesTheSite(target: String) throws {
        let root = try Self.site()
        try Self.link("Theme/assets/leak.txt", to: target, in: root)
        #expect(throws: SiteFileError.self) { try SiteFolder(root: root).read("Theme/assets/leak.txt") }
        do {
            _ = try SiteFolder(root: root).read("Theme/assets/leak.txt")
        } catch {
            guard case .outsideSite(let path, _) = error else {
                Issue.record("expected outsideSite, got \(error)")
                return
            }
            #expect(path == "Theme/assets/leak.txt")
            let message = error.diagnostic.description
            #expect(message.hasPrefix("Theme/assets/leak.txt:1:1: error: 'Theme/assets/leak.txt' is a symbolic link"))
        }
    }

    @Test func refusesALinkThroughALinkedFolderOutside() throws {
        let root = try Self.site()
        try Self.link("Theme/assets/etc", to: "/etc", in: root)
        #expect(throws: SiteFileError.self) { try SiteFolder(root: root).read("Theme/assets/etc/passwd") }
        let (files, refused) = SiteFolder(root: root).files(under: "Theme/assets")
        #expect(files == ["style.css"])
        #expect(refused.map(\.path) == ["Theme/assets/etc"])
    }

    @Test func readingManyFilesAtOnceFollowsTheSameRulesAsOneByOne() throws {
        let root = try Self.site()
        let big = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        try Data(big).write(to: root.appending(path: "Theme/assets/big.bin"))
        try Data().write(to: root.appending(path: "Theme/assets/empty.txt"))
        try Self.link("Theme/assets/copy.css", to: "style.css", in: root)
        try Self.link("Theme/assets/leak.txt", to: "/etc/passwd", in: root)
        try Self.link("Theme/etc", to: "/etc", in: root)
        try Self.link("Theme/inside", to: "assets", in: root)
        #expect(mkfifo(root.appending(path: "Theme/assets/pipe").path, 0o644) == 0)
        let paths = [
            "Theme/assets/style.css", "Theme/assets/big.bin", "Theme/assets/empty.txt", "Theme/assets/copy.css",
            "Theme/assets/leak.txt", "Theme/etc/hostname", "Theme/inside/style.css", "Theme/assets/pipe",
            "Theme/assets/missing.md", "Theme/etc/passwd",
        ]
        let folder = SiteFolder(root: root)
        let batch = folder.read(paths)
        for (path, result) in zip(paths, batch) {
            let single: Result<[UInt8], SiteFileError>
            do throws(SiteFileError) { single = .success(try folder.read(path)) } catch { single = .failure(error) }
            #expect("\(result)" == "\(single)", "\(path)")
        }
        #expect(try batch[1].get() == big && batch[2].get().isEmpty && batch[6].get() == Array("body{}".utf8))
        for refused in [4, 5, 7, 8, 9] {
            #expect(throws: SiteFileError.self, "\(paths[refused])") { try batch[refused].get() }
        }
    }

    @Test func refusesAFIFOWithoutBlocking() throws {
        let root = try Self.site()
        #expect(mkfifo(root.appending(path: "Theme/assets/pipe").path, 0o644) == 0)
        #expect(throws: SiteFileError.notRegularFile(path: "Theme/assets/pipe", kind: "a named pipe (FIFO)")) {
            try SiteFolder(root: root).read("Theme/assets/pipe")
        }
        let (_, refused) = SiteFolder(root: root).files(under: "Theme/assets")
        #expect(refused == [.notRegularFile(path: "Theme/assets/pipe", kind: "a named pipe (FIFO)")])
    }

    @Test func refusesADevice() throws {
        let root = try Self.site()
        try Self.link("Theme/assets/zero", to: "/dev/zero", in: root)
        #expect(throws: SiteFileError.self) { try SiteFolder(root: root).read("Theme/assets/zero") }
    }

    @Test func aMissingFileIsMissing() throws {
        let root = try Self.site()
        #expect(throws: SiteFileError.missing(path: "Theme/assets/none.css")) {
            try SiteFolder(root: root).read("Theme/assets/none.css")
        }
        try Self.link("Theme/assets/dangling.css", to: "nowhere.css", in: root)
        #expect(throws: SiteFileError.missing(path: "Theme/assets/dangling.css")) {
            try SiteFolder(root: root).read("Theme/assets/dangling.css")
        }
    }

    @Test func walksNestedFoldersAndLinkedFoldersInsideTheSiteOnce() throws {
        let root = try Self.site()
        try FileManager.default.createDirectory(
            at: root.appending(path: "Theme/assets/a/b"), withIntermediateDirectories: true)
        try Data("x".utf8).write(to: root.appending(path: "Theme/assets/a/b/c.js"))
        try Data("x".utf8).write(to: root.appending(path: "Theme/assets/a/.hidden"))
        try Self.link("Theme/assets/a/b/loop", to: "../..", in: root)  // a cycle back to assets/
        let (files, refused) = SiteFolder(root: root).files(under: "Theme/assets")
        #expect(files == ["a/b/c.js", "style.css"])
        #expect(refused.isEmpty)
    }

    @Test func aSiteFolderThatIsItselfALinkWorks() throws {
        let root = try Self.site()
        let alias = FileManager.default.temporaryDirectory.appending(path: "puente-alias-\(UUID().uuidString)")
        try FileManager.default.createSymbolicLink(at: alias, withDestinationURL: root)
        #expect(try SiteFolder(root: alias).read("Theme/assets/style.css") == Array("body{}".utf8))
    }
}
