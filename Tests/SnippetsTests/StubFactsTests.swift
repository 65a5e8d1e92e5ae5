import Foundation
import Testing

@testable import Snippets

/// `Content/Stubs/FACTS.tsv` against the compiled stubs themselves: every symbol with its own iOS availability
/// has a row, and every row verified against Apple's documentation states what the stub declares.
@Suite(.tags(.slow)) struct StubFactsTests {
    /// What a symbol of the compiled stubs declares for iOS.
    struct Declared: Equatable {
        var introduced: String
        var deprecated: String
    }

    /// One row of the table.
    struct Row {
        var module: String
        var symbol: String
        var usr: String
        var introduced: String
        var deprecated: String
        var appleUSR: String
        var source: String
        var status: String
    }

    static func version(_ value: Any?) -> String {
        guard let parts = value as? [String: Int] else { return "" }
        var text = "\(parts["major"] ?? 0).\(parts["minor"] ?? 0)"
        if let patch = parts["patch"], patch > 0 { text += ".\(patch)" }
        return text
    }

    /// Every public symbol of the compiled stubs that carries its own iOS availability, by module and USR.
    static func gatedSymbols() throws -> [String: Declared] {
        let site = try SnippetSite.make("Sin código.")
        let environment = SnippetSite.environment
        let toolchain = try SwiftToolchain.locate(environment: environment)
        let sdk = try IOSSimulatorSDK.prepare(
            toolchain: toolchain, cacheRoot: SnippetCacheLocation.shared(environment: environment))
        let stubs = try StubModules.prepare(
            siteRoot: site, toolchain: toolchain, sdk: sdk, cacheRoot: SnippetSite.cache)
        let extract = toolchain.swiftc.resolvingSymlinksInPath().deletingLastPathComponent()
            .appending(path: "swift-symbolgraph-extract")
        let output = FileManager.default.temporaryDirectory.appending(path: "puente-facts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        var gated: [String: Declared] = [:]
        // Modules generated from Apple's interfaces carry Apple's declarations themselves (their facts tables);
        // FACTS.tsv vouches for the hand-written ones, and for the hand-written half of a generated one.
        let halves = try Self.handHalves()
        for module in stubs.modules where stubs.facts[module] == nil || halves.contains(module) {
            let run = try toolchain.run(
                extract,
                [
                    "-module-name", module, "-target", toolchain.iosTarget(IOSSimulatorSDK.minimumTarget),
                    "-I", stubs.directory.path, "-I", sdk.directory.path, "-I", toolchain.shims.path,
                    "-resource-dir", sdk.directory.path, "-output-dir", output.path, "-minimum-access-level", "public",
                ], readOnly: [stubs.directory, sdk.directory], writable: [output], timeout: 300)
            #expect(run.status == 0, "\(run.text.prefix(500))")
            let data = try Data(contentsOf: output.appending(path: "\(module).symbols.json"))
            let graph = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            for symbol in graph["symbols"] as? [[String: Any]] ?? [] {
                guard let identifier = symbol["identifier"] as? [String: Any],
                    let usr = identifier["precise"] as? String, !usr.contains("::SYNTHESIZED::"),
                    let path = symbol["pathComponents"] as? [String], !path.contains(where: { $0.hasPrefix("_") })
                else { continue }
                let availability = symbol["availability"] as? [[String: Any]] ?? []
                var entries = availability.filter { $0["domain"] as? String == "iOS" }
                guard !entries.isEmpty else { continue }
                // `@available(*, deprecated…)` holds on every platform, iOS included.
                entries += availability.filter {
                    ($0["domain"] == nil || $0["domain"] as? String == "*")
                        && $0["isUnconditionallyDeprecated"] as? Bool == true
                }
                var declared = Declared(introduced: "", deprecated: "")
                for entry in entries {
                    let introduced = version(entry["introduced"])
                    let deprecated = version(entry["deprecated"])
                    if !introduced.isEmpty { declared.introduced = introduced }
                    if !deprecated.isEmpty { declared.deprecated = deprecated }
                    if entry["isUnconditionallyDeprecated"] as? Bool == true, declared.deprecated.isEmpty {
                        declared.deprecated = "yes"
                    }
                }
                gated["\(module) \(usr)"] = declared
            }
        }
        return gated
    }

    /// Generated modules whose hand-written half FACTS.tsv vouches for: their rows are checked, but the table's
    /// own declarations (Apple's) need none.
    static func handHalves() throws -> Set<String> {
        let stubs = SnippetSite.repositoryRoot.appending(path: "Content/Stubs")
        return Set(
            try table().map(\.module).filter {
                FileManager.default.fileExists(atPath: stubs.appending(path: "\($0)/\($0).facts.tsv").path)
            })
    }

    static func table() throws -> [Row] {
        let text = try String(
            contentsOf: SnippetSite.repositoryRoot.appending(path: "Content/Stubs/FACTS.tsv"), encoding: .utf8)
        var lines = text.split(separator: "\n")
        let header = lines.removeFirst().split(separator: "\t").map(String.init)
        #expect(
            header == [
                "module", "symbol", "usr", "introduced", "deprecated", "message", "apple_usr", "source", "status",
            ])
        return lines.map { line in
            let f =
                line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
                + Array(repeating: "", count: 9)
            return Row(
                module: f[0], symbol: f[1], usr: f[2], introduced: f[3], deprecated: f[4], appleUSR: f[6],
                source: f[7], status: f[8])
        }
    }

    @Test func everyGatedStubAPIHasARowAndEveryVerifiedRowAgreesWithTheStub() throws {
        let gated = try Self.gatedSymbols()
        let rows = try Self.table()
        let keyed = Dictionary(rows.map { ("\($0.module) \($0.usr)", $0) }, uniquingKeysWith: { first, _ in first })
        let halves = try Self.handHalves()
        let missing = gated.keys.filter { key in
            keyed[key] == nil && !halves.contains(String(key.prefix { $0 != " " }))
        }.sorted()
        #expect(missing.isEmpty, "gated stub APIs without a row (run Scripts/stub-facts.py): \(missing.prefix(10))")
        let stale = rows.filter { gated["\($0.module) \($0.usr)"] == nil }.map(\.symbol)
        #expect(stale.isEmpty, "rows for symbols the stubs no longer gate: \(stale.prefix(10))")
        var mismatches: [String] = []
        var sameUSR = 0
        let verified = rows.filter { $0.status == "verified" }
        for row in verified {
            if row.source.isEmpty { mismatches.append("\(row.symbol): verified without a source") }
            if !row.appleUSR.isEmpty, row.appleUSR == row.usr { sameUSR += 1 }
            guard let declared = gated["\(row.module) \(row.usr)"] else { continue }
            if declared != Declared(introduced: row.introduced, deprecated: row.deprecated) {
                mismatches.append(
                    "\(row.module) \(row.symbol): stub says \(declared.introduced)/\(declared.deprecated), "
                        + "Apple says \(row.introduced)/\(row.deprecated) (\(row.source))")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10).joined(separator: "\n"))")
        for name in [
            "ToolbarItemPlacement.topBarLeading", "ToolbarItemPlacement.topBarTrailing",
            "Button.init(_:systemImage:action:)", "Button.init(_:systemImage:role:action:)",
        ] {
            // SwiftUI is generated from Apple's interface: its facts table holds Apple's declaration.
            let table = try StubFactsTable.parse(
                String(
                    contentsOf: SnippetSite.repositoryRoot.appending(path: "Content/Stubs/SwiftUI/SwiftUI.facts.tsv"),
                    encoding: .utf8))
            #expect(table.rows.contains { $0.name == name && $0.status == "stubbed" }, "\(name) is not Apple's")
        }
        print(
            "stub facts: \(rows.count) rows, \(verified.count) verified, \(mismatches.count) mismatches; "
                + "stub USR equals Apple's in \(sameUSR) of \(verified.count) verified rows")
    }
}
