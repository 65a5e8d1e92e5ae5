import Foundation
import Testing

/// The release archive as a team's CI job meets it: packed by `Scripts/release.sh` (from the tests' own build of
/// `puente`), unpacked into a clean prefix, run with an empty `HOME` and no `.build/` anywhere near.
@Suite(.tags(.slow), .serialized) struct ReleaseArchiveTests {
    static let repositoryRoot = CommandLineTests.repositoryRoot

    struct Run {
        var status: Int32
        var output: String
    }

    /// Runs `command` with `bash -c` in `directory`, standard error merged into the output. The test waits without
    /// holding one of the few threads Swift Testing runs tests on: the archive takes minutes to pack, and a thread
    /// blocked that long would stall every other test waiting for it.
    static func shell(_ command: String, in directory: URL, environment: [String: String]) async throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = directory
        process.environment = environment
        let log = FileManager.default.temporaryDirectory.appending(path: "puente-shell-\(UUID().uuidString).log")
        FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }
        process.standardOutput = handle
        process.standardError = handle
        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do { try process.run() } catch { continuation.resume(throwing: error) }
        }
        return Run(status: status, output: (try? String(contentsOf: log, encoding: .utf8)) ?? "")
    }

    /// A fresh folder under the temporary directory.
    static func folder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appending(path: "puente-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A job's environment: the toolchain and the system on `PATH`, `HOME` an empty folder, nothing of Puente's.
    static func cleanEnvironment(home: URL) -> [String: String] {
        let inherited = ProcessInfo.processInfo.environment
        var environment = ["HOME": home.path, "PATH": inherited["PATH"] ?? "/usr/bin:/bin", "LANG": "C.UTF-8"]
        environment["TMPDIR"] = inherited["TMPDIR"]
        return environment
    }

    /// The archive, packed once for both suites: its folder, and its file name.
    static func archive() async throws -> (folder: URL, name: String) {
        try await ArchiveStore.shared.archive()
    }

    /// Packs the archive on first request; later requests wait for the same packing.
    actor ArchiveStore {
        static let shared = ArchiveStore()
        private var packing: Task<(folder: URL, name: String), Error>?

        func archive() async throws -> (folder: URL, name: String) {
            if let packing { return try await packing.value }
            let task = Task { try await ReleaseArchiveTests.pack() }
            packing = task
            return try await task.value
        }
    }

    /// Runs `Scripts/release.sh` on the tests' build of `puente`.
    static func pack() async throws -> (folder: URL, name: String) {
        let output = try folder("release")
        let run = try await shell(
            "Scripts/release.sh --binary \"$PROGRAM\" --output \"$OUTPUT\"", in: repositoryRoot,
            environment: ProcessInfo.processInfo.environment.merging(
                [
                    "PROGRAM": CommandLineTests.binary.path, "OUTPUT": output.path,
                    // The stubs the snippet tests compile (the same sources, compiler and key) are reused.
                    "PUENTE_CACHE_DIR": FileManager.default.temporaryDirectory.appending(
                        path: "puente-snippet-tests-cache"
                    ).path,
                ], uniquingKeysWith: { $1 }))
        guard run.status == 0 else { throw Failure(message: "release.sh failed:\n\(run.output)") }
        guard
            let name = try FileManager.default.contentsOfDirectory(atPath: output.path).first(where: {
                $0.hasSuffix(".tar.gz")
            })
        else { throw Failure(message: "release.sh wrote no archive:\n\(run.output)") }
        return (output, name)
    }

    struct Failure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    /// The archive unpacked into a new prefix.
    static func unpacked() async throws -> URL {
        let (output, name) = try await archive()
        let prefix = try folder("prefix")
        let run = try await shell(
            "tar -C \"$PREFIX\" --strip-components=1 -xzf \"$ARCHIVE\"", in: prefix,
            environment: ["PREFIX": prefix.path, "ARCHIVE": output.appending(path: name).path, "PATH": "/usr/bin:/bin"])
        #expect(run.status == 0, "\(run.output)")
        return prefix
    }

    @Test func theArchiveHoldsAnInstallationAndItsChecksum() async throws {
        let (output, name) = try await Self.archive()
        #expect(
            name.hasPrefix(
                "puente-\(try String(contentsOf: Self.repositoryRoot.appending(path: "VERSION"), encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines))-linux-"
            ))
        let check = try await Self.shell(
            "sha256sum --check \"$NAME.sha256\"", in: output, environment: ["NAME": name, "PATH": "/usr/bin:/bin"])
        #expect(check.status == 0, "\(check.output)")
        let prefix = try await Self.unpacked()
        for path in [
            "bin/puente", "libexec/puente/puente", "share/puente/Theme/templates", "share/puente/Content/Stubs/SwiftUI",
            "share/puente/docs/getting-started.md", "share/puente/prebuilt/compiler.json",
            "share/puente/debian-packages",
            "share/puente/toolchain",
        ] {
            #expect(FileManager.default.fileExists(atPath: prefix.appending(path: path).path), "\(path) is missing")
        }
        let prebuilt = try FileManager.default.contentsOfDirectory(
            atPath: prefix.appending(path: "share/puente/prebuilt").path)
        #expect(
            prebuilt.contains { $0.hasPrefix("sdk-") } && prebuilt.contains { $0.hasPrefix("stubs-") }, "\(prebuilt)")
    }

    /// init, check and build from the unpacked archive: the first check takes the prebuilt standard library and
    /// stubs (no line saying it prepares or compiles them), and the snippets pass.
    @Test func aFirstCheckWithTheSameCompilerUsesThePrebuiltCaches() async throws {
        let prefix = try await Self.unpacked()
        let work = try Self.folder("job")
        let home = work.appending(path: "home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let environment = Self.cleanEnvironment(home: home).merging(
            ["PUENTE": prefix.appending(path: "bin/puente").path], uniquingKeysWith: { $1 })
        let version = try await Self.shell("\"$PUENTE\" --version", in: work, environment: environment)
        #expect(version.output.contains("used: made by this swiftc"), "\(version.output)")
        #expect(try await Self.shell("\"$PUENTE\" init site", in: work, environment: environment).status == 0)
        let check = try await Self.shell("\"$PUENTE\" check --site site", in: work, environment: environment)
        #expect(check.status == 0, "\(check.output)")
        #expect(!check.output.contains("preparing the iOS standard library"), "\(check.output)")
        #expect(!check.output.contains("stub modules (new or changed"), "\(check.output)")
        #expect(check.output.contains("snippets: 2 checked"), "\(check.output)")
        let build = try await Self.shell("\"$PUENTE\" build --site site", in: work, environment: environment)
        #expect(build.status == 0, "\(build.output)")
        #expect(FileManager.default.fileExists(atPath: work.appending(path: "site/Output/index.html").path))
        // Nothing was built under the job's folder but the site and the caches.
        #expect(!FileManager.default.fileExists(atPath: work.appending(path: ".build").path))
    }

    /// Another compiler (here the same release of swiftc, from another toolchain folder, named by PUENTE_SWIFTC) does
    /// not take the prebuilt caches: the standard library and the stubs are compiled, and the snippets still pass.
    @Test func anotherCompilerRebuildsThem() async throws {
        let prefix = try await Self.unpacked()
        let work = try Self.folder("job")
        let home = work.appending(path: "home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        // A toolchain folder of its own whose swiftc passes everything on to the real one.
        let real = try await Self.shell(
            "dirname \"$(dirname \"$(readlink -f \"$(command -v swiftc)\")\")\"", in: work,
            environment: ProcessInfo.processInfo.environment
        ).output.trimmingCharacters(in: .whitespacesAndNewlines)
        let fake = work.appending(path: "toolchain/usr")
        try FileManager.default.createDirectory(at: fake.appending(path: "bin"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: fake.appending(path: "lib").path, withDestinationPath: "\(real)/lib")
        try FileManager.default.createSymbolicLink(
            atPath: fake.appending(path: "bin/swift-frontend").path, withDestinationPath: "\(real)/bin/swift-frontend")
        try "#!/bin/sh\nexec '\(real)/bin/swiftc' \"$@\"\n".write(
            to: fake.appending(path: "bin/swiftc"), atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o755], ofItemAtPath: fake.appending(path: "bin/swiftc").path)
        // The sandbox sees the toolchain's own folder, not where this one's links lead.
        let environment = Self.cleanEnvironment(home: home).merging(
            [
                "PUENTE": prefix.appending(path: "bin/puente").path,
                "PUENTE_SWIFTC": fake.appending(path: "bin/swiftc").path, "PUENTE_SANDBOX": "off",
            ], uniquingKeysWith: { $1 })
        let version = try await Self.shell("\"$PUENTE\" --version", in: work, environment: environment)
        #expect(version.output.contains("not used: made by the toolchain in \(real)"), "\(version.output)")
        #expect(try await Self.shell("\"$PUENTE\" init site", in: work, environment: environment).status == 0)
        let check = try await Self.shell("\"$PUENTE\" check --site site", in: work, environment: environment)
        #expect(check.status == 0, "\(check.output)")
        #expect(check.output.contains("preparing the iOS standard library"), "\(check.output)")
        #expect(check.output.contains("stub modules (new or changed"), "\(check.output)")
        #expect(check.output.contains("snippets: 2 checked"), "\(check.output)")
    }
}
