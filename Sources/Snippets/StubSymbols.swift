import Dispatch
import Foundation
import Incremental
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
    static let version = 3

    /// The table for `stubs`, built once per stub digest; with `needed`, only the symbols of those USRs. The
    /// cached table is one `usr<TAB>JSON` line per symbol, so a check that uses a few hundred of the stubs'
    /// tens of thousands of symbols decodes those alone instead of the whole table on every run.
    public static func load(
        stubs: StubModules, sdk: IOSSimulatorSDK, toolchain: SwiftToolchain, cacheRoot: URL,
        needed: Set<String>? = nil
    ) -> [String: StubSymbol] {
        let cache = cacheRoot.appending(path: "symbols-v\(version)-\(stubs.digest).tsv")
        let purpose = "stub symbols \(stubs.digest)"
        // The symbols of the last lookup, kept apart: a warm check uses the same ones as the run before, and
        // reads (and authenticates) those few instead of the whole table.
        let last = cacheRoot.appending(path: "symbols-v\(version)-\(stubs.digest).last")
        let lastPurpose = needed.map { "stub symbols \(stubs.digest) for \(key(of: $0))" }
        if let lastPurpose, let bytes = SealedFile.payload(last.path, purpose: lastPurpose),
            let table = lookUp(bytes, needed: nil)
        {
            return table
        }
        var table: [String: StubSymbol]
        if let bytes = SealedFile.payload(cache.path, purpose: purpose), let found = lookUp(bytes, needed: needed) {
            table = found
        } else {
            table = extract(stubs: stubs, sdk: sdk, toolchain: toolchain, cacheRoot: cacheRoot)
            SealedFile.write(cache.path, lines(table), purpose: purpose)
        }
        guard let needed, let lastPurpose else { return table }
        table = table.filter { needed.contains($0.key) }
        SealedFile.write(last.path, lines(table), purpose: lastPurpose)
        return table
    }

    /// A key of a set of USRs: the same set gives the same key, whatever its order.
    static func key(of usrs: Set<String>) -> String {
        var hash = ContentHash()
        for usr in usrs.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) { hash.add(usr) }
        return hash.hex
    }

    /// The cached table's bytes: one line per symbol, sorted by the USR's bytes (a USR holds neither a tab nor a
    /// newline, and JSON escapes both).
    static func lines(_ table: [String: StubSymbol]) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        var bytes: [UInt8] = []
        for usr in table.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            guard let json = try? encoder.encode(table[usr]!) else { continue }
            bytes += Array(usr.utf8) + [0x09] + Array(json) + [0x0A]
        }
        return bytes
    }

    /// The symbols of `needed` (all when nil) in a cached table, or nil when a line does not read. Each needed
    /// USR is found by binary search over the sorted lines, so the cost follows what a site uses.
    static func lookUp(_ bytes: [UInt8], needed: Set<String>?) -> [String: StubSymbol]? {
        let decoder = JSONDecoder()
        return bytes.withUnsafeBufferPointer { buffer -> [String: StubSymbol]? in
            /// The line that holds byte `offset`: its start, tab and end.
            func line(at offset: Int) -> (start: Int, tab: Int, end: Int)? {
                var start = offset
                while start > 0, buffer[start - 1] != 0x0A { start -= 1 }
                var tab = start
                while tab < buffer.count, buffer[tab] != 0x09, buffer[tab] != 0x0A { tab += 1 }
                var end = tab
                while end < buffer.count, buffer[end] != 0x0A { end += 1 }
                guard tab < end, end < buffer.count else { return nil }
                return (start, tab, end)
            }
            func symbol(_ found: (start: Int, tab: Int, end: Int)) -> StubSymbol? {
                try? decoder.decode(StubSymbol.self, from: Data(buffer[(found.tab + 1)..<found.end]))
            }
            var table: [String: StubSymbol] = [:]
            guard let needed else {
                var offset = 0
                while offset < buffer.count {
                    guard let found = line(at: offset), let decoded = symbol(found) else { return nil }
                    table[String(decoding: buffer[found.start..<found.tab], as: UTF8.self)] = decoded
                    offset = found.end + 1
                }
                return table
            }
            for usr in needed {
                let key = Array(usr.utf8)
                var low = 0
                var high = buffer.count
                while low < high {
                    guard let found = line(at: (low + high) / 2) else { return nil }
                    let candidate = buffer[found.start..<found.tab]
                    if candidate.elementsEqual(key) {
                        guard let decoded = symbol(found) else { return nil }
                        table[usr] = decoded
                        break
                    } else if candidate.lexicographicallyPrecedes(key) {
                        low = found.end + 1
                    } else {
                        high = found.start
                    }
                }
            }
            return table
        }
    }

    /// Every public symbol of the compiled stubs, from the toolchain's `swift-symbolgraph-extract`.
    static func extract(
        stubs: StubModules, sdk: IOSSimulatorSDK, toolchain: SwiftToolchain, cacheRoot: URL
    ) -> [String: StubSymbol] {
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

extension StubSymbol: StableHashable {
    /// Every stored field, in order.
    public func hash(into hasher: inout StableHasher) {
        hasher.combine(module)
        hasher.combine(path)
        hasher.combine(declaration)
        hasher.combine(summary)
        hasher.combine(availability)
    }
}
