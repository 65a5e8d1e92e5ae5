import Config
import Content
import Diagnostics
import Foundation
import SiteFiles
import Testing

@testable import Snippets

/// Ways a verdict used to be wrong: a pass that was never proven, an error moved out of the snippet, a damaged
/// cache trusted, the standard app entry point refused.
@Suite(.serialized, .tags(.slow)) struct VerdictSoundnessTests {
    static func errors(_ report: SnippetReport) -> [String] {
        report.diagnostics.filter { $0.severity == .error }.map(\.description)
    }

    /// The issue's reproduction: one article imports a module the stubs lack, another at the same `ios:` uses
    /// an iOS 17 API at iOS 15. Both share a compiler run; the fatal `no such module` must not make the other
    /// pass.
    static func chartsSite() throws -> URL {
        let site = try SnippetSite.make(
            """
            ```swift
            import GameKit
            struct ChartView: View {
                var body: some View { Text("x") }
            }
            ```
            """)
        try """
        ---
        title: "B"
        ios: 15
        ---

        ```swift
        struct EmptyStateView: View {
            var body: some View {
                ContentUnavailableView("Nada", systemImage: "tray")
            }
        }
        ```
        """.write(to: site.appending(path: "Content/es/b.md"), atomically: true, encoding: .utf8)
        return site
    }

    @Test func aMissingModuleNeverMakesAnotherSnippetPass() throws {
        let site = try Self.chartsSite()
        let report = SnippetSite.check(site, environment: Self.privateCache(site))
        let errors = Self.errors(report)
        #expect(
            errors.contains(
                "Content/es/t.md:7:8: error: 'GameKit' is an Apple framework that Puente's stubs do not include; "
                    + "this is not an error in the article"), "\(errors)")
        #expect(
            errors.contains(
                "Content/es/b.md:9:9: error: 'ContentUnavailableView' is only available in iOS 17.0 or newer"),
            "\(errors)")
        #expect(report.outcomes["Content/es/b.md"] == [.failed])
        let gap = report.diagnostics.first { $0.message.hasPrefix("'GameKit' is an Apple framework") }
        #expect(gap?.notes.first?.message == "the compiler says: no such module 'GameKit'")
        let help = gap?.help ?? ""
        #expect(help.hasPrefix("Puente's stubs provide ") && help.contains(" Combine, "), "\(help)")
        #expect(
            help.contains(", SwiftUI, ") && help.contains(", UIKit, ") && help.contains(" (and the standard library)"),
            "\(help)")
        #expect(help.contains("Content/Stubs/GameKit/"))
        #expect(help.contains("skip=\"reason\""))
    }

    /// A cache written by the old checker held the poisoned pass; it must never be read again.
    @Test func aPoisonedPassInTheCacheIsNotTrusted() throws {
        let site = try Self.chartsSite()
        let environment = Self.privateCache(site)
        // First run fills the cache (and compiles the stubs); then every entry is rewritten as a pass, as the
        // old checker stored it, under the key the old recipe used and under today's key without its key field.
        _ = SnippetSite.check(site, environment: environment)
        let results = URL(fileURLWithPath: environment["PUENTE_CACHE_DIR"]!).appending(path: "results")
        let pass = Data(#"{"diagnostics":[],"timedOut":false}"#.utf8)
        for file in CacheSeal.files(in: results) { try pass.write(to: results.appending(path: file)) }
        let report = SnippetSite.check(site, environment: environment)
        #expect(report.outcomes["Content/es/b.md"] == [.failed])
        #expect(report.cacheHits == 0)
    }

    /// Visible code the compiler never type-checks (an inactive `#if`, or a comment or string that a hidden line
    /// opens) fails the block at that line instead of getting the badge; ordinary `#if`s, comments and strings
    /// in visible code still pass, and a block marked `fails` cannot hide its lines either.
    @Test func visibleLinesTheCompilerSkipsFailTheBlock() throws {
        let report = try SnippetSite.check(
            """
            ```swift
            //# #if false
            let a: Int = "no"
            //# #endif
            ```

            ```swift
            //# /*
            let b: Int = "no"
            //# */
            ```

            ```swift
            //# let hidden = \"\"\"
            let c: Int = "no"
            //# \"\"\"
            ```

            ```swift fails
            let broken: Int = "x"
            #if compiler(>=99)
            let d: Int = "no"
            #endif
            ```

            ```swift
            #if canImport(UIKit)
            import UIKit
            let color = UIColor.red
            #endif
            // a visible comment
            let text = \"\"\"
            visible string
            \"\"\"
            ```
            """)
        let errors = Self.errors(report)
        #expect(
            errors.map { String($0.prefix(21)) } == [
                "Content/es/t.md:8:1: ", "Content/es/t.md:14:1:", "Content/es/t.md:20:1:", "Content/es/t.md:27:1:",
            ], "\(errors)")
        #expect(errors.first?.contains("inactive for the iOS simulator") == true)
        #expect(errors[1].contains("inside a comment that a hidden line"))
        #expect(errors[2].contains("inside a string literal that a hidden line"))
        #expect(
            report.outcomes["Content/es/t.md"] == [.failed, .failed, .failed, .failed, .passed(ios: IOSVersion("15")!)])
    }

    @Test func sourceLocationDirectiveIsAnErrorAtItsLine() throws {
        let report = try SnippetSite.check(
            """
            ```swift
            struct Hidden {
            #sourceLocation(file: "elsewhere.swift", line: 1)
                let n: Int = "no"
            #sourceLocation()
            }
            ```

            ```swift fails
            let broken: Int = "x"
            ```
            """)
        let errors = Self.errors(report)
        #expect(
            errors.first?.hasPrefix("Content/es/t.md:8:1: error: '#sourceLocation' is not allowed") == true, "\(errors)"
        )
        #expect(report.outcomes["Content/es/t.md"]?.first == .failed)
    }

    @Test(arguments: [
        """
        @main
        struct RecetasApp: App {
            var body: some Scene {
                WindowGroup { Text("Hola") }
            }
        }
        """,
        """
        @main
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func application(
                _ application: UIApplication,
                didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
            ) -> Bool {
                true
            }
        }
        """,
    ])
    func theStandardEntryPointsPass(code: String) throws {
        let report = try SnippetSite.check("```swift\n\(code)\n```\n")
        #expect(Self.errors(report).isEmpty, "\(Self.errors(report))")
        #expect(report.outcomes["Content/es/t.md"] == [.passed(ios: IOSVersion("15")!)])
    }

    /// A zero-length compiled stub module under a completion marker (a crash after the marker, a full disk):
    /// the folder is rebuilt, with one note, and verdicts are right.
    @Test func aTruncatedStubModuleIsRebuiltNotTrusted() throws {
        let site = try SnippetSite.make(
            """
            ```swift
            struct Fine: View { var body: some View { Text("a") } }
            ```

            ```swift
            struct Wrong: View { var body: some View { Text(1) } }
            ```
            """)
        let environment = Self.privateCache(site)
        _ = SnippetSite.check(site, environment: environment)
        let cache = URL(fileURLWithPath: environment["PUENTE_CACHE_DIR"]!)
        let stubs = try #require(
            try FileManager.default.contentsOfDirectory(atPath: cache.path).first { $0.hasPrefix("stubs-") })
        let module = try #require(
            CacheSeal.files(in: cache.appending(path: stubs)).first {
                $0.hasPrefix("SwiftUI.swiftmodule/") && $0.hasSuffix(".swiftmodule")
            })
        try Data().write(to: cache.appending(path: "\(stubs)/\(module)"))
        try FileManager.default.removeItem(at: cache.appending(path: "results"))
        let report = SnippetSite.check(site, environment: environment)
        let notes = report.diagnostics.filter { $0.severity == .note }.map(\.message)
        #expect(notes.count == 1)
        #expect(notes.first?.contains("(stub modules) was damaged: \(module) has 0 bytes") == true, "\(notes)")
        #expect(report.outcomes["Content/es/t.md"]?.first == .passed(ios: IOSVersion("15")!))
        #expect(report.outcomes["Content/es/t.md"]?.last == .failed)
        #expect(!Self.errors(report).joined().contains("malformed"))
    }

    @Test func aDamagedSealIsFoundBySizeAndByContent() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "puente-seal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appending(path: "a"), withIntermediateDirectories: true)
        try Data(repeating: 7, count: 1000).write(to: folder.appending(path: "a/m.swiftmodule"))
        try CacheSeal.write(folder)
        #expect(CacheSeal.problem(in: folder) == nil)
        // Same size, other bytes, later time: found by the checksum.
        try Data(repeating: 8, count: 1000).write(to: folder.appending(path: "a/m.swiftmodule"))
        try FileManager.default.setAttributes(
            [.modificationDate: Date().addingTimeInterval(10)],
            ofItemAtPath: folder.appending(path: "a/m.swiftmodule").path)
        #expect(CacheSeal.problem(in: folder) == "a/m.swiftmodule was changed after it was built")
        try Data(repeating: 7, count: 10).write(to: folder.appending(path: "a/m.swiftmodule"))
        #expect(CacheSeal.problem(in: folder)?.hasPrefix("a/m.swiftmodule has 10 bytes instead of 1000") == true)
        try FileManager.default.removeItem(at: folder.appending(path: "a/m.swiftmodule"))
        #expect(CacheSeal.problem(in: folder) == "a/m.swiftmodule is missing")
        try Data("garbage".utf8).write(to: folder.appending(path: ".complete"))
        #expect(
            CacheSeal.problem(in: folder)
                == "its completion marker: damaged, from an older Puente, or not written by Puente (it has no tag), "
                + "made again")
        // Tagged here but not a seal: its own format check refuses it.
        SealedFile.write(folder.appending(path: ".complete").path, Array("garbage".utf8), purpose: CacheSeal.purpose)
        #expect(CacheSeal.problem(in: folder) == "its completion marker is from an older Puente or damaged")
    }

    /// Standard-library features a snippet may use, compiled against the rebuilt iOS standard library.
    @Test func languageFeaturesCompileAgainstTheRebuiltStandardLibrary() throws {
        let report = try SnippetSite.check(
            """
            ```swift
            import RegexBuilder

            func takesCString(_ pointer: UnsafePointer<CChar>) -> Int { 0 }
            func takesRaw(_ pointer: UnsafeRawPointer) {}
            func takesMutable(_ pointer: UnsafeMutablePointer<Int>) {}
            func features() async throws {
                let name = "Hola"
                _ = takesCString(name)
                var value = 1
                takesMutable(&value)
                let bytes: [UInt8] = [1, 2, 3]
                takesRaw(bytes)
                _ = name.withCString { strlenLike($0) }
                let regex = #/a+b/#
                _ = "aab".contains(regex)
                let numbers = [3, 1, 2].sorted().map { $0 * 2 }.filter { $0 > 2 }
                _ = numbers.reduce(0, +)
                let dictionary = Dictionary(grouping: numbers) { $0 % 2 }
                _ = dictionary.mapValues(\\.count)
                async let first = compute(1)
                _ = try await first
                _ = try await withThrowingTaskGroup(of: Int.self) { group in
                    group.addTask { 1 }
                    return try await group.reduce(0, +)
                }
                let stream = AsyncStream<Int> { continuation in continuation.finish() }
                for await _ in stream {}
                _ = Result<Int, Error> { 1 }
                _ = (1...3).lazy.map { $0 }.first
                _ = String(describing: Optional(1))
                _ = [1, 2].withUnsafeBufferPointer { $0.count }
                let key = \\String.count
                _ = name[keyPath: key]
                _ = Duration.seconds(1)
                _ = MemoryLayout<Int>.size
                _ = SIMD4<Float>(1, 2, 3, 4) * 2
            }
            func strlenLike(_ pointer: UnsafePointer<CChar>) -> Int { 0 }
            struct Receta: Codable, Hashable, Identifiable, Sendable {
                var id = UUID()
                var nombre: String
                var minutos: Int?
            }
            func codifica(_ receta: Receta) throws -> Receta {
                let data = try JSONEncoder().encode(receta)
                return try JSONDecoder().decode(Receta.self, from: data)
            }
            @propertyWrapper struct Recortado {
                private var value = ""
                var wrappedValue: String {
                    get { value }
                    set { value = newValue.trimmingCharacters(in: .whitespaces) }
                }
                init(wrappedValue: String) { self.wrappedValue = wrappedValue }
            }
            struct Formulario { @Recortado var nombre = " Ana " }
            @resultBuilder enum Lineas {
                static func buildBlock(_ parts: String...) -> [String] { parts }
            }
            @Lineas func poema() -> [String] { "uno"; "dos" }
            actor Contador {
                private var valor = 0
                func suma() -> Int { valor += 1; return valor }
            }
            func usaActor() async -> Int { await Contador().suma() }
            func genericos<T: Comparable>(_ items: some Collection<T>) -> (any Equatable)? { items.max() }
            func regexConConstructor() -> Bool {
                let patron = Regex {
                    OneOrMore(.digit)
                    "-"
                    Capture { OneOrMore(.word) }
                }
                return "12-ab".wholeMatch(of: patron) != nil
            }
            @Observable final class Modelo { var cuenta = 0 }
            enum Estado: String, CaseIterable { case activo, inactivo }
            func todos() -> [String] { Estado.allCases.map(\\.rawValue) }
            func compute(_ n: Int) async throws -> Int { n }
            ```
            """, ios: "17")
        #expect(Self.errors(report).isEmpty, "\(Self.errors(report))")
    }

    /// A cache folder of its own, so damaging it cannot disturb other tests; the SDK stays shared.
    static func privateCache(_ site: URL) -> [String: String] {
        var environment = SnippetSite.environment
        environment["PUENTE_CACHE_DIR"] = site.appending(path: ".puente-cache").path
        return environment
    }
}

/// A compiler error about an Apple API the stubs lack says so.
@Suite(.tags(.slow)) struct StubGapTests {
    @Test(arguments: [
        ("cannot find 'PreferenceKey' in scope", "PreferenceKey"),
        ("cannot find type 'PreferenceKey' in scope", "PreferenceKey"),
        ("value of type 'Text' has no member 'popoverTip'", "popoverTip"),
        ("type 'ToolbarItemPlacement' has no member 'bottomOrnament'", "bottomOrnament"),
        ("unknown attribute 'Entry'", "Entry"),
        ("no macro named 'Preview'", "Preview"),
        ("cannot convert value of type 'Int' to specified type 'String'", nil),
    ])
    func namesTheMissingAPI(message: String, name: String?) {
        #expect(StubGaps.missingName(in: message) == name)
    }

    @Test func aGapIsNamedAsAGap() throws {
        let site = try SnippetSite.make(
            """
            ```swift
            struct Salud: View {
                var body: some View { Text("Hola").healthDataAccessRequest() }
            }
            ```
            """, ios: "17")
        // HealthKit's SwiftUI API, which the stubs do not include (MapKit's `mapScope` was the example until
        // MapKit was generated).
        try
            "module\tname\tios\tsource\nHealthKit\thealthDataAccessRequest\t17.0\thttps://developer.apple.com/documentation/swiftui/view/healthdataaccessrequest(store:sharetypes:readtypes:trigger:completion:)\n"
            .write(to: site.appending(path: "Content/Stubs/GAPS.tsv"), atomically: true, encoding: .utf8)
        let report = SnippetSite.check(site)
        let error = try #require(report.diagnostics.first { $0.severity == .error })
        #expect(
            error.message
                == "'healthDataAccessRequest' is an Apple API (HealthKit, iOS 17.0+) that Puente's stubs do not declare; "
                + "this is not "
                + "an error in the article")
        #expect(
            error.notes.first?.message
                == "the compiler says: value of type 'Text' has no member 'healthDataAccessRequest'")
        #expect(error.help?.contains("Content/Stubs/HealthKit/") == true)
    }

}

/// A cache folder that cannot be written is one clear error naming the folder and the variable that moves it.
@Suite(.tags(.slow)) struct UnwritableCacheTests {
    @Test func anUnwritableSiteCacheNamesTheFolderAndVariable() throws {
        let site = try SnippetSite.make("```swift\nlet x = 1\n```\n")
        // A path under a regular file can never be created, even by root (for whom permissions are no bar).
        let blocker = site.appending(path: "blocker")
        try Data().write(to: blocker)
        var environment = SnippetSite.environment
        environment["PUENTE_CACHE_DIR"] = blocker.appending(path: "cache").path
        let report = SnippetSite.check(site, environment: environment)
        let messages = report.diagnostics.map { "\($0.description) \($0.help ?? "")" }
        #expect(messages.count == 1, "\(messages)")
        #expect(messages.first?.hasPrefix("error: cannot write the cache folder \(blocker.path)/cache:") == true)
        #expect(messages.first?.contains("point PUENTE_CACHE_DIR at a writable folder") == true)
    }

    @Test func anUnwritableSDKCacheNamesItsOwnVariable() throws {
        let blocker = FileManager.default.temporaryDirectory.appending(path: "puente-blocker-\(UUID().uuidString)")
        try Data().write(to: blocker)
        let toolchain = try SwiftToolchain.locate(environment: SnippetSite.environment)
        #expect(throws: SnippetError.self) {
            try IOSSimulatorSDK.prepare(toolchain: toolchain, cacheRoot: blocker.appending(path: "sdk"))
        }
        do {
            _ = try IOSSimulatorSDK.prepare(toolchain: toolchain, cacheRoot: blocker.appending(path: "sdk"))
        } catch {
            #expect(error.diagnostic.help == "make it writable, or point PUENTE_SDK_CACHE at a writable folder")
        }
    }
}
