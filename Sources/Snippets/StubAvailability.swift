import Dispatch
import Foundation

/// The iOS availability of every public name in the stub modules, read from the compiled stubs with the
/// toolchain's `swift-symbolgraph-extract` — never from a hand-kept list.
///
/// Names are base names (`scrollContentBackground`, `ContentUnavailableView`). A name declared several
/// times with different availability (an old and a new overload) is left out, since the page cannot tell
/// which one a snippet means. The table is cached beside the compiled stubs.
public enum StubAvailability {
    /// The table for `stubs`, built once per stub digest.
    public static func load(
        stubs: StubModules, sdk: IOSSimulatorSDK, toolchain: SwiftToolchain, cacheRoot: URL
    ) -> [String: APIAvailability] {
        let cache = cacheRoot.appending(path: "availability-\(stubs.digest).json")
        if let data = FileManager.default.contents(atPath: cache.path),
            let table = try? JSONDecoder().decode([String: APIAvailability].self, from: data)
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
            _ = try? ProcessRunner.run(
                extract,
                [
                    "-module-name", modules[index], "-target", toolchain.iosTarget(IOSSimulatorSDK.minimumTarget),
                    "-I", stubs.directory.path, "-I", sdk.directory.path, "-I", toolchain.shims.path,
                    "-resource-dir", sdk.directory.path, "-output-dir", output.path, "-minimum-access-level", "public",
                    "-skip-synthesized-members",
                ], timeout: 120)
        }
        var entries: [String: Set<APIAvailability>] = [:]
        for module in modules {
            guard
                let data = FileManager.default.contents(atPath: output.appending(path: "\(module).symbols.json").path),
                let graph = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                let symbols = graph["symbols"] as? [[String: Any]]
            else { continue }
            var introducedByPath: [String: String] = [:]
            var parsed: [(path: [String], entry: APIAvailability)] = []
            for symbol in symbols {
                guard let path = symbol["pathComponents"] as? [String], !path.isEmpty else { continue }
                var entry = APIAvailability(introduced: nil, deprecated: nil, message: nil)
                for item in symbol["availability"] as? [[String: Any]] ?? [] where (item["domain"] as? String) == "iOS"
                {
                    if let version = item["introduced"] as? [String: Int] { entry.introduced = Self.version(version) }
                    if let version = item["deprecated"] as? [String: Int], (version["major"] ?? 0) < 1000 {
                        entry.deprecated = Self.version(version)
                        entry.message = item["message"] as? String
                    }
                }
                if let introduced = entry.introduced { introducedByPath[path.joined(separator: ".")] = introduced }
                parsed.append((path, entry))
            }
            for (path, entry) in parsed {
                var resolved = entry
                var parent = path.dropLast()
                while resolved.introduced == nil, !parent.isEmpty {
                    resolved.introduced = introducedByPath[parent.joined(separator: ".")]
                    parent = parent.dropLast()
                }
                let name = String(path.last!.prefix { $0 != "(" })
                guard !name.hasPrefix("_"), !name.isEmpty else { continue }
                entries[name, default: []].insert(resolved)
            }
        }
        var table: [String: APIAvailability] = [:]
        for (name, set) in entries where set.count == 1 { table[name] = set.first }
        if let data = try? JSONEncoder().encode(table) { try? data.write(to: cache, options: .atomic) }
        return table
    }

    private static func version(_ parts: [String: Int]) -> String {
        "\(parts["major"] ?? 0).\(parts["minor"] ?? 0)" + ((parts["patch"] ?? 0) > 0 ? ".\(parts["patch"]!)" : "")
    }
}
