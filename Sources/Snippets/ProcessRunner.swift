import Dispatch
import Foundation

/// Runs a program with a time limit and collects everything it prints.
enum ProcessRunner {
    /// What a run produced.
    struct Output: Sendable {
        /// Exit status (or the signal number after a time-out).
        var status: Int32
        /// Standard output and standard error, interleaved.
        var text: String
        /// Whether the time limit stopped it.
        var timedOut: Bool
    }

    /// Runs `executable` with `arguments` in `directory`; stops it after `timeout` seconds.
    static func run(
        _ executable: URL, _ arguments: [String], in directory: URL? = nil, timeout: TimeInterval
    ) throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        // Read on another thread so a chatty compiler never blocks on a full pipe.
        let collected = Collected()
        let reader = Thread {
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            collected.set(data)
        }
        reader.start()
        var timedOut = false
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            timedOut = true
            process.terminate()
            if finished.wait(timeout: .now() + 2) == .timedOut {
                kill(process.processIdentifier, SIGKILL)
                finished.wait()
            }
        }
        let data = collected.wait()
        return Output(
            status: process.terminationStatus, text: String(decoding: data, as: UTF8.self), timedOut: timedOut)
    }

    /// Data handed from the reader thread.
    private final class Collected: @unchecked Sendable {
        private let done = DispatchSemaphore(value: 0)
        private var data = Data()

        func set(_ value: Data) {
            data = value
            done.signal()
        }

        func wait() -> Data {
            done.wait()
            return data
        }
    }
}
