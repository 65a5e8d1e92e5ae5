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
        builtIn: URL? = BuiltInFiles.root, knownDigests: Bool = true
    ) throws(SnippetError) -> StubModules {
        let layers = LayeredFolder(siteRoot: siteRoot, builtInRoot: builtIn)
        let fm = FileManager.default
        let names = layers.entries(folder).filter { $0 != macrosFolder && layers.isFolder("\(folder)/\($0)") }
        // Every stub file is read once, through the site folder's rules (a link out of the site or a special
        // file is refused), and the compiler only ever sees these bytes, copied into the staging folder.
        var files: [String: [String]] = [:]
        var contents: [String: [UInt8]] = [:]
        var hash = ContentHash()
        hash.add(sdk.directory.lastPathComponent)
        hash.add("stub build \(buildRecipe)")
        var layerFiles: [String: [String]] = [:]
        var digests = knownDigests ? StubFileDigests.load(cacheRoot) : StubFileDigests()
        // Files not read (their layer, path and known digest), and the identity of each file read, taken
        // before reading it.
        var unread: [String: (folder: SiteFolder, path: String, digest: String)] = [:]
        var identities: [String: (path: String, identity: String)] = [:]
        for name in names {
            // Every file of a module comes from the one layer that holds the module (read on all cores).
            let site = layers.owner(of: "\(folder)/\(name)")
            let allFiles = site.entries("\(folder)/\(name)")
            layerFiles[name] = allFiles
            files[name] = allFiles.filter { $0.hasSuffix(".swift") || $0 == factsFile(name) }
            let wanted = allFiles.filter {
                $0 == "module.modulemap" || $0.hasSuffix(".h") || $0.hasSuffix(".swift") || $0 == factsFile(name)
            }
            // A regular file (not a link) in a module folder inside the site is what the site folder's rules
            // would read; the C halves are always read (their includes are checked).
            let folderInside = site.escape("\(folder)/\(name)") == nil
            var toRead: [String] = []
            for file in wanted {
                let relative = "\(folder)/\(name)/\(file)"
                guard folderInside, file.hasSuffix(".swift") || file == factsFile(name), !file.hasPrefix("."),
                    let identity = FileBytes.identity(site.absolute(relative))
                else {
                    toRead.append(file)
                    continue
                }
                if let digest = digests.digest(site.absolute(relative), identity: identity) {
                    unread["\(name)/\(file)"] = (site, relative, digest)
                } else {
                    identities["\(name)/\(file)"] = (site.absolute(relative), identity)
                    toRead.append(file)
                }
            }
            for (file, result) in zip(toRead, site.read(toRead.map { "\(folder)/\(name)/\($0)" })) {
                switch result {
                case .success(let bytes): contents["\(name)/\(file)"] = bytes
                case .failure(let error): throw .stubFileRefused(error)
                }
            }
        }
        // Each file's own digest, on all cores; the stubs' digest is made of those, in order.
        let keys = Array(contents.keys)
        var fileDigests = Dictionary(
            uniqueKeysWithValues: zip(
                keys,
                ParallelMap.map(keys.map { contents[$0] ?? [] }) { bytes in
                    var digest = ContentHash()
                    digest.add(bytes: bytes)
                    return digest.hex
                }))
        for (key, file) in identities {
            if let digest = fileDigests[key] { digests.record(file.path, identity: file.identity, digest: digest) }
        }
        digests.save(cacheRoot)
        fileDigests.merge(unread.mapValues(\.digest)) { read, _ in read }
        for name in names {
            let site = layers.owner(of: "\(folder)/\(name)")
            let allFiles = layerFiles[name] ?? []
            let moduleFiles = files[name] ?? []
            for file in allFiles where file == "module.modulemap" || file.hasSuffix(".h") {
                hash.add("\(name)/\(file)")
                hash.add(fileDigests["\(name)/\(file)"] ?? "")
            }
            for file in moduleFiles {
                hash.add("\(name)/\(file)")
                hash.add(fileDigests["\(name)/\(file)"] ?? "")
            }
            // Modules a generated module makes visible beyond what its interface re-exports (`import SwiftUI`
            // gives Foundation, Combine and UIKit, as in an iOS app): one name a line, `#` comments.
            if allFiles.contains(reexportsFile(name)) {
                do {
                    contents["\(name)/\(reexportsFile(name))"] = try site.read(
                        "\(folder)/\(name)/\(reexportsFile(name))")
                } catch {
                    throw .stubFileRefused(error)
                }
                hash.add("\(name)/\(reexportsFile(name))")
                hash.add(bytes: contents["\(name)/\(reexportsFile(name))"] ?? [])
            }
            // A cross-import overlay (`_SwiftData_SwiftUI`): loaded when a file imports both modules it names.
            if allFiles.contains(crossImportFile(name)) {
                do {
                    contents["\(name)/\(crossImportFile(name))"] = try site.read(
                        "\(folder)/\(name)/\(crossImportFile(name))")
                } catch {
                    throw .stubFileRefused(error)
                }
                hash.add("\(name)/\(crossImportFile(name))")
                hash.add(bytes: contents["\(name)/\(crossImportFile(name))"] ?? [])
            }
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
                hash.add(bytes: contents[key] ?? [])
            }
        }
        try checkSiteCode(
            layers: layers, builtIn: builtIn, modules: names, plugins: plugins, pluginFiles: pluginFiles,
            contents: contents, unread: Set(unread.keys), sandbox: toolchain.sandbox)
        let final = cacheRoot.appending(path: "stubs-\(hash.hex)")
        let (reusable, note) = CacheSeal.reuse(final, what: "stub modules")
        // To compile, every source is read, and hashed as read.
        if !reusable, !unread.isEmpty {
            var stubs = try prepare(
                siteRoot: siteRoot, toolchain: toolchain, sdk: sdk, cacheRoot: cacheRoot, builtIn: builtIn,
                knownDigests: false)
            // The damage this look found (the folder is gone when the second one looks).
            if let note, !stubs.repairs.contains(note) { stubs.repairs.insert(note, at: 0) }
            return stubs
        }
        // A generated module that names another's types (`QuartzCore.CALayer`) without importing it gets that
        // import when it is rendered, so it is built after it. Finding those names reads every table whole, so
        // compiled stubs keep the order they were built in (`order.txt`), and a warm check reads that instead.
        let order: [String]
        if reusable, let kept = keptOrder(in: final, names: names) {
            order = kept
        } else {
            order = try dependencyOrder(
                names, imports: moduleImports(names, files: files, contents: contents))
        }
        var crossImports = order.compactMap { module -> CrossImport? in
            let pair = reexports(contents["\(module)/\(crossImportFile(module))"] ?? [])
            return pair.count == 2 ? CrossImport(modules: pair, overlay: module) : nil
        }
        // The toolchain's Foundation macros expand to `FoundationEssentials.…` (see that stub): a file that sees
        // Foundation (directly, or through a module that re-exports it) sees that name too.
        if names.contains(SnippetChecker.linuxOnlyModule) {
            crossImports += ["Foundation", "SwiftUI", "UIKit", "SwiftData"].filter(names.contains).map {
                CrossImport(modules: [$0], overlay: SnippetChecker.linuxOnlyModule)
            }
        }
        let factsByModule = LazyStubFiles(
            read: Dictionary(
                uniqueKeysWithValues: names.compactMap { name in
                    contents["\(name)/\(factsFile(name))"].map { (name, $0) }
                }),
            pending: Dictionary(
                uniqueKeysWithValues: names.compactMap { name in
                    unread["\(name)/\(factsFile(name))"].map { (name, ($0.folder, $0.path)) }
                })
        )
        let isHandWritten = { (key: String) in
            key.hasSuffix(".swift") && names.contains(String(key.prefix { $0 != "/" }))
        }
        let handWritten = LazyStubFiles(
            read: contents.filter { isHandWritten($0.key) },
            pending: unread.filter { isHandWritten($0.key) }.mapValues { ($0.folder, $0.path) })
        if reusable {
            var stubs = StubModules(directory: final, modules: order, digest: hash.hex, plugins: plugins)
            stubs.factsFiles = factsByModule
            stubs.handWrittenFiles = handWritten
            stubs.crossImports = crossImports
            return stubs
        }
        try CacheSeal.requireWritable(cacheRoot, variable: "PUENTE_CACHE_DIR")
        let staging = cacheRoot.appending(
            path: "stubs-\(hash.hex).tmp-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try? fm.removeItem(at: staging)
        try? fm.createDirectory(at: staging, withIntermediateDirectories: true)
        defer { if !keepsFailedStaging { try? fm.removeItem(at: staging) } }
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
        // Each module's key covers its own files and every module compiled before it (``reuseFolder``).
        var running = ""
        for module in order {
            var moduleHash = ContentHash()
            moduleHash.add(running)
            for key in contents.keys.sorted() where key.hasPrefix("\(module)/") {
                moduleHash.add(key)
                moduleHash.add(bytes: Data(contents[key] ?? []))
            }
            running = moduleHash.hex
            let reused = reuseFolder.map { $0.appending(path: "\(module)-\(running)") }
            let compiled = staging.appending(path: "\(module).swiftmodule")
            if let reused, fm.fileExists(atPath: reused.path) {
                if contents["\(module)/module.modulemap"] != nil {
                    let clangHalf = staging.appending(path: module)
                    try? fm.createDirectory(at: clangHalf, withIntermediateDirectories: true)
                    for (key, bytes) in contents where key.hasPrefix("\(module)/") && !key.hasSuffix(".swift") {
                        _ = fm.createFile(atPath: staging.appending(path: key).path, contents: Data(bytes))
                    }
                }
                try? fm.copyItem(at: reused, to: compiled)
                continue
            }
            defer {
                if let reused, fm.fileExists(atPath: compiled.appending(path: toolchain.moduleFileName).path) {
                    try? fm.copyItem(at: compiled, to: reused)
                }
            }
            if contents["\(module)/module.modulemap"] != nil {
                let clangHalf = staging.appending(path: module)
                try? fm.createDirectory(at: clangHalf, withIntermediateDirectories: true)
                for (key, bytes) in contents where key.hasPrefix("\(module)/") && !key.hasSuffix(".swift") {
                    _ = fm.createFile(atPath: staging.appending(path: key).path, contents: Data(bytes))
                }
            }
            try? fm.createDirectory(at: copies.appending(path: module), withIntermediateDirectories: true)
            if let facts = contents["\(module)/\(factsFile(module))"] {
                try compileFacts(
                    module, facts: facts, reexports: reexports(contents["\(module)/\(reexportsFile(module))"] ?? []),
                    handWritten: (files[module] ?? []).filter { $0.hasSuffix(".swift") }.sorted().map {
                        ($0, String(decoding: contents["\(module)/\($0)"] ?? [], as: UTF8.self))
                    },
                    available: Set(order + IOSSimulatorSDK.modules),
                    hasClangHalf: contents["\(module)/module.modulemap"] != nil,
                    sources: stableSources(reused) ?? copies, toolchain: toolchain, sdk: sdk, into: staging)
                continue
            }
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
        _ = fm.createFile(
            atPath: staging.appending(path: orderFile).path, contents: Data((order.joined(separator: "\n") + "\n").utf8)
        )
        do {
            try CacheSeal.install(staging, at: final)
        } catch {
            throw .stubModuleFailed(
                module: "(cache)", diagnostics: [.error("cannot move compiled stubs to \(final.path): \(error)")])
        }
        var stubs = StubModules(directory: final, modules: order, digest: hash.hex, plugins: plugins)
        stubs.repairs = note.map { [$0] } ?? []
        stubs.factsFiles = factsByModule
        stubs.handWrittenFiles = handWritten
        stubs.crossImports = crossImports
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

    /// Where a reused module's rendered interface stays (a module built from an interface records its path).
    private static func stableSources(_ reused: URL?) -> URL? {
        guard let reused else { return nil }
        let folder = reused.deletingLastPathComponent().appending(path: reused.lastPathComponent + ".src")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

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

    /// Builds `module` from its facts table: rendered to an interface (imports of modules the stubs lack left
    /// out, so a declaration that needs one is an error at its row) and compiled from it as the compiler builds
    /// Apple's modules from theirs, with availability checking off inside (Apple's interfaces are written for
    /// the SDK's own iOS; each declaration keeps its `@available` for the snippets).
    private static func compileFacts(
        _ module: String, facts: [UInt8], reexports: [String], handWritten: [(file: String, text: String)] = [],
        available: Set<String>, hasClangHalf: Bool, sources: URL,
        toolchain: SwiftToolchain, sdk: IOSSimulatorSDK, into directory: URL
    ) throws(SnippetError) {
        let tablePath = "\(folder)/\(module)/\(factsFile(module))"
        var table: StubFactsTable
        do {
            table = try StubFactsTable.parse(String(decoding: facts, as: UTF8.self))
        } catch {
            throw .stubModuleFailed(
                module: module,
                diagnostics: [.error(error.message, at: SourceLocation(path: tablePath, line: error.line))])
        }
        let lines = lineNumbers(of: table)
        // An overlay imports its own Objective-C half (`@_exported import UIKit` in UIKit), which only a module
        // with a C half has.
        table.imports = table.imports.filter { line in
            guard let imported = importedModule(Substring(line)) else { return true }
            return imported == module ? hasClangHalf : available.contains(imported)
        }.map { line in
            // A submodule of a stub module (`import Darwin.sysdir`): the stubs have the module, not its parts.
            guard let imported = importedModule(Substring(line)), line.contains(" \(imported).") else { return line }
            return line.replacingOccurrences(
                of: #"\b\#(imported)\.[A-Za-z_.]+"#, with: imported, options: .regularExpression)
        }
        let access = table.flags.contains("InternalImportsByDefault") ? "public " : ""
        table.imports += reexports.filter(available.contains).map { "@_exported \(access)import \($0)" }
        let imported = Set(table.imports.compactMap { importedModule(Substring($0)) })
        let rendered = table.rows.lazy.filter(\.isRendered).map(\.declaration).joined(separator: "\n")
        let named = qualifiers(in: Array(rendered.utf8), among: available.subtracting(imported).subtracting([module]))
        var (text, rowOfLine) = table.render(
            target: toolchain.iosTarget(IOSSimulatorSDK.minimumTarget), implicitImports: named.sorted())
        // Hand-written Swift beside the table (declarations Apple's interface leaves to the module's Objective-C
        // half, which the stubs do not have as headers) follows it; an error there is reported at its file.
        var handLine: [Int: (file: String, line: Int)] = [:]
        if !text.hasSuffix("\n") { text += "\n" }
        var lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        for (file, source) in handWritten {
            text += "// \(file)\n"
            lineCount += 1
            let explicit = InterfaceSynthesis.explicitMembers(in: source)
            for (index, line) in explicit.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                // Under InternalImportsByDefault a plain import is internal: the hand-written half's imports are
                // the module's public ones, as its Objective-C half's are.
                text += (!access.isEmpty && line.hasPrefix("import ") ? access : "") + line + "\n"
                lineCount += 1
                handLine[lineCount] = (file, index + 1)
            }
        }
        let interface = sources.appending(path: "\(module)/\(module).swiftinterface")
        try? FileManager.default.createDirectory(
            at: interface.deletingLastPathComponent(), withIntermediateDirectories: true)
        do {
            try Data(text.utf8).write(to: interface)
        } catch {
            throw .stubModuleFailed(module: module, diagnostics: [.error("cannot write \(interface.path): \(error)")])
        }
        let moduleFolder = directory.appending(path: "\(module).swiftmodule")
        try? FileManager.default.createDirectory(at: moduleFolder, withIntermediateDirectories: true)
        let arguments =
            [
                "-compile-module-from-interface", "-module-name", module, "-target",
                toolchain.iosTarget(IOSSimulatorSDK.minimumTarget), "-disable-availability-checking",
                "-o", moduleFolder.appending(path: toolchain.moduleFileName).path, interface.path,
                "-I", directory.path, "-I", sdk.directory.path, "-I", toolchain.shims.path,
                "-resource-dir", sdk.directory.path, "-plugin-path", toolchain.plugins.path,
                "-diagnostic-style", "llvm",
            ] + frontendClangArguments(moduleCache: directory.appending(path: moduleCacheFolder))
        let output: ProcessRunner.Output
        do {
            output = try toolchain.run(
                toolchain.frontend, arguments, in: directory,
                readOnly: [sdk.directory, sources.deletingLastPathComponent()], timeout: 1200)
        } catch {
            throw .stubModuleFailed(module: module, diagnostics: [.error("\(error)")])
        }
        guard output.status != 0 || output.stopped != nil else { return }
        // Each message at the table's line of the row the interface line renders.
        var diagnostics = CompilerDiagnostic.parse(output.text).filter { $0.severity == "error" }.map {
            d -> Diagnostic in
            let row = d.file == interface.path && d.line >= 1 && d.line <= rowOfLine.count ? rowOfLine[d.line - 1] : 0
            var location = row > 0 ? SourceLocation(path: tablePath, line: lines[row] ?? 1) : nil
            if d.file == interface.path, let hand = handLine[d.line] {
                location = SourceLocation(path: "\(folder)/\(module)/\(hand.file)", line: hand.line, column: d.column)
            }
            let notes = d.notes.map { note in
                let noteRow =
                    note.file == interface.path && note.line >= 1 && note.line <= rowOfLine.count
                    ? rowOfLine[note.line - 1] : 0
                return Diagnostic(.note, note.message + (noteRow > 0 ? " (row \(noteRow))" : ""))
            }
            return Diagnostic(.error, d.message + (row > 0 ? " (row \(row))" : ""), at: location, notes: notes)
        }
        if diagnostics.isEmpty {
            diagnostics = [.error(output.stopped ?? String(output.text.prefix(2000)))]
        }
        throw .stubModuleFailed(module: module, diagnostics: diagnostics)
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
        guard output.status != 0 || output.stopped != nil else { return }
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
            diagnostics = [.error(output.stopped ?? String(output.text.prefix(2000)))]
        }
        return .stubModuleFailed(module: module, diagnostics: Array(diagnostics.prefix(20)))
    }
}
