import Digest
import Foundation
import Testing

@testable import SiteFiles

/// Files read into arrays: every size round-trips, and anything but a regular file is refused without blocking.
@Suite struct FileBytesTests {
    @Test(arguments: [0, 1, 4095, 4096, 4097, 65_536, 1_000_003])
    func everySizeReadsWhole(_ size: Int) throws {
        let file = FileManager.default.temporaryDirectory.appending(path: "puente-bytes-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        try Data(bytes).write(to: file)
        #expect(FileBytes.read(file.path) == bytes)
    }

    @Test func aFolderAFIFOAndAMissingFileAreRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "puente-bytes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appending(path: "pipe").path
        #expect(mkfifo(fifo, 0o644) == 0)
        #expect(FileBytes.read(fifo) == nil)
        #expect(FileBytes.read(folder.path) == nil)
        #expect(FileBytes.read(folder.appending(path: "missing").path) == nil)
    }

    /// A file's streamed digest is the digest of its bytes, across the mebibyte parts it is read in.
    @Test(arguments: [0, 1, 1 << 20, (1 << 20) + 1, 3_500_017])
    func aStreamedDigestIsTheDigestOfTheBytes(_ size: Int) throws {
        let file = FileManager.default.temporaryDirectory.appending(path: "puente-digest-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 3) }
        try Data(bytes).write(to: file)
        let streamed = try #require(FileBytes.digest(file.path))
        #expect(streamed.count == size)
        #expect(streamed.digest == ContentDigest.of(bytes))
    }

    /// Hashing a large input takes a mebibyte of memory, not its size (hostile pull requests, item 14: a 4 GiB
    /// file under `Content/` was read whole on every build); a FIFO is refused without blocking.
    @Test func aLargeFileIsHashedInBoundedMemory() throws {
        let file = FileManager.default.temporaryDirectory.appending(path: "puente-sparse-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
        #expect(truncate(file.path, 512 << 20) == 0)  // sparse: 512 MiB of zeros, no disk
        var before = rusage()
        getrusage(RUSAGE_SELF.rawValue, &before)
        let streamed = try #require(FileBytes.digest(file.path))
        var after = rusage()
        getrusage(RUSAGE_SELF.rawValue, &after)
        #expect(streamed.count == 512 << 20)
        // The peak resident size (KiB) grows by far less than the file. Scripts/test.sh runs this test alone: other
        // suites' allocations in the same process would count in the peak.
        #expect(after.ru_maxrss - before.ru_maxrss < 128 << 10)
        let fifo = FileManager.default.temporaryDirectory.appending(path: "puente-fifo-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: fifo) }
        #expect(mkfifo(fifo.path, 0o644) == 0)
        #expect(FileBytes.digest(fifo.path) == nil)
    }
}
