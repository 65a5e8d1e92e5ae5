import Content
import Diagnostics
import Foundation
import Incremental
import SiteFiles

/// Compiles the stub modules under `Content/Stubs/<Module>/` for the iOS simulator into a cache folder.
///
/// A module may also have a Clang half (`module.modulemap` and `*.h`, as `ObjectiveC`, `CoreGraphics`,
/// `Foundation` and `UIKit` do in the real SDK, so C structs and `@objc` protocols behave as on iOS); it is
/// copied to `<output>/<Module>/`, where `-I <output>` finds it, before the Swift half is compiled.
///
/// Stubs declare Apple's API surface with `fatalError()` bodies. They are never part of Puente's own
/// targets, so they cannot clash with the real frameworks on a Mac. Modules are compiled in the order
/// their imports require; the folder is reused while the stub sources, SDK and toolchain are unchanged.
public struct StubModules: Sendable {
    /// The folder holding the compiled `.swiftmodule`s.
    public var directory: URL
    /// Module names, in dependency order.
    public var modules: [String]
    /// A digest of everything the modules were built from, part of every snippet's cache key.
    public var digest: String
    /// Macro plugins built from `Content/Stubs/Macros/<Plugin>/` (module names, as `#externalMacro` names them).
    public var plugins: [String] = []
    /// Damage found in the cache and repaired by rebuilding, one line each, to tell the user.
    public var repairs: [String] = []
    /// The facts tables of the modules generated from Apple's interfaces, by module (their bytes, read at most
    /// once, when first asked for; parsed only when an error needs ``AppleAPIIndex``).
    public var facts: [String: [UInt8]] { factsFiles.all }
    /// Where ``facts`` come from.
    var factsFiles = LazyStubFiles()
    /// Cross-import overlays: a file that imports both `modules` also imports `overlay`, as in the SDK.
    public var crossImports: [CrossImport] = []
    /// The hand-written Swift files of every module (`UIKit/UIView.swift`: their bytes, read at most once, when
    /// first asked for; scanned only when an error needs ``AppleAPIIndex``): the Objective-C halves, declared in
    /// part.
    public var handWritten: [String: [UInt8]] { handWrittenFiles.all }
    /// Where ``handWritten`` comes from.
    var handWrittenFiles = LazyStubFiles()

    /// A cross-import overlay (`_SwiftData_SwiftUI` for SwiftData and SwiftUI).
    public struct CrossImport: Sendable, Equatable {
        /// The two modules, the declaring one first.
        public var modules: [String]
        /// The overlay module.
        public var overlay: String
    }

    /// Site-relative folder of the stub sources.
    public static let folder = "Content/Stubs"
    /// The folder under `folder` whose subfolders are macro plugins, not stub modules.
    public static let macrosFolder = "Macros"

    /// The compiled plugin libraries, for `-load-plugin-library`.
    public var pluginLibraries: [URL] {
        plugins.map { directory.appending(path: "plugins/\(SwiftToolchain.pluginLibraryName($0))") }
    }

    /// Compiles (or reuses) the stubs of the site at `siteRoot`: the built-in modules (``BuiltInFiles``) and
    /// the site's own `Content/Stubs/<Module>/`, a site module replacing the built-in one of its name whole
    /// (and a site plugin under `Macros/` the built-in plugin of its name).
    ///
    /// A stub file whose identity has not changed since its digest was recorded (``StubFileDigests``) is not
    /// read: a warm check takes a `stat` of it. When the stubs must be compiled, they are prepared again with
    /// every file read (`knownDigests` false), so what is compiled is what is hashed.
    public static func prepare(
        siteRoot: URL, toolchain: SwiftToolchain, sdk: IOSSimulatorSDK, cacheRoot: URL,
        builtIn: URL? = BuiltInFiles.root, prebuilt: PrebuiltCaches? = nil, knownDigests: Bool = true,
        announce: (@Sendable (String) -> Void)? = nil,
        progress: (@Sendable (_ done: Int, _ total: Int, _ item: String) -> Void)? = nil
    ) throws(SnippetError) -> StubModules {
        let layers = LayeredFolder(siteRoot: siteRoot, builtInRoot: builtIn)
        // Every stub file is read once, through the site folder's rules (a link out of the site or a special
        // file is refused), and the compiler only ever sees these bytes, copied into the staging folder.
        var sources = SourceFiles(layers: layers)
        sources.hash.add(sdk.directory.lastPathComponent)
        sources.hash.add("stub build \(buildRecipe)")
        let digests = knownDigests ? StubFileDigests.load(cacheRoot) : StubFileDigests()
        try sources.readModules(digests: digests)
        // Each file's own digest, on all cores; the stubs' digest is made of those, in order.
        let fileDigests = sources.fileDigests(recordingIn: digests, cacheRoot: cacheRoot)
        try sources.hashModules(fileDigests)
        // Macro plugins: host libraries built from their sources with the toolchain's swift-syntax.
        try sources.readPlugins()
        try checkSiteCode(
            layers: layers, builtIn: builtIn, modules: sources.names, plugins: sources.plugins,
            pluginFiles: sources.pluginFiles, contents: sources.contents, unread: Set(sources.unread.keys),
            sandbox: toolchain.sandbox)
        let final = cacheRoot.appending(path: "stubs-\(sources.hash.hex)")
        let (reusable, note) = CacheSeal.reuse(final, what: "stub modules")
        // To compile, every source is read, and hashed as read.
        if !reusable, !sources.unread.isEmpty {
            var stubs = try prepare(
                siteRoot: siteRoot, toolchain: toolchain, sdk: sdk, cacheRoot: cacheRoot, builtIn: builtIn,
                prebuilt: prebuilt, knownDigests: false, announce: announce, progress: progress)
            // The damage this look found (the folder is gone when the second one looks).
            if let note, !stubs.repairs.contains(note) { stubs.repairs.insert(note, at: 0) }
            return stubs
        }
        // A generated module that names another's types (`QuartzCore.CALayer`) without importing it gets that
        // import when it is rendered, so it is built after it. Finding those names reads every table whole, so
        // compiled stubs keep the order they were built in (`order.txt`), and a warm check reads that instead.
        var repairs = note.map { [$0] } ?? []
        // Every file was read and hashed (above), so a prebuilt folder of this name was made from these very bytes.
        if !reusable, let prebuilt {
            try CacheSeal.requireWritable(cacheRoot, variable: "PUENTE_CACHE_DIR")
            let (installed, problem) = prebuilt.install(at: final, cacheRoot: cacheRoot, toolchain: toolchain)
            if installed {
                var stubs = sources.modules(in: final, order: try sources.buildOrder(reusable: true, final: final))
                stubs.repairs = repairs
                return stubs
            }
            repairs += problem.map { [$0] } ?? []
        }
        let order = try sources.buildOrder(reusable: reusable, final: final)
        var stubs = sources.modules(in: final, order: order)
        if reusable { return stubs }
        // About 2 s a module on 2 cores (the 43 built-in ones took 91 s).
        announce?(
            "compiling \(order.count) stub modules (new or changed since the last check, about "
                + "\(max(5, order.count * 2)) s)")
        try build(
            sources, order: order, into: final, cacheRoot: cacheRoot, toolchain: toolchain, sdk: sdk,
            progress: progress)
        stubs.repairs = repairs
        return stubs
    }

    /// The stub modules each module needs built before it: its files' imports (a table's `# import` lines), the
    /// modules its `.reexports` names, and the modules whose types its table names (`QuartzCore.CALayer`), which
    /// the rendered interface imports.
    static func moduleImports(
        _ names: [String], files: [String: [String]], contents: [String: [UInt8]]
    ) -> [String: Set<String>] {
        let modules = Set(names)
        var imports: [String: Set<String>] = [:]
        for name in names {
            var found: Set<String> = []
            for file in files[name] ?? [] {
                let data = contents["\(name)/\(file)"] ?? []
                // A facts table's imports are its `# import` lines, in its header (the `#` lines before the rows).
                var lines = data[...]
                if file == factsFile(name),
                    let end = data.indices.first(where: { ($0 == 0 || data[$0 - 1] == 0x0A) && data[$0] != 0x23 })
                {
                    lines = data[..<end]
                }
                for bytes in lines.split(separator: 0x0A) where mentionsImport(bytes) {
                    let line = Substring(String(decoding: bytes, as: UTF8.self))
                    let code = line.hasPrefix("# import\t") ? line.dropFirst("# import\t".count) : line
                    if let imported = importedModule(code) { found.insert(imported) }
                }
            }
            found.formUnion(reexports(contents["\(name)/\(reexportsFile(name))"] ?? []))
            if let facts = contents["\(name)/\(factsFile(name))"] {
                found.formUnion(qualifiers(in: facts, among: modules))
            }
            imports[name] = found.intersection(modules).subtracting([name])
        }
        return imports
    }

    /// How Puente turns stub sources into modules, in the stubs' digest: bump it when the same sources would build
    /// different modules (2: a hand-written half's enums get their derived members, ``InterfaceSynthesis``).
    static let buildRecipe = 2

    /// The file of a compiled stubs folder that lists its modules in the order they were built.
    static let orderFile = "order.txt"

    /// The build order kept in a compiled stubs folder, if it names exactly `names` once each.
    static func keptOrder(in folder: URL, names: [String]) -> [String]? {
        guard let data = FileManager.default.contents(atPath: folder.appending(path: orderFile).path) else {
            return nil
        }
        let order = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        guard order.count == names.count, Set(order) == Set(names) else { return nil }
        return order
    }

    /// The facts table of a module generated from Apple's SDK interface (``StubFactsTable``).
    static func factsFile(_ module: String) -> String { "\(module).facts.tsv" }

    /// The modules a generated module re-exports beyond its interface's own `@_exported` imports.
    static func reexportsFile(_ module: String) -> String { "\(module).reexports" }

    /// The two modules whose joint import loads a cross-import overlay (`SwiftData` and `SwiftUI` for
    /// `_SwiftData_SwiftUI`), one a line, the declaring module first.
    static func crossImportFile(_ module: String) -> String { "\(module).crossimport" }

    /// The module names of a re-exports file: one a line, `#` starting a comment.
    static func reexports(_ bytes: [UInt8]) -> [String] {
        String(decoding: bytes, as: UTF8.self).split(separator: "\n").compactMap { line in
            let name = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let trimmed = name.trimmingCharacters(in: .whitespaces)
            return trimmed.isEmpty ? nil : trimmed
        }
    }

    /// The names of `modules` that qualify a name in `text` (`QuartzCore` in `QuartzCore.CALayer`), in one pass
    /// over its bytes: a whole identifier followed by `.`, so `Foundation.URL` names Foundation and
    /// `CoreFoundation.CGFloat` does not.
    static func qualifiers(in text: [UInt8], among modules: Set<String>) -> Set<String> {
        func isIdentifier(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == 0x5F || byte >= 0x80
        }
        // Compared as bytes: a table names a module before nearly every type, and a string per name would cost
        // more than the scan.
        let names = Dictionary(modules.map { (ArraySlice(Array($0.utf8)), $0) }, uniquingKeysWith: { a, _ in a })
        let lengths = Set(names.keys.map(\.count))
        var found: Set<String> = []
        var index = 0
        while index < text.count {
            guard isIdentifier(text[index]) else {
                index += 1
                continue
            }
            let start = index
            while index < text.count, isIdentifier(text[index]) { index += 1 }
            if index < text.count, text[index] == 0x2E, lengths.contains(index - start),
                let name = names[text[start..<index]]
            {
                found.insert(name)
            }
        }
        return found
    }

    /// The line of the table's file each row is on (the `#` lines and the header come first; implicit imports
    /// add lines to the interface only).
    static func lineNumbers(of table: StubFactsTable) -> [Int: Int] {
        let first = 4 + table.imports.count + 2
        return Dictionary(uniqueKeysWithValues: table.rows.enumerated().map { ($0.element.id, first + $0.offset) })
    }

    /// ``clangArguments(moduleCache:)`` as the frontend takes them.
    static func frontendClangArguments(moduleCache: URL) -> [String] {
        ["-module-cache-path", moduleCache.path, "-Xcc", "-nostdlibinc"]
    }

    /// Whether a staging folder whose modules failed stays on disk for inspection (`stubgen prune --keep`).
    nonisolated(unsafe) public static var keepsFailedStaging = false
    /// For `stubgen prune` only: a folder where each compiled module is kept under a key of its sources and of
    /// every module before it, and taken from on the next round instead of compiling it again.
    nonisolated(unsafe) public static var reuseFolder: URL?

    /// The staging folder's Clang module cache while the stubs compile (removed before the folder is sealed).
    static let moduleCacheFolder = "module-cache"

    /// What every compile against the stubs passes to the Clang importer: its own module cache, and no
    /// system header folders (`/usr/include`), so a stub header finds only stub headers and the compiler's own.
    static func clangArguments(moduleCache: URL) -> [String] {
        ["-module-cache-path", moduleCache.path, "-Xcc", "-nostdlibinc"]
    }

    /// Refuses, before anything is compiled, a C half that names a file outside the stub modules
    /// (``StubHeaderCheck``, every module, built-in or the site's), and the site's own plugins and C halves
    /// where the compiler cannot be sandboxed and the site's code is not trusted (``ToolSandbox``). The
    /// built-in files are Puente's own; so are the site's when the site is Puente's source tree.
    static func checkSiteCode(
        layers: LayeredFolder, builtIn: URL?, modules: [String], plugins: [String], pluginFiles: [String: [String]],
        contents: [String: [UInt8]], unread: Set<String> = [], sandbox: ToolSandbox
    ) throws(SnippetError) {
        var headers: [String: Set<String>] = [:]
        for key in contents.keys where key.hasSuffix(".h") && !key.hasPrefix("\(macrosFolder)/") {
            let parts = key.split(separator: "/", maxSplits: 1)
            headers[String(parts[0]), default: []].insert(String(parts[1]))
        }
        for key in contents.keys.sorted() where !key.hasPrefix("\(macrosFolder)/") {
            let parts = key.split(separator: "/", maxSplits: 1).map(String.init)
            guard parts.count == 2, parts[1] == "module.modulemap" || parts[1].hasSuffix(".h") else { continue }
            let bytes = contents[key] ?? []
            let problems =
                parts[1] == "module.modulemap"
                ? StubHeaderCheck.moduleMap(bytes, module: parts[0], headers: headers)
                : StubHeaderCheck.header(bytes, module: parts[0], headers: headers)
            if let first = problems.first {
                throw .headerReachesOutside(
                    SourceLocation(path: "\(folder)/\(key)", line: first.line, column: first.column),
                    message: first.message)
            }
        }
        guard !sandbox.allowsSiteCode else { return }
        let ownSources =
            builtIn.map { SiteFolder(root: $0).realRoot == layers.site.realRoot } ?? false
        guard !ownSources else { return }
        let isSites = { (path: String) in layers.owner(of: path).realRoot == layers.site.realRoot }
        for plugin in plugins where isSites("\(folder)/\(macrosFolder)/\(plugin)") {
            let file = pluginFiles[plugin]?.first.map { "/\($0)" } ?? ""
            throw .siteCodeRefused(
                path: "\(folder)/\(macrosFolder)/\(plugin)\(file)", what: "the site's macro plugin \(plugin)",
                sandbox: sandbox.summary)
        }
        for module in modules where isSites("\(folder)/\(module)") {
            let clang = Set(contents.keys).union(unread).filter {
                $0.hasPrefix("\(module)/") && !$0.hasSuffix(".swift")
            }.sorted()
            if let first = clang.first {
                throw .siteCodeRefused(
                    path: "\(folder)/\(first)", what: "the C half of the site's stub module \(module)",
                    sandbox: sandbox.summary)
            }
        }
    }

    /// Whether a line's bytes contain `import` followed by a space or a tab: only such a line can import, so
    /// the others (nearly all of a stub file's) are never decoded.
    static func mentionsImport(_ line: ArraySlice<UInt8>) -> Bool {
        let word: [UInt8] = Array("import".utf8)
        var index = line.startIndex
        while index + word.count < line.endIndex {
            if line[index] == 0x69, line[index..<index + word.count].elementsEqual(word),
                line[index + word.count] == 0x20 || line[index + word.count] == 0x09
            {
                return true
            }
            index += 1
        }
        return false
    }

    /// `import X` / `@_exported import X` / `import struct X.Y` → `X`.
    static func importedModule(_ line: Substring) -> String? {
        // Most lines are declarations: only a line that starts with `import` or an attribute can import.
        let start = line.drop { $0 == " " || $0 == "\t" }
        let levels: [Substring] = ["public", "package", "internal", "fileprivate", "private"]
        guard start.hasPrefix("import") || start.hasPrefix("@") || levels.contains(where: { start.hasPrefix($0 + " ") })
        else { return nil }
        var words = line.split(separator: " ").filter { !$0.isEmpty }
        // Attributes and an access level (`@_exported public import SwiftData`, as Apple's newer interfaces write).
        while let first = words.first, first.hasPrefix("@") || levels.contains(first) { words.removeFirst() }
        guard words.first == "import", words.count >= 2 else { return nil }
        let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]
        let path = kinds.contains(words[1]) && words.count >= 3 ? words[2] : words[1]
        return path.split(separator: ".").first.map(String.init)
    }

    static func dependencyOrder(_ names: [String], imports: [String: Set<String>]) throws(SnippetError) -> [String] {
        var order: [String] = []
        var state: [String: Int] = [:]  // 1 visiting, 2 done
        func visit(_ name: String, path: [String]) throws(SnippetError) {
            if state[name] == 2 { return }
            if state[name] == 1 {
                throw .stubModuleFailed(
                    module: name,
                    diagnostics: [
                        .error("stub modules import each other in a cycle: \((path + [name]).joined(separator: " → "))")
                    ])
            }
            state[name] = 1
            for dependency in (imports[name] ?? []).sorted() { try visit(dependency, path: path + [name]) }
            state[name] = 2
            order.append(name)
        }
        for name in names { try visit(name, path: []) }
        return order
    }
}
