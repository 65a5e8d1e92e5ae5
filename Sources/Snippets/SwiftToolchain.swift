import Foundation

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

    /// Finds `swiftc` through `PUENTE_SWIFTC` or `PATH`, and asks it for its version.
    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) throws(SnippetError)
        -> SwiftToolchain
    {
        var candidates: [URL] = []
        if let explicit = environment["PUENTE_SWIFTC"] {
            candidates.append(URL(fileURLWithPath: explicit))
        } else {
            for directory in (environment["PATH"] ?? "").split(separator: ":") {
                candidates.append(URL(fileURLWithPath: String(directory)).appending(path: "swiftc"))
            }
        }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw .toolchainMissing(
                reason: environment["PUENTE_SWIFTC"].map { "PUENTE_SWIFTC=\($0) is not an executable" }
                    ?? "swiftc was not found on PATH")
        }
        let swiftc = found.resolvingSymlinksInPath()
        let bin = swiftc.deletingLastPathComponent()
        let frontend = bin.appending(path: "swift-frontend")
        let output: ProcessRunner.Output
        do {
            output = try ProcessRunner.run(found, ["--version"], timeout: 30)
        } catch {
            throw .toolchainMissing(reason: "\(found.path) does not run: \(error)")
        }
        guard output.status == 0, output.text.contains("Swift version") else {
            throw .toolchainMissing(reason: "\(found.path) --version did not print a Swift version")
        }
        let version = output.text.split(separator: "\n").first.map(String.init) ?? output.text
        #if arch(arm64)
            let architecture = "arm64"
        #else
            let architecture = "x86_64"
        #endif
        return SwiftToolchain(
            swiftc: found, frontend: frontend, root: bin.deletingLastPathComponent(), version: version,
            architecture: architecture)
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
}
