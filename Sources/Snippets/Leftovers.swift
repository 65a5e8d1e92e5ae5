import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Descendants of tool runs that left their run's process group (`setsid()`) and outlived it: a compiler
/// wrapper's daemon, a plugin's forked helper. Killing a run's group cannot reach them, so this process adopts
/// them (a Linux child subreaper: orphans of its descendants become its children) and kills those that carry
/// this process's ``ProcessRunner/runMarker`` once no run is active.
enum Leftovers {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var active = 0

    /// `prctl(PR_SET_CHILD_SUBREAPER, 1)`, once: looked up at run time, since Swift cannot call a variadic C
    /// function.
    private static let adopt: Void = {
        #if os(Linux)
            typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
            if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "prctl") {
                _ = unsafeBitCast(symbol, to: Prctl.self)(36, 1, 0, 0, 0)
            }
        #endif
    }()

    /// A run starts (waits while a sweep is under way, so a sweep never sees a run's own program).
    static func begin() {
        _ = adopt
        lock.withLock { active += 1 }
    }

    /// A run ended; the last one sweeps.
    static func end() {
        lock.withLock {
            active -= 1
            if active == 0 { sweep() }
        }
    }

    /// Kills and reaps this process's children that carry the run marker: with no run active, each is a
    /// left-over descendant of one.
    private static func sweep() {
        #if os(Linux)
            let me = getpid()
            let marker = Array("\(ProcessRunner.runMarker)=\(ProcessRunner.runToken)".utf8)
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return }
            for entry in entries {
                guard let pid = Int32(entry), pid != me, parent(of: pid) == me,
                    let environment = FileManager.default.contents(atPath: "/proc/\(pid)/environ"),
                    environment.split(separator: 0).contains(where: { $0.elementsEqual(marker) })
                else { continue }
                kill(pid, SIGKILL)
                var status: Int32 = 0
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            }
        #endif
    }

    /// The parent process of `pid` from `/proc/<pid>/stat` (the field after the state, past the command's
    /// closing parenthesis, which the command itself may contain).
    private static func parent(of pid: Int32) -> Int32? {
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/stat"),
            let close = data.lastIndex(of: UInt8(ascii: ")"))
        else { return nil }
        let fields = data[(close + 1)...].split(separator: UInt8(ascii: " "))
        guard fields.count > 1 else { return nil }
        return Int32(String(decoding: fields[1], as: UTF8.self))
    }
}
