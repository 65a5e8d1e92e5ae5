import Digest
import Foundation
import SiteFiles

/// The marker file (`.puente-output`): the sealed manifest of what Puente wrote in a folder, written last.
extension OutputWriter {
    /// The manifest in the marker of `folder`, if it holds one.
    static func manifest(in folder: URL) -> OutputManifest? {
        FileBytes.read(folder.appending(path: markerName).path, followingLinks: false).flatMap(manifest(markerBytes:))
    }

    /// What a marker's tag says it is for. Its writer is left out, so every build of one site writes the same
    /// marker, whichever binary made it.
    static let markerPurpose = "output marker"

    /// The manifest in a marker's bytes, when Puente wrote it on this machine: an output folder can come from
    /// a repository (a pull request that commits `Output/` with a marker of its own), and a manifest says which
    /// published files are Puente's and what they hold, so a foreign one is no manifest (every file is written
    /// again).
    static func manifest(markerBytes bytes: [UInt8]) -> OutputManifest? {
        guard case .authentic(let payload, _) = CacheAuthenticator.shared.open(bytes, purpose: markerPurpose)
        else { return nil }
        return OutputManifest(bytes: Array(payload))
    }

    /// Whether `folder`'s marker starts with a manifest header: all that the spare needs, as its refresh
    /// verifies or rewrites every file.
    static func hasManifest(_ folder: URL) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: folder.appending(path: markerName).path) else { return false }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: OutputManifest.header.utf8.count + 1)) ?? Data()
        return head == Data((OutputManifest.header + "\n").utf8)
    }

    /// The bytes of the marker of a site whose manifest is `manifest` (its files `sortedPaths`, sorted): the
    /// manifest sealed with this machine's tag, with no writer named.
    static func marker(_ manifest: OutputManifest, sortedPaths: [String]) -> [UInt8] {
        CacheAuthenticator.shared.seal(manifest.bytes(sortedPaths: sortedPaths), purpose: markerPurpose, writer: "")
    }
}
