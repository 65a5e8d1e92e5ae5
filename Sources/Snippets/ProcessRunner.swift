import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a program with a time limit on its whole process group and collects everything it prints.
///
/// The program starts in a process group of its own, so the limit stops it and everything it started: a
/// `swiftc` that is a wrapper script, or a driver and its frontends. Output is read until the program has
/// exited and its group is gone, never until the end of a pipe that a left-over grandchild may hold open.
enum ProcessRunner {
    /// What a run produced.
    struct Output: Sendable {
        /// Exit status (or 128 + the signal number when a signal ended it).
        var status: Int32
        /// Standard output and standard error, interleaved.
        var text: String
        /// Whether the time limit stopped it.
        var timedOut: Bool
        /// Whether it printed more than its output limit and was stopped (``text`` holds the first part).
        var overflowed = false

        /// Why it was stopped, for a message: nil when it ended by itself.
        var stopped: String? {
            if overflowed { return "printed more than \(ProcessRunner.outputLimit >> 20) MiB and was stopped" }
            return timedOut ? "timed out" : nil
        }
    }

    /// Why a program could not be started.
    struct LaunchError: Error, CustomStringConvertible {
        /// The program.
        var executable: String
        /// `posix_spawn`'s error number.
        var code: Int32
        var description: String { "cannot start \(executable): \(String(cString: strerror(code)))" }
    }

    /// `posix_spawn_file_actions_addchdir_np` (glibc 2.29, macOS 10.15), looked up at run time because the
    /// C module does not export it; without it the program runs in the current folder.
    private typealias AddChdir =
        @convention(c) (
            UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>
        ) -> Int32
    private static let addChdir: AddChdir? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addchdir_np")
        else { return nil }
        return unsafeBitCast(symbol, to: AddChdir.self)
    }()

    private typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    /// `posix_spawn_file_actions_addclosefrom_np` (glibc 2.34), looked up the same way.
    private static let addCloseFrom: AddCloseFrom? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
        else { return nil }
        return unsafeBitCast(symbol, to: AddCloseFrom.self)
    }()

    /// Seconds the group gets to end after SIGTERM before SIGKILL.
    static let graceSeconds = 2.0

    /// The most a run may print (both streams together) before it is stopped with its process group: far more
    /// than any compiler's diagnostics for a batch, far less than memory.
    static let outputLimit = 64 << 20

    /// The variable every run's environment carries, so that a descendant that left the run's process group
    /// (`setsid()`) and outlived the run can be told apart from other children of this process.
    static let runMarker = "PUENTE_TOOL_RUN"
    /// This process's value of ``runMarker``.
    static let runToken = UUID().uuidString

    /// Runs `executable` with `arguments` in `directory` and exactly `environment` (nothing of this process's
    /// own: callers pass ``ToolSandbox``'s scrubbed one); stops its process group after `timeout` seconds.
    static func run(
        _ executable: URL, _ arguments: [String], in directory: URL? = nil, timeout: TimeInterval,
        environment: [String: String], outputLimit: Int = ProcessRunner.outputLimit
    ) throws -> Output {
        Leftovers.begin()
        defer { Leftovers.end() }
        var environment = environment
        environment[runMarker] = runToken
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw LaunchError(executable: executable.path, code: errno) }
        let (readEnd, writeEnd) = (fds[0], fds[1])
        _ = fcntl(readEnd, F_SETFD, FD_CLOEXEC)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, writeEnd, 1)
        posix_spawn_file_actions_adddup2(&actions, writeEnd, 2)
        posix_spawn_file_actions_addclose(&actions, writeEnd)
        if let directory, let addChdir = Self.addChdir { _ = addChdir(&actions, directory.path) }
        // Nothing else of this process leaks into the program: another run's pipe held open by this child
        // would keep that run from seeing the end of its output, and a script being written would stay busy.
        if let addCloseFrom = Self.addCloseFrom { _ = addCloseFrom(&actions, 3) }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK))
        posix_spawnattr_setpgroup(&attributes, 0)
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)

        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { envp.forEach { free($0) } }
        var spawnedPID: pid_t = 0
        var spawned = posix_spawn(&spawnedPID, executable.path, &actions, &attributes, argv, envp)
        // ETXTBSY: a script written a moment ago is still open for writing in a child another thread forked
        // meanwhile (that child closes it when it execs); try again shortly.
        for _ in 0..<20 where spawned == ETXTBSY {
            usleep(50_000)
            spawned = posix_spawn(&spawnedPID, executable.path, &actions, &attributes, argv, envp)
        }
        let pid = spawnedPID
        close(writeEnd)
        guard spawned == 0 else {
            close(readEnd)
            throw LaunchError(executable: executable.path, code: spawned)
        }

        let collected = Collected(descriptor: readEnd, limit: outputLimit) { kill(-pid, SIGKILL) }
        let reader = Thread { collected.readUntilStopped() }
        reader.start()

        let exited = DispatchSemaphore(value: 0)
        let status = ExitStatus()
        let waiter = Thread {
            var code: Int32 = 0
            while waitpid(pid, &code, 0) < 0 && errno == EINTR {}
            status.set(code)
            exited.signal()
        }
        waiter.start()

        var timedOut = false
        if exited.wait(timeout: .now() + timeout) == .timedOut {
            timedOut = true
            kill(-pid, SIGTERM)
            if exited.wait(timeout: .now() + graceSeconds) == .timedOut {
                kill(-pid, SIGKILL)
                exited.wait()
            }
        }
        // The program is gone; whatever it left in its group (a forked helper holding the pipe) goes too.
        kill(-pid, SIGKILL)
        collected.stop(after: 0.5)
        let data = collected.wait()
        close(readEnd)
        let code = status.value
        let exitStatus: Int32 = (code & 0x7f) == 0 ? (code >> 8) & 0xff : 128 + (code & 0x7f)
        return Output(
            status: exitStatus, text: String(decoding: data, as: UTF8.self), timedOut: timedOut,
            overflowed: collected.overflowed)
    }

    /// The raw wait status handed from the waiting thread.
    private final class ExitStatus: @unchecked Sendable {
        private let lock = NSLock()
        private var code: Int32 = 0
        func set(_ value: Int32) { lock.withLock { code = value } }
        var value: Int32 { lock.withLock { code } }
    }

    /// Output read on another thread (so a chatty program never blocks on a full pipe), until the end of the
    /// pipe or until told to stop.
    private final class Collected: @unchecked Sendable {
        private let descriptor: Int32
        private let lock = NSLock()
        private var data = Data()
        private var deadline: Date?
        private let done = DispatchSemaphore(value: 0)
        private let limit: Int
        private let overflow: @Sendable () -> Void
        private var over = false

        init(descriptor: Int32, limit: Int, overflow: @escaping @Sendable () -> Void) {
            self.descriptor = descriptor
            self.limit = limit
            self.overflow = overflow
        }

        /// Whether more than the limit arrived (the rest was not kept, and the group was stopped).
        var overflowed: Bool { lock.withLock { over } }

        func readUntilStopped() {
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                if let deadline = lock.withLock({ deadline }), Date() >= deadline { break }
                var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                let ready = poll(&poller, 1, 100)
                if ready > 0 {
                    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                    if count > 0 {
                        let full = lock.withLock {
                            data.append(contentsOf: buffer[0..<min(count, max(0, limit - data.count))])
                            if data.count >= limit, count > 0 { over = true }
                            return over
                        }
                        if full {
                            overflow()
                            break
                        }
                        continue
                    }
                    if count == 0 || errno != EINTR { break }
                } else if ready < 0 && errno != EINTR {
                    break
                }
            }
            done.signal()
        }

        /// Reading ends `seconds` from now at the latest.
        func stop(after seconds: TimeInterval) { lock.withLock { deadline = Date().addingTimeInterval(seconds) } }

        func wait() -> Data {
            done.wait()
            return lock.withLock { data }
        }
    }
}
