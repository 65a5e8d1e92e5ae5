import Digest
import Foundation
import SiteFiles

/// The completion marker of a cache folder (the rebuilt SDK, the compiled stubs): every file in it with its
/// size, modification time and checksum, written last, so a folder is used only while it is exactly what
/// was built.
///
/// A build killed halfway, a full disk or a stray edit leaves a file truncated or changed under a marker
/// that says "complete"; the compiler then reports "malformed compiled module" on every snippet. `verify`
/// finds that before any snippet is compiled, and the caller rebuilds the folder. Checking is cheap: a file
/// whose size and modification time match the seal is trusted; only one whose time changed is hashed again
/// (BLAKE2b). The marker carries the machine's tag (``SealedFile``): compiled stubs and plugins that a pull
/// request commits under `.puente-cache/` have no marker Puente wrote here, so they are never loaded.
struct CacheSeal: Codable, Equatable {
    /// One sealed file.
    struct Entry: Codable, Equatable {
        /// Path relative to the folder.
        var path: String
        /// Size in bytes.
        var size: Int
        /// Modification time, in seconds since 1970.
        var modified: Double
        /// The BLAKE2b-128 digest of the bytes, in hexadecimal.
        var checksum: String
    }

    /// Name of the marker file inside the folder.
    static let fileName = ".complete"
    /// Format version of the marker.
    var version = 2
    /// What the marker's tag says it is for.
    static let purpose = "cache seal"
    /// Every regular file of the folder except the marker, sorted by path.
    var entries: [Entry]

    /// Seals `folder`: lists and checksums its files, then writes the marker (atomically, as the last step).
    static func write(_ folder: URL) throws {
        var entries: [Entry] = []
        for path in files(in: folder) {
            let url = folder.appending(path: path)
            let data = try Data(contentsOf: url)
            let (_, modified) = attributes(url)
            entries.append(Entry(path: path, size: data.count, modified: modified, checksum: checksum(data)))
        }
        let seal = CacheSeal(entries: entries)
        let data = try JSONEncoder().encode(seal)
        guard SealedFile.write(folder.appending(path: fileName).path, Array(data), purpose: purpose) else {
            throw CocoaError(.fileWriteUnknown)
        }
    }

    /// Whether `folder` has a marker; says nothing about the files.
    static func isSealed(_ folder: URL) -> Bool {
        FileManager.default.fileExists(atPath: folder.appending(path: fileName).path)
    }

    /// What is wrong with the sealed `folder`, or `nil` when every file is as sealed.
    static func problem(in folder: URL) -> String? {
        let data: [UInt8]
        switch SealedFile.read(folder.appending(path: fileName).path, purpose: purpose, what: "its completion marker") {
        case .missing: return "it has no completion marker"
        case .refused(let line): return line
        case .authentic(let bytes, _): data = bytes
        }
        guard let seal = try? JSONDecoder().decode(CacheSeal.self, from: Data(data)), seal.version == 2 else {
            return "its completion marker is from an older Puente or damaged"
        }
        let present = Set(files(in: folder))
        for entry in seal.entries {
            let url = folder.appending(path: entry.path)
            guard present.contains(entry.path) else { return "\(entry.path) is missing" }
            let (size, modified) = attributes(url)
            guard size == entry.size else {
                return "\(entry.path) has \(size) bytes instead of \(entry.size) (truncated or changed)"
            }
            if modified != entry.modified {
                guard let bytes = try? Data(contentsOf: url), checksum(bytes) == entry.checksum else {
                    return "\(entry.path) was changed after it was built"
                }
            }
        }
        return nil
    }

    /// Regular files below `folder`, relative, sorted; the marker itself is left out.
    static func files(in folder: URL) -> [String] {
        var result: [String] = []
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        while let path = enumerator.nextObject() as? String {
            guard path != fileName else { continue }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.appending(path: path).path, isDirectory: &isDirectory),
                !isDirectory.boolValue
            {
                result.append(path)
            }
        }
        return result.sorted()
    }

    private static func attributes(_ url: URL) -> (size: Int, modified: Double) {
        let values = try? FileManager.default.attributesOfItem(atPath: url.path)
        let size = (values?[.size] as? NSNumber)?.intValue ?? -1
        let modified = (values?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return (size, modified)
    }

    /// The BLAKE2b-128 digest of `data`, in hexadecimal.
    static func checksum(_ data: Data) -> String {
        ContentDigest.hex(data.withUnsafeBytes { ContentDigest.of($0) })
    }
}

extension CacheSeal {
    /// Makes sure `folder` exists and a file can be created in it, so a read-only or full cache is one clear
    /// error naming the folder and the variable that moves it, not a compiler failure later.
    static func requireWritable(_ folder: URL, variable: String) throws(SnippetError) {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .cacheNotWritable(folder: folder.path, variable: variable, reason: Self.reason(error))
        }
        let probe = folder.appending(
            path: ".write-test-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        let descriptor = open(probe.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw .cacheNotWritable(folder: folder.path, variable: variable, reason: String(cString: strerror(errno)))
        }
        close(descriptor)
        unlink(probe.path)
    }

    private static func reason(_ error: Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let code = underlying?.code, underlying?.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(code)))
        }
        return error.localizedDescription
    }

    /// Whether the sealed folder `folder` can be used as it is. A damaged one is moved aside and removed, and
    /// the returned note says what was wrong, so the caller rebuilds it and tells the user in one line.
    static func reuse(_ folder: URL, what: String) -> (reusable: Bool, note: String?) {
        guard isSealed(folder) else { return (false, nil) }
        guard let problem = problem(in: folder) else { return (true, nil) }
        discard(folder)
        return (false, "cache folder \(folder.path) (\(what)) was damaged: \(problem); rebuilt it")
    }

    /// Moves `folder` out of the way in one rename (so no build uses it half removed), then removes it.
    static func discard(_ folder: URL) {
        let aside = folder.deletingLastPathComponent().appending(
            path:
                ".\(folder.lastPathComponent).damaged-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
        )
        // When the rename fails another build moved it first; removing by the old name could then remove a
        // whole folder that build just installed.
        if (try? FileManager.default.moveItem(at: folder, to: aside)) != nil {
            try? FileManager.default.removeItem(at: aside)
        }
    }

    /// Seals `staging` and moves it to `final`. When another build put a whole folder there first, that one
    /// is kept; a damaged one there is replaced.
    static func install(_ staging: URL, at final: URL) throws {
        try write(staging)
        if (try? FileManager.default.moveItem(at: staging, to: final)) != nil { return }
        if isSealed(final), problem(in: final) == nil { return }
        discard(final)
        try FileManager.default.moveItem(at: staging, to: final)
    }
}
