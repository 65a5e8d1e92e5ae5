import Foundation
import Snippets

/// Compiles a site's stub modules again and again, each time marking the facts rows the compiler refused as
/// `excluded: <message>`, until every module compiles: what is left out is a named gap, never a guess.
struct Pruner {
    let site: URL
    let cache: URL
    /// Compile once and print the errors, excluding nothing.
    var dryRun = false

    /// The facts row a stub diagnostic names (`… (row 12)`), and its message without it.
    static func row(_ message: String) -> (row: Int, message: String)? {
        guard let open = message.range(of: " (row ", options: .backwards),
            let row = Int(message[open.upperBound...].dropLast())
        else { return nil }
        return (row, String(message[..<open.lowerBound]))
    }

    func run() throws {
        StubModules.keepsFailedStaging = dryRun
        // Modules that compiled in one round are not compiled again in the next.
        StubModules.reuseFolder = cache.appending(path: "prune-reuse")
        try? FileManager.default.createDirectory(at: StubModules.reuseFolder!, withIntermediateDirectories: true)
        var environment = ProcessInfo.processInfo.environment
        environment["PUENTE_RESOURCES"] = "none"
        let toolchain = try SwiftToolchain.locate(environment: environment)
        let sdk = try IOSSimulatorSDK.prepare(toolchain: toolchain, cacheRoot: SnippetCacheLocation.shared())
        for round in 1...200 {
            do {
                let stubs = try StubModules.prepare(
                    siteRoot: site, toolchain: toolchain, sdk: sdk, cacheRoot: cache, builtIn: nil)
                print("round \(round): every module compiles (\(stubs.modules.joined(separator: ", ")))")
                return
            } catch {
                guard case .stubModuleFailed(let module, let diagnostics) = error else {
                    print(error.diagnostic.description)
                    exit(1)
                }
                let path = site.appending(path: "Content/Stubs/\(module)/\(module).facts.tsv")
                guard FileManager.default.fileExists(atPath: path.path) else {
                    print("round \(round): \(module) (not generated) does not compile:")
                    for d in diagnostics { print("  \(d.description)") }
                    exit(1)
                }
                var table = try StubFactsTable.parse(try String(contentsOf: path, encoding: .utf8))
                var reasons: [Int: String] = [:]
                for diagnostic in diagnostics {
                    if let (row, message) = Self.row(diagnostic.message) {
                        if reasons[row] == nil { reasons[row] = message }
                    } else if let row = diagnostic.notes.lazy.compactMap({ Self.row($0.message)?.row }).first {
                        // An error in the hand-written half whose note points at a row ("previously declared
                        // here"): Apple declares both in two modules (the Objective-C one and the overlay), the
                        // stub has one, so the row goes and the hand-written declaration stays.
                        if reasons[row] == nil { reasons[row] = diagnostic.message + " (the hand-written half declares it too)" }
                    }
                }
                if dryRun {
                    print("\(module) does not compile:")
                    for d in diagnostics {
                        print("  \(d.description)")
                        for note in d.notes { print("      \(note.description)") }
                    }
                    return
                }
                guard !reasons.isEmpty else {
                    print("round \(round): \(module) fails outside any row:")
                    for d in diagnostics { print("  \(d.description)") }
                    exit(1)
                }
                for index in table.rows.indices {
                    if let reason = reasons[table.rows[index].id] {
                        table.rows[index].status = "excluded: " + reason.replacingOccurrences(of: "\t", with: " ")
                    }
                }
                try table.text.write(to: path, atomically: true, encoding: .utf8)
                print("round \(round): \(module): \(reasons.count) row(s) excluded")
                var counted: [String: Int] = [:]
                for reason in reasons.values { counted[reason, default: 0] += 1 }
                for (reason, count) in counted.sorted(by: { $0.value > $1.value }).prefix(25) {
                    print("    \(count) × \(reason)")
                }
            }
        }
    }
}
