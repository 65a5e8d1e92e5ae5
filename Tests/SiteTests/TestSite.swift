import Foundation

@testable import Site

/// Helpers to build the repository's real site, or a fixture with the real theme, into temporary folders.
enum TestSite {
    /// The repository root (the folder holding Package.swift).
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A fresh empty temporary folder.
    static func temporaryFolder(_ label: String = "puente-test") -> URL {
        let url = FileManager.default.temporaryDirectory.appending(path: "\(label)-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A site root made of fixture `name`'s Content/ and the repository's Theme/.
    static func fixtureWithTheme(_ name: String) -> URL {
        let root = temporaryFolder("puente-fixture")
        let fm = FileManager.default
        try! fm.copyItem(
            at: repositoryRoot.appending(path: "Tests/Fixtures/\(name)/Content"), to: root.appending(path: "Content"))
        try! fm.copyItem(at: repositoryRoot.appending(path: "Theme"), to: root.appending(path: "Theme"))
        return root
    }

    /// The `puente` executable built next to the test bundle, if there is one.
    static let puenteBinary: URL? = {
        var folder = Bundle.main.bundleURL
        while folder.path != "/" {
            let candidate = folder.appending(path: "puente")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        let fallback = repositoryRoot.appending(path: ".build/debug/puente")
        return FileManager.default.isExecutableFile(atPath: fallback.path) ? fallback : nil
    }()

    /// Every file under `folder`, as relative paths, sorted.
    static func files(in folder: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        var result: [String] = []
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.appending(path: path).path, isDirectory: &isDirectory),
                !isDirectory.boolValue
            {
                result.append(path)
            }
        }
        return result.sorted()
    }

    /// The text of a file under `folder`.
    /// The file's text; a file that is not UTF-8 (a picture, a tagged marker) byte for byte as Latin-1, so two
    /// different files never read the same.
    static func read(_ path: String, in folder: URL) -> String {
        guard let data = try? Data(contentsOf: folder.appending(path: path)) else { return "" }
        return String(data: data, encoding: .utf8) ?? String(data: data, encoding: .isoLatin1) ?? ""
    }
}
