import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Proves that a cache file was written by Puente on this machine, so nothing a repository holds is trusted
/// as a cache: a verdict file with its errors removed, a highlight cache with HTML of someone else's, a page
/// record, compiled stubs or a toolchain answer committed by a pull request are all ignored and made again.
///
/// Each file carries a tag: BLAKE2b keyed with this machine's secret (32 random bytes in `machine-key` of the
/// user's cache folder, ``MachineCache``, mode 0600, never inside a site) over what the file is for, the
/// writing binary's identity and its bytes. A pull request can neither read the secret (the compiler and its
/// plugins run in a sandbox that does not see that folder) nor make a tag without it.
public struct CacheAuthenticator: Sendable {
    /// What a file's bytes turned out to be.
    public enum Opened: Equatable, Sendable {
        /// Written by Puente on this machine, for this purpose: the bytes without the tag, and the writer.
        case authentic(payload: ArraySlice<UInt8>, writer: String)
        /// No tag at all: written before tags existed, or by hand.
        case untagged
        /// A tag that this machine's key does not make: another machine's, or changed since.
        case forged
    }

    /// The secret.
    private let key: [UInt8]
    /// The identity of the binary that tags files (``writerIdentity``).
    public let writer: String
    /// Why the machine's key could not be kept, when it could not (the key then lives only in this process, and
    /// the next process trusts none of this one's files).
    public let problem: String?

    /// Ends every tagged file; the tag and the writer's identity come before it.
    static let marker = Array("\npuente-tag 1\n".utf8)
    /// Length of a tag.
    static let tagBytes = 32

    /// The authenticator with the key in `folder` (made when missing), files written by `writer`.
    public init(keyFolder folder: URL, writer: String = CacheAuthenticator.writerIdentity) {
        self.writer = writer
        switch MachineKey.load(in: folder) {
        case .success(let key):
            self.key = key
            problem = nil
        case .failure(let failure):
            key = SodiumConverter.random(SodiumConverter.keyBytes)
            problem = failure.reason
        }
    }

    /// An authenticator with a given key (tests).
    init(key: [UInt8], writer: String) {
        self.key = key
        self.writer = writer
        problem = nil
    }

    /// The authenticator of this process: the key in the user's cache folder (``MachineCache``).
    public static let shared = CacheAuthenticator(
        keyFolder: MachineCache.folder(environment: ProcessInfo.processInfo.environment))

    /// The running binary's path, size, modification time and inode.
    public static let writerIdentity: String = {
        guard let path = Bundle.main.executablePath else { return "unknown" }
        var info = stat()
        guard stat(path, &info) == 0 else { return "missing \(path)" }
        #if canImport(Darwin)
            let time = info.st_mtimespec
        #else
            let time = info.st_mtim
        #endif
        return "\(path) \(info.st_size) \(time.tv_sec).\(time.tv_nsec) \(info.st_ino)"
    }()

    /// The tag of `payload` written by `writer` for `purpose`.
    public func tag(_ payload: UnsafeRawBufferPointer, purpose: String, writer: String) -> [UInt8] {
        let hasher = SodiumConverter.Blake2b(length: Self.tagBytes, key: key)
        for piece in [purpose, writer] {
            var length = UInt64(piece.utf8.count).littleEndian
            withUnsafeBytes(of: &length) { hasher.update($0) }
            var piece = piece
            piece.withUTF8 { hasher.update(UnsafeRawBufferPointer($0)) }
        }
        hasher.update(payload)
        return hasher.finish()
    }

    /// `payload` followed by the writer's identity (this binary's, or `writer` for a file whose bytes must
    /// not depend on which binary wrote them, such as the output folder's marker) and the tag for `purpose`.
    public func seal(_ payload: [UInt8], purpose: String, writer: String? = nil) -> [UInt8] {
        let writer = writer ?? self.writer
        let identity = Array(writer.utf8)
        var out = payload
        out.reserveCapacity(payload.count + identity.count + 4 + Self.tagBytes + Self.marker.count)
        out += identity
        var length = UInt32(identity.count).littleEndian
        withUnsafeBytes(of: &length) { out += $0 }
        out += payload.withUnsafeBytes { tag($0, purpose: purpose, writer: writer) }
        out += Self.marker
        return out
    }

    /// What `bytes` are: authentic (with the payload and who wrote it), untagged, or forged.
    public func open(_ bytes: [UInt8], purpose: String) -> Opened {
        let fixed = Self.marker.count + Self.tagBytes + 4
        guard bytes.count >= fixed, bytes[(bytes.count - Self.marker.count)...].elementsEqual(Self.marker) else {
            return .untagged
        }
        let tagStart = bytes.count - Self.marker.count - Self.tagBytes
        let lengthStart = tagStart - 4
        let identityLength = Int(
            UInt32(bytes[lengthStart]) | UInt32(bytes[lengthStart + 1]) << 8 | UInt32(bytes[lengthStart + 2]) << 16
                | UInt32(bytes[lengthStart + 3]) << 24)
        guard identityLength <= lengthStart else { return .forged }
        let payloadEnd = lengthStart - identityLength
        let identity = String(decoding: bytes[payloadEnd..<lengthStart], as: UTF8.self)
        let expected = bytes.withUnsafeBytes {
            tag(UnsafeRawBufferPointer(rebasing: $0[..<payloadEnd]), purpose: purpose, writer: identity)
        }
        guard SodiumConverter.equal(expected, Array(bytes[tagStart..<(tagStart + Self.tagBytes)])) else {
            return .forged
        }
        return .authentic(payload: bytes[..<payloadEnd], writer: identity)
    }

    /// The one line a cache says when `opened` was not authentic (nil when it was).
    public static func refusal(_ opened: Opened, what: String) -> String? {
        switch opened {
        case .authentic: nil
        case .untagged:
            "\(what): damaged, from an older Puente, or not written by Puente (it has no tag), made again"
        case .forged:
            "\(what): damaged, or not written by Puente on this machine (its tag does not match), ignored and "
                + "made again"
        }
    }
}

/// The user's cache folder for what Puente keeps per machine (the rebuilt iOS standard library, the machine key):
/// `PUENTE_SDK_CACHE`, else `$XDG_CACHE_HOME/puente`, else `$HOME/.cache/puente` (the account's home folder when
/// `HOME` is unset). `HOME` comes first as in the XDG rules and the shell's `~`: a CI job whose `HOME` is not the
/// account's (GitHub's containers run as root with `HOME=/github/home`) caches `~/.cache/puente`, and that is
/// where this must be.
public enum MachineCache {
    /// The folder for `environment`.
    public static func folder(environment: [String: String]) -> URL {
        if let explicit = environment["PUENTE_SDK_CACHE"] { return URL(fileURLWithPath: explicit) }
        if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty {
            return URL(fileURLWithPath: xdg).appending(path: "puente")
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return URL(fileURLWithPath: home).appending(path: ".cache/puente")
        }
        return FileManager.default.homeDirectoryForCurrentUser.appending(path: ".cache/puente")
    }
}

/// The machine's secret key file: read when it is a regular file of ours, 32 bytes, readable by us alone;
/// otherwise made anew (written beside its place, then renamed, so two processes never see half a key).
enum MachineKey {
    struct Failure: Error { var reason: String }

    static let fileName = "machine-key"

    static func load(in folder: URL) -> Result<[UInt8], Failure> {
        let path = folder.appending(path: fileName).path
        if let key = read(path) { return .success(key) }
        do {
            try FileManager.default.createDirectory(
                at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            return .failure(Failure(reason: "cannot make \(folder.path) for the machine key: \(error)"))
        }
        let key = SodiumConverter.random(SodiumConverter.keyBytes)
        let temporary = path + ".tmp-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            return .failure(Failure(reason: "cannot write the machine key in \(folder.path)"))
        }
        let written = key.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        guard written == key.count else {
            unlink(temporary)
            return .failure(Failure(reason: "cannot write the machine key in \(folder.path)"))
        }
        // Another process may have made one meanwhile: the first one in place is the key.
        if link(temporary, path) != 0 {
            if let existing = read(path) {
                unlink(temporary)
                return .success(existing)
            }
            rename(temporary, path)
        } else {
            unlink(temporary)
        }
        return read(path).map { .success($0) }
            ?? .failure(Failure(reason: "the machine key in \(folder.path) cannot be read back"))
    }

    /// The key at `path`, when it is a regular file (not a link) of this user's, 32 bytes, mode 0600 or tighter.
    private static func read(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == getuid(),
            info.st_mode & 0o077 == 0, info.st_size == SodiumConverter.keyBytes
        else { return nil }
        var key = [UInt8](repeating: 0, count: SodiumConverter.keyBytes)
        let count = key.withUnsafeMutableBytes { readBytes(descriptor, $0.baseAddress, $0.count) }
        return count == SodiumConverter.keyBytes ? key : nil
    }
}

/// `read(2)`, named apart from ``MachineKey``'s own `read`.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
