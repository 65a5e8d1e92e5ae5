import Diagnostics
import Foundation
import Snippets

/// `puente prebuild --output DIR`: the iOS standard library and the built-in stub modules compiled by this `swiftc`,
/// with its identity, for an installation's `share/puente/prebuilt` (``PrebuiltCaches``; `Scripts/release.sh`).
enum Prebuild {
    static func run(into output: URL, environment: [String: String] = ProcessInfo.processInfo.environment) -> Int32 {
        let say: @Sendable (String) -> Void = { FileHandle.standardError.write(Data("prebuild: \($0)\n".utf8)) }
        guard let builtIn = BuiltInFiles.locate(environment: environment) else {
            say("error: no built-in stub modules were found (reinstall Puente, or set PUENTE_RESOURCES)")
            return CommandLineTool.contentError
        }
        let shared = SnippetCacheLocation.shared(environment: environment)
        let started = Date()
        do {
            let toolchain = try SwiftToolchain.locate(environment: environment, cache: shared)
            say("compiling with \(toolchain.swiftc.path) (\(toolchain.version))")
            let folders = try PrebuiltCaches.make(
                into: output, toolchain: toolchain, sharedCache: shared, builtIn: builtIn, environment: environment,
                announce: say)
            say(
                "wrote \(folders.joined(separator: " and ")) to \(output.path) in "
                    + "\(Int(Date().timeIntervalSince(started).rounded())) s")
            return CommandLineTool.ok
        } catch let error as SnippetError {
            FileHandle.standardError.write(Data(DiagnosticRenderer { _ in nil }.render(error.diagnostic).utf8))
            return CommandLineTool.contentError
        } catch {
            say("error: \(error)")
            return CommandLineTool.contentError
        }
    }
}
