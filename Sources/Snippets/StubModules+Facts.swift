import Diagnostics
import Foundation

extension StubModules {
    /// Builds `module` from its facts table: rendered to an interface (imports of modules the stubs lack left
    /// out, so a declaration that needs one is an error at its row) and compiled from it as the compiler builds
    /// Apple's modules from theirs, with availability checking off inside (Apple's interfaces are written for
    /// the SDK's own iOS; each declaration keeps its `@available` for the snippets).
    static func compileFacts(
        _ module: FactsModule, sources: URL, toolchain: SwiftToolchain, sdk: IOSSimulatorSDK, into directory: URL
    ) throws(SnippetError) {
        let table = try module.table()
        let lines = lineNumbers(of: table)
        let rendered = module.interface(of: table, target: toolchain.iosTarget(IOSSimulatorSDK.minimumTarget))
        let interface = sources.appending(path: "\(module.name)/\(module.name).swiftinterface")
        try? FileManager.default.createDirectory(
            at: interface.deletingLastPathComponent(), withIntermediateDirectories: true)
        do {
            try Data(rendered.text.utf8).write(to: interface)
        } catch {
            throw .stubModuleFailed(
                module: module.name, diagnostics: [.error("cannot write \(interface.path): \(error)")])
        }
        let moduleFolder = directory.appending(path: "\(module.name).swiftmodule")
        try? FileManager.default.createDirectory(at: moduleFolder, withIntermediateDirectories: true)
        let arguments =
            [
                "-compile-module-from-interface", "-module-name", module.name, "-target",
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
            throw .stubModuleFailed(module: module.name, diagnostics: [.error("\(error)")])
        }
        guard output.status != 0 || output.stopped != nil else { return }
        throw module.failure(output, of: rendered, at: interface.path, lines: lines)
    }

    /// A module generated from Apple's SDK interface, as ``compileFacts(_:sources:toolchain:sdk:into:)`` builds
    /// it: its facts table and what its interface imports and carries beside the table.
    struct FactsModule {
        /// The module's name.
        var name: String
        /// The bytes of its facts table.
        var facts: [UInt8]
        /// The modules its re-exports file names.
        var reexports: [String]
        /// Its hand-written Swift files (name and text), in the order they follow the table.
        var handWritten: [(file: String, text: String)] = []
        /// The modules an import can find: the stub modules and the SDK's.
        var available: Set<String>
        /// Whether the module has a C half, which its overlay imports.
        var hasClangHalf: Bool

        /// The site-relative path of the module's facts table.
        var tablePath: String { "\(folder)/\(name)/\(factsFile(name))" }

        /// The module's facts table, parsed; a malformed one is an error at its line.
        func table() throws(SnippetError) -> StubFactsTable {
            do {
                return try StubFactsTable.parse(String(decoding: facts, as: UTF8.self))
            } catch {
                throw .stubModuleFailed(
                    module: name,
                    diagnostics: [.error(error.message, at: SourceLocation(path: tablePath, line: error.line))])
            }
        }

        /// `table` rendered to the module's interface for `target`, with the imports the stubs can satisfy, and
        /// the hand-written files after it.
        func interface(of table: StubFactsTable, target: String) -> FactsInterface {
            var table = table
            // An overlay imports its own Objective-C half (`@_exported import UIKit` in UIKit), which only a module
            // with a C half has.
            table.imports = table.imports.filter { line in
                guard let imported = importedModule(Substring(line)) else { return true }
                return imported == name ? hasClangHalf : available.contains(imported)
            }.map { line in
                // A submodule of a stub module (`import Darwin.sysdir`): the stubs have the module, not its parts.
                guard let imported = importedModule(Substring(line)), line.contains(" \(imported).") else {
                    return line
                }
                return line.replacingOccurrences(
                    of: #"\b\#(imported)\.[A-Za-z_.]+"#, with: imported, options: .regularExpression)
            }
            let access = table.flags.contains("InternalImportsByDefault") ? "public " : ""
            table.imports += reexports.filter(available.contains).map { "@_exported \(access)import \($0)" }
            let imported = Set(table.imports.compactMap { importedModule(Substring($0)) })
            let rendered = table.rows.lazy.filter(\.isRendered).map(\.declaration).joined(separator: "\n")
            let named = qualifiers(in: Array(rendered.utf8), among: available.subtracting(imported).subtracting([name]))
            let (text, rowOfLine) = table.render(target: target, implicitImports: named.sorted())
            var interface = FactsInterface(text: text, rowOfLine: rowOfLine)
            interface.append(handWritten, access: access)
            return interface
        }

        /// The error of a failed compile of `interface`, written at `path`: each message at the line (of those
        /// in `lines`, by row) of the table's row the interface line renders, or at the hand-written file's line.
        func failure(
            _ output: ProcessRunner.Output, of interface: FactsInterface, at path: String, lines: [Int: Int]
        ) -> SnippetError {
            // Each message at the table's line of the row the interface line renders.
            var diagnostics = CompilerDiagnostic.parse(output.text).filter { $0.severity == "error" }.map {
                d -> Diagnostic in
                let row = interface.row(d.file, line: d.line, path: path)
                var location = row > 0 ? SourceLocation(path: tablePath, line: lines[row] ?? 1) : nil
                if d.file == path, let hand = interface.handLine[d.line] {
                    location = SourceLocation(path: "\(folder)/\(name)/\(hand.file)", line: hand.line, column: d.column)
                }
                let notes = d.notes.map { note in
                    let noteRow = interface.row(note.file, line: note.line, path: path)
                    return Diagnostic(.note, note.message + (noteRow > 0 ? " (row \(noteRow))" : ""))
                }
                return Diagnostic(.error, d.message + (row > 0 ? " (row \(row))" : ""), at: location, notes: notes)
            }
            if diagnostics.isEmpty {
                diagnostics = [.error(output.stopped ?? String(output.text.prefix(2000)))]
            }
            return .stubModuleFailed(module: name, diagnostics: diagnostics)
        }
    }

    /// A facts table rendered to a module's Swift interface, and where the interface's lines come from.
    struct FactsInterface {
        /// The interface.
        var text: String
        /// The table row each line of the interface renders (0 for none), by line index.
        var rowOfLine: [Int]
        /// The hand-written file and line each line after the table comes from, by 1-based line number.
        var handLine: [Int: (file: String, line: Int)] = [:]

        /// Appends the hand-written Swift `files`, each after a comment naming it, and records where each of their
        /// lines comes from; `access` (`public ` under `InternalImportsByDefault`, else empty) goes before their
        /// imports.
        mutating func append(_ files: [(file: String, text: String)], access: String) {
            // Hand-written Swift beside the table (declarations Apple's interface leaves to the module's Objective-C
            // half, which the stubs do not have as headers) follows it; an error there is reported at its file.
            if !text.hasSuffix("\n") { text += "\n" }
            var lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
            for (file, source) in files {
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
        }

        /// The table row that line `line` of `file` renders when `file` is this interface, written at `path`;
        /// else 0.
        func row(_ file: String, line: Int, path: String) -> Int {
            file == path && line >= 1 && line <= rowOfLine.count ? rowOfLine[line - 1] : 0
        }
    }
}
