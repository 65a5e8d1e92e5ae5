import Diagnostics
import Foundation
import Snippets

/// What `puente --version` prints: Puente's version, the Swift compiler it was built with, the `swiftc` it will
/// check snippets with, and where its built-in theme and stubs are.
enum VersionReport {
    /// The Swift language mode's compiler that built this binary, to the minor version.
    static var builtWith: String {
        #if compiler(>=6.5)
            "Swift 6.5 or newer"
        #elseif compiler(>=6.4)
            "Swift 6.4"
        #elseif compiler(>=6.3)
            "Swift 6.3"
        #elseif compiler(>=6.2)
            "Swift 6.2"
        #elseif compiler(>=6.1)
            "Swift 6.1"
        #else
            "Swift 6.0"
        #endif
    }

    /// The report's lines.
    static func text(version: String) -> String {
        var lines = ["puente \(version)", "built with: \(builtWith)"]
        if let swiftc = SwiftToolchain.compiler() {
            lines.append("snippets checked with: \(swiftc.path) (\(firstLine(of: swiftc) ?? "version unknown"))")
        } else {
            lines.append(
                "snippets checked with: no swiftc found on PATH (set PUENTE_SWIFTC, or install a Swift toolchain)")
        }
        lines.append("built-in theme and stubs: \(BuiltInFiles.root?.path ?? "not found (reinstall Puente)")")
        lines.append(
            "prebuilt iOS standard library and stubs: \(prebuilt(PrebuiltCaches.locate(builtIn: BuiltInFiles.root, digestCache: SnippetCacheLocation.shared())))"
        )
        switch Result(catching: { () throws(SnippetError) in try ToolSandbox.detect() }) {
        case .success(let sandbox): lines.append("compiler sandbox: \(sandbox.summary)")
        case .failure(let error): lines.append("compiler sandbox: \(error.diagnostic.message)")
        }
        return lines.joined(separator: "\n")
    }

    /// Whether `caches` were found, and whether this `swiftc` is the compiler they were made by.
    static func prebuilt(_ caches: PrebuiltCaches?) -> String {
        guard let caches else { return "none (a first check compiles them, about 2 min)" }
        let place = "\(caches.folder.path) (\(caches.compiler.version))"
        guard let toolchain = try? SwiftToolchain.locate() else { return "\(place); no swiftc to use them with" }
        guard let refusal = caches.refusal(for: toolchain) else { return "\(place), used: made by this swiftc" }
        return "\(place), not used: \(refusal) (a first check compiles them, about 2 min)"
    }

    private static func firstLine(of swiftc: URL) -> String? {
        let process = Process()
        process.executableURL = swiftc
        process.arguments = ["--version"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = Pipe()
        guard (try? process.run()) != nil else { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").first.map(String.init)
    }
}
