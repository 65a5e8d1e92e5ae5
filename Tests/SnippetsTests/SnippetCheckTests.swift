import Diagnostics
import Foundation
import Testing

@testable import Snippets

/// Real `swiftc` runs against the repository's stub modules.
@Suite(.serialized, .tags(.slow)) struct SnippetCheckTests {
    func errors(_ report: SnippetReport) -> [String] {
        report.diagnostics.filter { $0.severity == .error }.map(\.description)
    }

    @Test func wrongLabelUndefinedNameAndTypeMismatchPointAtTheArticle() throws {
        let report = try SnippetSite.check(
            """
            Texto.

            ```swift
            struct A: View {
                var body: some View {
                    Text("a").padding(amount: 4)
                }
            }
            ```

            - En una lista:

              ```swift
              let n = cantidad + 1
              ```

            ```swift
            let s: String = 42
            ```
            """)
        #expect(errors(report).count == 3)
        let all = errors(report).joined(separator: "\n")
        #expect(all.contains("Content/es/t.md:11:"), "\(all)")
        #expect(all.contains("Content/es/t.md:19:11: error: cannot find 'cantidad' in scope"), "\(all)")
        #expect(
            all.contains("Content/es/t.md:23:17: error: cannot convert value of type 'Int' to specified type 'String'"),
            "\(all)")
    }

    @Test func contentUnavailableViewNeedsIOS17() throws {
        let outside = """
            ```swift
            struct Empty: View {
                var body: some View {
                    ContentUnavailableView("Nada", systemImage: "tray", description: Text("Vacío"))
                }
            }
            ```
            """
        let failing = try SnippetSite.check(outside, ios: "15")
        // The compiler reports the type and its initializer.
        #expect(errors(failing).count == 2)
        #expect(
            errors(failing).allSatisfy {
                $0.hasPrefix("Content/es/t.md:9:9: error:") && $0.contains("iOS 17.0 or newer")
            })
        #expect(
            errors(failing).first?.contains("'ContentUnavailableView' is only available in iOS 17.0 or newer") == true)
        #expect(errors(try SnippetSite.check(outside, ios: "17")).isEmpty)
        let inside = """
            ```swift
            struct Empty: View {
                var body: some View {
                    if #available(iOS 17.0, *) {
                        ContentUnavailableView("Nada", systemImage: "tray", description: Text("Vacío"))
                    } else {
                        Text("Nada")
                    }
                }
            }
            ```
            """
        let report = try SnippetSite.check(inside, ios: "15")
        #expect(errors(report).isEmpty)
        #expect(report.checked == 1)
    }

    @Test func scrollContentBackgroundInsideAvailabilityCheck() throws {
        let report = try SnippetSite.check(
            """
            ```swift
            struct Lista: View {
                var body: some View {
                    if #available(iOS 16.0, *) {
                        List { Text("a") }.scrollContentBackground(.hidden)
                    } else {
                        List { Text("a") }
                    }
                }
            }
            ```
            """)
        #expect(errors(report).isEmpty)
        #expect(report.outcomes["Content/es/t.md"] == [.passed(ios: .init(major: 15))])
    }

    @Test func expectedFailureThatCompilesIsReported() throws {
        let report = try SnippetSite.check(
            """
            ```swift fails
            let x = 1
            ```

            ```swift fails="only available in iOS 17.0"
            struct E: View {
                var body: some View { ContentUnavailableView("x", systemImage: "y") }
            }
            ```
            """)
        #expect(errors(report) == ["Content/es/t.md:6:1: error: code block is marked 'fails' but it compiles"])
        #expect(report.expectedFailures == 1)
    }

    @Test func hiddenLinesCompileAndPreludeIsShared() throws {
        let report = try SnippetSite.check(
            """
            ```swift prelude
            struct Place: Identifiable { let id: Int; let name: String }
            ```

            ```swift
            //# struct Demo: View {
            //#     let places: [Place]
            //#     var body: some View {
            List(places) { place in Text(place.name) }
            //#     }
            //# }
            ```
            """)
        #expect(errors(report).isEmpty, "\(errors(report))")
        #expect(report.checked == 1)
    }

    @Test func deprecatedAPIWarnsAtItsDeprecationVersion() throws {
        let body = """
            ```swift
            struct C: View {
                @State private var n = 0
                var body: some View {
                    Text("\\(n)").onChange(of: n) { value in print(value) }
                }
            }
            ```
            """
        let at17 = try SnippetSite.check(body, ios: "17")
        #expect(at17.diagnostics.contains { $0.severity == .warning && $0.message.contains("deprecated in iOS 17.0") })
        let at15 = try SnippetSite.check(body, ios: "15")
        #expect(!at15.diagnostics.contains { $0.severity == .warning })
    }

    @Test func aCacheHitDoesNotInvokeTheCompiler() throws {
        let site = try SnippetSite.make("```swift\nlet cached = \"\(UUID().uuidString)\"\n```\n")
        let first = SnippetSite.check(site)
        #expect(first.compilerRuns == 1)
        #expect(first.cacheHits == 0)
        // A compiler that only answers --version and records any other call.
        let fake = FileManager.default.temporaryDirectory.appending(path: "fake-swiftc-\(UUID().uuidString)")
        let calls = fake.appendingPathExtension("calls")
        let real = try SwiftToolchain.locate(environment: SnippetSite.environment)
        let script = """
            #!/bin/sh
            if [ "$1" = "--version" ]; then exec "\(real.swiftc.path)" --version; fi
            echo "$@" >> "\(calls.path)"
            exit 1
            """
        try script.write(to: fake, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
        var environment = SnippetSite.environment
        environment["PUENTE_SWIFTC"] = fake.path
        let second = SnippetSite.check(site, environment: environment)
        #expect(second.cacheHits == 1)
        #expect(second.compilerRuns == 0)
        #expect(!FileManager.default.fileExists(atPath: calls.path))
        #expect(second.outcomes == first.outcomes)
    }

    @Test func missingCompilerIsOneClearError() throws {
        let site = try SnippetSite.make("```swift\nlet a = 1\n```\n", stubs: false)
        var environment = SnippetSite.withoutBuiltIns()
        environment["PUENTE_SWIFTC"] = "/nonexistent/swiftc"
        let report = SnippetSite.check(site, environment: environment)
        #expect(
            report.diagnostics.map(\.description) == [
                "error: cannot check Swift snippets: PUENTE_SWIFTC=/nonexistent/swiftc is not an executable"
            ])
    }
}

@Suite(.tags(.slow)) struct SnippetTimeoutTests {
    @Test func aCompilerThatHangsBecomesAnErrorOnTheBlock() throws {
        let site = try SnippetSite.make("```swift\nlet lento = 1\n```\n", stubs: false)
        let real = try SwiftToolchain.locate(environment: SnippetSite.environment)
        let fake = FileManager.default.temporaryDirectory.appending(path: "slow-swiftc-\(UUID().uuidString)")
        try """
        #!/bin/sh
        if [ "$1" = "--version" ]; then exec "\(real.swiftc.path)" --version; fi
        exec sleep 30
        """.write(to: fake, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
        try "base_url: \"https://x.example/\"\nlanguages:\n  es: { title: \"S\" }\nsnippets:\n  timeout: 1\n".write(
            to: site.appending(path: "Content/site.yml"), atomically: true, encoding: .utf8)
        // The stubs are compiled with the real compiler first (empty stub folder: nothing to compile).
        try FileManager.default.createDirectory(
            at: site.appending(path: "Content/Stubs"), withIntermediateDirectories: true)
        var environment = SnippetSite.withoutBuiltIns()
        environment["PUENTE_SWIFTC"] = fake.path
        let started = Date()
        let report = SnippetSite.check(site, environment: environment)
        #expect(Date().timeIntervalSince(started) < 20)
        #expect(
            report.diagnostics.map(\.description) == [
                "Content/es/t.md:6:1: error: type-checking this code block took longer than 1 s and was stopped"
            ])
    }
}

/// Stubs are compiled by `swiftc`, whose errors quote source lines: a stub linked out of the site must be refused
/// before the compiler sees it.
@Suite(.tags(.slow)) struct StubSymlinkTests {
    @Test func aStubLinkedOutsideTheSiteIsRefusedWithoutBeingCompiled() throws {
        let site = try SnippetSite.make("```swift\nlet x = 1\n```\n")
        try FileManager.default.createSymbolicLink(
            atPath: site.appending(path: "Content/Stubs/SwiftUI/Leak.swift").path, withDestinationPath: "/etc/passwd")
        let report = SnippetSite.check(site)
        let messages = report.diagnostics.map(\.description)
        #expect(
            messages.contains {
                $0.hasPrefix(
                    "Content/Stubs/SwiftUI/Leak.swift:1:1: error: 'Content/Stubs/SwiftUI/Leak.swift' is a symbolic")
            }, "\(messages)")
        #expect(!messages.joined().contains("root:x:0:0"))
    }
}
