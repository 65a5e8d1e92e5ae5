import Digest
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A cache file that Puente wrote on this machine and reads back only when its tag proves it
/// (``CacheAuthenticator``): verdicts, highlighted code, stage results, records, compiled-stub seals. A file a
/// repository holds (committed by a pull request), another machine's, or one changed since is refused with
/// one line to say, and the cache makes it again.
public enum SealedFile {
    /// What reading found.
    public enum Read: Equatable {
        /// The bytes Puente wrote, and who wrote them.
        case authentic([UInt8], writer: String)
        /// No such regular file (a link, a FIFO or a folder in its place counts as none).
        case missing
        /// A file Puente did not write here: the line that says so.
        case refused(String)
    }

    /// The file at `path` written for `purpose`; `what` names it in the refusal.
    public static func read(
        _ path: String, purpose: String, what: String, authenticator: CacheAuthenticator = .shared
    ) -> Read {
        guard let bytes = FileBytes.read(path, followingLinks: false) else { return .missing }
        let opened = authenticator.open(bytes, purpose: purpose)
        if case .authentic(let payload, let writer) = opened { return .authentic(Array(payload), writer: writer) }
        return .refused(CacheAuthenticator.refusal(opened, what: what) ?? what)
    }

    /// The payload of the file at `path` when it is authentic, else nil.
    public static func payload(
        _ path: String, purpose: String, authenticator: CacheAuthenticator = .shared
    ) -> [UInt8]? {
        if case .authentic(let payload, _) = read(path, purpose: purpose, what: "", authenticator: authenticator) {
            return payload
        }
        return nil
    }

    /// Writes `payload` with its tag to `path`: beside it first, then renamed over it, so a reader sees the old
    /// file or the new one. False when it could not be written (a cache only does more work next time).
    @discardableResult
    public static func write(
        _ path: String, _ payload: [UInt8], purpose: String, authenticator: CacheAuthenticator = .shared
    ) -> Bool {
        let folder = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let temporary = path + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let bytes = authenticator.seal(payload, purpose: purpose)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return false }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes {
                Foundation.write(descriptor, $0.baseAddress! + written, bytes.count - written)
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            written += count
        }
        close(descriptor)
        guard written == bytes.count, rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }
}
