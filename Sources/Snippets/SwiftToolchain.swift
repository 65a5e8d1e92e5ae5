import Content
import Foundation
import Incremental
import SiteFiles

/// The Swift toolchain Puente checks snippets with: `swiftc`, `swift-frontend` and their resources.
public struct SwiftToolchain: Sendable {
    /// The compiler driver.
    public var swiftc: URL
    /// The frontend, used to rebuild module interfaces.
    public var frontend: URL
    /// The toolchain's `usr` folder.
    public var root: URL
    /// The first line of `swiftc --version`.
    public var version: String
    /// The architecture part of target triples: `x86_64` or `arm64`.
    public var architecture: String
    /// How its runs over a site's files are confined (``ToolSandbox``).
    public var sandbox = ToolSandbox(kind: .none(reason: "not asked"), trustsSiteCode: false)

    /// The `swiftc` that ``locate(environment:cache:)`` would use (`PUENTE_SWIFTC`, else the first on `PATH`),
    /// without running it; nil when there is none.
    public static func compiler(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        var candidates: [URL] = []
        if let explicit = environment["PUENTE_SWIFTC"] {
            candidates.append(URL(fileURLWithPath: explicit))
        } else {
            for directory in (environment["PATH"] ?? "").split(separator: ":") {
                candidates.append(URL(fileURLWithPath: String(directory)).appending(path: "swiftc"))
            }
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Finds `swiftc` through `PUENTE_SWIFTC` or `PATH`, and asks it for its version. With a `cache` folder the
    /// answer is remembered per compiler binary (path, size, modification time), saving a process per build.
    public static func locate(
        environment: [String: String] = ProcessInfo.processInfo.environment, cache: URL? = nil
    ) throws(SnippetError) -> SwiftToolchain {
        guard let found = compiler(environment: environment) else {
            throw .toolchainMissing(
                reason: environment["PUENTE_SWIFTC"].map { "PUENTE_SWIFTC=\($0) is not an executable" }
                    ?? "swiftc was not found on PATH")
        }
        let swiftc = found.resolvingSymlinksInPath()
        let bin = swiftc.deletingLastPathComponent()
        let frontend = bin.appending(path: "swift-frontend")
        let sandbox = try ToolSandbox.detect(environment: environment)
        let version = try version(
            of: found, resolved: swiftc, cache: cache,
            environment: sandbox.environment(toolchain: bin.deletingLastPathComponent()))
        #if arch(arm64)
            let architecture = "arm64"
        #else
            let architecture = "x86_64"
        #endif
        return SwiftToolchain(
            swiftc: found, frontend: frontend, root: bin.deletingLastPathComponent(), version: version,
            architecture: architecture, sandbox: sandbox)
    }

    /// Runs one of the toolchain's programs over a site's files, in its ``sandbox``: reading the system, the
    /// toolchain and `readOnly`, writing only `writable` and `directory`.
    func run(
        _ executable: URL, _ arguments: [String], in directory: URL? = nil, readOnly: [URL] = [],
        writable: [URL] = [], timeout: TimeInterval
    ) throws -> ProcessRunner.Output {
        try sandbox.run(
            executable, arguments, in: directory, toolchain: root, readOnly: readOnly, writable: writable,
            timeout: timeout)
    }

    /// Seconds `swiftc --version` may take.
    static let versionTimeout: TimeInterval = 10

    /// `swiftc --version`'s first line, from the cache when this exact binary has answered before.
    private static func version(
        of swiftc: URL, resolved: URL, cache: URL?, environment: [String: String]
    ) throws(SnippetError) -> String {
        // The answer is kept under the compiler's identity (path, and the resolved binary's path, size, time and
        // inode), which its tag also covers: an entry is only used for the very binary that gave it.
        let identity = "\(swiftc.path) \(StableHash.fileIdentity(resolved.path))"
        var key = ContentHash()
        key.add(identity)
        let entry = cache?.appending(path: "toolchains/\(key.hex)")
        let purpose = "swiftc --version of \(identity)"
        if let entry, let data = SealedFile.payload(entry.path, purpose: purpose),
            let line = String(validating: data, as: UTF8.self), Self.isVersionLine(line)
        {
            return line
        }
        let output: ProcessRunner.Output
        do {
            output = try ProcessRunner.run(swiftc, ["--version"], timeout: versionTimeout, environment: environment)
        } catch {
            throw .toolchainMissing(reason: "\(swiftc.path) does not run: \(error)")
        }
        if output.overflowed, let stopped = output.stopped {
            throw .toolchainMissing(reason: "\(swiftc.path) --version \(stopped) (not a Swift compiler?)")
        }
        if output.timedOut {
            throw .toolchainMissing(
                reason: "\(swiftc.path) did not answer `--version` within \(Int(versionTimeout)) s and was stopped "
                    + "(a broken toolchain or a stuck file system?)")
        }
        guard output.status == 0, output.text.contains("Swift version"),
            let first = output.text.split(separator: "\n").first, isVersionLine(String(first))
        else {
            throw .toolchainMissing(reason: "\(swiftc.path) --version did not print a Swift version")
        }
        let version = output.text.split(separator: "\n").first.map(String.init) ?? output.text
        if let entry { SealedFile.write(entry.path, Array(version.utf8), purpose: purpose) }
        return version
    }

    /// Whether `line` reads as the first line of `swiftc --version` (one short line naming a Swift version).
    static func isVersionLine(_ line: String) -> Bool {
        line.contains("Swift version") && line.utf8.count < 400 && !line.contains("\n")
            && line.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F }
    }

    /// The triple snippets and stubs are compiled for: `x86_64-apple-ios15.0-simulator`.
    public func iosTarget(_ version: String) -> String { "\(architecture)-apple-ios\(version)-simulator" }

    /// The module file name inside a `.swiftmodule` folder for the simulator.
    var moduleFileName: String { "\(architecture)-apple-ios-simulator.swiftmodule" }

    /// The host platform's folder of standard library interfaces.
    var hostInterfaces: URL { root.appending(path: "lib/swift/linux") }

    /// The host triple used in the interface file names.
    var hostTriple: String { "\(architecture == "arm64" ? "aarch64" : "x86_64")-unknown-linux-gnu" }

    /// The runtime shims headers.
    var shims: URL { root.appending(path: "lib/swift/shims") }

    /// Compiler plugins (the Observation macros).
    var plugins: URL { root.appending(path: "lib/swift/host/plugins") }

    /// The compiler's own host libraries: swift-syntax, which macro plugins are built with and run on.
    var hostLibraries: URL { root.appending(path: "lib/swift/host") }

    /// The file name of a macro plugin library: `libX.so` (`libX.dylib` on macOS). The compiler takes the
    /// plugin's module name from it.
    static func pluginLibraryName(_ module: String) -> String {
        #if os(macOS)
            "lib\(module).dylib"
        #else
            "lib\(module).so"
        #endif
    }

    /// Arguments that build the sources that follow into the macro plugin `module`, in `output`.
    func pluginArguments(module: String, output: URL) -> [String] {
        let host = hostLibraries.path
        return [
            "-emit-library", "-module-name", module, "-parse-as-library", "-swift-version", "5",
            "-I", host, "-L", host, "-lSwiftSyntax", "-lSwiftSyntaxMacros", "-lSwiftDiagnostics",
            "-lSwiftSyntaxBuilder", "-lSwiftCompilerPluginMessageHandling", "-Xlinker", "-rpath", "-Xlinker", host,
            "-diagnostic-style", "llvm", "-o", output.appending(path: Self.pluginLibraryName(module)).path,
        ]
    }
}
