import Foundation
import Testing

@testable import Snippets

/// The time limit holds for a program's whole process group, and output never waits on a pipe that a
/// left-over grandchild holds open.
@Suite(.tags(.slow)) struct ProcessRunnerTests {
    static func script(_ body: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appending(path: "puente-script-\(UUID().uuidString)")
        try "#!/bin/sh\n\(body)\n".write(to: url, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        return url
    }

    static let path = ["PATH": "/usr/bin:/bin"]

    @Test func theProgramGetsExactlyTheEnvironmentItIsGiven() throws {
        setenv("PUENTE_RUNNER_LEAK", "secret", 1)
        let output = try ProcessRunner.run(
            try Self.script("env"), [], timeout: 10, environment: ["PATH": "/usr/bin:/bin", "ONLY": "this"])
        #expect(!output.text.contains("PUENTE_RUNNER_LEAK"))
        #expect(output.text.contains("ONLY=this\n"))
    }

    @Test func collectsOutputStatusAndFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "puente-cwd-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let output = try ProcessRunner.run(
            try Self.script("echo out; echo err >&2; pwd; exit 3"), [], in: folder, timeout: 10, environment: Self.path)
        #expect(output.status == 3)
        #expect(!output.timedOut)
        #expect(output.text.contains("out\n"))
        #expect(output.text.contains("err\n"))
        #expect(output.text.contains(folder.lastPathComponent))
    }

    @Test func aGrandchildHoldingThePipeDoesNotHoldTheRun() throws {
        let started = Date()
        let output = try ProcessRunner.run(
            try Self.script("sleep 60 &\necho done"), [], timeout: 30, environment: Self.path)
        #expect(Date().timeIntervalSince(started) < 10)
        #expect(output.status == 0)
        #expect(output.text == "done\n")
    }

    @Test func theTimeLimitStopsAWrapperThatForks() throws {
        let pidFile = FileManager.default.temporaryDirectory.appending(path: "puente-pid-\(UUID().uuidString)")
        let started = Date()
        let output = try ProcessRunner.run(
            try Self.script("sleep 60 &\necho $! > '\(pidFile.path)'\nwait"), [], timeout: 1, environment: Self.path)
        #expect(Date().timeIntervalSince(started) < 1 + ProcessRunner.graceSeconds + 3)
        #expect(output.timedOut)
        let grandchild = try #require(
            Int32(try String(contentsOf: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        usleep(200_000)
        // Gone, or a zombie waiting for a parent that reaps it (PID 1 of a container may never do so).
        let state = (try? String(contentsOfFile: "/proc/\(grandchild)/stat", encoding: .utf8))?
            .split(separator: ")").last?.split(separator: " ").first
        #expect(state == nil || state == "Z", "the forked sleep must be gone, is \(state.map(String.init) ?? "?")")
    }

    @Test func aProgramThatIgnoresSIGTERMIsKilled() throws {
        let started = Date()
        let output = try ProcessRunner.run(
            try Self.script("trap '' TERM\nwhile :; do sleep 1; done"), [], timeout: 1, environment: Self.path)
        #expect(output.timedOut)
        #expect(Date().timeIntervalSince(started) < 1 + ProcessRunner.graceSeconds + 3)
    }

    @Test func aMissingProgramIsALaunchError() {
        #expect(throws: ProcessRunner.LaunchError.self) {
            try ProcessRunner.run(URL(fileURLWithPath: "/nonexistent/swiftc"), [], timeout: 1, environment: Self.path)
        }
    }

    /// A `swiftc` that never answers `--version` is a clear error within the probe's limit, not a hang.
    @Test func aCompilerThatHangsOnVersionIsAClearError() throws {
        let fake = try Self.script("sleep 600")
        let started = Date()
        #expect(throws: SnippetError.self) {
            try SwiftToolchain.locate(environment: ["PUENTE_SWIFTC": fake.path, "PATH": "/usr/bin:/bin"])
        }
        #expect(Date().timeIntervalSince(started) < SwiftToolchain.versionTimeout + ProcessRunner.graceSeconds + 5)
        do {
            _ = try SwiftToolchain.locate(environment: ["PUENTE_SWIFTC": fake.path, "PATH": "/usr/bin:/bin"])
        } catch {
            #expect(error.diagnostic.message.contains("did not answer `--version` within"), "\(error.diagnostic)")
        }
    }

    /// A program that floods its output is stopped with its process group at the limit: memory stays bounded, and
    /// the run says why.
    @Test func aProgramThatFloodsItsOutputIsStoppedAtTheLimit() throws {
        let started = Date()
        let output = try ProcessRunner.run(
            try Self.script("yes flood"), [], timeout: 60, environment: Self.path, outputLimit: 1 << 20)
        #expect(Date().timeIntervalSince(started) < 20)
        #expect(output.overflowed)
        #expect(!output.timedOut)
        #expect(output.text.utf8.count == 1 << 20)
        #expect(output.stopped == "printed more than \(ProcessRunner.outputLimit >> 20) MiB and was stopped")
    }

    /// A descendant that leaves the run's process group with `setsid` (so killing the group misses it) does not
    /// outlive the run.
    @Test func aDescendantThatLeavesTheProcessGroupDoesNotOutliveTheRun() throws {
        let pidFile = FileManager.default.temporaryDirectory.appending(path: "puente-pid-\(UUID().uuidString)")
        let output = try ProcessRunner.run(
            try Self.script(
                // The pause lets `setsid` leave the group before the run ends (and its group is killed).
                "setsid sleep 120 < /dev/null > /dev/null 2>&1 &\necho $! > '\(pidFile.path)'\nsleep 1\necho started"),
            [], timeout: 30, environment: Self.path)
        #expect(output.text == "started\n")
        let escaped = try #require(
            Int32(try String(contentsOf: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        // Other tests may run tools at the same time: the sweep comes when the last of them ends.
        var alive = true
        for _ in 0..<300 where alive {
            let state = (try? String(contentsOfFile: "/proc/\(escaped)/stat", encoding: .utf8))?
                .split(separator: ")").last?.split(separator: " ").first
            alive = state != nil && state != "Z"
            if alive { usleep(100_000) }
        }
        #expect(!alive, "the setsid sleep must be gone")
    }
}
