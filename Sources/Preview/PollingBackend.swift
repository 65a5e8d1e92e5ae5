import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds changes by comparing snapshots of the watched folders (path → size, modification time, inode)
/// taken every `interval` seconds.
final class PollingBackend: WatchBackend, @unchecked Sendable {
    /// What a snapshot records about one file or folder.
    struct Stamp: Equatable {
        var size: Int64
        var modified: Int64
        var inode: UInt64
        var isDirectory: Bool
    }

    private let roots: [String]
    private let interval: Double
    private let report: @Sendable ([String]) -> Void
    private let queue = DispatchQueue(label: "puente.preview.watcher.polling")

    // Only touched on `queue`.
    private var snapshot: [String: Stamp] = [:]
    private var timer: DispatchSourceTimer?

    /// Creates a backend for folders, reporting through `report`.
    init(roots: [String], interval: Double, report: @escaping @Sendable ([String]) -> Void) {
        self.roots = roots
        self.interval = interval
        self.report = report
    }

    /// Takes the first snapshot (so changes right after this returns are seen) and starts polling.
    func start() {
        queue.sync {
            snapshot = Self.snapshot(of: roots)
            let timer = DispatchSource.makeTimerSource(queue: queue)
            timer.schedule(deadline: .now() + interval, repeating: interval, leeway: .milliseconds(10))
            timer.setEventHandler { [weak self] in self?.poll() }
            timer.resume()
            self.timer = timer
        }
    }

    func stop() {
        queue.sync {
            timer?.cancel()
            timer = nil
        }
    }

    /// Compares a new snapshot with the last one and reports the difference. On `queue`.
    private func poll() {
        guard timer != nil else { return }
        let current = Self.snapshot(of: roots)
        let changed = Self.changes(from: snapshot, to: current)
        snapshot = current
        if !changed.isEmpty { report(changed) }
    }

    /// Paths added, removed or modified between two snapshots; a folder counts only when it appears or
    /// disappears (its own modification time changes with every file created in it).
    static func changes(from old: [String: Stamp], to new: [String: Stamp]) -> [String] {
        var changed: [String] = []
        for (path, stamp) in new {
            guard let previous = old[path] else {
                changed.append(path)
                continue
            }
            if stamp.isDirectory && previous.isDirectory { continue }
            if stamp != previous { changed.append(path) }
        }
        for path in old.keys where new[path] == nil { changed.append(path) }
        return changed.sorted()
    }

    /// Every file and folder under the roots, not following symbolic links to folders.
    static func snapshot(of roots: [String]) -> [String: Stamp] {
        var result: [String: Stamp] = [:]
        var folders = roots
        while let folder = folders.popLast() {
            guard let directory = opendir(folder) else { continue }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafePointer(to: entry.pointee.d_name) {
                    $0.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) {
                        String(cString: $0)
                    }
                }
                if name == "." || name == ".." { continue }
                let path = folder + "/" + name
                var link = stat()
                guard lstat(path, &link) == 0 else { continue }
                var info = link
                let isLink = link.st_mode & S_IFMT == S_IFLNK
                if isLink, stat(path, &info) != 0 { info = link }
                let isDirectory = info.st_mode & S_IFMT == S_IFDIR
                #if canImport(Darwin)
                    let modified = Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
                #else
                    let modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
                #endif
                result[path] = Stamp(
                    size: Int64(info.st_size), modified: modified, inode: UInt64(info.st_ino), isDirectory: isDirectory)
                if isDirectory, !isLink { folders.append(path) }
            }
        }
        return result
    }
}
