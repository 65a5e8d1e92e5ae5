import Digest
import Foundation
import Testing

@testable import Site

#if canImport(Glibc)
    import Glibc
#endif

/// The output folder is the user's: what Puente did not write survives, a linked folder is written through,
/// builds of one folder never interleave, a full disk leaves the previous site whole, and a kill at any moment
/// leaves exactly one site.
@Suite struct OutputFolderTests {
    /// The marker a write of `site` leaves: its manifest with this machine's tag, as the tree reads it.
    static func marker(_ site: [String: [UInt8]]) -> String {
        let bytes = CacheAuthenticator.shared.seal(
            OutputManifest(site).bytes, purpose: OutputWriter.markerPurpose, writer: "")
        return String(data: Data(bytes), encoding: .utf8) ?? String(data: Data(bytes), encoding: .isoLatin1) ?? ""
    }

    static func tree(_ folder: URL) -> [String: String] {
        var result: [String: String] = [:]
        for path in TestSite.files(in: folder) { result[path] = TestSite.read(path, in: folder) }
        return result
    }

    static func site(_ text: String, pages: Int = 3) -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        for index in 0..<pages { files["es/p\(index)/index.html"] = Array("\(text) \(index)".utf8) }
        files["index.html"] = Array(text.utf8)
        return files
    }

    @Test func filesPuenteDidNotWriteSurviveCleanBuildsAndUpdates() throws {
        let output = TestSite.temporaryFolder().appending(path: "Output")
        let writer = OutputWriter(destination: output)
        try writer.write(Self.site("uno"))
        let fm = FileManager.default
        try "example.org\n".write(to: output.appending(path: "CNAME"), atomically: true, encoding: .utf8)
        try Data().write(to: output.appending(path: ".nojekyll"))
        try fm.createDirectory(at: output.appending(path: ".git/objects/ab"), withIntermediateDirectories: true)
        try "ref: refs/heads/gh-pages\n".write(
            to: output.appending(path: ".git/HEAD"), atomically: true, encoding: .utf8)
        try "blob".write(to: output.appending(path: ".git/objects/ab/cdef"), atomically: true, encoding: .utf8)
        try fm.createSymbolicLink(atPath: output.appending(path: "latest").path, withDestinationPath: "es/p0")
        // A clean build (every file written) and an update that drops a page and changes one.
        try writer.write(Self.site("dos"))
        var next = Self.site("dos", pages: 2)
        next["index.html"] = Array("tres".utf8)
        let update = try #require(try writer.updateFromMarker(next))
        #expect(update.written == 1 && update.removed == 1)
        #expect(TestSite.read("CNAME", in: output) == "example.org\n")
        #expect(fm.fileExists(atPath: output.appending(path: ".nojekyll").path))
        #expect(TestSite.read(".git/HEAD", in: output) == "ref: refs/heads/gh-pages\n")
        #expect(TestSite.read(".git/objects/ab/cdef", in: output) == "blob")
        #expect(try fm.destinationOfSymbolicLink(atPath: output.appending(path: "latest").path) == "es/p0")
        #expect(!fm.fileExists(atPath: output.appending(path: "es/p2").path), "the dropped page and its folder go")
        #expect(TestSite.read("index.html", in: output) == "tres")
        let siblings = try fm.contentsOfDirectory(atPath: output.deletingLastPathComponent().path)
        #expect(siblings.sorted() == [".Output.spare", "Output"])
        // The spare (the previous site) is refreshed in place by the next update and exchanged again.
        let spare = output.deletingLastPathComponent().appending(path: ".Output.spare")
        #expect(TestSite.read("CNAME", in: spare) == "example.org\n")
    }

    @Test func aFileEditedByHandToTheSameSizeIsWrittenAgain() throws {
        let output = TestSite.temporaryFolder().appending(path: "Output")
        let writer = OutputWriter(destination: output)
        let site = Self.site("uno")
        try writer.write(site)
        try "UNO".write(to: output.appending(path: "index.html"), atomically: true, encoding: .utf8)
        let update = try #require(try writer.updateFromMarker(site))
        #expect(update.written == 1)
        #expect(TestSite.read("index.html", in: output) == "uno")
        // Unchanged files are the same inodes (hard links), so an update costs little disk.
        #expect(try #require(try writer.updateFromMarker(site)).written == 0)
    }

    /// With a stat cache, an unchanged file is verified by its inode, size and time; an edited one (new time)
    /// is read and written again; a damaged cache only means reading everything.
    @Test func theStatCacheNeverHidesAnEdit() throws {
        let parent = TestSite.temporaryFolder()
        let output = parent.appending(path: "Output")
        let cache = parent.appending(path: "cache/output.stat")
        let writer = OutputWriter(destination: output, statCache: cache)
        let site = Self.site("uno")
        try writer.write(site)
        #expect(FileManager.default.fileExists(atPath: cache.path))
        #expect(try #require(try writer.updateFromMarker(site)).written == 0)
        try "UNO".write(to: output.appending(path: "index.html"), atomically: true, encoding: .utf8)
        #expect(try #require(try writer.updateFromMarker(site)).written == 1)
        #expect(TestSite.read("index.html", in: output) == "uno")
        try Data("puente-output-stat 1\nbasura\n".utf8).write(to: cache)
        try "DOS".write(to: output.appending(path: "index.html"), atomically: true, encoding: .utf8)
        #expect(try #require(try writer.updateFromMarker(site)).written == 1)
        #expect(TestSite.read("index.html", in: output) == "uno")
        #expect(!TestSite.files(in: output).contains { $0.contains("stat") })
    }

    /// A file edited in place within the same clock tick as Puente's own write keeps its inode, size and time;
    /// the stat cache does not trust an entry that recent (git's "racy" rule), so the edit is still found.
    @Test func anEditInTheSameTickAsTheWriteIsFound() throws {
        let parent = TestSite.temporaryFolder()
        let output = parent.appending(path: "Output")
        let writer = OutputWriter(destination: output, statCache: parent.appending(path: "cache/output.stat"))
        let site = Self.site("uno")
        try writer.write(site)
        let page = output.appending(path: "index.html").path
        var before = stat()
        #expect(lstat(page, &before) == 0)
        let handle = try #require(FileHandle(forWritingAtPath: page))
        try handle.write(contentsOf: Data("UNO".utf8))
        try handle.close()
        var times = [before.st_atim, before.st_mtim]
        #expect(utimensat(AT_FDCWD, page, &times, 0) == 0)
        var after = stat()
        #expect(lstat(page, &after) == 0)
        #expect(after.st_ino == before.st_ino && after.st_size == before.st_size)
        #expect(after.st_mtim.tv_sec == before.st_mtim.tv_sec && after.st_mtim.tv_nsec == before.st_mtim.tv_nsec)
        #expect(try #require(try writer.updateFromMarker(site)).written == 1)
        #expect(TestSite.read("index.html", in: output) == "uno")
    }

    /// `serve` remembers the spare between publishes; a spare changed behind its back (a file removed, one
    /// added, one replaced) is scanned again, so the next site is still exactly the new one.
    @Test func aRememberedSpareChangedBehindServesBackIsScannedAgain() throws {
        let parent = TestSite.temporaryFolder()
        let output = parent.appending(path: "Output")
        let spare = parent.appending(path: ".Output.spare")
        let writer = OutputWriter(destination: output)
        let first = Self.site("uno", pages: 4)
        var manifest = try writer.write(first)
        var previous = first
        var memory: OutputWriter.Memory?
        for (round, text) in ["dos", "tres", "cuatro", "cinco"].enumerated() {
            var next = first
            next["index.html"] = Array(text.utf8)
            let update = try writer.update(next, previous: previous, manifest: manifest, memory: memory)
            #expect(update.memory?.spare != nil)
            manifest = update.manifest
            memory = update.memory
            previous = next
            var expected = next.mapValues { String(decoding: $0, as: UTF8.self) }
            expected[OutputWriter.markerName] = Self.marker(next)
            #expect(Self.tree(output) == expected, "round \(round)")
            let fm = FileManager.default
            switch round {
            case 0: try fm.removeItem(at: spare.appending(path: "es/p1/index.html"))
            case 1: try "extra".write(to: spare.appending(path: "es/p2/stray.html"), atomically: true, encoding: .utf8)
            case 2: try "basura".write(to: spare.appending(path: "es/p3/index.html"), atomically: true, encoding: .utf8)
            default: break
            }
        }
    }

    /// The spare (the previous site, refreshed in place) is never trusted for content: whatever happened to it,
    /// the next site is exactly the new one; a spare whose marker is gone (a refresh cut short) is rebuilt.
    @Test func aDamagedSpareNeverLeaksIntoTheNextSite() throws {
        let parent = TestSite.temporaryFolder()
        let output = parent.appending(path: "Output")
        let spare = parent.appending(path: ".Output.spare")
        let writer = OutputWriter(destination: output)
        try writer.write(Self.site("uno"))
        _ = try writer.updateFromMarker(Self.site("dos"))
        #expect(FileManager.default.fileExists(atPath: spare.path))
        try "basura".write(to: spare.appending(path: "index.html"), atomically: true, encoding: .utf8)
        try "extra".write(to: spare.appending(path: "stray.html"), atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: spare.appending(path: "es/p1"))
        let expected = Self.site("tres").mapValues { String(decoding: $0, as: UTF8.self) }
        var next = expected
        next[".puente-output"] = Self.marker(Self.site("tres"))
        _ = try writer.updateFromMarker(Self.site("tres"))
        #expect(Self.tree(output) == next)
        // A refresh cut short leaves a spare without its marker: it is thrown away, not used.
        try FileManager.default.removeItem(at: spare.appending(path: OutputWriter.markerName))
        try "basura".write(to: spare.appending(path: "es/p0/index.html"), atomically: true, encoding: .utf8)
        var four = Self.site("cuatro").mapValues { String(decoding: $0, as: UTF8.self) }
        four[".puente-output"] = Self.marker(Self.site("cuatro"))
        _ = try writer.updateFromMarker(Self.site("cuatro"))
        #expect(Self.tree(output) == four)
    }

    @Test func aLinkedOutputFolderIsWrittenThrough() throws {
        let parent = TestSite.temporaryFolder()
        let real = parent.appending(path: "public-real")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
        let output = parent.appending(path: "Output")
        try FileManager.default.createSymbolicLink(at: output, withDestinationURL: real)
        let writer = OutputWriter(destination: output)
        try writer.write(Self.site("uno"))
        _ = try writer.updateFromMarker(Self.site("dos"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: output.path) == real.path)
        #expect(TestSite.read("index.html", in: real) == "dos")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: parent.path).sorted() == [
                ".public-real.spare", "Output", "public-real",
            ])
    }

    /// 100 pairs of writers race for one folder; after each pair it holds one of the two sites exactly.
    @Test func racingBuildsNeverLeaveAMix() throws {
        let output = TestSite.temporaryFolder().appending(path: "Output")
        let sites = [Self.site("rojo", pages: 40), Self.site("verde", pages: 40)]
        let expected = sites.map { site in
            site.mapValues { String(decoding: $0, as: UTF8.self) }.merging(
                [".puente-output": Self.marker(site)]) { a, _ in a }
        }
        var mixes = 0
        for round in 0..<100 {
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                let writer = OutputWriter(destination: output)
                if round % 2 == 0 {
                    _ = try? writer.write(sites[index])
                } else {
                    _ = try? writer.updateFromMarker(sites[index])
                }
            }
            let now = Self.tree(output)
            if now != expected[0] && now != expected[1] { mixes += 1 }
        }
        #expect(mixes == 0)
    }

    /// A build that finds another one writing the folder waits for it (and says so) instead of interleaving.
    @Test func aSecondBuildWaitsForTheFirst() throws {
        let output = TestSite.temporaryFolder().appending(path: "Output")
        let held = try OutputLock.acquire(beside: output)
        let finished = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            _ = try? OutputWriter(destination: output).write(Self.site("uno"))
            finished.signal()
        }
        #expect(finished.wait(timeout: .now() + 0.5) == .timedOut, "the build did not wait for the lock")
        #expect(!FileManager.default.fileExists(atPath: output.path))
        held.release()
        #expect(finished.wait(timeout: .now() + 20) == .success)
        #expect(TestSite.read("index.html", in: output) == "uno")
    }

    /// Needs a small file system of its own: a tmpfs, which only root may mount.
    static let canMount: Bool = {
        guard getuid() == 0 else { return false }
        let probe = TestSite.temporaryFolder("puente-mount-probe")
        defer { umount(probe.path); try? FileManager.default.removeItem(at: probe) }
        return mount("tmpfs", probe.path, "tmpfs", 0, "size=64k") == 0
    }()

    @Test(.enabled(if: canMount, "mounting a small tmpfs needs root"))
    func aFullDiskLeavesThePreviousSiteWhole() throws {
        let disk = TestSite.temporaryFolder("puente-full-disk")
        #expect(mount("tmpfs", disk.path, "tmpfs", 0, "size=256k") == 0)
        defer {
            umount(disk.path)
            try? FileManager.default.removeItem(at: disk)
        }
        let output = disk.appending(path: "Output")
        let writer = OutputWriter(destination: output)
        let small = Self.site("uno", pages: 5)
        try writer.write(small)
        let before = Self.tree(output)
        var huge = small
        huge["big.bin"] = [UInt8](repeating: 7, count: 400_000)
        #expect(throws: OutputError.self) { try writer.updateFromMarker(huge) }
        #expect(throws: OutputError.self) { try writer.write(huge) }
        #expect(Self.tree(output) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: disk.path) == ["Output"])
        // Space freed: the next build works.
        _ = try writer.updateFromMarker(Self.site("dos", pages: 5))
        #expect(TestSite.read("index.html", in: output) == "dos")
    }
}
