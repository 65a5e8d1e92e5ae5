import Content
import Foundation
import Incremental

/// What an output folder holds, by file: size and a 64-bit hash of the bytes. Kept in the folder's marker file
/// (`.puente-output`), so the next `puente build` can rewrite only the files that changed.
///
/// A folder whose marker holds no manifest (an older Puente, or an update cut short by a crash) is
/// rebuilt whole. The manifest is written last, after every file it describes.
struct OutputManifest: Equatable, Sendable {
    /// One file's fingerprint.
    struct Fingerprint: Equatable, Sendable {
        var size: Int
        var hash: UInt64
    }

    /// Fingerprints by output-relative path.
    var files: [String: Fingerprint]

    /// The manifest of `files` (output-relative path → bytes), hashed on all cores.
    init(_ files: [String: [UInt8]]) {
        let pairs = Array(files)
        let hashes = ParallelMap.map(pairs) { Self.hash($0.value) }
        var fingerprints: [String: Fingerprint] = [:]
        fingerprints.reserveCapacity(pairs.count)
        for (index, pair) in pairs.enumerated() {
            fingerprints[pair.key] = Fingerprint(size: pair.value.count, hash: hashes[index])
        }
        self.files = fingerprints
    }

    /// The manifest of `files` given the bytes `previous` of a build whose manifest was `manifest`: a file whose
    /// bytes are unchanged keeps its fingerprint, the others are hashed. Also says which paths changed.
    static func reusing(
        _ files: [String: [UInt8]], unchangedSince previous: [String: [UInt8]], manifest: OutputManifest
    ) -> (manifest: OutputManifest, changed: Set<String>) {
        let pairs = Array(files)
        let results = ParallelMap.map(pairs) { pair -> (Fingerprint, Bool) in
            if let old = previous[pair.key], old == pair.value, let fingerprint = manifest.files[pair.key] {
                return (fingerprint, false)
            }
            return (Fingerprint(size: pair.value.count, hash: hash(pair.value)), true)
        }
        var next = OutputManifest(files: [:])
        next.files.reserveCapacity(pairs.count)
        var changed: Set<String> = []
        for (pair, result) in zip(pairs, results) {
            next.files[pair.key] = result.0
            if result.1 { changed.insert(pair.key) }
        }
        return (next, changed)
    }

    /// A manifest of the given fingerprints.
    init(files: [String: Fingerprint]) { self.files = files }

    /// A manifest that only lists `paths` (their fingerprints unknown, so never equal to a real one's).
    init(listing paths: [String]) {
        files = Dictionary(paths.map { ($0, Fingerprint(size: -1, hash: 0)) }) { first, _ in first }
    }

    /// The first line of a marker that holds a manifest.
    static let header = "puente-output 2"

    /// The marker's text: a header line, then `hash size path` per file, sorted by path.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// ``text`` as UTF-8.
    var bytes: [UInt8] { bytes(sortedPaths: files.keys.sorted()) }

    /// ``text`` as UTF-8, given the paths of ``files`` already sorted.
    func bytes(sortedPaths: [String]) -> [UInt8] {
        var out = Array((Self.header + "\n").utf8)
        out.reserveCapacity(files.count * 64)
        for path in sortedPaths {
            let fingerprint = files[path]!
            out.appendNumber(fingerprint.hash, radix: 16)
            out.append(0x20)
            out.appendNumber(UInt64(fingerprint.size))
            out.append(0x20)
            out += path.utf8
            out.append(0x0A)
        }
        return out
    }

    /// Reads a marker's text; `nil` when it holds no manifest or a damaged one.
    init?(text: String) { self.init(bytes: Array(text.utf8)) }

    /// Reads a marker's bytes; `nil` when they hold no manifest or a damaged one.
    init?(bytes: [UInt8]) {
        var reader = LineReader(bytes)
        guard reader.word() == Array("puente-output".utf8), reader.word() == Array("2".utf8), reader.endOfLine()
        else { return nil }
        var files: [String: Fingerprint] = [:]
        files.reserveCapacity(bytes.count / 48)
        while !reader.isAtEnd {
            guard let hash = reader.number(radix: 16), let size = reader.number(), let path = reader.rest() else {
                return nil
            }
            files[path] = Fingerprint(size: Int(size), hash: hash)
        }
        self.files = files
    }

    /// The 64-bit ``StableHash`` of `bytes`: fast (eight bytes per step), and enough to tell an edited file
    /// from an unchanged one. `seed` picks one of a family of such hashes.
    static func hash(_ bytes: [UInt8], seed: UInt64 = StableHash.defaultSeed) -> UInt64 {
        StableHash.hash(bytes, seed: seed)
    }
}
