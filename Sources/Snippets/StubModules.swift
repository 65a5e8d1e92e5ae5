import Diagnostics
import Foundation
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
    public static func prepare(
        siteRoot: URL, toolchain: SwiftToolchain, sdk: IOSSimulatorSDK, cacheRoot: URL,
        builtIn: URL? = BuiltInFiles.root
    ) throws(SnippetError) -> StubModules {
        let layers = LayeredFolder(siteRoot: siteRoot, builtInRoot: builtIn)
        let fm = FileManager.default
        let names = layers.entries(folder).filter { $0 != macrosFolder && layers.isFolder("\(folder)/\($0)") }
        // Every stub file is read once, through the site folder's rules (a link out of the site or a special
        // file is refused), and the compiler only ever sees these bytes, copied into the staging folder.
        var files: [String: [String]] = [:]
        var contents: [String: [UInt8]] = [:]
        var imports: [String: Set<String>] = [:]
        var hash = ContentHash()
        hash.add(sdk.directory.lastPathComponent)
        for name in names {
            // Every file of a module comes from the one layer that holds the module.
            let site = layers.owner(of: "\(folder)/\(name)")
            let allFiles = site.entries("\(folder)/\(name)")
            let moduleFiles = allFiles.filter { $0.hasSuffix(".swift") }
            files[name] = moduleFiles
            for file in allFiles where file == "module.modulemap" || file.hasSuffix(".h") || file.hasSuffix(".swift") {
                do {
                    contents["\(name)/\(file)"] = try site.read("\(folder)/\(name)/\(file)")
                } catch {
                    throw .stubFileRefused(error)
                }
            }
            for file in allFiles where file == "module.modulemap" || file.hasSuffix(".h") {
                hash.add("\(name)/\(file)")
                hash.add(bytes: Data(contents["\(name)/\(file)"] ?? []))
            }
            var moduleImports: Set<String> = []
            for file in moduleFiles {
                let data = contents["\(name)/\(file)"] ?? []
                hash.add("\(name)/\(file)")
                hash.add(bytes: Data(data))
                for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
                    if let imported = importedModule(line), names.contains(imported), imported != name {
                        moduleImports.insert(imported)
                    }
                }
            }
            imports[name] = moduleImports
        }
        // Macro plugins: host libraries built from their sources with the toolchain's swift-syntax.
        let macros = "\(folder)/\(macrosFolder)"
        let plugins = layers.entries(macros).filter { layers.isFolder("\(macros)/\($0)") }
        var pluginFiles: [String: [String]] = [:]
        for plugin in plugins {
            let site = layers.owner(of: "\(macros)/\(plugin)")
            let sources = site.entries("\(macros)/\(plugin)").filter { $0.hasSuffix(".swift") }
            pluginFiles[plugin] = sources
            for file in sources {
                let key = "\(macrosFolder)/\(plugin)/\(file)"
                do {
                    contents[key] = try site.read("\(folder)/\(key)")
                } catch {
                    throw .stubFileRefused(error)
                }
                hash.add(key)
                hash.add(bytes: Data(contents[key] ?? []))
            }
        }
        try checkSiteCode(
            layers: layers, builtIn: builtIn, modules: names, plugins: plugins, pluginFiles: pluginFiles,
            contents: contents, sandbox: toolchain.sandbox)
        let order = try dependencyOrder(names, imports: imports)
        let final = cacheRoot.appending(path: "stubs-\(hash.hex)")
        let (reusable, note) = CacheSeal.reuse(final, what: "stub modules")
        if reusable { return StubModules(directory: final, modules: order, digest: hash.hex, plugins: plugins) }
        try CacheSeal.requireWritable(cacheRoot, variable: "PUENTE_CACHE_DIR")
        let staging = cacheRoot.appending(
            path: "stubs-\(hash.hex).tmp-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try? fm.removeItem(at: staging)
        try? fm.createDirectory(at: staging, withIntermediateDirectories: true)
        defer { try? fm.removeItem(at: staging) }
        let copies = staging.appending(path: "sources")
        // Plugins need no stub module, so they build while the modules do (a module compile uses one core).
        let pluginFailure = Failures()
        let pluginBuild = DispatchGroup()
        DispatchQueue.global().async(group: pluginBuild) { [contents, pluginFiles] in
            do {
                try buildPlugins(
                    plugins, files: pluginFiles, contents: contents, sources: copies, toolchain: toolchain,
                    into: staging)
            } catch {
                pluginFailure.add(
                    0,
                    error as? SnippetError ?? .stubModuleFailed(module: macrosFolder, diagnostics: [.error("\(error)")])
                )
            }
        }
        // Runs before the staging folder is removed, also when a module fails.
        defer { pluginBuild.wait() }
        for module in order {
            if contents["\(module)/module.modulemap"] != nil {
                let clangHalf = staging.appending(path: module)
                try? fm.createDirectory(at: clangHalf, withIntermediateDirectories: true)
                for (key, bytes) in contents where key.hasPrefix("\(module)/") && !key.hasSuffix(".swift") {
                    _ = fm.createFile(atPath: staging.appending(path: key).path, contents: Data(bytes))
                }
            }
            try? fm.createDirectory(at: copies.appending(path: module), withIntermediateDirectories: true)
            let paths = (files[module] ?? []).map { file in
                let copy = copies.appending(path: "\(module)/\(file)")
                _ = fm.createFile(atPath: copy.path, contents: Data(contents["\(module)/\(file)"] ?? []))
                return copy.path
            }
            try compile(module, files: paths, sources: copies, toolchain: toolchain, sdk: sdk, into: staging)
        }
        pluginBuild.wait()
        if let failure = pluginFailure.first { throw failure }
        try? fm.removeItem(at: copies)
        try? fm.removeItem(at: staging.appending(path: moduleCacheFolder))
        do {
            try CacheSeal.install(staging, at: final)
        } catch {
            throw .stubModuleFailed(
                module: "(cache)", diagnostics: [.error("cannot move compiled stubs to \(final.path): \(error)")])
        }
        var stubs = StubModules(directory: final, modules: order, digest: hash.hex, plugins: plugins)
        stubs.repairs = note.map { [$0] } ?? []
        return stubs
    }

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
        contents: [String: [UInt8]], sandbox: ToolSandbox
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
            let clang = contents.keys.filter { $0.hasPrefix("\(module)/") && !$0.hasSuffix(".swift") }.sorted()
            if let first = clang.first {
                throw .siteCodeRefused(
                    path: "\(folder)/\(first)", what: "the C half of the site's stub module \(module)",
                    sandbox: sandbox.summary)
            }
        }
    }

    /// `import X` / `@_exported import X` / `import struct X.Y` → `X`.
    static func importedModule(_ line: Substring) -> String? {
        // Most lines are declarations: only a line that starts with `import` or an attribute can import.
        let start = line.drop { $0 == " " || $0 == "\t" }
        guard start.hasPrefix("import") || start.hasPrefix("@") else { return nil }
        var words = line.split(separator: " ").filter { !$0.isEmpty }
        while let first = words.first, first.hasPrefix("@") { words.removeFirst() }
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

    private static func compile(
        _ module: String, files: [String], sources: URL, toolchain: SwiftToolchain, sdk: IOSSimulatorSDK,
        into directory: URL
    ) throws(SnippetError) {
        let moduleFolder = directory.appending(path: "\(module).swiftmodule")
        try? FileManager.default.createDirectory(at: moduleFolder, withIntermediateDirectories: true)
        let arguments =
            [
                "-emit-module", "-module-name", module, "-parse-as-library", "-enable-library-evolution",
                "-swift-version", "5", "-target", toolchain.iosTarget(IOSSimulatorSDK.minimumTarget),
                "-I", directory.path, "-I", sdk.directory.path, "-I", toolchain.shims.path,
                "-resource-dir", sdk.directory.path, "-plugin-path", toolchain.plugins.path,
                "-diagnostic-style", "llvm", "-emit-module-path",
                moduleFolder.appending(path: toolchain.moduleFileName).path,
            ] + clangArguments(moduleCache: directory.appending(path: moduleCacheFolder)) + files
        let output: ProcessRunner.Output
        do {
            output = try toolchain.run(
                toolchain.swiftc, arguments, in: directory, readOnly: [sdk.directory], timeout: 600)
        } catch {
            throw .stubModuleFailed(module: module, diagnostics: [.error("\(error)")])
        }
        guard output.status != 0 || output.timedOut else { return }
        throw failure(module, output, sources: sources)
    }

    /// Builds each macro plugin into `<directory>/plugins/` as a host library (two at a time: each takes about
    /// 15 s, almost all of it in the compiler's front end).
    private static func buildPlugins(
        _ plugins: [String], files: [String: [String]], contents: [String: [UInt8]], sources: URL,
        toolchain: SwiftToolchain, into directory: URL
    ) throws(SnippetError) {
        guard !plugins.isEmpty else { return }
        let fm = FileManager.default
        let output = directory.appending(path: "plugins")
        try? fm.createDirectory(at: output, withIntermediateDirectories: true)
        var jobs: [(plugin: String, arguments: [String])] = []
        for plugin in plugins {
            let folder = sources.appending(path: "\(macrosFolder)/\(plugin)")
            try? fm.createDirectory(at: folder, withIntermediateDirectories: true)
            let paths = (files[plugin] ?? []).map { file in
                let copy = folder.appending(path: file)
                _ = fm.createFile(
                    atPath: copy.path, contents: Data(contents["\(macrosFolder)/\(plugin)/\(file)"] ?? []))
                return copy.path
            }
            jobs.append((plugin, toolchain.pluginArguments(module: plugin, output: output) + paths))
        }
        let failures = Failures()
        let work = jobs
        DispatchQueue.concurrentPerform(iterations: work.count) { index in
            let job = work[index]
            let module = "\(macrosFolder)/\(job.plugin)"
            do {
                let result = try toolchain.run(toolchain.swiftc, job.arguments, in: directory, timeout: 600)
                if result.status != 0 || result.timedOut {
                    failures.add(index, failure(module, result, sources: sources))
                }
            } catch {
                failures.add(index, .stubModuleFailed(module: module, diagnostics: [.error("\(error)")]))
            }
        }
        if let first = failures.first { throw first }
    }

    /// The errors of plugin builds running at once; the first plugin's is reported.
    private final class Failures: @unchecked Sendable {
        private let lock = NSLock()
        private var errors: [Int: SnippetError] = [:]
        func add(_ index: Int, _ error: SnippetError) { lock.withLock { errors[index] = error } }
        var first: SnippetError? { lock.withLock { errors.keys.min().flatMap { errors[$0] } } }
    }

    /// A failed compile as a located error; the compiler read the copies in `sources`, so its diagnostics are
    /// mapped back to the stub files they came from.
    private static func failure(_ module: String, _ output: ProcessRunner.Output, sources: URL) -> SnippetError {
        let root = sources.standardizedFileURL.path + "/"
        var diagnostics = CompilerDiagnostic.parse(output.text).filter { $0.severity == "error" }.map { d in
            let path = d.file.hasPrefix(root) ? "\(folder)/" + d.file.dropFirst(root.count) : d.file
            let location = d.line > 0 ? SourceLocation(path: path, line: d.line, column: d.column) : nil
            return Diagnostic(.error, d.message, at: location)
        }
        if diagnostics.isEmpty {
            diagnostics = [.error(output.timedOut ? "timed out" : String(output.text.prefix(2000)))]
        }
        return .stubModuleFailed(module: module, diagnostics: Array(diagnostics.prefix(20)))
    }
}
