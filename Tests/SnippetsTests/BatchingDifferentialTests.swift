import Config
import Content
import Diagnostics
import Foundation
import Testing

@testable import Snippets

/// The proof that batching never changes a verdict: random mixes of snippets are checked batched, and every
/// snippet's outcome and diagnostics must equal what it gets checked alone.
///
/// CI runs a few mixes with a fixed seed; `Scripts/differential.sh` runs thousands
/// (`PUENTE_DIFFERENTIAL_MIXES`, `PUENTE_DIFFERENTIAL_SEED`) and prints the figure recorded in
/// `Benchmarks/RESULTS.md`.
@Suite(.serialized, .tags(.slow)) struct BatchingDifferentialTests {
    /// One article per pool entry, so a snippet's location is the same in every mix.
    struct Entry {
        var name: String
        var ios: String
        var code: String
        var fence = "swift"
    }

    /// Snippets of every kind that can change a batch: good, wrong at a known line, newer than the
    /// article's iOS, a module the stubs lack, names that collide with another entry's, top-level code,
    /// warnings, `fails` blocks, `#sourceLocation`, conformances, an entry point, macros, a huge file, and a
    /// compiler that hangs on one snippet.
    static func pool() -> [Entry] {
        var entries: [Entry] = []
        let versions = ["15", "16", "17"]
        for i in 0..<6 {
            entries.append(
                Entry(
                    name: "good-view-\(i)", ios: versions[i % 3],
                    code: """
                        struct GoodView\(i): View {
                            @State private var count = \(i)
                            var body: some View {
                                VStack { Text("\\(count)"); Button("Más") { count += 1 } }.padding()
                            }
                        }
                        """))
            entries.append(
                Entry(
                    name: "wrong-type-\(i)", ios: versions[(i + 1) % 3],
                    code: "func wrongType\(i)() -> Int {\n    let text: String = \(i)\n    return text.count\n}"))
            entries.append(
                Entry(
                    name: "newer-api-\(i)", ios: versions[i % 3],
                    code: """
                        struct Empty\(i): View {
                            var body: some View {
                                ContentUnavailableView("Nada", systemImage: "tray")
                            }
                        }
                        """))
            entries.append(
                Entry(
                    name: "warning-\(i)", ios: versions[(i + 2) % 3],
                    code: """
                        @available(*, deprecated, message: "usa nuevo\(i)()")
                        func viejo\(i)() {}
                        func usa\(i)() {
                            var sinCambios\(i) = \(i)
                            viejo\(i)()
                            _ = sinCambios\(i)
                        }
                        """))
        }
        for i in 0..<3 {
            entries.append(
                Entry(
                    name: "shared-name-\(i)", ios: versions[i],
                    code: "struct Shared: View {\n    var body: some View { Text(\"\(i)\") }\n}"))
            entries.append(
                Entry(
                    name: "missing-module-\(i)", ios: versions[i],
                    code: "import \(["GameKit", "EventKit", "CallKit"][i])\nstruct Holder\(i) {}"))
            entries.append(
                Entry(
                    name: "top-level-\(i)", ios: versions[i],
                    code: "let total\(i) = [1, 2, 3].reduce(0, +)\nprint(total\(i) + \(i))"))
            entries.append(
                Entry(
                    name: "expected-failure-\(i)", ios: versions[i],
                    code: "func falla\(i)() {\n    let n: Int = \"\(i)\"\n}", fence: "swift fails"))
            entries.append(
                Entry(
                    name: "undefined-\(i)", ios: versions[i],
                    code: "struct UsesUndefined\(i): View {\n    var body: some View { Text(noExiste\(i)) }\n}"))
        }
        // Macros expand through the stand-in plugins: a good @Entry, a #Preview body error (in the argument), and
        // an error that only shows inside an expansion (an iOS 17 Transaction key at iOS 16).
        for i in 0..<2 {
            entries.append(
                Entry(
                    name: "entry-macro-\(i)", ios: ["17", "18"][i],
                    code: """
                        extension EnvironmentValues {
                            @Entry var marca\(i): Int = \(i)
                        }
                        struct Marca\(i): View {
                            @Environment(\\.marca\(i)) private var marca
                            var body: some View { Text("\\(marca)") }
                        }
                        """))
            entries.append(
                Entry(
                    name: "preview-wrong-\(i)", ios: "17",
                    code:
                        "struct Ficha\(i): View {\n    let n: Int\n    var body: some View { Text(\"\\(n)\") }\n}\n#Preview {\n    Ficha\(i)()\n}"
                ))
            entries.append(
                Entry(
                    name: "expansion-error-\(i)", ios: "16",
                    code: "extension Transaction {\n    @Entry var rapida\(i): Bool = false\n}"))
        }
        entries.append(
            Entry(
                name: "source-location", ios: "15",
                code:
                    "struct Moved {\n#sourceLocation(file: \"otro.swift\", line: 1)\n    let n: Int = \"x\"\n#sourceLocation()\n}"
            ))
        entries.append(
            Entry(
                name: "conformance", ios: "15",
                code:
                    "struct Punto { var x = 0 }\nextension Punto: Equatable {}\nfunc iguales() -> Bool { Punto() == Punto() }"
            ))
        entries.append(
            Entry(
                name: "app", ios: "15",
                code: "@main\nstruct RecetasApp: App {\n    var body: some Scene { WindowGroup { Text(\"Hola\") } }\n}")
        )
        entries.append(
            Entry(
                name: "huge", ios: "16",
                code: (0..<200).map { "struct Grande\($0): View { var body: some View { Text(\"\($0)\") } }" }
                    .joined(separator: "\n")))
        entries.append(
            Entry(
                name: "hangs", ios: "16",
                code: "// \(hangMarker)\nstruct Lento: View {\n    var body: some View { Text(\"lento\") }\n}"))
        return entries
    }

    /// A snippet holding this makes the test's compiler wrapper hang, batched or alone.
    static let hangMarker = "PUENTE-TEST-HANG"

    /// The site holding every pool entry, its extracted snippets, and a checker factory.
    struct Fixture {
        var articles: [String: (snippets: [Snippet], prelude: [SnippetLine])]
        var toolchain: SwiftToolchain
        var sdk: IOSSimulatorSDK
        var stubs: StubModules
        var settings: SnippetSettings
        /// The stubs' declarations, to compare the Apple-API uses each verdict carries.
        var symbols: [String: StubSymbol]

        /// A checker with a fresh result cache, so nothing is shared between the runs compared.
        func checker(batchSize: Int?) -> SnippetChecker {
            let cache = FileManager.default.temporaryDirectory.appending(path: "puente-diff-\(UUID().uuidString)")
            var checker = SnippetChecker(
                toolchain: toolchain, sdk: sdk, stubs: stubs, cacheRoot: cache, settings: settings)
            checker.batchSize = batchSize
            return checker
        }
    }

    static func fixture() throws -> Fixture {
        let site = try SnippetSite.make("Sin código.")
        for entry in pool() {
            try "---\ntitle: \"\(entry.name)\"\nios: \(entry.ios)\n---\n\n```\(entry.fence)\n\(entry.code)\n```\n"
                .write(
                    to: site.appending(path: "Content/es/\(entry.name).md"), atomically: true, encoding: .utf8)
        }
        let content = try #require(ContentLoader(siteRoot: site).load().content)
        var articles: [String: (snippets: [Snippet], prelude: [SnippetLine])] = [:]
        for article in content.articles where article.path != "Content/es/t.md" {
            let extraction = SnippetExtractor.extract(article, fallbackIOS: nil)
            articles[article.path] = (extraction.snippets, extraction.prelude)
        }
        // A compiler that hangs on any file holding the marker, and is the real one otherwise.
        var environment = SnippetSite.environment
        let real = try SwiftToolchain.locate(environment: environment)
        let wrapper = FileManager.default.temporaryDirectory.appending(path: "hanging-swiftc-\(UUID().uuidString)")
        try """
        #!/bin/sh
        for argument in "$@"; do
          case "$argument" in
            *.swift) if grep -q '\(hangMarker)' "$argument" 2>/dev/null; then exec sleep 60; fi ;;
          esac
        done
        exec "\(real.swiftc.path)" "$@"
        """.write(to: wrapper, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: wrapper.path)
        let shared = SnippetCacheLocation.shared(environment: environment)
        let sdk = try IOSSimulatorSDK.prepare(toolchain: real, cacheRoot: shared)
        let stubs = try StubModules.prepare(
            siteRoot: site, toolchain: real, sdk: sdk, cacheRoot: URL(fileURLWithPath: environment["PUENTE_CACHE_DIR"]!)
        )
        environment["PUENTE_SWIFTC"] = wrapper.path
        var toolchain = real
        toolchain.swiftc = wrapper
        var settings = content.config.snippets
        // Long enough that no real snippet reaches it on a loaded machine (a time-out depends on load, so a
        // near miss would differ between runs, not between batched and alone); the hang always does.
        settings.timeoutSeconds = 8
        let symbols = StubSymbols.load(
            stubs: stubs, sdk: sdk, toolchain: real, cacheRoot: URL(fileURLWithPath: environment["PUENTE_CACHE_DIR"]!))
        return Fixture(
            articles: articles, toolchain: toolchain, sdk: sdk, stubs: stubs, settings: settings, symbols: symbols)
    }

    /// Everything a reader or CI sees of one snippet: its outcome, every diagnostic at its article, and each
    /// Apple API it uses (line, column, declaration), on which the page's notes are placed.
    struct Verdict: Equatable, CustomStringConvertible {
        var outcome: SnippetOutcome?
        var diagnostics: [String]
        var uses: [APIUse]?
        var description: String {
            "\(outcome.map { "\($0)" } ?? "none") \(diagnostics) uses: \(uses.map { "\($0.count)" } ?? "none")"
        }
    }

    static func verdicts(_ report: SnippetReport, paths: [String], symbols: [String: StubSymbol]) -> [String: Verdict] {
        var result: [String: Verdict] = [:]
        for path in paths {
            let diagnostics = report.diagnostics.filter { $0.location?.path == path }.map { diagnostic in
                ([diagnostic] + diagnostic.notes).map { "\($0.description) \($0.help ?? "")" }.joined(separator: " | ")
            }
            let uses = report.uses[path]?.first?.uses.filter { symbols[$0.usr] != nil }
            result[path] = Verdict(outcome: report.outcomes[path]?.first, diagnostics: diagnostics, uses: uses)
        }
        return result
    }

    /// A small deterministic generator (SplitMix64), so a seed names one sequence of mixes everywhere.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test func batchedVerdictsEqualStandaloneVerdicts() throws {
        let environment = ProcessInfo.processInfo.environment
        let mixes = Int(environment["PUENTE_DIFFERENTIAL_MIXES"] ?? "") ?? 8
        let seed = UInt64(environment["PUENTE_DIFFERENTIAL_SEED"] ?? "") ?? 2026
        let fixture = try Self.fixture()
        let paths = fixture.articles.keys.sorted()

        // The truth: every snippet in a compiler run of its own.
        let alone = fixture.checker(batchSize: 1).check(paths.map { fixture.articles[$0]! })
        let truth = Self.verdicts(alone, paths: paths, symbols: fixture.symbols)
        #expect(alone.compilerRuns == paths.count - 1)  // the #sourceLocation block is refused uncompiled
        // The pool covers what it claims: passes, failures at a line, missing modules, time-outs.
        #expect(truth["Content/es/good-view-0.md"]?.outcome == .passed(ios: IOSVersion("15")!))
        #expect(truth["Content/es/app.md"]?.outcome == .passed(ios: IOSVersion("15")!))
        #expect(truth["Content/es/newer-api-0.md"]?.outcome == .failed)
        #expect(truth["Content/es/newer-api-2.md"]?.outcome == .passed(ios: IOSVersion("17")!))
        // Uses were resolved for the blocks that compiled, and they name stub declarations.
        #expect(truth["Content/es/good-view-0.md"]?.uses?.isEmpty == false)
        #expect(
            truth["Content/es/missing-module-0.md"]?.diagnostics.first?.contains("no such module 'GameKit'") == true)
        #expect(truth["Content/es/hangs.md"]?.diagnostics.first?.contains("took longer than 8 s") == true)
        #expect(
            truth["Content/es/wrong-type-1.md"]?.diagnostics.first?.hasPrefix("Content/es/wrong-type-1.md:8:24: error:")
                == true)

        var generator = SeededGenerator(state: seed)
        var compared = 0
        var mismatches: [String] = []
        for mix in 0..<mixes {
            let size = Int.random(in: 2...min(16, paths.count), using: &generator)
            var chosen = Array(paths.shuffled(using: &generator).prefix(size))
            // The hanging snippet costs half a minute (a batch's limit, then its own); one mix in twenty.
            if chosen.contains("Content/es/hangs.md"), Int.random(in: 0..<20, using: &generator) != 0 {
                chosen.removeAll { $0 == "Content/es/hangs.md" }
            }
            let batchSize = [nil, 2, 3, 5, 50].randomElement(using: &generator)!
            let report = fixture.checker(batchSize: batchSize).check(chosen.map { fixture.articles[$0]! })
            for (path, verdict) in Self.verdicts(report, paths: chosen, symbols: fixture.symbols) {
                compared += 1
                if verdict != truth[path] {
                    mismatches.append(
                        "mix \(mix) (batch size \(batchSize.map(String.init) ?? "auto"), \(chosen.count) snippets): \(path)\n  batched: \(verdict)\n  alone:   \(truth[path]!)"
                    )
                }
            }
            if (mix + 1) % 50 == 0 {
                print(
                    "differential progress: \(mix + 1) mixes, \(compared) verdicts compared, "
                        + "\(mismatches.count) mismatches")
                fflush(nil)
            }
        }
        print(
            "differential: \(mixes) mixes, \(compared) snippet verdicts compared, \(mismatches.count) mismatches (seed \(seed), pool \(paths.count))"
        )
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5).joined(separator: "\n"))")
    }
}
