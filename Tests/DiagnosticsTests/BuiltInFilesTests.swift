import Diagnostics
import Foundation
import Testing

/// Help texts name the guide of the Puente that runs: the installed copy, never a path into the tree a binary
/// was once built from, unless it runs from that tree.
@Suite struct BuiltInFilesTests {
    @Test func guideIsTheInstalledCopy() throws {
        let prefix = FileManager.default.temporaryDirectory.appending(path: "puente-guide-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: prefix) }
        let share = prefix.appending(path: "share/puente")
        try FileManager.default.createDirectory(at: share.appending(path: "docs"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: share.appending(path: "Theme/templates"), withIntermediateDirectories: true)
        try "# Authoring\n".write(to: share.appending(path: "docs/authoring.md"), atomically: true, encoding: .utf8)
        let root = BuiltInFiles.locate(environment: [:], executable: prefix.appending(path: "bin/puente").path)
        #expect(root?.standardizedFileURL.path == share.standardizedFileURL.path)
        #expect(BuiltInFiles.guide("authoring.md", root: root) == share.appending(path: "docs/authoring.md").path)
        #expect(BuiltInFiles.guide("authoring.md", root: nil) == "docs/authoring.md in Puente's sources")
    }
}
