import Diagnostics
import Foundation

extension StubModules {
    /// Compiles the modules of `sources` in `order` (and, meanwhile, its macro plugins) in a staging folder under
    /// `cacheRoot`, and seals that folder as the compiled stubs at `final`; `progress` hears of each module built.
    static func build(
        _ sources: SourceFiles, order: [String], into final: URL, cacheRoot: URL, toolchain: SwiftToolchain,
        sdk: IOSSimulatorSDK, progress: (@Sendable (_ done: Int, _ total: Int, _ item: String) -> Void)? = nil
    ) throws(SnippetError) {
        let fm = FileManager.default
        try CacheSeal.requireWritable(cacheRoot, variable: "PUENTE_CACHE_DIR")
        let staging = cacheRoot.appending(
            path: "stubs-\(sources.hash.hex).tmp-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try? fm.removeItem(at: staging)
        try? fm.createDirectory(at: staging, withIntermediateDirectories: true)
        defer { if !keepsFailedStaging { try? fm.removeItem(at: staging) } }
        let stage = Staging(sources: sources, order: order, directory: staging, toolchain: toolchain, sdk: sdk)
        let copies = stage.copies
        // Plugins need no stub module, so they build while the modules do (a module compile uses one core).
        let pluginFailure = Failures()
        let pluginBuild = DispatchGroup()
        DispatchQueue.global().async(group: pluginBuild) {
            do {
                try buildPlugins(
                    sources.plugins, files: sources.pluginFiles, contents: sources.contents, sources: copies,
                    toolchain: toolchain, into: staging)
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
        for (index, module) in order.enumerated() {
            running = stage.key(of: module, after: running)
            try stage.build(module, key: running)
            progress?(index + 1, order.count, "stub module \(module)")
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
    }

    /// The stub modules being compiled into a staging folder, one at a time, in the order their imports require.
    struct Staging {
        /// What the modules are built from.
        let sources: SourceFiles
        /// The modules, in the order they are built.
        let order: [String]
        /// The staging folder the modules are compiled into.
        let directory: URL
        /// The toolchain that compiles them.
        let toolchain: SwiftToolchain
        /// The SDK they are compiled against.
        let sdk: IOSSimulatorSDK

        /// Where the compiler reads its copies of the sources.
        var copies: URL { directory.appending(path: "sources") }

        /// The key of `module` in ``StubModules/reuseFolder``: a digest of `previous` (the key of the module built
        /// before it) and of the module's files.
        func key(of module: String, after previous: String) -> String {
            var moduleHash = ContentHash()
            moduleHash.add(previous)
            for key in sources.contents.keys.sorted() where key.hasPrefix("\(module)/") {
                moduleHash.add(key)
                moduleHash.add(bytes: Data(sources.contents[key] ?? []))
            }
            return moduleHash.hex
        }

        /// Compiles `module` into the staging folder, or copies it from ``StubModules/reuseFolder`` when that holds
        /// it under `key` (and keeps it there when it is compiled).
        func build(_ module: String, key: String) throws(SnippetError) {
            let fm = FileManager.default
            let reused = reuseFolder.map { $0.appending(path: "\(module)-\(key)") }
            let compiled = directory.appending(path: "\(module).swiftmodule")
            if let reused, fm.fileExists(atPath: reused.path) {
                writeClangHalf(module)
                try? fm.copyItem(at: reused, to: compiled)
                return
            }
            defer {
                if let reused, fm.fileExists(atPath: compiled.appending(path: toolchain.moduleFileName).path) {
                    try? fm.copyItem(at: compiled, to: reused)
                }
            }
            writeClangHalf(module)
            try? fm.createDirectory(at: copies.appending(path: module), withIntermediateDirectories: true)
            if let facts = sources.contents["\(module)/\(factsFile(module))"] {
                try compileFacts(
                    factsModule(module, facts: facts), sources: stableSources(reused) ?? copies, toolchain: toolchain,
                    sdk: sdk, into: directory)
                return
            }
            let paths = (sources.files[module] ?? []).map { file in
                let copy = copies.appending(path: "\(module)/\(file)")
                _ = fm.createFile(atPath: copy.path, contents: Data(sources.contents["\(module)/\(file)"] ?? []))
                return copy.path
            }
            try compile(module, files: paths, sources: copies, toolchain: toolchain, sdk: sdk, into: directory)
        }

        /// Writes the C half of `module` (its module map and headers), when it has one, to `<staging>/<module>/`,
        /// where `-I <staging>` finds it.
        private func writeClangHalf(_ module: String) {
            guard sources.contents["\(module)/module.modulemap"] != nil else { return }
            let fm = FileManager.default
            let clangHalf = directory.appending(path: module)
            try? fm.createDirectory(at: clangHalf, withIntermediateDirectories: true)
            for (key, bytes) in sources.contents where key.hasPrefix("\(module)/") && !key.hasSuffix(".swift") {
                _ = fm.createFile(atPath: directory.appending(path: key).path, contents: Data(bytes))
            }
        }

        /// `module`, whose facts table is `facts`, as ``StubModules/compileFacts(_:sources:toolchain:sdk:into:)``
        /// builds it.
        private func factsModule(_ module: String, facts: [UInt8]) -> FactsModule {
            FactsModule(
                name: module, facts: facts,
                reexports: reexports(sources.contents["\(module)/\(reexportsFile(module))"] ?? []),
                handWritten: (sources.files[module] ?? []).filter { $0.hasSuffix(".swift") }.sorted().map {
                    ($0, String(decoding: sources.contents["\(module)/\($0)"] ?? [], as: UTF8.self))
                },
                available: Set(order + IOSSimulatorSDK.modules),
                hasClangHalf: sources.contents["\(module)/module.modulemap"] != nil)
        }
    }

    /// Compiles `module` from its Swift `files` (copies in `sources`) into `<directory>/<module>.swiftmodule`.
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

    /// Where a reused module's rendered interface stays (a module built from an interface records its path).
    private static func stableSources(_ reused: URL?) -> URL? {
        guard let reused else { return nil }
        let folder = reused.deletingLastPathComponent().appending(path: reused.lastPathComponent + ".src")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
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
