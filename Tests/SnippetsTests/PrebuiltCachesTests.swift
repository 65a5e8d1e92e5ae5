import Foundation
import Testing

@testable import Snippets

/// Prebuilt caches are taken only by the compiler that made them, only whole and unchanged, and then as if built.
@Suite struct PrebuiltCachesTests {
    /// A toolchain folder whose `swift-frontend` holds `frontend`; nothing in it runs.
    static func toolchain(frontend: String, version: String = "Swift version 0.0 (fake)") throws -> SwiftToolchain {
        let root = FileManager.default.temporaryDirectory.appending(path: "puente-prebuilt-tc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appending(path: "bin"), withIntermediateDirectories: true)
        try Data(frontend.utf8).write(to: root.appending(path: "bin/swift-frontend"))
        return SwiftToolchain(
            swiftc: root.appending(path: "bin/swiftc"), frontend: root.appending(path: "bin/swift-frontend"),
            root: root, version: version, architecture: "x86_64")
    }

    static func folder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appending(path: "puente-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A prebuilt folder holding `name` (two files) made by `toolchain`.
    static func prebuilt(_ name: String, by toolchain: SwiftToolchain) throws -> PrebuiltCaches {
        let made = try folder("made").appending(path: name)
        try FileManager.default.createDirectory(
            at: made.appending(path: "Swift.swiftmodule"), withIntermediateDirectories: true)
        try Data("module bytes".utf8).write(to: made.appending(path: "Swift.swiftmodule/x86_64.swiftmodule"))
        try Data("more".utf8).write(to: made.appending(path: "order.txt"))
        let builtIn = try folder("share")
        let prebuilt = builtIn.appending(path: PrebuiltCaches.folderName)
        try PrebuiltCaches.export(made, to: prebuilt)
        let identity = try #require(CompilerIdentity.of(toolchain))
        try JSONEncoder().encode(identity).write(to: prebuilt.appending(path: PrebuiltCaches.compilerFile))
        let found = try #require(PrebuiltCaches.locate(builtIn: builtIn))
        #expect(found.compiler == identity)
        return found
    }

    @Test func identitiesDifferInEveryPart() {
        let base = CompilerIdentity(
            version: "Swift version 6.1", architecture: "x86_64", toolchain: "/usr", frontend: "aa")
        #expect(base.difference(from: base) == nil)
        var other = base
        other.version = "Swift version 6.2"
        #expect(base.difference(from: other) == "made by Swift version 6.1, not Swift version 6.2")
        other = base
        other.toolchain = "/opt/swift/usr"
        #expect(base.difference(from: other) == "made by the toolchain in /usr, not /opt/swift/usr")
        other = base
        other.frontend = "bb"
        #expect(
            base.difference(from: other) == "made by another build of Swift version 6.1 (its swift-frontend differs)")
        other = base
        other.architecture = "arm64"
        #expect(base.difference(from: other) != nil)
    }

    @Test func theSameCompilerInstallsTheFolderSealedAsIfBuilt() throws {
        let compiler = try Self.toolchain(frontend: "frontend one")
        let prebuilt = try Self.prebuilt("stubs-abc", by: compiler)
        let cache = try Self.folder("cache")
        let final = cache.appending(path: "stubs-abc")
        let (installed, note) = prebuilt.install(at: final, cacheRoot: cache, toolchain: compiler)
        #expect(installed && note == nil)
        #expect(CacheSeal.reuse(final, what: "test").reusable)
        #expect(
            try String(contentsOf: final.appending(path: "Swift.swiftmodule/x86_64.swiftmodule"), encoding: .utf8)
                == "module bytes")
        // Only the cache folder is left: no staging folder beside it.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: cache.path).filter { !$0.hasPrefix(".") } == [
                "stubs-abc"
            ])
    }

    @Test func anotherBuildOfTheSameVersionIsRefused() throws {
        let maker = try Self.toolchain(frontend: "frontend one")
        let prebuilt = try Self.prebuilt("stubs-abc", by: maker)
        // Same version line, same folder layout, other bytes: another compiler.
        let other = try Self.toolchain(frontend: "frontend two")
        let cache = try Self.folder("cache")
        let (installed, note) = prebuilt.install(
            at: cache.appending(path: "stubs-abc"), cacheRoot: cache, toolchain: other)
        #expect(!installed && note == nil)
        #expect(prebuilt.refusal(for: other) != nil)
        #expect(!FileManager.default.fileExists(atPath: cache.appending(path: "stubs-abc").path))
    }

    @Test func aChangedFileIsNotInstalledAndSaysSo() throws {
        let compiler = try Self.toolchain(frontend: "frontend one")
        let prebuilt = try Self.prebuilt("stubs-abc", by: compiler)
        try Data("module bytez".utf8).write(
            to: prebuilt.folder.appending(path: "stubs-abc/Swift.swiftmodule/x86_64.swiftmodule"))
        let cache = try Self.folder("cache")
        let (installed, note) = prebuilt.install(
            at: cache.appending(path: "stubs-abc"), cacheRoot: cache, toolchain: compiler)
        #expect(!installed)
        #expect(note?.contains("could not be used") == true, "\(note ?? "")")
        #expect(note?.contains("Swift.swiftmodule/x86_64.swiftmodule is not the file its list names") == true)
        #expect(!FileManager.default.fileExists(atPath: cache.appending(path: "stubs-abc").path))
    }

    @Test func aListNamingAFileOutsideTheFolderIsRefused() throws {
        let compiler = try Self.toolchain(frontend: "frontend one")
        let prebuilt = try Self.prebuilt("stubs-abc", by: compiler)
        let list = #"[{"path":"../../escape","size":1,"checksum":"00"}]"#
        try Data(list.utf8).write(to: prebuilt.folder.appending(path: "stubs-abc/\(PrebuiltCaches.manifestFile)"))
        let cache = try Self.folder("cache")
        let (installed, note) = prebuilt.install(
            at: cache.appending(path: "stubs-abc"), cacheRoot: cache, toolchain: compiler)
        #expect(!installed)
        #expect(note?.contains("outside the folder") == true, "\(note ?? "")")
    }

    /// The SDK's preparation takes the prebuilt folder of its name without a word about preparing anything.
    @Test func theSDKComesFromThePrebuiltFolderWithoutAnnouncingABuild() throws {
        let compiler = try Self.toolchain(frontend: "frontend one")
        let name = IOSSimulatorSDK.folderName(for: compiler)
        let prebuilt = try Self.prebuilt(name, by: compiler)
        let cache = try Self.folder("cache")
        let notes = FirstRunNoticeTests.Notes()
        let sdk = try IOSSimulatorSDK.prepare(
            toolchain: compiler, cacheRoot: cache, prebuilt: prebuilt, announce: { notes.append($0) })
        #expect(notes.all.isEmpty)
        #expect(sdk.directory.lastPathComponent == name)
        #expect(sdk.repairs.isEmpty)
        // With another compiler the same call starts a build (which fails at once: this toolchain has nothing).
        let other = try Self.toolchain(frontend: "frontend two")
        #expect(throws: SnippetError.self) {
            try IOSSimulatorSDK.prepare(
                toolchain: other, cacheRoot: try Self.folder("cache"), prebuilt: prebuilt,
                announce: { notes.append($0) })
        }
        #expect(notes.all.count == 1 && notes.all[0].hasPrefix("preparing the iOS standard library"))
    }
}
