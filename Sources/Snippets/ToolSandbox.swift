import Foundation

/// How the compiler and everything it loads run over a site's files: with only the environment they need, and,
/// where Linux namespaces can be had, inside bubblewrap (`bwrap`, Debian's `bubblewrap`) with no network, no
/// other processes, and a read-only view of the system's programs and libraries (`/usr`), the toolchain and
/// the caches a run reads, writable only where it writes.
///
/// A site's stub modules, C headers and macro plugins come from the repository, so in CI from a pull request:
/// a macro plugin is code that the compiler loads and runs, and a header can name any file. Inside the
/// sandbox neither can read a token from the environment, a file outside what the run needs (`/etc/passwd`,
/// the checkout's `.git/config`, the user's home), or reach the network. Where no sandbox can be had (a
/// container without user namespaces), the environment is still scrubbed, and ``StubModules`` refuses a site's
/// own plugins and C headers unless the site's code is trusted (``trustsSiteCode``).
public struct ToolSandbox: Sendable, Equatable {
    /// What confines a run.
    public enum Kind: Sendable, Equatable {
        /// bubblewrap at this path, probed to work here.
        case bubblewrap(String)
        /// No sandbox, and why.
        case none(reason: String)
    }

    /// The sandbox found.
    public var kind: Kind
    /// Whether the site's own macro plugins and C headers may be used without a sandbox: set by the owner of
    /// the machine (`--trust-site-code`, `PUENTE_TRUST_SITE_CODE=1`), never by a file of the site.
    public var trustsSiteCode: Bool

    /// The variable that chooses the sandbox: `auto` (the default: bubblewrap when it works), `bubblewrap`
    /// (required: a check fails without it), `off`.
    public static let variable = "PUENTE_SANDBOX"
    /// The variable that trusts a site's own plugins and headers where no sandbox can be had.
    public static let trustVariable = "PUENTE_TRUST_SITE_CODE"

    /// Whether runs are confined.
    public var isOn: Bool {
        if case .bubblewrap = kind { return true }
        return false
    }

    /// Whether a site's own plugins and C headers may be built and loaded: in a sandbox, or when trusted.
    public var allowsSiteCode: Bool { isOn || trustsSiteCode }

    /// One line for `puente --version` and notes.
    public var summary: String {
        switch kind {
        case .bubblewrap(let path): "bubblewrap (\(path))"
        case .none(let reason): "none (\(reason))"
        }
    }

    /// The sandbox `environment` asks for.
    public static func detect(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(SnippetError) -> ToolSandbox {
        let trusted = ["1", "true", "yes"].contains(environment[trustVariable]?.lowercased() ?? "")
        let choice = (environment[variable] ?? "auto").lowercased()
        switch choice {
        case "off", "0", "none":
            return ToolSandbox(kind: .none(reason: "\(variable)=off"), trustsSiteCode: trusted)
        case "auto", "", "bubblewrap", "bwrap", "required":
            switch Probe.result(path: bubblewrapPath(environment: environment)) {
            case .success(let path):
                return ToolSandbox(kind: .bubblewrap(path), trustsSiteCode: trusted)
            case .failure(let failure):
                if choice != "auto" && !choice.isEmpty { throw .sandboxUnavailable(reason: failure.reason) }
                return ToolSandbox(kind: .none(reason: failure.reason), trustsSiteCode: trusted)
            }
        default:
            throw .sandboxUnavailable(reason: "\(variable)=\(choice) is not one of auto, bubblewrap, off")
        }
    }

    /// `bwrap` on `PATH`, else `/usr/bin/bwrap`; nil when neither is an executable.
    static func bubblewrapPath(environment: [String: String]) -> String? {
        let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/usr/bin"]
        return folders.map { $0 + "/bwrap" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The environment every run gets, in a sandbox or not: the toolchain's programs first on `PATH`, and
    /// nothing of the build's own environment (no tokens, no `GITHUB_*`, no proxies).
    func environment(toolchain: URL) -> [String: String] {
        let path = toolchain.appending(path: "bin").path + ":/usr/bin:/bin"
        if isOn { return ["PATH": path, "HOME": "/tmp", "TMPDIR": "/tmp", "LANG": "C.UTF-8"] }
        let outside = ProcessInfo.processInfo.environment
        return [
            "PATH": path, "HOME": outside["HOME"] ?? "/tmp", "TMPDIR": outside["TMPDIR"] ?? "/tmp", "LANG": "C.UTF-8",
        ]
    }

    /// The program and arguments that run `executable` with `arguments` in `directory` inside the sandbox,
    /// seeing `readOnly` and `writable` (absolute paths) besides the system and the toolchain; unchanged when
    /// there is no sandbox.
    func command(
        _ executable: URL, _ arguments: [String], directory: URL?, toolchain: URL, readOnly: [URL], writable: [URL]
    ) -> (URL, [String]) {
        guard case .bubblewrap(let bwrap) = kind else { return (executable, arguments) }
        var options = [
            "--unshare-all", "--die-with-parent", "--new-session", "--clearenv",
            "--ro-bind", "/usr", "/usr", "--proc", "/proc", "--dev", "/dev", "--tmpfs", "/tmp",
        ]
        // Merged-/usr systems link /bin, /lib, /lib64 and /sbin into /usr; others have them as folders.
        for top in ["/bin", "/lib", "/lib64", "/lib32", "/libx32", "/sbin"] {
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: top) {
                options += ["--symlink", target, top]
            } else if FileManager.default.fileExists(atPath: top) {
                options += ["--ro-bind", top, top]
            }
        }
        for file in ["/etc/ld.so.cache", "/etc/ld.so.conf", "/etc/localtime"]
        where FileManager.default.fileExists(atPath: file) {
            options += ["--ro-bind", file, file]
        }
        // The toolchain, the program itself (a wrapper may live elsewhere), then what the run reads and writes:
        // later binds lie over earlier ones, so a writable folder inside a read-only one stays writable.
        let reads = [toolchain.path, executable.path] + readOnly.map(\.path)
        for path in Self.outermost(reads) where FileManager.default.fileExists(atPath: path) {
            options += ["--ro-bind", path, path]
        }
        for path in Self.outermost(writable.map(\.path)) where FileManager.default.fileExists(atPath: path) {
            options += ["--bind", path, path]
        }
        // The sandbox's own root (where the binds hang) is read-only too: only /tmp and `writable` take writes.
        options += ["--remount-ro", "/"]
        for (name, value) in environment(toolchain: toolchain).sorted(by: { $0.key < $1.key }) {
            options += ["--setenv", name, value]
        }
        if let directory { options += ["--chdir", directory.path] }
        return (URL(fileURLWithPath: bwrap), options + ["--", executable.path] + arguments)
    }

    /// `paths` without those that lie inside another of them, sorted (each is bound once, its parent first).
    static func outermost(_ paths: [String]) -> [String] {
        let sorted = Set(paths.map { URL(fileURLWithPath: $0).standardizedFileURL.path }).sorted()
        var kept: [String] = []
        for path in sorted
        where !kept.contains(where: { path == $0 || path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) {
            kept.append(path)
        }
        return kept
    }

    /// Runs `executable` as ``command(_:_:directory:toolchain:readOnly:writable:)`` describes, with the
    /// scrubbed environment, its output capped and its time limited as ``ProcessRunner`` does.
    func run(
        _ executable: URL, _ arguments: [String], in directory: URL? = nil, toolchain: URL, readOnly: [URL] = [],
        writable: [URL] = [], timeout: TimeInterval
    ) throws -> ProcessRunner.Output {
        let (program, full) = command(
            executable, arguments, directory: directory, toolchain: toolchain, readOnly: readOnly,
            writable: writable + (directory.map { [$0] } ?? []))
        return try ProcessRunner.run(
            program, full, in: directory, timeout: timeout, environment: environment(toolchain: toolchain))
    }

    /// Whether bubblewrap works on this machine, asked once per process per path.
    private enum Probe {
        private static let lock = NSLock()
        nonisolated(unsafe) private static var answers: [String: Result<String, Failure>] = [:]

        struct Failure: Error { var reason: String }

        static func result(path: String?) -> Result<String, Failure> {
            guard let path else {
                return .failure(Failure(reason: "bubblewrap (bwrap) is not installed: apt-get install bubblewrap"))
            }
            return lock.withLock {
                if let known = answers[path] { return known }
                let probe = ToolSandbox(kind: .bubblewrap(path), trustsSiteCode: false)
                let (program, arguments) = probe.command(
                    URL(fileURLWithPath: "/bin/sh"), ["-c", "exit 0"], directory: nil,
                    toolchain: URL(fileURLWithPath: "/usr"), readOnly: [], writable: [])
                let output = try? ProcessRunner.run(
                    program, arguments, timeout: 10, environment: ["PATH": "/usr/bin:/bin"])
                let result: Result<String, Failure>
                if let output, output.status == 0, !output.timedOut {
                    result = .success(path)
                } else {
                    let firstLine = output?.text.split(separator: "\n").first.map(String.init) ?? "it did not start"
                    result = .failure(Failure(reason: "bubblewrap cannot make a sandbox here (\(firstLine))"))
                }
                answers[path] = result
                return result
            }
        }
    }
}
