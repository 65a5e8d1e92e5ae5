import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Thin wrappers over the POSIX file calls Puente makes on many files at once (the output folder's files, on
/// all cores): each returns what the call says, an `errno` read on the calling thread (`errno` is per thread)
/// rather than a thrown error, so the caller decides what a failure means.
public enum POSIXFiles {
    /// Writes `bytes` to `path`; 0, or the `errno` of the call that failed, read on this thread (`errno` is
    /// per thread, and files are written on all cores).
    public static func writeFile(_ path: String, _ bytes: [UInt8]) -> Int32 {
        var ignored = stat()
        return writeFile(path, bytes, state: &ignored)
    }

    /// ``writeFile(_:_:)``, also giving the new file's `fstat` (taken after the last byte is written).
    /// `exclusive` refuses a file that is already there (`O_EXCL`).
    public static func writeFile(_ path: String, _ bytes: [UInt8], state: inout stat, exclusive: Bool = false) -> Int32
    {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC | (exclusive ? O_EXCL : O_TRUNC), 0o644)
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
        if fstat(descriptor, &state) != 0 {
            let code = errno
            close(descriptor)
            return code
        }
        // A full disk can show only when the data reaches it.
        guard close(descriptor) == 0 else { return errno }
        return 0
    }

    /// The first `size` bytes of the regular file at `path` (not following a final link) when it has exactly
    /// `size` bytes; nil when it is missing, not a regular file, another size, or unreadable.
    public static func readRegularFile(_ path: String, size: Int) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) == size else {
            return nil
        }
        var bytes = [UInt8](repeating: 0, count: size)
        var offset = 0
        while offset < size {
            let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + offset, size - offset) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return nil }
            offset += count
        }
        return bytes
    }

    /// The `lstat` of `path` when it is a regular file (a final link is not followed); nil otherwise.
    public static func regularFileState(_ path: String) -> stat? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return info
    }

    /// Makes the folder `path` with `mode`; 0 when it is made or already there, else the `errno` of `mkdir`.
    public static func makeFolder(_ path: String, mode: mode_t) -> Int32 {
        mkdir(path, mode) != 0 && errno != EEXIST ? errno : 0
    }

    /// Puts the regular file `source` at `target` too: a hard link, or a copy with permissions `mode` where
    /// the file system refuses one. 0, or the `errno` of the call that failed (`EIO` when the copy could not
    /// read `source`).
    public static func linkOrCopy(_ source: String, to target: String, mode: mode_t) -> Int32 {
        if link(source, target) == 0 { return 0 }
        guard let bytes = FileManager.default.contents(atPath: source) else { return EIO }
        let code = writeFile(target, Array(bytes))
        if code == 0 { chmod(target, mode) }
        return code
    }

    /// Makes `target` a symbolic link to where the link `source` points. 0, or the `errno` of the call that
    /// failed.
    public static func copyLink(_ source: String, to target: String) -> Int32 {
        guard let destination = linkTarget(source) else { return errno }
        return symlink(destination, target) == 0 ? 0 : errno
    }

    /// `path` with every symbolic link resolved (`realpath`); nil when it does not lead anywhere.
    public static func realPath(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// Where the symbolic link at `path` points (`readlink`); nil when it is not one or cannot be read.
    public static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
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
