import Foundation
import Incremental
import SiteFiles

extension StubModules {
    /// The stub sources of a site as one ``StubModules/prepare(siteRoot:toolchain:sdk:cacheRoot:builtIn:knownDigests:)``
    /// reads them: each module's and plugin's files, the bytes read, the files left unread because their digest is
    /// known, and the digest of everything the modules are built from.
    struct SourceFiles: Sendable {
        /// The built-in and site folders the stubs come from.
        let layers: LayeredFolder
        /// The module names: the folders under ``StubModules/folder`` but ``StubModules/macrosFolder``.
        let names: [String]
        /// Every file of each module's folder.
        var layerFiles: [String: [String]] = [:]
        /// Each module's Swift files and facts table.
        var files: [String: [String]] = [:]
        /// The bytes of each file read, by key (`UIKit/UIView.swift`, `Macros/<Plugin>/<file>`).
        var contents: [String: [UInt8]] = [:]
        /// Files not read (their layer, path and known digest).
        var unread: [String: (folder: SiteFolder, path: String, digest: String)] = [:]
        /// The identity of each file read, taken before reading it.
        var identities: [String: (path: String, identity: String)] = [:]
        /// The macro plugin names (the folders under ``StubModules/macrosFolder``).
        var plugins: [String] = []
        /// Each plugin's Swift files.
        var pluginFiles: [String: [String]] = [:]
        /// The digest of everything the modules are built from, added to as the files are read.
        var hash = ContentHash()

        /// The module names of `layers`, nothing read yet.
        init(layers: LayeredFolder) {
            self.layers = layers
            self.names = layers.entries(folder).filter { $0 != macrosFolder && layers.isFolder("\(folder)/\($0)") }
        }

        /// Lists every module's files and reads those whose digest `digests` does not know.
        mutating func readModules(digests: StubFileDigests) throws(SnippetError) {
            for name in names { try readModule(name, digests: digests) }
        }

        /// Lists the files of the module `name` and reads those whose digest `digests` does not know (on all cores).
        private mutating func readModule(_ name: String, digests: StubFileDigests) throws(SnippetError) {
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

        /// Each module file's digest, by key: those of the files read taken now (on all cores) and recorded in
        /// `digests`, which is saved under `cacheRoot`, and those of the others as known.
        func fileDigests(recordingIn digests: StubFileDigests, cacheRoot: URL) -> [String: String] {
            var digests = digests
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
            return fileDigests
        }

        /// Adds every module's C half and Swift files to ``hash`` (each by its digest in `fileDigests`), and reads
        /// and hashes its re-exports and cross-import files.
        mutating func hashModules(_ fileDigests: [String: String]) throws(SnippetError) {
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
                    try readAndHash("\(name)/\(reexportsFile(name))", from: site)
                }
                // A cross-import overlay (`_SwiftData_SwiftUI`): loaded when a file imports both modules it names.
                if allFiles.contains(crossImportFile(name)) {
                    try readAndHash("\(name)/\(crossImportFile(name))", from: site)
                }
            }
        }

        /// Lists the macro plugins and reads and hashes their Swift files: host libraries are built from them with
        /// the toolchain's swift-syntax.
        mutating func readPlugins() throws(SnippetError) {
            let macros = "\(folder)/\(macrosFolder)"
            plugins = layers.entries(macros).filter { layers.isFolder("\(macros)/\($0)") }
            for plugin in plugins {
                let site = layers.owner(of: "\(macros)/\(plugin)")
                let sources = site.entries("\(macros)/\(plugin)").filter { $0.hasSuffix(".swift") }
                pluginFiles[plugin] = sources
                for file in sources {
                    try readAndHash("\(macrosFolder)/\(plugin)/\(file)", from: site)
                }
            }
        }

        /// Reads the file `key` (a path under ``StubModules/folder``) of `site` into ``contents``, and adds its key
        /// and bytes to ``hash``.
        private mutating func readAndHash(_ key: String, from site: SiteFolder) throws(SnippetError) {
            do {
                contents[key] = try site.read("\(folder)/\(key)")
            } catch {
                throw .stubFileRefused(error)
            }
            hash.add(key)
            hash.add(bytes: contents[key] ?? [])
        }

        /// The order to build the modules in: the one the compiled stubs at `final` kept when they are `reusable`,
        /// else the one their imports require.
        func buildOrder(reusable: Bool, final: URL) throws(SnippetError) -> [String] {
            if reusable, let kept = keptOrder(in: final, names: names) {
                return kept
            }
            return try dependencyOrder(names, imports: moduleImports(names, files: files, contents: contents))
        }

        /// The stub modules compiled into `directory` in `order`: their facts tables and hand-written halves (read
        /// when first asked for) and their cross-import overlays.
        func modules(in directory: URL, order: [String]) -> StubModules {
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
            var stubs = StubModules(directory: directory, modules: order, digest: hash.hex, plugins: plugins)
            stubs.factsFiles = factsByModule
            stubs.handWrittenFiles = handWritten
            stubs.crossImports = crossImports(order: order)
            return stubs
        }

        /// The cross-import overlays of the modules, in `order`.
        private func crossImports(order: [String]) -> [CrossImport] {
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
            return crossImports
        }
    }
}
