import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a whole site into a fresh folder beside the destination, then swaps it in.
///
/// Readers of the destination see either the previous site or the new one, never a mix: the new site is
/// written to `.<name>.tmp-<pid>` in the same parent folder (so the swap is a rename on one file system),
/// and only a complete folder replaces the old one. A failure, or SIGINT/SIGTERM, removes the temporary
/// folder and leaves the previous site as it was.
public struct OutputWriter: Sendable {
    /// The marker file that identifies a folder Puente wrote, so it never replaces anything else.
    public static let markerName = ".puente-output"

    /// The folder that will hold the site.
    public var destination: URL

    /// Creates a writer.
    public init(destination: URL) {
        self.destination = destination.standardizedFileURL
    }

    /// Writes `files` (output-relative path → bytes) and swaps them in; the marker records their manifest,
    /// which is returned.
    @discardableResult
    func write(_ files: [String: [UInt8]]) throws(OutputError) -> OutputManifest {
        let manifest = OutputManifest(files)
        let fm = FileManager.default
        try checkDestinationIsOurs()
        let parent = destination.deletingLastPathComponent()
        let pid = ProcessInfo.processInfo.processIdentifier
        let staging = parent.appending(path: ".\(destination.lastPathComponent).tmp-\(pid)")
        let retired = parent.appending(path: ".\(destination.lastPathComponent).old-\(pid)")
        try? fm.removeItem(at: staging)
        try? fm.removeItem(at: retired)
        Self.removeLeftovers(of: destination)
        let interruption = Interruption.shared
        interruption.register(cleanup: [staging])
        // From the moment the staging folder may exist, a signal is only noted; the writer acts on it.
        interruption.beginWriting()
        defer {
            interruption.endWriting()
            interruption.unregister()
        }
        do {
            try fm.createDirectory(at: staging, withIntermediateDirectories: true)
            var directories: Set<String> = []
            let paths = files.keys.sorted()
            for path in paths where !interruption.isInterrupted {
                guard Self.isSafeRelativePath(path) else {
                    throw OutputError.unsafeDestination(path: path, reason: "the path leaves the output folder")
                }
                let directory = Self.parent(of: path)
                if !directory.isEmpty, !directories.contains(directory) {
                    try fm.createDirectory(
                        atPath: staging.appending(path: directory).path, withIntermediateDirectories: true)
                    directories.insert(directory)
                }
            }
            // Thousands of small files: write them on all cores, straight through the C library.
            let root = staging.path
            let failed = FailedPaths()
            DispatchQueue.concurrentPerform(iterations: paths.count) { index in
                guard !interruption.isInterrupted else { return }
                let path = paths[index]
                let code = Self.writeFile(root + "/" + path, files[path]!)
                if code != 0 { failed.add(path, code) }
            }
            // A signal during writing: the staging folder goes, the previous site stays, the process exits.
            interruption.endWriting()
            if let (path, code) = failed.first {
                throw OutputError.io(path: path, operation: "write", reason: String(cString: strerror(code)))
            }
            _ = fm.createFile(
                atPath: staging.appending(path: Self.markerName).path, contents: Data(manifest.text.utf8))
            // From the swap on, an interruption only has the retired site to remove.
            try interruption.critical(thenCleanUp: [retired]) {
                if fm.fileExists(atPath: destination.path) {
                    try fm.moveItem(at: destination, to: retired)
                }
                try fm.moveItem(at: staging, to: destination)
            }
            // Under the lock, so a signal's handler never removes the same tree at the same time.
            interruption.critical(thenCleanUp: []) { try? fm.removeItem(at: retired) }
            return manifest
        } catch let error as OutputError {
            try? fm.removeItem(at: staging)
            throw error
        } catch {
            try? fm.removeItem(at: staging)
            if !fm.fileExists(atPath: destination.path), fm.fileExists(atPath: retired.path) {
                try? fm.moveItem(at: retired, to: destination)
            }
            throw OutputError.io(path: destination.path, operation: "write", reason: error.localizedDescription)
        }
    }

    /// What an in-place update did.
    public struct Update: Sendable {
        /// Files written (new or changed).
        public var written: Int
        /// Files removed.
        public var removed: Int
        /// The folder's manifest now.
        var manifest: OutputManifest
    }

    /// `puente serve`: brings a folder this process wrote as `previous` (with `manifest`) to `files`,
    /// writing only the files whose bytes changed. Unchanged values share storage, so the comparison is cheap.
    func update(
        _ files: [String: [UInt8]], previous: [String: [UInt8]], manifest: OutputManifest
    ) throws(OutputError) -> Update {
        let changed = files.compactMap { path, bytes in previous[path] == bytes ? nil : path }
        let removed = previous.keys.filter { files[$0] == nil }
        var next = manifest
        for path in changed {
            next.files[path] = .init(size: files[path]!.count, hash: OutputManifest.hash(files[path]!))
        }
        for path in removed { next.files[path] = nil }
        return try apply(files, changed: changed, removed: removed, manifest: next)
    }

    /// `puente build`: when the folder's marker holds a manifest, rewrites only the files whose size or
    /// hash differs from it and removes the ones no longer built; `nil` when there is no manifest to trust
    /// (the caller then writes the whole site with ``write(_:)``).
    public func updateFromMarker(_ files: [String: [UInt8]]) throws(OutputError) -> Update? {
        let marker = destination.appending(path: Self.markerName)
        guard let data = FileManager.default.contents(atPath: marker.path),
            let old = OutputManifest(text: String(decoding: data, as: UTF8.self))
        else { return nil }
        let next = OutputManifest(files)
        let root = destination.path
        // A file the manifest vouches for must still be there with its size: one deleted or truncated by hand
        // since the last build is written again.
        let changed = next.files.compactMap { path, fingerprint in
            old.files[path] == fingerprint && Self.size(root + "/" + path) == fingerprint.size ? nil : path
        }
        let removed = old.files.keys.filter { next.files[$0] == nil }
        return try apply(files, changed: changed, removed: removed, manifest: next)
    }

    /// Writes `changed`, removes `removed`, and records `manifest`, with signals held until all is done.
    ///
    /// Each file is written beside its place and renamed over it, so a reader never sees half a file. The
    /// marker loses its manifest first and gets the new one last, so an update cut short by a crash leaves a
    /// folder the next build rewrites whole.
    private func apply(
        _ files: [String: [UInt8]], changed unsorted: [String], removed: [String], manifest: OutputManifest
    ) throws(OutputError) -> Update {
        let changed = unsorted.sorted()
        for path in changed where !Self.isSafeRelativePath(path) {
            throw OutputError.unsafeDestination(path: path, reason: "the path leaves the output folder")
        }
        guard !changed.isEmpty || !removed.isEmpty else { return Update(written: 0, removed: 0, manifest: manifest) }
        let root = destination.path
        let marker = root + "/" + Self.markerName
        let pid = ProcessInfo.processInfo.processIdentifier
        let failure: (String, Int32)? = Interruption.shared.critical(thenCleanUp: []) {
            let cleared = Self.writeFile(marker, [])
            guard cleared == 0 else { return (Self.markerName, cleared) }
            let failed = FailedPaths()
            DispatchQueue.concurrentPerform(iterations: changed.count) { index in
                let path = changed[index]
                let target = root + "/" + path
                let temporary = target + ".puente-tmp-\(pid)"
                var code = Self.writeFile(temporary, files[path]!)
                if code == ENOENT {
                    // A new folder (a new article): made only when the first write finds it missing.
                    try? FileManager.default.createDirectory(
                        atPath: Self.parent(of: target), withIntermediateDirectories: true)
                    code = Self.writeFile(temporary, files[path]!)
                }
                if code == 0, rename(temporary, target) != 0 { code = errno }
                if code != 0 {
                    unlink(temporary)
                    failed.add(path, code)
                }
            }
            if let first = failed.first { return first }
            for path in removed {
                unlink(root + "/" + path)
                // Folders left empty go too, as a clean build would not have them.
                var directory = Self.parent(of: path)
                while !directory.isEmpty, rmdir(root + "/" + directory) == 0 {
                    directory = Self.parent(of: directory)
                }
            }
            let temporary = marker + ".puente-tmp-\(pid)"
            var code = Self.writeFile(temporary, Array(manifest.text.utf8))
            if code == 0, rename(temporary, marker) != 0 { code = errno }
            return code == 0 ? nil : (Self.markerName, code)
        }
        if let (path, code) = failure {
            throw OutputError.io(path: path, operation: "write", reason: String(cString: strerror(code)))
        }
        return Update(written: changed.count, removed: removed.count, manifest: manifest)
    }

    /// The folder part of a `/`-separated path ("" for a bare name). Not Foundation's
    /// `deletingLastPathComponent`: on Linux it traps on a one-character path such as `d`, which removing
    /// `d/e/f.html` reaches (found by `OutputWriterTests`).
    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    /// The size of the regular file at `path`, or nil when there is none.
    static func size(_ path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return Int(info.st_size)
    }

    /// Writes `bytes` to a new file at `path`; false when the file system refuses.
    /// Removes the staging and retired folders that builds killed before they could clean up left beside
    /// `destination` (`.<name>.tmp-<pid>`, `.<name>.old-<pid>`), when their process is gone.
    static func removeLeftovers(of destination: URL) {
        let parent = destination.deletingLastPathComponent()
        let prefix = ".\(destination.lastPathComponent)."
        for name in (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            guard rest.hasPrefix("tmp-") || rest.hasPrefix("old-"), let pid = Int32(rest.dropFirst(4)) else {
                continue
            }
            if kill(pid, 0) != 0 && errno == ESRCH {
                try? FileManager.default.removeItem(at: parent.appending(path: name))
            }
        }
    }

    /// Writes `bytes` to `path`; 0, or the `errno` of the call that failed, read on this thread (`errno` is
    /// per thread, and files are written on all cores).
    static func writeFile(_ path: String, _ bytes: [UInt8]) -> Int32 {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return errno }
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                systemWrite(descriptor, buffer.baseAddress! + offset, bytes.count - offset)
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else {
                let code = written < 0 ? errno : EIO
                close(descriptor)
                return code
            }
            offset += written
        }
        // A full disk can show only when the data reaches it.
        guard close(descriptor) == 0 else { return errno }
        return 0
    }

    /// Refuses to replace a non-empty folder that lacks Puente's marker.
    private func checkDestinationIsOurs() throws(OutputError) {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: destination.path, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else {
            throw .unsafeDestination(path: destination.path, reason: "it is a file, not a folder")
        }
        let entries = (try? fm.contentsOfDirectory(atPath: destination.path)) ?? []
        if !entries.isEmpty, !entries.contains(Self.markerName) {
            throw .unsafeDestination(path: destination.path, reason: "it is not empty and was not written by Puente")
        }
    }

    /// Whether an output-relative path stays inside the output folder.
    static func isSafeRelativePath(_ path: String) -> Bool {
        !path.isEmpty && !path.hasPrefix("/")
            && !path.split(separator: "/", omittingEmptySubsequences: false).contains { $0 == ".." || $0.isEmpty }
    }
}

/// The C library's `write`, under a name the methods called `write` cannot shadow.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.write(descriptor, buffer, count)
    #else
        Darwin.write(descriptor, buffer, count)
    #endif
}

/// Paths that could not be written, collected from concurrent writers.
private final class FailedPaths: @unchecked Sendable {
    private let lock = NSLock()
    private var paths: [(path: String, code: Int32)] = []

    /// Records that writing `path` failed with `errno` value `code`.
    func add(_ path: String, _ code: Int32) { lock.withLock { paths.append((path, code)) } }

    /// The failure of the first path in sort order, so the message is the same run to run.
    var first: (String, Int32)? { lock.withLock { paths.min { $0.path < $1.path }.map { ($0.path, $0.code) } } }
}
