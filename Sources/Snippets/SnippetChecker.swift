import CodeIndex
import Config
import Content
import Diagnostics
import Dispatch
import Foundation
import SiteFiles

/// Type-checks snippets with `swiftc` for the iOS simulator against the stub modules, and maps every
/// compiler message back to the article line the author wrote.
///
/// Unchanged snippets are never compiled twice (a content-hash cache); independent snippets share one
/// compiler run (see ``DeclarationScan``); runs are spread over all cores; each run has a time limit.
public struct SnippetChecker: Sendable {
    /// The compiler.
    public var toolchain: SwiftToolchain
    /// The rebuilt standard library.
    public var sdk: IOSSimulatorSDK
    /// The compiled stubs.
    public var stubs: StubModules
    /// Where results are cached.
    public var cacheRoot: URL
    /// The user's cache folder (``SnippetCacheLocation/shared(environment:)``): the Clang importer's module
    /// caches live there, out of every site's reach.
    public var sharedCacheRoot = SnippetCacheLocation.shared()
    /// Where to write every verdict of this check as well (`puente check --export-verdicts`), untagged, for
    /// another machine's build to import.
    public var exportFolder: URL?
    /// Site settings (implicit imports, language mode, time limit).
    public var settings: SnippetSettings
    /// Apple APIs the stubs lack (`GAPS.tsv`), and the SDK's frameworks: with the stubs' facts tables, what
    /// tells a gap in the stubs from an error of the article's (``AppleAPIIndex``, built on the first error).
    public var gaps = StubGaps()
    /// The SDK's frameworks (`APPLE-FRAMEWORKS.txt`).
    public var frameworks: [String] = []
    private let index = LazyIndex()
    /// The most snippets one compiler run takes; by default the work is split evenly over the cores.
    public var batchSize: Int?
    /// Told after each compiler run: snippets done, snippets to compile, and an article of that run.
    public var progress: (@Sendable (_ done: Int, _ total: Int, _ item: String) -> Void)?

    /// Bump when the way snippets are compiled changes (main file versus library file, flags), so cached
    /// results from the old way are not reused.
    static let recipeVersion = "9"

    /// Creates a checker.
    public init(
        toolchain: SwiftToolchain, sdk: IOSSimulatorSDK, stubs: StubModules, cacheRoot: URL, settings: SnippetSettings
    ) {
        self.toolchain = toolchain
        self.sdk = sdk
        self.stubs = stubs
        self.cacheRoot = cacheRoot
        self.settings = settings
    }

    /// One snippet with what it is compiled with.
    struct Unit: Sendable {
        var snippet: Snippet
        var file: GeneratedFile
        var key: String
        /// What the snippet declares and uses; scanned only when it has to be compiled.
        var scan: DeclarationScan?

        var isBatchable: Bool { scan?.isBatchable ?? false }
    }

    /// The stored result of compiling one unit.
    struct Result: Sendable, Codable {
        var diagnostics: [CompilerDiagnostic]
        var timedOut = false
        var crashed: String?
        /// The declarations the file uses, as the compiler resolved them (from its index store); nil when no
        /// index was written.
        var references: [IndexedOccurrence]?
        /// The cache key the result was stored under; an entry whose key differs (a file copied, renamed or
        /// damaged into another's place) is not trusted.
        var key: String?
    }

    /// Checks the snippets of each article (with its prelude).
    public func check(_ articles: [(snippets: [Snippet], prelude: [SnippetLine])]) -> SnippetReport {
        var report = SnippetReport()
        var units: [Unit] = []
        for article in articles {
            for snippet in article.snippets {
                if case .skipped(let reason) = snippet.expectation {
                    report.skipped += 1
                    record(&report, snippet, .skipped(reason: reason))
                    continue
                }
                let file = GeneratedFile(
                    snippet: snippet, prelude: article.prelude, imports: settings.implicitImports,
                    overlays: stubs.crossImports)
                if let directive = file.lineDirective() {
                    // `#sourceLocation` moves the compiler's positions to a name of the snippet's choosing, so
                    // its errors would land outside it: refused before anything is compiled.
                    report.diagnostics.append(SnippetError.lineDirective(directive).diagnostic)
                    record(&report, snippet, .failed)
                    continue
                }
                if let line = (article.prelude + snippet.lines).first(where: {
                    StubModules.importedModule(Substring($0.text)) == Self.linuxOnlyModule
                }) {
                    // The stubs have it only for the toolchain's Foundation macros (see its file); iOS has none.
                    report.diagnostics.append(
                        Diagnostic(
                            .error,
                            "'\(Self.linuxOnlyModule)' is not a module of iOS (it is Foundation's Swift half on Linux)",
                            at: SourceLocation(path: snippet.path, line: line.line, column: 1 + line.columnOffset),
                            help: "import Foundation"))
                    record(&report, snippet, .failed)
                    continue
                }
                units.append(Unit(snippet: snippet, file: file, key: key(for: file, ios: snippet.ios)))
            }
        }
        // Cached results first: a hit never starts the compiler.
        var results: [String: Result] = [:]
        var pending: [Unit] = []
        for unit in units {
            if let cached = loadCached(unit.key, untrusted: &report.untrustedVerdicts) {
                results[unit.key] = cached
                report.cacheHits += 1
            } else if !pending.contains(where: { $0.key == unit.key }) {
                var scanned = unit
                scanned.scan = DeclarationScan.scan(unit.file.text)
                pending.append(scanned)
            }
        }
        let (fresh, runs) = compile(pending)
        report.compilerRuns = runs
        for (key, result) in fresh {
            results[key] = result
            if !result.timedOut, result.crashed == nil { store(result, key: key) }
        }
        for unit in units {
            guard let result = results[unit.key] else { continue }
            evaluate(unit, result, into: &report)
        }
        if let exportFolder {
            for (key, result) in results where !result.timedOut && result.crashed == nil {
                Self.export(result, key: key, to: exportFolder)
            }
        }
        report.diagnostics.sort(by: Diagnostic.sourceOrder)
        return report
    }

    /// Stores a block's outcome at its position among the article's blocks.
    private func record(_ report: inout SnippetReport, _ snippet: Snippet, _ outcome: SnippetOutcome) {
        var list = report.outcomes[snippet.path, default: []]
        while list.count <= snippet.index { list.append(.unchecked) }
        list[snippet.index] = outcome
        report.outcomes[snippet.path] = list
    }

    // MARK: - Compiling

    /// Compiles `units`, batching the independent ones; returns results by key and the number of runs.
    private func compile(_ units: [Unit]) -> ([String: Result], Int) {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let limit = batchSize ?? min(250, max(20, (units.count + cores - 1) / max(1, cores)))
        var alone: [[Unit]] = []
        var batches: [(ios: String, members: [Unit], declared: Set<String>, identifiers: Set<String>)] = []
        for unit in units {
            guard let scan = unit.scan, scan.isBatchable else {
                alone.append([unit])
                continue
            }
            let ios = unit.snippet.ios.description
            if let index = batches.firstIndex(where: { batch in
                batch.ios == ios && batch.members.count < limit
                    && batch.declared.isDisjoint(with: scan.declared)
                    && batch.declared.isDisjoint(with: scan.identifiers)
                    && batch.identifiers.isDisjoint(with: scan.declared)
            }) {
                batches[index].members.append(unit)
                batches[index].declared.formUnion(scan.declared)
                batches[index].identifiers.formUnion(scan.identifiers)
            } else {
                batches.append((ios, [unit], scan.declared, scan.identifiers))
            }
        }
        let jobs = alone + batches.map(\.members)
        let collected = ResultStore()
        let progress = self.progress
        let total = units.count
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            let job = jobs[index]
            defer { progress?(collected.advance(by: job.count), total, job[0].snippet.path) }
            settle(job, into: collected)
        }
        return (collected.results, collected.runs)
    }

    /// Finds a proven result for every unit of `job`, which was made to share one compiler run.
    ///
    /// A run's verdicts are trusted only when the run is clean: the compiler exited 0 and reported no error
    /// anywhere, so it type-checked every file to the end. Otherwise a file without errors proves nothing (a
    /// fatal error such as `no such module` stops the compiler before it reaches the others): each member
    /// that has errors of its own is checked alone, and the rest share a new run, until every verdict comes
    /// from a clean run or from a run of its own. So a verdict is always the one the snippet gets alone.
    private func settle(_ job: [Unit], into collected: ResultStore) {
        var remaining = job
        while !remaining.isEmpty {
            if remaining.count == 1 {
                let unit = remaining[0]
                collected.add(unit.key, run([unit], library: !(unit.scan?.hasTopLevelCode ?? true)).results[0])
                collected.countRun()
                return
            }
            let batch = run(remaining, library: true)
            collected.countRun()
            if batch.clean {
                for (unit, result) in zip(remaining, batch.results) { collected.add(unit.key, result) }
                return
            }
            let failing = remaining.indices.filter { index in
                batch.results[index].diagnostics.contains { $0.severity == "error" }
            }
            // Nothing to blame (a crash, a time-out, an error in no snippet): every member runs alone.
            let alone = failing.isEmpty ? Array(remaining.indices) : failing
            for index in alone {
                let unit = remaining[index]
                collected.add(unit.key, run([unit], library: true).results[0])
                collected.countRun()
            }
            let isolated = Set(alone)
            remaining = remaining.indices.filter { !isolated.contains($0) }.map { remaining[$0] }
        }
    }

    /// What one compiler run gave: a result per unit, and whether the run proves them.
    struct Run {
        /// One result per unit, in order; diagnostics are those located in that unit's file.
        var results: [Result]
        /// The compiler exited 0, did not time out, and reported no error in any file: every file was
        /// type-checked to the end, so a file without errors really compiles.
        var clean: Bool
    }

    /// Type-checks `units` in one compiler run; `library` parses them as library files (no top-level code).
    private func run(_ units: [Unit], library: Bool) -> Run {
        let directory = cacheRoot.appending(path: "work-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try? FileManager.default.createDirectory(at: moduleCache, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var paths: [String] = []
        for (index, unit) in units.enumerated() {
            let name = units.count == 1 && !library ? "main.swift" : "snippet\(index).swift"
            let url = directory.appending(path: name)
            try? unit.file.text.write(to: url, atomically: false, encoding: .utf8)
            paths.append(url.path)
        }
        var arguments = compilerArguments(ios: units[0].snippet.ios.description)
        if library { arguments.append("-parse-as-library") }
        // The same run records what every name resolved to: an occurrence per use, in its own file, so a
        // batch attributes each one to the snippet (and line) it came from.
        let index = directory.appending(path: "index")
        if IndexStoreConverter.isAvailable {
            arguments += ["-index-store-path", index.path, "-index-ignore-system-modules"]
        }
        // One frontend type-checks every file of the batch, loading the stubs once (about 9× faster than
        // a frontend per file) and still reporting every file's errors.
        if units.count > 1 { arguments.append("-wmo") }
        arguments += paths
        let timeout = TimeInterval(settings.timeoutSeconds * (units.count == 1 ? 1 : 3))
        guard
            let output = try? toolchain.run(
                toolchain.swiftc, arguments, in: directory, readOnly: [sdk.directory, stubs.directory],
                writable: [moduleCache], timeout: timeout)
        else {
            return Run(
                results: units.map { _ in Result(diagnostics: [], crashed: "the compiler could not be started") },
                clean: false)
        }
        if output.timedOut {
            return Run(results: units.map { _ in Result(diagnostics: [], timedOut: true) }, clean: false)
        }
        if output.overflowed, let stopped = output.stopped {
            // Its process group was killed: what it printed is cut, and no verdict can come from it.
            return Run(
                results: units.map { _ in Result(diagnostics: [], crashed: "the compiler \(stopped)") }, clean: false)
        }
        let all = CompilerDiagnostic.parse(output.text)
        // Messages located in other buffers (macro expansions) repeat an error reported at the macro's use in
        // the snippet itself; only when nothing points into a snippet did the compiler fail on its own.
        let known = Set(paths)
        var diagnostics = all.filter { known.contains($0.file) }
        // An error only inside an expansion (a macro's own code that does not type-check) is reported at the
        // macro's use, which the compiler names in an "in expansion of macro" note, when the snippet has no
        // error of its own that it would repeat.
        let withErrors = Set(diagnostics.filter { $0.severity == "error" }.map(\.file))
        for error in all where error.severity == "error" && !known.contains(error.file) {
            guard
                var use = error.notes.first(where: {
                    known.contains($0.file) && !withErrors.contains($0.file)
                        && $0.message.hasPrefix("in expansion of macro")
                })
            else { continue }
            var macro = use.message.dropFirst("in expansion of ".count)
            if macro.hasSuffix(" here") { macro = macro.dropLast(" here".count) }
            use.severity = "error"
            use.message = "\(error.message) (in the expansion of \(macro))"
            use.notes = []
            // The getter and setter a macro writes often fail alike: one error per place and message.
            if !diagnostics.contains(use) { diagnostics.append(use) }
        }
        let byFile = Dictionary(grouping: diagnostics) { $0.file }
        let clean = output.status == 0 && !all.contains { $0.severity == "error" }
        if output.status != 0 && diagnostics.allSatisfy({ $0.severity != "error" }) {
            let text = String(output.text.prefix(3000))
            return Run(results: units.map { _ in Result(diagnostics: [], crashed: text) }, clean: false)
        }
        // By file name: each file of the run has its own.
        let indexed = IndexStoreConverter.isAvailable ? IndexStoreConverter.references(inStoreAt: index.path) : nil
        let references = indexed ?? [:]
        return Run(
            results: paths.map {
                Result(
                    diagnostics: byFile[$0] ?? [],
                    references: indexed == nil ? nil : references[URL(fileURLWithPath: $0).lastPathComponent] ?? [])
            }, clean: clean)
    }

    /// The stub module that exists only for the toolchain's Foundation macro expansions.
    static let linuxOnlyModule = "FoundationEssentials"

    private func compilerArguments(ios: String) -> [String] {
        [
            "-typecheck", "-target", toolchain.iosTarget(ios), "-swift-version", settings.swiftVersion,
            "-I", stubs.directory.path, "-I", sdk.directory.path, "-I", toolchain.shims.path,
            "-resource-dir", sdk.directory.path, "-plugin-path", toolchain.plugins.path,
            "-diagnostic-style", "llvm", "-print-diagnostic-groups", "-continue-building-after-errors",
        ] + StubModules.clangArguments(moduleCache: moduleCache)
            + stubs.pluginLibraries.flatMap { ["-load-plugin-library", $0.path] }
    }

    /// Where the Clang importer keeps the stubs' compiled C modules: in the user's cache folder (never in the
    /// site, where a repository could put modules of its own), one folder per stub digest, so what one site's
    /// headers make never meets another's.
    var moduleCache: URL { sharedCacheRoot.appending(path: "modules-\(stubs.digest)") }

    // MARK: - Expectations

    private func evaluate(_ unit: Unit, _ result: Result, into report: inout SnippetReport) {
        let snippet = unit.snippet
        let file = unit.file
        if result.timedOut {
            report.diagnostics.append(SnippetError.timeout(snippet.fence, seconds: settings.timeoutSeconds).diagnostic)
            record(&report, snippet, .failed)
            return
        }
        if let crash = result.crashed {
            report.diagnostics.append(SnippetError.compilerCrashed(snippet.fence, output: crash).diagnostic)
            record(&report, snippet, .failed)
            return
        }
        // A visible line the compiler skipped would be vouched for by the badge: the block fails, whatever its
        // expectation.
        var isSkipped = false
        if case .skipped = snippet.expectation { isSkipped = true }
        let unchecked = isSkipped ? [] : uncheckedLines(of: unit)
        guard unchecked.isEmpty else {
            report.diagnostics += unchecked.map {
                SnippetError.visibleLineNotChecked(file.location(line: $0.line, column: 1), reason: $0.message)
                    .diagnostic
            }
            record(&report, snippet, .failed)
            return
        }
        if let references = result.references { recordUses(&report, snippet, file, references) }
        let errors = result.diagnostics.filter { $0.severity == "error" }
        let located = { (d: CompilerDiagnostic, severity: Severity) -> Diagnostic in
            Diagnostic(
                severity, d.message, at: file.location(line: d.line, column: d.column),
                help: d.fixIt.map { "fix-it: `\($0)`" },
                notes: d.notes.map { note in
                    Diagnostic(
                        .note, note.message + (note.fixIt.map { " (fix-it: `\($0)`)" } ?? ""),
                        at: note.file == d.file ? file.location(line: note.line, column: note.column) : nil)
                })
        }
        var gapCount = 0
        let mapped = { (d: CompilerDiagnostic, severity: Severity) -> Diagnostic in
            var diagnostic = located(d, severity)
            if severity == .error,
                let gap = appleIndex().gap(for: d.message, source: file.text, line: d.line, column: d.column)
            {
                gapCount += 1
                var gapped = Self.gapDiagnostic(gap, compiler: diagnostic, ios: snippet.ios)
                if let module = Self.missingModule(d.message) {
                    gapped.help = SnippetError.missingModuleHelp(module: module, available: stubs.modules)
                }
                return gapped
            }
            if severity == .error, let module = Self.missingModule(d.message) {
                diagnostic.help = SnippetError.missingModuleHelp(module: module, available: stubs.modules)
            }
            if severity == .error, d.message.contains("has no member"),
                let note = appleIndex().partialTypeNote(for: d.message)
            {
                diagnostic.notes.append(Diagnostic(.note, note))
            }
            if severity == .error, d.message.hasPrefix("ambiguous use of") {
                diagnostic.notes += Self.availabilityNotes(
                    appleIndex().newerNames(onLine: d.line, of: file.text, above: snippet.ios), ios: snippet.ios)
            }
            return diagnostic
        }
        defer { report.gaps += gapCount }
        switch snippet.expectation {
        case .skipped:
            return
        case .compiles:
            for warning in result.diagnostics where warning.severity == "warning" {
                report.diagnostics.append(mapped(warning, .warning))
            }
            if errors.isEmpty {
                report.checked += 1
                record(&report, snippet, .passed(ios: snippet.ios))
            } else {
                report.diagnostics += errors.map { mapped($0, .error) }
                record(&report, snippet, .failed)
            }
        case .fails(let expected):
            if errors.isEmpty {
                report.diagnostics.append(SnippetError.unexpectedSuccess(snippet.fence, expected: expected).diagnostic)
                record(&report, snippet, .failed)
            } else if let expected, !errors.contains(where: { $0.message.contains(expected) }) {
                report.diagnostics.append(
                    SnippetError.wrongFailure(snippet.fence, expected: expected, actual: errors.map(\.message))
                        .diagnostic)
                record(&report, snippet, .failed)
            } else {
                let message = errors.first { expected == nil || $0.message.contains(expected!) }!.message
                report.checked += 1
                report.expectedFailures += 1
                record(&report, snippet, .failedAsExpected(message: message))
            }
        }
    }

    /// The visible lines of `unit`'s block that the compiler does not type-check (``VisibleCodeCheck``).
    private func uncheckedLines(of unit: Unit) -> [VisibleCodeCheck.Finding] {
        let file = unit.file
        let visible = Set(
            file.origins.indices.filter { index in
                if case .article(let line) = file.origins[index] { return !line.hidden }
                return false
            }.map { $0 + 1 })
        let compiler = toolchain.version.split(separator: " ").drop { $0 != "version" }.dropFirst().first
        return VisibleCodeCheck.findings(
            in: file.text, visible: visible,
            configuration: .init(
                modules: Set(stubs.modules).union(VisibleCodeCheck.standardModules),
                languageVersion: settings.swiftVersion, compilerVersion: compiler.map(String.init) ?? "6",
                architecture: toolchain.architecture))
    }

    /// Records the declarations the block's visible lines use, at their line and column in the code readers
    /// see (hidden lines, preludes and implicit imports are not shown, so their uses are not recorded).
    private func recordUses(
        _ report: inout SnippetReport, _ snippet: Snippet, _ file: GeneratedFile, _ references: [IndexedOccurrence]
    ) {
        var visibleIndex: [Int?] = []
        var shown = 0
        for line in snippet.lines {
            visibleIndex.append(line.hidden ? nil : shown)
            if !line.hidden { shown += 1 }
        }
        let uses = references.compactMap { occurrence -> APIUse? in
            let position = occurrence.line - 1 - file.snippetStart
            guard !occurrence.implicit, position >= 0, position < visibleIndex.count,
                let line = visibleIndex[position]
            else { return nil }
            return APIUse(line: line, column: occurrence.column, usr: occurrence.usr)
        }
        var list = report.uses[snippet.path, default: []]
        while list.count <= snippet.index { list.append(BlockUses(ios: snippet.ios, uses: [])) }
        list[snippet.index] = BlockUses(ios: snippet.ios, uses: uses)
        report.uses[snippet.path] = list
    }

    /// The index of what Apple declares (the stubs' facts, `GAPS.tsv`, the frameworks), made once.
    private func appleIndex() -> AppleAPIIndex {
        index.get { AppleAPIIndex.load(stubs: stubs, gaps: gaps, frameworks: frameworks) }
    }

    /// Notes for an "ambiguous use" error on a line that uses Apple names the article's iOS lacks: the compiler
    /// reports such a call as ambiguous when its overloads differ only in conformances of other versions, and
    /// says nothing of availability.
    static func availabilityNotes(_ names: [AppleAPIIndex.NewerName], ios: IOSVersion) -> [Diagnostic] {
        names.map { newer in
            Diagnostic(
                .note,
                "'\(newer.name)' is only available in iOS \(newer.ios) or newer (every declaration Apple has of "
                    + "it), and the article's minimum is iOS \(ios): use `if #available(iOS \(newer.ios), *)` or "
                    + "raise `ios:`")
        }
    }

    /// The error for a `gap` in the stubs, at the compiler's place: what the stubs lack first, the compiler's
    /// own message as a note, and whether the article's iOS would still need a check once it is declared.
    static func gapDiagnostic(_ gap: AppleAPIIndex.Gap, compiler: Diagnostic, ios: IOSVersion) -> Diagnostic {
        var notes = [Diagnostic(.note, "the compiler says: \(compiler.message)", at: compiler.location)]
        if let needed = IOSVersion(gap.ios), ios < needed {
            notes.append(
                Diagnostic(
                    .note,
                    "the article's minimum iOS is \(ios); once the stubs declare it, this line still needs "
                        + "`if #available(iOS \(gap.ios), *)` or a higher `ios:`"))
        }
        return Diagnostic(
            .error, gap.message, at: compiler.location,
            help: "declare it in Content/Stubs/\(gap.module)/ from Apple's SDK interface (Scripts/stubgen; "
                + "\(BuiltInFiles.guide("authoring.md")), \"Adding an API to the stubs\"), or mark the block "
                + "skip=\"reason\" until then",
            notes: notes)
    }

    /// `Charts` for the compiler's `no such module 'Charts'`.
    static func missingModule(_ message: String) -> String? {
        let prefix = "no such module '"
        guard message.hasPrefix(prefix), message.hasSuffix("'") else { return nil }
        return String(message.dropFirst(prefix.count).dropLast())
    }

    // MARK: - Cache

    private func key(for file: GeneratedFile, ios: IOSVersion) -> String {
        var hash = ContentHash()
        hash.add(Self.recipeVersion)
        hash.add(file.text)
        hash.add(ios.description)
        hash.add(settings.swiftVersion)
        hash.add(stubs.digest)
        hash.add(sdk.directory.lastPathComponent)
        hash.add(toolchain.version)
        return hash.hex
    }

    private func cacheFile(_ key: String) -> URL {
        cacheRoot.appending(path: "results/\(key.prefix(2))/\(key).json")
    }

    /// What a verdict file's tag says it is for: the key it is stored under, so no file stands for another.
    private static func purpose(_ key: String) -> String { "verdict \(key)" }

    /// The cached result under `key`, when Puente wrote it on this machine (a file a repository holds, with
    /// its errors removed, would otherwise publish broken code as checked); `untrusted` counts the others.
    private func loadCached(_ key: String, untrusted: inout Int) -> Result? {
        let bytes: [UInt8]
        switch SealedFile.read(cacheFile(key).path, purpose: Self.purpose(key), what: "verdict") {
        case .missing: return nil
        case .refused:
            untrusted += 1
            return nil
        case .authentic(let payload, _): bytes = payload
        }
        guard let result = try? JSONDecoder().decode(Result.self, from: Data(bytes)), result.key == key,
            !result.timedOut, result.crashed == nil
        else { return nil }
        return result
    }

    private func store(_ result: Result, key: String) {
        var result = result
        result.key = key
        if let data = try? JSONEncoder().encode(result) {
            SealedFile.write(cacheFile(key).path, Array(data), purpose: Self.purpose(key))
        }
    }

    // MARK: - Handing verdicts to another machine

    /// Writes `result` under `key` in `folder` (`results/<k>/<key>.json`), untagged: the folder goes to another
    /// machine (a CI job's artifact) whose build imports it on its operator's word.
    static func export(_ result: Result, key: String, to folder: URL) {
        var result = result
        result.key = key
        guard let data = try? JSONEncoder().encode(result) else { return }
        let file = folder.appending(path: "results/\(key.prefix(2))/\(key).json")
        try? FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: file, options: .atomic)
    }

    /// Stores, tagged, every verdict in `folder` that another check exported (``export(_:key:to:)``): a regular
    /// file of at most 16 MiB named after the key its content names, neither timed out nor crashed. The folder
    /// is trusted because the operator named it (`--import-verdicts`, in a workflow: the artifact of this run's
    /// own check jobs); it must never be a folder of the site. Returns what was imported and what was not.
    public func importVerdicts(from folder: URL) -> (verdicts: Int, refused: Int) {
        var imported = 0
        var refused = 0
        let results = folder.appending(path: "results")
        let prefixes = (try? FileManager.default.contentsOfDirectory(atPath: results.path)) ?? []
        for prefix in prefixes.sorted() {
            let names =
                (try? FileManager.default.contentsOfDirectory(atPath: results.appending(path: prefix).path)) ?? []
            for name in names.sorted() where name.hasSuffix(".json") {
                let key = String(name.dropLast(".json".count))
                let path = results.appending(path: "\(prefix)/\(name)").path
                guard key.count == 32, key.allSatisfy(\.isHexDigit), key.hasPrefix(prefix),
                    let bytes = FileBytes.read(path, followingLinks: false), bytes.count <= 16 << 20,
                    let result = try? JSONDecoder().decode(Result.self, from: Data(bytes)), result.key == key,
                    !result.timedOut, result.crashed == nil
                else {
                    refused += 1
                    continue
                }
                store(result, key: key)
                imported += 1
            }
        }
        return (imported, refused)
    }
}

/// ``AppleAPIIndex``, made on first use (most checks never need it).
final class LazyIndex: @unchecked Sendable {
    private let lock = NSLock()
    private var value: AppleAPIIndex?

    func get(_ make: () -> AppleAPIIndex) -> AppleAPIIndex {
        lock.withLock {
            if let value { return value }
            let made = make()
            value = made
            return made
        }
    }
}

/// Results gathered from concurrent compiler runs.
private final class ResultStore: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String: SnippetChecker.Result] = [:]
    private var count = 0

    func add(_ key: String, _ result: SnippetChecker.Result) { lock.withLock { stored[key] = result } }
    func countRun() { lock.withLock { count += 1 } }
    private var finished = 0
    /// Adds `n` finished snippets; returns the new total.
    func advance(by n: Int) -> Int {
        lock.withLock {
            finished += n; return finished
        }
    }
    var results: [String: SnippetChecker.Result] { lock.withLock { stored } }
    var runs: Int { lock.withLock { count } }
}
