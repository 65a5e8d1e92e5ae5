import Foundation
import Testing

@testable import Site

#if canImport(Glibc)
    import Glibc
#endif

/// One walk of a folder tells the publish everything it asks about it: the scan with names and inodes only
/// agrees with the full one, every folder of a wide tree is read whatever the number of threads, and a
/// remembered scan is only trusted while no folder in it changed.
@Suite struct FolderScanTests {
    /// A tree with nested folders, files and a link.
    static func sampleTree() throws -> URL {
        let root = TestSite.temporaryFolder().appending(path: "tree")
        let fm = FileManager.default
        for folder in ["a/b/c", "d", "e/f"] {
            try fm.createDirectory(at: root.appending(path: folder), withIntermediateDirectories: true)
        }
        for file in ["x.html", "a/y.html", "a/b/c/z.json", "d/w.css", "e/f/v.txt"] {
            try Data(file.utf8).write(to: root.appending(path: file))
        }
        try fm.createSymbolicLink(atPath: root.appending(path: "latest").path, withDestinationPath: "a/b")
        return root
    }

    @Test func inodesOnlyAgreesWithTheFullScan() throws {
        let root = try Self.sampleTree()
        let full = FolderScan(root.path)
        let quick = FolderScan(root.path, inodesOnly: true)
        #expect(full.items.count == 12)
        #expect(Set(full.items.keys) == Set(quick.items.keys))
        for (path, item) in full.items {
            let other = try #require(quick.items[path])
            #expect(other.kind == item.kind, "\(path)")
            #expect(other.isSameFile(as: item), "\(path)")
        }
        #expect(full.items["latest"]?.kind == .symbolicLink)
        #expect(full.items["a/b/c/z.json"]?.size == "a/b/c/z.json".utf8.count)
        #expect(quick.items["a/b/c/z.json"]?.size == -1, "the quick scan does not look files up")
    }

    /// 3,000 sibling folders, read by four threads: every entry is found, the same as with one thread.
    @Test func aWideTreeIsReadWholeOnAnyNumberOfThreads() throws {
        let root = TestSite.temporaryFolder().appending(path: "wide")
        for index in 0..<3000 {
            let folder = root.appending(path: "es/articulo-\(index)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("\(index)".utf8).write(to: folder.appending(path: "index.html"))
        }
        let one = FolderScan(root.path)
        let four = FolderScan(root.path, threads: 4)
        #expect(one.items.count == 6001)
        #expect(one.items == four.items)
        // Listed with `getdents64` (more than one 32 KB buffer of entries in es/): the same names as
        // FileManager's listing.
        #if canImport(Glibc)
            #expect(DirectoryEntry.getdents != nil)
        #endif
        let listed = try FileManager.default.contentsOfDirectory(atPath: root.appending(path: "es").path)
        #expect(
            Set(one.items.keys.filter { $0.hasPrefix("es/") && $0.split(separator: "/").count == 2 })
                == Set(listed.map { "es/" + $0 }))
    }

    @Test func aRememberedScanIsTrustedOnlyWhileNoFolderChanged() throws {
        let root = try Self.sampleTree()
        let scan = FolderScan(root.path)
        #expect(scan.stillDescribes(root.path))
        // A file added deep down, one removed, one replaced by rename, one added at the top: each is seen.
        let changes: [(String, (URL) throws -> Void)] = [
            ("added", { try Data("n".utf8).write(to: $0.appending(path: "a/b/c/new.html")) }),
            ("removed", { try FileManager.default.removeItem(at: $0.appending(path: "d/w.css")) }),
            ("replaced", { try "otro".write(to: $0.appending(path: "e/f/v.txt"), atomically: true, encoding: .utf8) }),
            ("top", { try Data().write(to: $0.appending(path: ".nojekyll")) }),
        ]
        for (name, change) in changes {
            let fresh = try Self.sampleTree()
            let remembered = FolderScan(fresh.path)
            try change(fresh)
            #expect(!remembered.stillDescribes(fresh.path), "\(name)")
        }
        // A scan with inodes only knows no times, so it is never trusted this way.
        #expect(!FolderScan(root.path, inodesOnly: true).stillDescribes(root.path))
    }
}
