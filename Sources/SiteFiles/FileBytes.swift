import Digest
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file's bytes read straight into an array, usually in one `read`: for ``SiteFolder`` (after its checks)
/// and for the build's own files (memos, manifests, the inputs it hashes), which are megabytes each, without
/// the copy from `Data` and the pages it costs.
public enum FileBytes {
    /// The bytes of the regular file at `path`; nil when it cannot be opened or read, or is anything else (a
    /// FIFO is opened without blocking and refused). With `followingLinks` false a symbolic link is refused too
    /// (cache files: Puente never writes a link there).
    public static func read(_ path: String, followingLinks: Bool = true) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW))
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return try? contents(of: descriptor, size: Int(info.st_size)).get()
    }

    /// The size and the unframed 16-byte BLAKE2b digest (``ContentDigest/of(_:length:)``) of the regular file at
    /// `path`, read a mebibyte at a time, so memory does not grow with the file; nil as ``read(_:followingLinks:)``.
    public static func digest(_ path: String) -> (count: Int, digest: [UInt8])? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        let hasher = StreamDigest()
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        var count = 0
        while true {
            let got = buffer.withUnsafeMutableBytes { readBytes(descriptor, $0.baseAddress!, $0.count) }
            if got == 0 { break }
            if got < 0 {
                if errno == EINTR { continue }
                return nil
            }
            buffer.withUnsafeBytes { hasher.update(UnsafeRawBufferPointer(rebasing: $0[0..<got])) }
            count += got
        }
        return (count, hasher.finish())
    }

    /// The bytes of the open file `descriptor`, whose size `fstat` gave as `size`: read into an array of that
    /// size and grown if the file grows while it is read. A short read that reaches `size` is the end (a
    /// regular file reads short only there). Fails with the `errno` of a failed read.
    static func contents(of descriptor: Int32, size: Int) -> Result<[UInt8], ReadFailure> {
        var bytes = [UInt8](repeating: 0, count: max(size + 1, 4096))
        var count = 0
        while true {
            if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: bytes.count)) }
            let asked = bytes.count - count
            let got = bytes.withUnsafeMutableBytes { readBytes(descriptor, $0.baseAddress! + count, asked) }
            if got == 0 { break }
            if got < 0 {
                if errno == EINTR { continue }
                return .failure(ReadFailure(code: errno))
            }
            count += got
            if got < asked, count >= size { break }
        }
        bytes.removeSubrange(count...)
        return .success(bytes)
    }

    /// A read that failed, with its `errno`.
    struct ReadFailure: Error {
        var code: Int32
    }
}

/// `read(2)`, named apart from ``FileBytes/read(_:)``.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
