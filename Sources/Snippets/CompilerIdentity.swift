import Digest
import Foundation
import Incremental
import SiteFiles

/// Which compiler exactly a compiled cache was made by: `swiftc --version`'s first line, the architecture, the
/// toolchain's folder and a digest of the `swift-frontend` binary's bytes.
///
/// Compiled Swift modules are only readable by the compiler that wrote them, and a compiled macro plugin links the
/// toolchain's host libraries by path, so prebuilt caches (``PrebuiltCaches``) are used only by a compiler whose
/// identity is equal in every part: the same release built twice, or installed elsewhere, is a different compiler.
public struct CompilerIdentity: Codable, Equatable, Sendable {
    /// The first line of `swiftc --version`.
    public var version: String
    /// `x86_64` or `arm64`.
    public var architecture: String
    /// The toolchain's `usr` folder (plugins link its host libraries by this path).
    public var toolchain: String
    /// BLAKE2b-256 of the `swift-frontend` binary, in hexadecimal.
    public var frontend: String

    /// The identity of `toolchain`'s compiler; nil when its frontend cannot be read. Reading the frontend takes
    /// about a second (200 MB): its digest is kept in `cache` (the machine's cache folder) under the binary's file
    /// identity (path, size, time, inode), sealed with this machine's tag, and in memory for the process.
    public static func of(_ toolchain: SwiftToolchain, cache: URL? = nil) -> CompilerIdentity? {
        guard let digest = digest(of: toolchain.frontend.resolvingSymlinksInPath(), cache: cache) else { return nil }
        return CompilerIdentity(
            version: toolchain.version, architecture: toolchain.architecture,
            toolchain: toolchain.root.resolvingSymlinksInPath().path, frontend: digest)
    }

    /// The digests already taken in this process, by the file's identity.
    nonisolated(unsafe) private static var digests: [String: String] = [:]
    private static let lock = NSLock()

    private static func digest(of file: URL, cache: URL?) -> String? {
        let identity = StableHash.fileIdentity(file.path)
        if let known = lock.withLock({ digests[identity] }) { return known }
        var key = ContentHash()
        key.add(identity)
        let entry = cache?.appending(path: "toolchains/frontend-\(key.hex)")
        let purpose = "swift-frontend digest of \(identity)"
        if let entry, let bytes = SealedFile.payload(entry.path, purpose: purpose), bytes.count == 64,
            bytes.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) })
        {
            let digest = String(decoding: bytes, as: UTF8.self)
            lock.withLock { digests[identity] = digest }
            return digest
        }
        guard let data = try? Data(contentsOf: file, options: .alwaysMapped) else { return nil }
        let digest = ContentDigest.hex(data.withUnsafeBytes { ContentDigest.of($0, length: 32) })
        lock.withLock { digests[identity] = digest }
        if let entry { SealedFile.write(entry.path, Array(digest.utf8), purpose: purpose) }
        return digest
    }

    /// What differs between `self` (the compiler a cache was made by) and `other`, in words; nil when they are
    /// the same compiler.
    public func difference(from other: CompilerIdentity) -> String? {
        if version != other.version { return "made by \(version), not \(other.version)" }
        if architecture != other.architecture { return "made for \(architecture), not \(other.architecture)" }
        if toolchain != other.toolchain { return "made by the toolchain in \(toolchain), not \(other.toolchain)" }
        if frontend != other.frontend { return "made by another build of \(version) (its swift-frontend differs)" }
        return nil
    }
}
