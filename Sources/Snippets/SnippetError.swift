import Config
import Diagnostics
import SiteFiles

/// Problems with snippets and the tools that check them.
public enum SnippetError: DiagnosticConvertible, Equatable {
    /// A fence attribute Puente does not know.
    case unknownFenceKey(SourceLocation, key: String, suggestion: String?)
    /// A malformed fence attribute.
    case invalidFence(SourceLocation, message: String, help: String?)
    /// The article has snippets but no minimum iOS anywhere.
    case missingMinimumIOS(SourceLocation)
    /// `swiftc` was not found or does not run.
    case toolchainMissing(reason: String)
    /// Rebuilding the standard library for the iOS simulator failed.
    case sdkBuildFailed(module: String, output: String)
    /// A stub module does not compile (reported with the compiler's own located diagnostics as notes).
    case stubModuleFailed(module: String, diagnostics: [Diagnostic])
    /// A stub file that the site folder's rules refuse (a link out of the site, a special file).
    case stubFileRefused(SiteFileError)
    /// A block marked `fails` compiled.
    case unexpectedSuccess(SourceLocation, expected: String?)
    /// A block marked `fails="…"` failed, but with other errors.
    case wrongFailure(SourceLocation, expected: String, actual: [String])
    /// The compiler did not finish in time on this block.
    case timeout(SourceLocation, seconds: Int)
    /// The compiler crashed or printed something Puente could not read.
    case compilerCrashed(SourceLocation, output: String)
    /// A cache folder Puente must write cannot be written (read-only, full, wrong owner).
    case cacheNotWritable(folder: String, variable: String, reason: String)
    /// `PUENTE_SANDBOX` asks for a sandbox this machine cannot make, or names none.
    case sandboxUnavailable(reason: String)
    /// A site's own macro plugin or C header, where no sandbox can be had and the site's code is not trusted.
    case siteCodeRefused(path: String, what: String, sandbox: String)
    /// A stub header or module map that names a file outside the stub modules (`#include "/etc/passwd"`).
    case headerReachesOutside(SourceLocation, message: String)
    /// A `#sourceLocation` directive, which would move the compiler's messages out of the snippet.
    case lineDirective(SourceLocation)
    /// A visible line the compiler would not type-check (inside an inactive `#if`, or a comment or string a
    /// hidden line opens): the block's badge would vouch for it.
    case visibleLineNotChecked(SourceLocation, reason: String)
    /// An article has more snippets than `limits.snippets_per_article`; located at the first one over.
    case limitExceeded(SourceLocation, BuildLimits.Exceeded)

    /// The located diagnostic.
    public var diagnostic: Diagnostic {
        switch self {
        case .unknownFenceKey(let location, let key, let suggestion):
            .error(
                "unknown code block option '\(key)'", at: location,
                help: suggestion.map { "did you mean '\($0)'?" }
                    ?? "options are: \(FenceInfo.keys.joined(separator: ", ")); see \(BuiltInFiles.guide("authoring.md"))"
            )
        case .invalidFence(let location, let message, let help):
            .error(message, at: location, help: help)
        case .missingMinimumIOS(let location):
            .error(
                "article has Swift snippets but no minimum iOS version", at: location,
                help:
                    "add 'ios: 15' (or the right version) to the front matter, or snippets: { ios: 15 } to Content/site.yml"
            )
        case .toolchainMissing(let reason):
            .error(
                "cannot check Swift snippets: \(reason)",
                help: "install the Swift toolchain and put swiftc on PATH, or set PUENTE_SWIFTC to its path")
        case .sdkBuildFailed(let module, let output):
            .error(
                "could not rebuild the standard library module \(module) for the iOS simulator:\n\(output)",
                help: "this toolchain may be incompatible; try removing the cache folder (PUENTE_SDK_CACHE)")
        case .stubModuleFailed(let module, let diagnostics):
            Diagnostic(
                .error, "stub module \(module) does not compile", at: diagnostics.first?.location,
                help: "fix the stub in Content/Stubs/\(module)/; never loosen a stub to let a snippet pass",
                notes: diagnostics)
        case .stubFileRefused(let refusal):
            refusal.diagnostic
        case .cacheNotWritable(let folder, let variable, let reason):
            .error(
                "cannot write the cache folder \(folder): \(reason)",
                help: "make it writable, or point \(variable) at a writable folder")
        case .sandboxUnavailable(let reason):
            .error(
                "cannot check Swift snippets: \(ToolSandbox.variable) asks for a sandbox, and \(reason)",
                help: "install bubblewrap (apt-get install bubblewrap) on a machine that allows user namespaces, or "
                    + "set \(ToolSandbox.variable)=auto")
        case .siteCodeRefused(let path, let what, let sandbox):
            .error(
                "\(what) is code the compiler would run, and this machine has no sandbox for it (\(sandbox)); "
                    + "it is not built or loaded, and the site's snippets are not checked",
                at: SourceLocation(path: path, line: 1),
                help: "install bubblewrap (apt-get install bubblewrap), or, where the site's code is trusted (never "
                    + "for a pull request), run with --trust-site-code or \(ToolSandbox.trustVariable)=1")
        case .headerReachesOutside(let location, let message):
            .error(
                message, at: location,
                help: "a stub header may include only headers of the stub modules (\"Other.h\" beside it, "
                    + "<Module/Header.h>) and the compiler's own (<stdint.h>, <stdbool.h>, …)")
        case .lineDirective(let location):
            .error(
                "'#sourceLocation' is not allowed in a checked snippet: it would move the compiler's messages "
                    + "out of the block, so its errors could not be shown", at: location,
                help: "remove the directive, or mark the block skip=\"reason\" if it is about #sourceLocation itself")
        case .visibleLineNotChecked(let location, let reason):
            .error(
                reason, at: location,
                help: "readers see this line as checked code: move it out of the inactive `#if`, comment or string "
                    + "(or show the other branch in a block of its own), or mark the block skip=\"reason\"")
        case .unexpectedSuccess(let location, let expected):
            .error(
                "code block is marked 'fails'\(expected.map { " (expecting “\($0)”)" } ?? "") but it compiles",
                at: location, help: "remove 'fails' from the fence, or make the snippet show the failure again")
        case .wrongFailure(let location, let expected, let actual):
            Diagnostic(
                .error, "code block fails, but no error contains “\(expected)”", at: location,
                notes: actual.map { Diagnostic(.note, "the compiler said: \($0)") })
        case .timeout(let location, let seconds):
            .error(
                "type-checking this code block took longer than \(seconds) s and was stopped", at: location,
                help:
                    "split long expressions or add type annotations; the limit is snippets: { timeout: … } in Content/site.yml"
            )
        case .compilerCrashed(let location, let output):
            .error("the Swift compiler failed on this code block:\n\(output)", at: location)
        case .limitExceeded(let location, let exceeded):
            .error(exceeded.message, at: location, help: exceeded.help)
        }
    }

    /// How to go on when a snippet imports a module the stubs do not provide.
    public static func missingModuleHelp(module: String, available: [String]) -> String {
        "Puente's stubs provide \(available.sorted().joined(separator: ", ")) (and the standard library); to check code "
            + "that imports \(module), add its API under Content/Stubs/\(module)/ (see \(BuiltInFiles.guide("stubs.md"))), or mark "
            + "the block skip=\"reason\""
    }
}
