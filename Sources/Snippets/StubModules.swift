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
    /// Damage found in the cache and repaired by rebuilding, one line each, to tell the user.
    public var repairs: [String] = []

    /// Site-relative folder of the stub sources.
    public static let folder = "Content/Stubs"

    /// Compiles (or reuses) the stubs of the site at `siteRoot`.
    public static func prepare(
        siteRoot: URL, toolchain: SwiftToolchain, sdk: IOSSimulatorSDK, cacheRoot: URL
    ) throws(SnippetError) -> StubModules {
        let site = SiteFolder(root: siteRoot)
        let fm = FileManager.default
        let names = site.entries(folder).filter { site.isFolder("\(folder)/\($0)") }
        // Every stub file is read once, through the site folder's rules (a link out of the site or a special
        // file is refused), and the compiler only ever sees these bytes, copied into the staging folder.
        var files: [String: [String]] = [:]
        var contents: [String: [UInt8]] = [:]
        var imports: [String: Set<String>] = [:]
        var hash = ContentHash()
        hash.add(sdk.directory.lastPathComponent)
        for name in names {
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
        let order = try dependencyOrder(names, imports: imports)
        let final = cacheRoot.appending(path: "stubs-\(hash.hex)")
        let (reusable, note) = CacheSeal.reuse(final, what: "stub modules")
        if reusable { return StubModules(directory: final, modules: order, digest: hash.hex) }
        try CacheSeal.requireWritable(cacheRoot, variable: "PUENTE_CACHE_DIR")
        let staging = cacheRoot.appending(
            path: "stubs-\(hash.hex).tmp-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try? fm.removeItem(at: staging)
        try? fm.createDirectory(at: staging, withIntermediateDirectories: true)
        defer { try? fm.removeItem(at: staging) }
        let copies = staging.appending(path: "sources")
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
        try? fm.removeItem(at: copies)
        do {
            try CacheSeal.install(staging, at: final)
        } catch {
            throw .stubModuleFailed(
                module: "(cache)", diagnostics: [.error("cannot move compiled stubs to \(final.path): \(error)")])
        }
        var stubs = StubModules(directory: final, modules: order, digest: hash.hex)
        stubs.repairs = note.map { [$0] } ?? []
        return stubs
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
            ] + files
        let output: ProcessRunner.Output
        do {
            output = try ProcessRunner.run(toolchain.swiftc, arguments, in: directory, timeout: 600)
        } catch {
            throw .stubModuleFailed(module: module, diagnostics: [.error("\(error)")])
        }
        guard output.status != 0 || output.timedOut else { return }
        // The compiler read the copies; its diagnostics name the stub files they came from.
        let root = sources.standardizedFileURL.path + "/"
        var diagnostics = CompilerDiagnostic.parse(output.text).filter { $0.severity == "error" }.map { d in
            let path = d.file.hasPrefix(root) ? "\(folder)/" + d.file.dropFirst(root.count) : d.file
            let location = d.line > 0 ? SourceLocation(path: path, line: d.line, column: d.column) : nil
            return Diagnostic(.error, d.message, at: location)
        }
        if diagnostics.isEmpty {
            diagnostics = [.error(output.timedOut ? "timed out" : String(output.text.prefix(2000)))]
        }
        throw .stubModuleFailed(module: module, diagnostics: Array(diagnostics.prefix(20)))
    }
}
