import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a cache file whole: beside its place first, then renamed over it, so a reader (another build, in
/// another process) sees the old file or the new one, never a mix or a part.
public enum FileReplacement {
    /// Writes `bytes` to `file`, making its folder if needed; false when it could not (nothing is left
    /// beside it then, and the file is as it was).
    @discardableResult
    public static func write(_ bytes: [UInt8], to file: URL) -> Bool {
        try? FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        // Named for this process and this write, so two writes of one file (two writers) never share it.
        let temporary = file.path + ".tmp-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))"
        guard FileManager.default.createFile(atPath: temporary, contents: Data(bytes)),
            rename(temporary, file.path) == 0
        else {
            unlink(temporary)
            return false
        }
        return true
    }
}
