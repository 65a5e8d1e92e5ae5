import Foundation

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

    /// Writes `files` (output-relative path → bytes) and swaps them in.
    public func write(_ files: [String: [UInt8]]) throws(OutputError) {
        let fm = FileManager.default
        try checkDestinationIsOurs()
        let parent = destination.deletingLastPathComponent()
        let pid = ProcessInfo.processInfo.processIdentifier
        let staging = parent.appending(path: ".\(destination.lastPathComponent).tmp-\(pid)")
        let retired = parent.appending(path: ".\(destination.lastPathComponent).old-\(pid)")
        try? fm.removeItem(at: staging)
        try? fm.removeItem(at: retired)
        Interruption.shared.register(cleanup: [staging])
        defer { Interruption.shared.unregister() }
        do {
            try fm.createDirectory(at: staging, withIntermediateDirectories: true)
            var directories: Set<String> = []
            for path in files.keys.sorted() {
                guard Self.isSafeRelativePath(path) else {
                    throw OutputError.unsafeDestination(path: path, reason: "the path leaves the output folder")
                }
                let url = staging.appending(path: path)
                let directory = url.deletingLastPathComponent().path
                if !directories.contains(directory) {
                    try fm.createDirectory(atPath: directory, withIntermediateDirectories: true)
                    directories.insert(directory)
                }
                guard fm.createFile(atPath: url.path, contents: Data(files[path]!)) else {
                    throw OutputError.io(path: path, operation: "write", reason: "the file could not be created")
                }
            }
            _ = fm.createFile(atPath: staging.appending(path: Self.markerName).path, contents: Data())
            try Interruption.shared.critical {
                if fm.fileExists(atPath: destination.path) {
                    try fm.moveItem(at: destination, to: retired)
                }
                try fm.moveItem(at: staging, to: destination)
            }
            try? fm.removeItem(at: retired)
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
