import Digest
import Foundation

/// Compiled caches an installation ships (the release archive's `share/puente/prebuilt/`): the iOS standard
/// library (``IOSSimulatorSDK``) and the built-in stub modules (``StubModules``), compiled by the compiler that
/// `compiler.json` names (``CompilerIdentity``).
///
/// A first check whose compiler is that very one copies the folder it needs into its cache instead of building it
/// (seconds instead of about two minutes); any other compiler builds as before. A prebuilt folder is named as in
/// the cache (`sdk-<key>`, `stubs-<key>`, the key covering the toolchain's version and every stub file), so only a
/// folder made from the same inputs is ever found. Each lists its files with their sizes and digests
/// (``manifestFile``); a copy that does not match is discarded and the folder built.
public struct PrebuiltCaches: Sendable {
    /// The `prebuilt` folder.
    public var folder: URL
    /// The compiler its folders were made by.
    public var compiler: CompilerIdentity
    /// The machine's cache folder, where a compiler's digest is kept between runs (``CompilerIdentity``).
    public var digestCache: URL?

    /// The folder's name inside the built-in files (``BuiltInFiles``).
    public static let folderName = "prebuilt"
    /// The file naming the compiler, in the `prebuilt` folder.
    public static let compilerFile = "compiler.json"
    /// The list of files in each prebuilt folder.
    public static let manifestFile = "prebuilt.json"

    /// One file of a prebuilt folder.
    struct Entry: Codable, Equatable {
        /// Path relative to the folder.
        var path: String
        /// Size in bytes.
        var size: Int
        /// BLAKE2b-128 of the bytes, in hexadecimal.
        var checksum: String
    }

    /// The prebuilt caches beside the built-in files at `builtIn`, when there are any; compilers' digests are kept
    /// in `digestCache`.
    public static func locate(builtIn: URL?, digestCache: URL? = nil) -> PrebuiltCaches? {
        guard let folder = builtIn?.appending(path: folderName),
            let data = FileManager.default.contents(atPath: folder.appending(path: compilerFile).path),
            let compiler = try? JSONDecoder().decode(CompilerIdentity.self, from: data)
        else { return nil }
        return PrebuiltCaches(folder: folder, compiler: compiler, digestCache: digestCache)
    }

    /// Why these caches cannot be used with `toolchain`'s compiler; nil when they were made by it.
    public func refusal(for toolchain: SwiftToolchain) -> String? {
        guard let identity = CompilerIdentity.of(toolchain, cache: digestCache) else {
            return "cannot read \(toolchain.frontend.path) to compare it with the compiler they were made by"
        }
        return compiler.difference(from: identity)
    }

    /// Whether this holds a folder named `name`.
    func holds(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: folder.appending(path: "\(name)/\(Self.manifestFile)").path)
    }

    /// Copies the prebuilt folder `name` into the empty folder `staging` when it is here and was made by
    /// `toolchain`'s compiler: true when copied; false when there is none for this compiler. Throws when the
    /// folder is damaged (a file missing, or not the bytes its list names).
    func copy(_ name: String, into staging: URL, for toolchain: SwiftToolchain) throws -> Bool {
        guard holds(name), refusal(for: toolchain) == nil else { return false }
        let source = folder.appending(path: name)
        let listed = try Data(contentsOf: source.appending(path: Self.manifestFile))
        let entries = try JSONDecoder().decode([Entry].self, from: listed)
        let fm = FileManager.default
        for entry in entries {
            guard !entry.path.hasPrefix("/"), !entry.path.split(separator: "/").contains("..") else {
                throw Damage(reason: "its list names \(entry.path), outside the folder")
            }
            let data = try Data(contentsOf: source.appending(path: entry.path))
            guard data.count == entry.size, CacheSeal.checksum(data) == entry.checksum else {
                throw Damage(reason: "\(name)/\(entry.path) is not the file its list names")
            }
            let target = staging.appending(path: entry.path)
            try fm.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: target)
            if let mode = try? fm.attributesOfItem(atPath: source.appending(path: entry.path).path)[.posixPermissions] {
                try? fm.setAttributes([.posixPermissions: mode], ofItemAtPath: target.path)
            }
        }
        return true
    }

    /// Installs the prebuilt folder of `final`'s name as the sealed cache folder `final` (under `cacheRoot`), when
    /// it is here for `toolchain`'s compiler: true when installed. A damaged prebuilt folder installs nothing and
    /// says so in `note`, so the caller builds the folder and tells the user.
    func install(at final: URL, cacheRoot: URL, toolchain: SwiftToolchain) -> (installed: Bool, note: String?) {
        let name = final.lastPathComponent
        guard holds(name) else { return (false, nil) }
        let fm = FileManager.default
        let staging = cacheRoot.appending(
            path: "\(name).prebuilt-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        defer { try? fm.removeItem(at: staging) }
        do {
            try fm.createDirectory(at: staging, withIntermediateDirectories: true)
            guard try copy(name, into: staging, for: toolchain) else { return (false, nil) }
            try CacheSeal.install(staging, at: final)
            return (true, nil)
        } catch {
            return (
                false, "prebuilt folder \(folder.appending(path: name).path) could not be used (\(error)); built it"
            )
        }
    }

    /// A prebuilt folder that is not what its list says.
    struct Damage: Error, CustomStringConvertible {
        var reason: String
        var description: String { reason }
    }

    /// Writes the sealed cache folder `cache` as the prebuilt folder of its name under `destination`, with its list.
    static func export(_ cache: URL, to destination: URL) throws {
        let fm = FileManager.default
        let target = destination.appending(path: cache.lastPathComponent)
        try? fm.removeItem(at: target)
        var entries: [Entry] = []
        for path in CacheSeal.files(in: cache) {
            let data = try Data(contentsOf: cache.appending(path: path))
            let copy = target.appending(path: path)
            try fm.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: copy)
            if let mode = try? fm.attributesOfItem(atPath: cache.appending(path: path).path)[.posixPermissions] {
                try? fm.setAttributes([.posixPermissions: mode], ofItemAtPath: copy.path)
            }
            entries.append(Entry(path: path, size: data.count, checksum: CacheSeal.checksum(data)))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        try encoder.encode(entries).write(to: target.appending(path: manifestFile))
    }

    /// Builds (or reuses from the caches) the iOS standard library and the built-in stub modules with `toolchain`,
    /// and writes them with the compiler's identity to `destination` (`puente prebuild`, for release archives).
    /// Returns the folders written.
    /// `environment` chooses the stubs' cache folder as for any site (`PUENTE_CACHE_DIR`), so stubs compiled there
    /// before are reused.
    public static func make(
        into destination: URL, toolchain: SwiftToolchain, sharedCache: URL, builtIn: URL,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        announce: (@Sendable (String) -> Void)? = nil,
        progress: (@Sendable (_ done: Int, _ total: Int, _ item: String) -> Void)? = nil
    ) throws -> [String] {
        guard let identity = CompilerIdentity.of(toolchain, cache: sharedCache) else {
            throw Damage(reason: "cannot read \(toolchain.frontend.path)")
        }
        let fm = FileManager.default
        // A site with nothing of its own: its stubs are the built-in ones alone, keyed as any such site's are.
        let site = fm.temporaryDirectory.appending(path: "puente-prebuild-\(UUID().uuidString)")
        try fm.createDirectory(at: site, withIntermediateDirectories: true)
        defer { try? fm.removeItem(at: site) }
        let siteCache = SnippetCacheLocation.site(site, environment: environment)
        let sdk = try IOSSimulatorSDK.prepare(
            toolchain: toolchain, cacheRoot: sharedCache, announce: announce, progress: progress)
        let stubs = try StubModules.prepare(
            siteRoot: site, toolchain: toolchain, sdk: sdk, cacheRoot: siteCache, builtIn: builtIn,
            announce: announce, progress: progress)
        try fm.createDirectory(at: destination, withIntermediateDirectories: true)
        for stale in (try? fm.contentsOfDirectory(atPath: destination.path)) ?? [] {
            try fm.removeItem(at: destination.appending(path: stale))
        }
        try export(sdk.directory, to: destination)
        try export(stubs.directory, to: destination)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        try encoder.encode(identity).write(to: destination.appending(path: compilerFile))
        return [sdk.directory.lastPathComponent, stubs.directory.lastPathComponent]
    }
}
