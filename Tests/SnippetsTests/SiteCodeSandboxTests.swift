import Config
import Content
import Foundation
import Testing

@testable import Snippets

#if canImport(Glibc)
    import Glibc
#endif

/// A pull request's own stub modules and macro plugins are code the compiler runs. Inside the sandbox they get
/// nothing: no `/etc/passwd`, no file outside what the run needs, no token from the environment, no network,
/// no way to write outside; outside it (no user namespaces) they are refused unless the machine's owner trusts
/// the site; and a stub header that names a file outside the stub modules is refused at its line either way.
@Suite(.serialized, .tags(.slow)) struct SiteCodeSandboxTests {
    /// A value only the test's environment and a file outside every site hold.
    static let secret = "puente-sandbox-secret-\(UUID().uuidString)"
    static let outsideFile: URL = {
        let url = FileManager.default.temporaryDirectory.appending(path: "puente-outside-\(UUID().uuidString).txt")
        try? secret.write(to: url, atomically: true, encoding: .utf8)
        return url
    }()
    /// A file the plugin tries to create outside its run folder: in the user's home, which the sandbox hides.
    static let dropFile = FileManager.default.homeDirectoryForCurrentUser.appending(
        path: ".puente-dropped-\(UUID().uuidString)")

    /// A TCP port this process listens on, on the host's loopback, for the plugin to try.
    static let listener: (descriptor: Int32, port: UInt16) = {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) }
        }
        listen(descriptor, 8)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        return (descriptor, UInt16(bigEndian: address.sin_port))
    }()

    /// A site with a `Spy` stub module whose `#spy` macro (a site plugin) reports, as a warning, what it could
    /// read, write and reach; its one snippet uses it and is otherwise correct.
    static func spySite() throws -> URL {
        let site = try SnippetSite.make("```swift\nimport Spy\n\nlet seen = #spy\n```\n", stubs: false)
        try Self.withoutImplicitImports(site)
        let stubs = site.appending(path: "Content/Stubs")
        try FileManager.default.createDirectory(at: stubs.appending(path: "Spy"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: stubs.appending(path: "Macros/SpyMacros"), withIntermediateDirectories: true)
        try """
        @freestanding(expression) public macro spy() -> String = #externalMacro(module: "SpyMacros", type: "Spy")
        """.write(to: stubs.appending(path: "Spy/Spy.swift"), atomically: true, encoding: .utf8)
        try """
        import Foundation
        import SwiftDiagnostics
        import SwiftSyntax
        import SwiftSyntaxMacros
        #if canImport(Glibc)
        import Glibc
        #endif

        struct Seen: DiagnosticMessage {
            let message: String
            var diagnosticID: MessageID { MessageID(domain: "spy", id: "seen") }
            var severity: DiagnosticSeverity { .warning }
        }

        public struct Spy: ExpressionMacro {
            public static func expansion(
                of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
            ) throws -> ExprSyntax {
                func read(_ path: String) -> String {
                    (try? String(contentsOfFile: path, encoding: .utf8)).map { "read \\($0.count) bytes" } ?? "nothing"
                }
                let written = FileManager.default.createFile(atPath: "\(dropFile.path)", contents: Data("x".utf8))
                var address = sockaddr_in()
                address.sin_family = sa_family_t(AF_INET)
                address.sin_port = in_port_t(\(listener.port)).bigEndian
                address.sin_addr.s_addr = inet_addr("127.0.0.1")
                let socketFD = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
                let connected = withUnsafePointer(to: &address) {
                    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                        connect(socketFD, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
                    }
                }
                let environment = ProcessInfo.processInfo.environment
                let token = environment["PUENTE_SPY_TOKEN"] ?? "none"
                let github = environment.keys.filter { $0.hasPrefix("GITHUB_") }.count
                let report = "passwd: \\(read("/etc/passwd")); outside: \\(read("\(outsideFile.path)")); "
                    + "token: \\(token); github: \\(github); wrote: \\(written); network: \\(connected ? "connected" : "none")"
                context.diagnose(Diagnostic(node: Syntax(node), message: Seen(message: "spy " + report)))
                return "\\"spied\\""
            }
        }
        """.write(to: stubs.appending(path: "Macros/SpyMacros/Spy.swift"), atomically: true, encoding: .utf8)
        return site
    }

    /// The site checks its snippets with no implicit `import SwiftUI` (it brings its only stub module).
    static func withoutImplicitImports(_ site: URL) throws {
        try """
        base_url: "https://x.example/"
        languages:
          es: { title: "S" }
        snippets:
          implicit_imports: []
        """.write(to: site.appending(path: "Content/site.yml"), atomically: true, encoding: .utf8)
    }

    static func environment(_ extra: [String: String]) -> [String: String] {
        var environment = SnippetSite.withoutBuiltIns()
        environment["PUENTE_SPY_TOKEN"] = secret
        environment["GITHUB_TOKEN"] = secret
        return environment.merging(extra) { $1 }
    }

    @Test func insideTheSandboxASitePluginGetsNothingAndTheVerdictStands() throws {
        let sandbox = try ToolSandbox.detect(environment: Self.environment([:]))
        try #require(sandbox.isOn, "bubblewrap is needed for this test (Scripts/bootstrap.sh installs it)")
        let report = SnippetSite.check(try Self.spySite(), environment: Self.environment([:]))
        let seen = report.diagnostics.map(\.message).filter { $0.hasPrefix("spy ") }
        #expect(seen.count == 1, "\(report.diagnostics.map(\.description))")
        #expect(
            seen.first?.hasPrefix(
                "spy passwd: nothing; outside: nothing; token: none; github: 0; wrote: false; network: none") == true,
            "\(seen)")
        #expect(report.outcomes.values.flatMap { $0 } == [.passed(ios: IOSVersion("15")!)])
        #expect(!FileManager.default.fileExists(atPath: Self.dropFile.path))
        #expect(!report.diagnostics.map(\.description).joined().contains(Self.secret))
    }

    @Test func withoutASandboxASitePluginIsRefusedAtItsFile() throws {
        let report = SnippetSite.check(try Self.spySite(), environment: Self.environment(["PUENTE_SANDBOX": "off"]))
        #expect(
            report.diagnostics.map(\.description).first?.hasPrefix(
                "Content/Stubs/Macros/SpyMacros/Spy.swift:1:1: error: the site's macro plugin SpyMacros is code the "
                    + "compiler would run, and this machine has no sandbox for it") == true,
            "\(report.diagnostics.map(\.description))")
        #expect(report.diagnostics.first?.help?.contains("--trust-site-code") == true)
        #expect(report.checked == 0)
    }

    @Test func trustedWithoutASandboxThePluginRunsButTheEnvironmentIsStillScrubbed() throws {
        // A cache of its own, so the plugin really runs (a verdict is the same in or out of the sandbox).
        let cache = FileManager.default.temporaryDirectory.appending(path: "puente-trusted-\(UUID().uuidString)")
        let report = SnippetSite.check(
            try Self.spySite(),
            environment: Self.environment([
                "PUENTE_SANDBOX": "off", "PUENTE_TRUST_SITE_CODE": "1", "PUENTE_CACHE_DIR": cache.path,
            ]))
        let seen = report.diagnostics.map(\.message).first { $0.hasPrefix("spy ") }
        #expect(seen?.contains("token: none; github: 0;") == true, "\(report.diagnostics.map(\.description))")
        // Out of a sandbox the plugin reaches the host's listener: the sandbox's "none" above is its doing.
        #expect(seen?.contains("network: connected") == true, "\(seen ?? "")")
        #expect(report.checked == 1)
        try? FileManager.default.removeItem(at: Self.dropFile)
    }

    /// A stub module's C half whose header includes the file outside the site.
    static func headerSite(_ header: String, modulemap: String? = nil) throws -> URL {
        let site = try SnippetSite.make("```swift\nimport Leaky\n\nlet x = 1\n```\n", stubs: false)
        try Self.withoutImplicitImports(site)
        let module = site.appending(path: "Content/Stubs/Leaky")
        try FileManager.default.createDirectory(at: module, withIntermediateDirectories: true)
        try header.write(to: module.appending(path: "Leaky.h"), atomically: true, encoding: .utf8)
        try (modulemap ?? "module Leaky [system] {\n  header \"Leaky.h\"\n  export *\n}\n").write(
            to: module.appending(path: "module.modulemap"), atomically: true, encoding: .utf8)
        try "@_exported import Leaky\n".write(
            to: module.appending(path: "Leaky.swift"), atomically: true, encoding: .utf8)
        return site
    }

    @Test(arguments: [
        ("#include \"\(outsideFile.path)\"\n", 1),
        ("// a stub\n  #  include <\(outsideFile.path)>\n", 2),
        ("int a;\n#inc\\\nlude \"../../../../etc/passwd\"\n", 2),
        ("%:include \"/etc/passwd\"\n", 1),
        ("/* a\n comment */ #/* hidden */import \"/etc/passwd\"\n", 2),
        ("#define SECRET \"/etc/passwd\"\n#include SECRET\n", 2),
        ("#if __has_include(\"/etc/passwd\")\n#endif\n", 1),
        ("#embed \"/etc/passwd\"\n", 1),
    ])
    func aHeaderThatNamesAFileOutsideIsRefusedAtItsLine(header: String, line: Int) throws {
        let report = SnippetSite.check(try Self.headerSite(header), environment: Self.environment([:]))
        let first = report.diagnostics.first
        #expect(first?.location?.path == "Content/Stubs/Leaky/Leaky.h", "\(report.diagnostics.map(\.description))")
        #expect(first?.location?.line == line, "\(header)")
        #expect(!report.diagnostics.map(\.description).joined().contains(Self.secret))
        #expect(!report.diagnostics.map(\.description).joined().contains("root:x:0:0"))
    }

    @Test func aModuleMapThatNamesAFileOutsideIsRefused() throws {
        let site = try Self.headerSite(
            "int leaky;\n", modulemap: "module Leaky [system] {\n  header \"\(Self.outsideFile.path)\"\n}\n")
        let report = SnippetSite.check(site, environment: Self.environment([:]))
        #expect(
            report.diagnostics.first?.description.hasPrefix(
                "Content/Stubs/Leaky/module.modulemap:2:10: error: the module map names")
                == true, "\(report.diagnostics.map(\.description))")
    }

    @Test func insideTheSandboxAHeaderCannotReadOutsideEvenIfNotRefused() throws {
        let toolchain = try SwiftToolchain.locate(environment: Self.environment([:]))
        try #require(toolchain.sandbox.isOn)
        let work = FileManager.default.temporaryDirectory.appending(path: "puente-sandbox-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work.appending(path: "Leaky"), withIntermediateDirectories: true)
        try "#include \"\(Self.outsideFile.path)\"\n".write(
            to: work.appending(path: "Leaky/Leaky.h"), atomically: true, encoding: .utf8)
        try "module Leaky { header \"Leaky.h\" }\n".write(
            to: work.appending(path: "Leaky/module.modulemap"), atomically: true, encoding: .utf8)
        try "import Leaky\n".write(to: work.appending(path: "main.swift"), atomically: true, encoding: .utf8)
        let output = try toolchain.run(
            toolchain.swiftc, ["-typecheck", "-I", work.path, "main.swift"], in: work, timeout: 60)
        #expect(output.status != 0)
        #expect(output.text.contains("not found"), "\(output.text)")
        #expect(!output.text.contains(Self.secret))
    }
}

/// What stub headers really need stays allowed: their own and other stub modules' headers, the compiler's
/// freestanding ones, and anything inside comments and string literals.
@Suite struct StubHeaderCheckTests {
    let headers: [String: Set<String>] = ["UIKit": ["UIKit.h", "UIView.h"], "Foundation": ["Foundation.h"]]

    @Test func includesOfStubHeadersAndTheCompilersOwnPass() {
        let text = """
            #pragma clang assume_nonnull begin
            #include "UIView.h"
            #import <Foundation/Foundation.h>
            # include <stdint.h>
            %:import <UIKit/UIView.h>
            /* #include "/etc/passwd" in a comment
               #include "/etc/passwd" still in it */
            // #include "/etc/passwd"
            static const char *text = "#include \\"/etc/passwd\\"";
            #if __has_include(<Foundation/Foundation.h>) && __has_include("UIView.h")
            #endif
            #define X 1 // a comment with a \\
            continued line
            #pragma clang assume_nonnull end
            """
        #expect(StubHeaderCheck.header(Array(text.utf8), module: "UIKit", headers: headers) == [])
    }

    @Test func otherModulesHeadersByQuotedNameAndUnknownHeadersAreRefused() {
        #expect(
            !StubHeaderCheck.header(Array("#include \"Foundation.h\"\n".utf8), module: "UIKit", headers: headers)
                .isEmpty)
        #expect(
            !StubHeaderCheck.header(Array("#include <UIKit/Missing.h>\n".utf8), module: "UIKit", headers: headers)
                .isEmpty)
        #expect(!StubHeaderCheck.header(Array("#include <stdio.h>\n".utf8), module: "UIKit", headers: headers).isEmpty)
        #expect(
            !StubHeaderCheck.header(
                Array("#include_next <stdint.h>x\n??=include \"a\"".utf8), module: "UIKit", headers: headers
            ).isEmpty)
    }

    @Test func moduleMapsNameOnlyTheirOwnHeaders() {
        let good =
            "module UIKit [system] {\n  header \"UIKit.h\"\n  textual header \"UIView.h\"\n  link \"objc\"\n  export *\n}\n"
        #expect(StubHeaderCheck.moduleMap(Array(good.utf8), module: "UIKit", headers: headers) == [])
        for bad in [
            "module UIKit { umbrella \".\" }", "extern module Other \"/tmp/x.modulemap\"",
            "module UIKit { header \"../Foundation/Foundation.h\" }", "module UIKit { header \"Foundation.h\" }",
        ] {
            #expect(!StubHeaderCheck.moduleMap(Array(bad.utf8), module: "UIKit", headers: headers).isEmpty, "\(bad)")
        }
    }
}
