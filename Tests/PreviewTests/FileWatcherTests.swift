import Foundation
import Testing

@testable import Preview

/// Records the callbacks of a watcher.
final class ChangeRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [[String]] = []
    var batches: [[String]] { lock.withLock { recorded } }
    var all: Set<String> { Set(batches.joined()) }
    func record(_ paths: [String]) { lock.withLock { recorded.append(paths) } }
    /// Whether a path ending in `suffix` was reported within `timeout`.
    func waitFor(_ suffix: String, timeout: Double = 5) -> Bool {
        eventually(timeout: timeout) { all.contains { $0.hasSuffix(suffix) } }
    }
}

@Suite("FileWatcher", .timeLimit(.minutes(1)))
struct FileWatcherTests {
    static var modes: [Bool] { [false, true] }  // forcePolling

    /// A watcher over a fresh temporary folder.
    static func makeWatcher(forcePolling: Bool, quietPeriod: Double = 0.1) throws -> (
        FileWatcher, ChangeRecorder, URL
    ) {
        let folder = FileManager.default.temporaryDirectory.appending(path: "puente-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appending(path: "existing"), withIntermediateDirectories: true)
        let recorder = ChangeRecorder()
        let watcher = FileWatcher(paths: [folder], pollInterval: 0.05, forcePolling: forcePolling) {
            recorder.record($0)
        }
        watcher.quietPeriod = quietPeriod
        try watcher.start()
        return (watcher, recorder, folder)
    }

    @Test("uses inotify on Linux unless polling is forced", arguments: modes)
    func mechanism(forcePolling: Bool) throws {
        let (watcher, _, folder) = try Self.makeWatcher(forcePolling: forcePolling)
        defer {
            watcher.stop()
            try? FileManager.default.removeItem(at: folder)
        }
        #if os(Linux)
            #expect(watcher.mechanism == (forcePolling ? .polling : .inotify))
        #else
            #expect(watcher.mechanism == .polling)
        #endif
    }

    @Test("writing a file reports its path, also in folders created after start", arguments: modes)
    func reportsChanges(forcePolling: Bool) throws {
        let (watcher, recorder, folder) = try Self.makeWatcher(forcePolling: forcePolling)
        defer {
            watcher.stop()
            try? FileManager.default.removeItem(at: folder)
        }
        try "hola".write(to: folder.appending(path: "a.md"), atomically: false, encoding: .utf8)
        #expect(recorder.waitFor("/a.md"))
        try "x".write(to: folder.appending(path: "existing/b.md"), atomically: false, encoding: .utf8)
        #expect(recorder.waitFor("/existing/b.md"))

        let fresh = folder.appending(path: "new/deeper")
        try FileManager.default.createDirectory(at: fresh, withIntermediateDirectories: true)
        try "uno".write(to: fresh.appending(path: "c.md"), atomically: false, encoding: .utf8)
        #expect(recorder.waitFor("/new/deeper/c.md"))
        // A later write in the new folder is seen too (its watch exists by now).
        #expect(eventually { !recorder.batches.isEmpty })
        let before = recorder.batches.count
        try "dos".write(to: fresh.appending(path: "d.md"), atomically: false, encoding: .utf8)
        #expect(recorder.waitFor("/new/deeper/d.md"))
        #expect(recorder.batches.count > before)

        // Deletion and rename.
        try FileManager.default.removeItem(at: folder.appending(path: "a.md"))
        try FileManager.default.moveItem(at: fresh.appending(path: "c.md"), to: fresh.appending(path: "e.md"))
        #expect(recorder.waitFor("/new/deeper/e.md"))
        #expect(eventually { recorder.batches.dropFirst(before).joined().contains { $0.hasSuffix("/a.md") } })
    }

    @Test("a burst of writes gives one callback", arguments: modes)
    func debounces(forcePolling: Bool) throws {
        // A longer quiet period than the default keeps the burst together on a loaded machine.
        let (watcher, recorder, folder) = try Self.makeWatcher(forcePolling: forcePolling, quietPeriod: 0.4)
        defer {
            watcher.stop()
            try? FileManager.default.removeItem(at: folder)
        }
        for index in 0..<20 {
            try "v\(index)".write(to: folder.appending(path: "burst\(index % 5).md"), atomically: true, encoding: .utf8)
        }
        #expect(eventually { recorder.all.filter { $0.contains("/burst") }.count == 5 })
        usleep(1_000_000)  // more than the quiet period: a second callback would have come by now
        #expect(recorder.batches.count == 1)
    }

    @Test("editor temporary files are ignored", arguments: modes)
    func ignoresTemporaryFiles(forcePolling: Bool) throws {
        let (watcher, recorder, folder) = try Self.makeWatcher(forcePolling: forcePolling)
        defer {
            watcher.stop()
            try? FileManager.default.removeItem(at: folder)
        }
        for name in ["notes.md~", ".notes.md.swp", ".notes.md.swx", ".#notes.md", "4913"] {
            try "tmp".write(to: folder.appending(path: name), atomically: false, encoding: .utf8)
        }
        try "final".write(to: folder.appending(path: "notes.md"), atomically: false, encoding: .utf8)
        #expect(recorder.waitFor("/notes.md"))
        let names = recorder.all.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
        #expect(!names.contains { FileWatcher.isEditorTemporary($0) })
    }

    @Test("stop ends the callbacks; missing folders are refused")
    func stopAndErrors() throws {
        let (watcher, recorder, folder) = try Self.makeWatcher(forcePolling: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        watcher.stop()
        watcher.stop()
        try "late".write(to: folder.appending(path: "late.md"), atomically: false, encoding: .utf8)
        usleep(400_000)
        #expect(recorder.batches.isEmpty)

        let missing = folder.appending(path: "does-not-exist")
        let broken = FileWatcher(paths: [missing]) { _ in }
        #expect(throws: PreviewError.self) { try broken.start() }
    }
}
