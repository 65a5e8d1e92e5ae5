import Dispatch
import Foundation
import SiteFiles

/// One public declaration of the stub modules, as the toolchain's `swift-symbolgraph-extract` describes it.
public struct StubSymbol: Sendable, Hashable, Codable {
    /// The module that declares it (`SwiftUI`).
    public var module: String
    /// Its path from the module: the type, then the member (`View`, `presentationDetents(_:)`).
    public var path: [String]
    /// Its declaration as Swift (`func presentationDetents(_ detents: Set<PresentationDetent>) -> some View`).
    public var declaration: String
    /// The first line of its doc comment, when the stub has one.
    public var summary: String?
    /// Its iOS availability (an unversioned member takes the version of the type that holds it).
    public var availability: APIAvailability

    /// Creates a symbol.
    public init(module: String, path: [String], declaration: String, summary: String?, availability: APIAvailability) {
        self.module = module
        self.path = path
        self.declaration = declaration
        self.summary = summary
        self.availability = availability
    }
}

/// Every public declaration of the stub modules by USR, read from the compiled stubs with the toolchain's
/// `swift-symbolgraph-extract` — never from a hand-kept list. The compiler's index names the declaration each
/// use in a snippet resolved to by the same USR, so a note belongs to exactly the declaration used, whatever
/// its name shares with others (overloads, locals, the snippet's own types). Cached beside the compiled stubs.
public enum StubSymbols {
    /// Bump when the table's content or format changes.
    static let version = 1

    /// The table for `stubs`, built once per stub digest.
    public static func load(
        stubs: StubModules, sdk: IOSSimulatorSDK, toolchain: SwiftToolchain, cacheRoot: URL
    ) -> [String: StubSymbol] {
        let cache = cacheRoot.appending(path: "symbols-v\(version)-\(stubs.digest).json")
        let purpose = "stub symbols \(stubs.digest)"
        if let data = SealedFile.payload(cache.path, purpose: purpose),
            let table = try? JSONDecoder().decode([String: StubSymbol].self, from: Data(data))
        {
            return table
        }
        let extract = toolchain.swiftc.resolvingSymlinksInPath().deletingLastPathComponent()
            .appending(path: "swift-symbolgraph-extract")
        let output = cacheRoot.appending(path: "symbols-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let modules = stubs.modules
        DispatchQueue.concurrentPerform(iterations: modules.count) { index in
            _ = try? toolchain.run(
                extract,
                [
                    "-module-name", modules[index], "-target", toolchain.iosTarget(IOSSimulatorSDK.minimumTarget),
                    "-I", stubs.directory.path, "-I", sdk.directory.path, "-I", toolchain.shims.path,
                    "-resource-dir", sdk.directory.path, "-output-dir", output.path, "-minimum-access-level", "public",
                    "-skip-synthesized-members",
                ], readOnly: [stubs.directory, sdk.directory], writable: [output], timeout: 120)
        }
        var table: [String: StubSymbol] = [:]
        // `SwiftUI.symbols.json`, and `SwiftUI@Foundation.symbols.json` for what it adds to other modules' types.
        let files = (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []
        for name in files.sorted() where name.hasSuffix(".symbols.json") {
            let module = String(name.prefix { $0 != "@" && $0 != "." })
            guard let data = FileManager.default.contents(atPath: output.appending(path: name).path),
                let graph = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                let symbols = graph["symbols"] as? [[String: Any]]
            else { continue }
            read(symbols, module: module, into: &table)
        }
        if let data = try? JSONEncoder().encode(table) { SealedFile.write(cache.path, Array(data), purpose: purpose) }
        return table
    }

    /// Adds the symbols of one graph file.
    static func read(_ symbols: [[String: Any]], module: String, into table: inout [String: StubSymbol]) {
        var introducedByPath: [String: String] = [:]
        var parsed: [(usr: String, symbol: StubSymbol)] = []
        for entry in symbols {
            guard let path = entry["pathComponents"] as? [String], !path.isEmpty,
                let usr = (entry["identifier"] as? [String: Any])?["precise"] as? String
            else { continue }
            var availability = APIAvailability(introduced: nil, deprecated: nil, message: nil)
            for item in entry["availability"] as? [[String: Any]] ?? [] where (item["domain"] as? String) == "iOS" {
                if let version = item["introduced"] as? [String: Int] {
                    availability.introduced = Self.version(version)
                }
                if let version = item["deprecated"] as? [String: Int], (version["major"] ?? 0) < 1000 {
                    availability.deprecated = Self.version(version)
                    availability.message = item["message"] as? String
                }
            }
            if let introduced = availability.introduced { introducedByPath[path.joined(separator: ".")] = introduced }
            let fragments = entry["declarationFragments"] as? [[String: Any]] ?? []
            let declaration = fragments.compactMap { $0["spelling"] as? String }.joined()
            let lines = (entry["docComment"] as? [String: Any])?["lines"] as? [[String: Any]] ?? []
            let summary = lines.compactMap { $0["text"] as? String }.first { !$0.isEmpty }
            parsed.append(
                (
                    usr,
                    StubSymbol(
                        module: module, path: path, declaration: declaration, summary: summary,
                        availability: availability)
                ))
        }
        for (usr, symbol) in parsed {
            var resolved = symbol
            var parent = symbol.path.dropLast()
            while resolved.availability.introduced == nil, !parent.isEmpty {
                resolved.availability.introduced = introducedByPath[parent.joined(separator: ".")]
                parent = parent.dropLast()
            }
            table[usr] = resolved
        }
    }

    private static func version(_ parts: [String: Int]) -> String {
        "\(parts["major"] ?? 0).\(parts["minor"] ?? 0)" + ((parts["patch"] ?? 0) > 0 ? ".\(parts["patch"]!)" : "")
    }
}
