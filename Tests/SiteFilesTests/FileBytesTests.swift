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
}
