import Foundation

/// What an output folder holds, by file: size and a 64-bit FNV-1a hash of the bytes. Kept in the folder's
/// marker file (`.puente-output`), so the next `puente build` can rewrite only the files that changed.
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

    /// The manifest of `files` (output-relative path → bytes).
    init(_ files: [String: [UInt8]]) {
        self.files = files.mapValues { Fingerprint(size: $0.count, hash: Self.hash($0)) }
    }

    /// The first line of a marker that holds a manifest.
    static let header = "puente-output 1"

    /// The marker's text: a header line, then `hash size path` per file, sorted by path.
    var text: String {
        var out = Self.header + "\n"
        for path in files.keys.sorted() {
            let fingerprint = files[path]!
            out += String(fingerprint.hash, radix: 16) + " " + String(fingerprint.size) + " " + path + "\n"
        }
        return out
    }

    /// Reads a marker's text; `nil` when it holds no manifest or a damaged one.
    init?(text: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first == Substring(Self.header), lines.last == "" else { return nil }
        lines.removeFirst()
        lines.removeLast()
        var files: [String: Fingerprint] = [:]
        for line in lines {
            let parts = line.split(separator: " ", maxSplits: 2)
            guard parts.count == 3, let hash = UInt64(parts[0], radix: 16), let size = Int(parts[1]) else {
                return nil
            }
            files[String(parts[2])] = Fingerprint(size: size, hash: hash)
        }
        self.files = files
    }

    /// FNV-1a, 64 bits: fast, and enough to tell an edited file from an unchanged one.
    static func hash(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        bytes.withUnsafeBufferPointer { buffer in
            for byte in buffer {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01b3
            }
        }
        return hash
    }
}
