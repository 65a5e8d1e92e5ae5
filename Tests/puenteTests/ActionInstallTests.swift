import Foundation
import Testing

/// The action's install script (`Scripts/action-install.sh`) run as the action runs it, with a local folder
/// standing in for the repository's GitHub releases (`PUENTE_RELEASES=file://…`) and a copy of the action's files
/// standing in for the runner's checkout of the action.
@Suite(.tags(.slow), .serialized) struct ActionInstallTests {
    typealias Archive = ReleaseArchiveTests

    /// A copy of the action's checkout (the install script, VERSION, and a stand-in `Scripts/install.sh` that
    /// records that it was asked to build from source and lays out a prefix), and a releases folder holding the
    /// archive under `v<VERSION>/`.
    struct Stage {
        var action: URL
        var releases: URL
        var prefix: URL
        var version: String
        var archiveName: String

        init() async throws {
            let root = try Archive.folder("action")
            action = root.appending(path: "_actions/puente-docs/puente/ref")
            releases = root.appending(path: "releases")
            prefix = root.appending(path: "prefix")
            let fm = FileManager.default
            let repository = Archive.repositoryRoot
            try fm.createDirectory(at: action.appending(path: "Scripts"), withIntermediateDirectories: true)
            try fm.copyItem(
                at: repository.appending(path: "Scripts/action-install.sh"),
                to: action.appending(path: "Scripts/action-install.sh"))
            try fm.copyItem(at: repository.appending(path: "VERSION"), to: action.appending(path: "VERSION"))
            try """
            #!/bin/sh
            # Stands in for building Puente from source: records the call, lays out a prefix.
            echo "install.sh $*" >> "$(dirname "$0")/../source-builds"
            prefix="$2"
            mkdir -p "$prefix/bin" "$prefix/share/puente"
            printf '#!/bin/sh\\necho "puente (built from source)"\\n' > "$prefix/bin/puente"
            chmod +x "$prefix/bin/puente"
            """.write(to: action.appending(path: "Scripts/install.sh"), atomically: true, encoding: .utf8)
            try fm.setAttributes(
                [.posixPermissions: 0o755], ofItemAtPath: action.appending(path: "Scripts/install.sh").path)
            version = try String(contentsOf: action.appending(path: "VERSION"), encoding: .utf8)
                .trimmingCharacters(in: .whitespacesAndNewlines)
            let (folder, name) = try await Archive.archive()
            archiveName = name
            let tag = releases.appending(path: "v\(version)")
            try fm.createDirectory(at: tag, withIntermediateDirectories: true)
            for file in [name, "\(name).sha256"] {
                try fm.copyItem(at: folder.appending(path: file), to: tag.appending(path: file))
            }
        }

        /// Runs `action-install.sh arguments` with the action's `ref`.
        func run(_ arguments: String, ref: String) async throws -> Archive.Run {
            var environment = Archive.cleanEnvironment(home: prefix.deletingLastPathComponent())
            environment["ACTION_REF"] = ref
            environment["ACTION_REPOSITORY"] = "puente-docs/puente"
            environment["PUENTE_RELEASES"] = "file://\(releases.path)"
            return try await Archive.shell(
                "\"$ACTION/Scripts/action-install.sh\" \(arguments)", in: action,
                environment: environment.merging(["ACTION": action.path], uniquingKeysWith: { $1 }))
        }

        var sourceBuilds: String {
            (try? String(contentsOf: action.appending(path: "source-builds"), encoding: .utf8)) ?? ""
        }

        /// The key `cache-key` prints.
        func cacheKey() async throws -> String {
            let run = try await run("cache-key", ref: "v\(version)")
            #expect(run.status == 0, "\(run.output)")
            return String(run.output.trimmingCharacters(in: .whitespacesAndNewlines).dropFirst("key=".count))
        }

        var installKey: String {
            ((try? String(contentsOf: prefix.appending(path: "share/puente/install-key"), encoding: .utf8)) ?? "")
                .trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }

    @Test func theReleaseTagInstallsTheVerifiedArchive() async throws {
        let stage = try await Stage()
        let run = try await stage.run("install --prefix \"\(stage.prefix.path)\"", ref: "v\(stage.version)")
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("installed release v\(stage.version) (\(stage.archiveName), SHA-256 verified)"))
        #expect(run.output.contains("puente \(stage.version)"), "\(run.output)")
        #expect(stage.sourceBuilds.isEmpty)
        let key = try await stage.cacheKey()
        #expect(key.hasPrefix("puente-") && key.contains(stage.version))
        #expect(stage.installKey == key)
        // The next job restores the prefix from the cache under that key: nothing is downloaded or built.
        try FileManager.default.removeItem(at: stage.releases)
        let again = try await stage.run("install --prefix \"\(stage.prefix.path)\"", ref: "v\(stage.version)")
        #expect(again.status == 0, "\(again.output)")
        #expect(again.output.contains("using the installation restored from the cache (\(key))"), "\(again.output)")
    }

    @Test func aReleaseCommitSHAInstallsTheArchiveAndAnotherCommitBuildsFromSource() async throws {
        let stage = try await Stage()
        let commit = String(repeating: "ab", count: 20)
        try "\(commit)\n".write(
            to: stage.releases.appending(path: "v\(stage.version)/puente-\(stage.version).commit"), atomically: true,
            encoding: .utf8)
        let run = try await stage.run("install --prefix \"\(stage.prefix.path)\"", ref: commit)
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("SHA-256 verified"), "\(run.output)")
        let other = try await Stage()
        try "\(commit)\n".write(
            to: other.releases.appending(path: "v\(other.version)/puente-\(other.version).commit"), atomically: true,
            encoding: .utf8)
        let elsewhere = try await other.run(
            "install --prefix \"\(other.prefix.path)\"", ref: String(repeating: "cd", count: 20))
        #expect(elsewhere.status == 0, "\(elsewhere.output)")
        #expect(elsewhere.output.contains("is not the one release v\(other.version) was built from"))
        #expect(other.sourceBuilds.contains("install.sh --prefix \(other.prefix.path)"))
    }

    @Test func aChecksumMismatchIsRefusedNotInstalled() async throws {
        let stage = try await Stage()
        let sums = stage.releases.appending(path: "v\(stage.version)/\(stage.archiveName).sha256")
        try "\(String(repeating: "0", count: 64))  \(stage.archiveName)\n".write(
            to: sums, atomically: true, encoding: .utf8)
        let run = try await stage.run("install --prefix \"\(stage.prefix.path)\"", ref: "v\(stage.version)")
        #expect(run.status == 1)
        #expect(run.output.contains("::error::"), "\(run.output)")
        #expect(run.output.contains("does not match its SHA-256 file"), "\(run.output)")
        #expect(!FileManager.default.fileExists(atPath: stage.prefix.appending(path: "bin/puente").path))
        #expect(stage.sourceBuilds.isEmpty)
    }

    @Test func aMissingArchiveBuildsFromSourceUnderTheComputedKey() async throws {
        let stage = try await Stage()
        try FileManager.default.removeItem(at: stage.releases.appending(path: "v\(stage.version)/\(stage.archiveName)"))
        let run = try await stage.run("install --prefix \"\(stage.prefix.path)\"", ref: "v\(stage.version)")
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("no release archive"), "\(run.output)")
        #expect(stage.sourceBuilds.contains("install.sh --prefix \(stage.prefix.path)"))
        #expect(stage.installKey == (try await stage.cacheKey()))
        // A branch is never taken for a release.
        let branch = try await Stage()
        let fromBranch = try await branch.run("install --prefix \"\(branch.prefix.path)\"", ref: "main")
        #expect(fromBranch.status == 0, "\(fromBranch.output)")
        #expect(fromBranch.output.contains("neither the release tag"), "\(fromBranch.output)")
        #expect(!branch.sourceBuilds.isEmpty)
    }

    /// The key changes with any file that goes into an installation, so a cached prefix is never an older Puente.
    @Test func theCacheKeyFollowsTheActionsFiles() async throws {
        let stage = try await Stage()
        let before = try await stage.cacheKey()
        try "// changed\n".write(
            to: stage.action.appending(path: "Scripts/extra.sh"), atomically: true, encoding: .utf8)
        #expect(try await stage.cacheKey() != before)
    }
}
