import Foundation
import SiteFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the last successful, warning-free `puente build` into one output folder read and wrote: the key of its
/// inputs (``BuildInputs``), the digest of the marker it left (its manifest), how many files it published
/// and its snippet counts. Kept in the site's cache folder (`.puente-cache/build-<folder>.record`).
///
/// The next build with the same key verifies the output folder against the marker and the stat cache and,
/// when it still holds that build's files, is done: a no-change build costs reading the inputs, not
/// rendering the site. The record is written atomically (beside, then renamed) and ends with a checksum of
/// its own lines; a damaged, truncated or foreign record is ignored, never trusted.
struct BuildRecord: Sendable, Equatable {
    var key: BuildInputs.Key
    /// 64-bit hash of the bytes of the output folder's marker.
    var markerDigest: UInt64
    var fileCount: Int
    /// Snippets checked, skipped with a reason, and expected to fail.
    var snippets: (checked: Int, skipped: Int, expectedFailures: Int)

    static func == (a: BuildRecord, b: BuildRecord) -> Bool {
        a.key == b.key && a.markerDigest == b.markerDigest && a.fileCount == b.fileCount
            && a.snippets == b.snippets
    }

    static let header = "puente-build-record 1"

    /// The record's text: the header, one field per line, then the checksum of everything before it.
    var text: String {
        let body =
            Self.header + "\n" + "key \(key.text)\n" + "marker \(String(markerDigest, radix: 16))\n"
            + "files \(fileCount)\n"
            + "snippets \(snippets.checked) \(snippets.skipped) \(snippets.expectedFailures)\n"
        return body + "checksum \(String(OutputManifest.hash(Array(body.utf8)), radix: 16))\n"
    }

    init(
        key: BuildInputs.Key, markerDigest: UInt64, fileCount: Int,
        snippets: (checked: Int, skipped: Int, expectedFailures: Int)
    ) {
        self.key = key
        self.markerDigest = markerDigest
        self.fileCount = fileCount
        self.snippets = snippets
    }

    /// Reads a record's text; nil unless it is whole and its checksum holds.
    init?(text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.count == 7, lines[0] == Self.header, lines[6] == "",
            lines[5].hasPrefix("checksum "),
            let checksum = UInt64(lines[5].dropFirst("checksum ".count), radix: 16),
            checksum == OutputManifest.hash(Array((lines[0...4].joined(separator: "\n") + "\n").utf8))
        else { return nil }
        func field(_ line: String, _ name: String) -> [Substring]? {
            guard line.hasPrefix(name + " ") else { return nil }
            return line.dropFirst(name.count + 1).split(separator: " ")
        }
        guard let key = field(lines[1], "key"), key.count == 1, key[0].count == 32,
            let high = UInt64(key[0].prefix(16), radix: 16), let low = UInt64(key[0].suffix(16), radix: 16),
            let marker = field(lines[2], "marker"), marker.count == 1, let digest = UInt64(marker[0], radix: 16),
            let files = field(lines[3], "files"), files.count == 1, let fileCount = Int(files[0]),
            let counts = field(lines[4], "snippets"), counts.count == 3, let checked = Int(counts[0]),
            let skipped = Int(counts[1]), let expected = Int(counts[2])
        else { return nil }
        self.init(
            key: BuildInputs.Key(high: high, low: low), markerDigest: digest, fileCount: fileCount,
            snippets: (checked, skipped, expected))
    }

    /// What the record's tag says it is for (a record Puente did not write on this machine, committed by a
    /// pull request, would otherwise let `check` pass without checking).
    static let purpose = "build record"

    /// The record at `url`; nil when there is none or it cannot be trusted.
    static func read(_ url: URL) -> BuildRecord? {
        guard let data = SealedFile.payload(url.path, purpose: purpose) else { return nil }
        return BuildRecord(text: String(decoding: data, as: UTF8.self))
    }

    /// Writes the record to `url` (beside it first, then renamed over it); a failure only means the next build
    /// does the work again.
    func write(to url: URL) {
        SealedFile.write(url.path, Array(text.utf8), purpose: Self.purpose)
    }

    /// Removes the record at `url`, so no later build trusts it (a build that failed or warned).
    static func remove(_ url: URL) { unlink(url.path) }
}
