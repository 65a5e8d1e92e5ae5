import Config
import Content
import Diagnostics
import Foundation
import Testing

@testable import Snippets

/// The stand-in macro plugins (`Content/Stubs/Macros/`): `@Entry`, `#Preview` and `@Previewable` get the verdicts
/// Apple's macros give, errors inside an expansion are reported at the macro, and a plugin is built from its
/// sources like any stub, located errors included.
@Suite(.tags(.slow)) struct MacroStandInTests {
    static func errors(_ report: SnippetReport) -> [Diagnostic] {
        report.diagnostics.filter { $0.severity == .error }
    }

    @Test func entryPreviewAndPreviewableExpand() throws {
        let site = try SnippetSite.make(
            """
            ```swift
            extension EnvironmentValues {
                @Entry var accent: String = "mar"
                @Entry var badge: Int?
            }
            struct Tag: View {
                @Environment(\\.accent) private var accent
                var body: some View { Text(accent).environment(\\.badge, 3) }
            }
            ```

            ```swift
            struct Loud: View {
                @Binding var on: Bool
                var body: some View { Toggle("Alto", isOn: $on) }
            }
            #Preview("Alto", traits: .sizeThatFitsLayout) {
                @Previewable @State var on = true
                Loud(on: $on)
            }
            ```

            ```swift
            struct Score: View {
                let value: Int
                var body: some View { Text("\\(value)") }
            }
            #Preview {
                Score()
            }
            ```
            """, ios: "17")
        let report = SnippetSite.check(site)
        let outcomes = report.outcomes["Content/es/t.md"] ?? []
        #expect(
            outcomes == [.passed(ios: IOSVersion("17")!), .passed(ios: IOSVersion("17")!), .failed],
            "\(report.diagnostics)")
        let errors = Self.errors(report)
        #expect(errors.count == 1)
        #expect(errors.first?.message.contains("missing argument for parameter 'value'") == true)
        // Front matter (4 lines) and a blank line come first; `Score()` is line 34 of the article.
        #expect(errors.first?.location?.line == 34, "\(errors)")
    }

    /// TipKit's `@Parameter` and `#Rule`: a tip's parameter is read and written as a static property and its
    /// `$` peer is a rule's input; a wrong value or a rule closure of the wrong type fails at its line.
    @Test func tipKitParameterAndRuleExpand() throws {
        let site = try SnippetSite.make(
            """
            ```swift
            import TipKit

            struct FavoritesTip: Tip {
                @Parameter static var hasSignedIn: Bool = false
                @Parameter(.transient) static var visits: Int = 0
                static let openedDetail = Tips.Event(id: "openedDetail")
                var title: Text { Text("Favoritos") }
                var rules: [Rule] {
                    #Rule(Self.$hasSignedIn) { $0 == true }
                    #Rule(Self.openedDetail) { $0.donations.count >= 3 }
                }
            }
            func signIn() async {
                FavoritesTip.hasSignedIn = true
                FavoritesTip.visits += 1
                await FavoritesTip.openedDetail.donate()
            }
            ```

            ```swift
            import TipKit

            struct CountTip: Tip {
                @Parameter static var count: Int = 0
                var title: Text { Text("Cuenta") }
                var rules: [Rule] { #Rule(Self.$count) { $0 == "tres" } }
            }
            func reset() { CountTip.count = "cero" }
            ```
            """, ios: "17")
        let report = SnippetSite.check(site)
        let outcomes = report.outcomes["Content/es/t.md"] ?? []
        #expect(outcomes == [.passed(ios: IOSVersion("17")!), .failed], "\(report.diagnostics)")
        let errors = Self.errors(report)
        #expect(
            errors.map { $0.location?.line } == [32, 34], "\(errors.map { "\($0.location?.line ?? 0) \($0.message)" })")
        #expect(errors.last?.message == "cannot assign value of type 'String' to type 'Int'")
        #expect(report.gaps == 0)
    }

    @Test func theMacrosRefuseWhatApplesRefuse() throws {
        let report = try SnippetSite.check(
            """
            ```swift
            extension EnvironmentValues {
                @Entry var size: Double
            }
            ```

            ```swift
            extension FocusedValues {
                @Entry var zoom: Double = 1
            }
            ```

            ```swift
            struct Counter: View {
                @Previewable @State private var count = 0
                var body: some View { Text("\\(count)") }
            }
            ```
            """, ios: "17")
        let messages = Self.errors(report).map { "\($0.location?.line ?? 0): \($0.message)" }
        #expect(messages.count == 3, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("8: '@Entry' needs a default value") })
        #expect(messages.contains { $0.hasPrefix("14: a focused value is always optional") })
        #expect(messages.contains { $0.hasPrefix("20: '@Previewable' can only be used") })
    }

    @Test func anErrorOnlyInsideAnExpansionIsReportedAtTheMacro() throws {
        let report = try SnippetSite.check(
            """
            ```swift
            extension Transaction {
                @Entry var isFast: Bool = false
            }
            ```
            """, ios: "16")
        let errors = Self.errors(report)
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first?.location?.line == 8)
        #expect(errors.first?.message.contains("is only available in iOS 17.0 or newer") == true)
        #expect(errors.first?.message.contains("in the expansion of macro 'Entry'") == true)
        #expect(report.outcomes["Content/es/t.md"] == [.failed])
    }

    /// A site whose stubs are one tiny module and one plugin, so a plugin build takes seconds.
    static func miniSite(plugin: String) throws -> URL {
        let site = try SnippetSite.make("```swift\nlet n = Mini.one\n```", stubs: false)
        let stubs = site.appending(path: "Content/Stubs")
        try FileManager.default.createDirectory(
            at: stubs.appending(path: "Macros/Tiny"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: stubs.appending(path: "Mini"), withIntermediateDirectories: true)
        try "public enum Mini { public static let one = 1 }\n".write(
            to: stubs.appending(path: "Mini/Mini.swift"), atomically: true, encoding: .utf8)
        try plugin.write(to: stubs.appending(path: "Macros/Tiny/Tiny.swift"), atomically: true, encoding: .utf8)
        return site
    }

    @Test func aPluginThatDoesNotBuildIsALocatedError() throws {
        let site = try Self.miniSite(plugin: "public struct Tiny {}\n\nlet wrong: Int = \"no\"\n")
        let report = SnippetSite.check(
            site, environment: SnippetSite.withoutBuiltIns(VerdictSoundnessTests.privateCache(site)))
        let error = try #require(Self.errors(report).first, "\(report.diagnostics)")
        #expect(error.message == "stub module Macros/Tiny does not compile")
        #expect(error.location?.path == "Content/Stubs/Macros/Tiny/Tiny.swift")
        #expect(error.location?.line == 3)
        #expect(
            error.notes.contains {
                $0.message.contains("cannot convert value of type 'String' to specified type 'Int'")
            })
    }

    @Test func aChangedPluginIsRebuilt() throws {
        let site = try Self.miniSite(plugin: "public struct Tiny {}\n")
        let environment = SnippetSite.withoutBuiltIns(VerdictSoundnessTests.privateCache(site))
        let shared = SnippetCacheLocation.shared(environment: environment)
        let toolchain = try SwiftToolchain.locate(environment: environment, cache: shared)
        let sdk = try IOSSimulatorSDK.prepare(toolchain: toolchain, cacheRoot: shared)
        let cache = site.appending(path: ".puente-cache")
        let first = try StubModules.prepare(
            siteRoot: site, toolchain: toolchain, sdk: sdk, cacheRoot: cache, builtIn: nil)
        #expect(first.modules == ["Mini"])
        #expect(first.plugins == ["Tiny"])
        #expect(FileManager.default.fileExists(atPath: try #require(first.pluginLibraries.first).path))
        try "public struct Tiny { public init() {} }\n".write(
            to: site.appending(path: "Content/Stubs/Macros/Tiny/Tiny.swift"), atomically: true, encoding: .utf8)
        let second = try StubModules.prepare(
            siteRoot: site, toolchain: toolchain, sdk: sdk, cacheRoot: cache, builtIn: nil)
        #expect(second.digest != first.digest)
        #expect(FileManager.default.fileExists(atPath: try #require(second.pluginLibraries.first).path))
    }
}
