import Content
import Diagnostics
import Dispatch
import Foundation
import Incremental
import Snippets

/// The entry point for building a site: runs the standard pipeline and returns what happened.
public enum SiteBuilder {
    /// The outcome of a build.
    public struct Result: Sendable {
        /// Every diagnostic, errors first within each file's order.
        public var diagnostics: [Diagnostic]
        /// The file texts read, for rendering excerpts.
        public var sources: [String: String]
        /// The files this build made (written unless it was a dry run or failed): all the site's files, except
        /// the article pages a build from the command line kept as published because none of their inputs
        /// changed (``keptPages``).
        public var files: [String: [UInt8]]
        /// What snippet checking found, when it ran.
        public var snippets: SnippetReport?
        /// How many files the site consists of (``files`` is empty when the build found nothing to do).
        public var fileCount = 0
        /// The output-relative paths of the article pages kept as published, not made again.
        public var keptPages: Set<String> = []
        /// Whether the inputs were those of the last build into the same folder, which still holds its files,
        /// so nothing was rendered or written.
        public var upToDate = false
        /// Whether the build succeeded.
        public var succeeded: Bool { !diagnostics.contains { $0.severity == .error } }
    }

    /// Builds the site described by `options`.
    ///
    /// With a `session` kept between calls (as `puente serve` does), a rebuild reuses every per-article result
    /// whose inputs are unchanged and rewrites only the output files that changed; the output is the same
    /// as a clean build's.
    public static func build(
        _ options: BuildOptions, reporter: some BuildReporter = SilentReporter(), session: BuildSession? = nil
    ) -> Result {
        if let problem = destinationProblem(options) {
            return Result(diagnostics: [problem.diagnostic], sources: [:], files: [:], snippets: nil)
        }
        // From the command line, a build whose inputs are those of the last one into the same folder has
        // nothing to do once the folder is verified (`serve` has its session instead).
        let started = DispatchTime.now().uptimeNanoseconds
        let recorded = session == nil && !options.dryRun && !options.clean
        let key = recorded ? BuildInputs.key(options) : nil
        let recordFile = Self.cacheFile(for: options, suffix: "record")
        if let key, let record = BuildRecord.read(recordFile), record.key == key,
            (try? writer(for: options).stillHolds(markerDigest: record.markerDigest)) ?? nil != nil
        {
            reporter.stepStarted("check inputs", index: 1, of: 1)
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - started) / 1_000_000
            reporter.stepFinished(
                "check inputs",
                summary: "unchanged since the last build; its \(record.fileCount) files verified in "
                    + options.outputDirectory.lastPathComponent + "/",
                milliseconds: elapsed)
            var snippets = SnippetReport()
            (snippets.checked, snippets.skipped, snippets.expectedFailures) = record.snippets
            var result = Result(diagnostics: [], sources: [:], files: [:], snippets: snippets)
            result.fileCount = record.fileCount
            result.upToDate = true
            return result
        }
        let outcome = BuildPipeline(options: options, session: session).run(reporter: reporter)
        let failed = outcome.diagnostics.contains { $0.severity == .error }
        if let session, !failed { session.endBuild() }
        if recorded {
            // Only a build with nothing to say is recorded: one with warnings prints them again next time.
            let marker = FileManager.default.contents(
                atPath: OutputWriter.resolved(options.outputDirectory).appending(path: OutputWriter.markerName).path)
            if let key, outcome.diagnostics.isEmpty, let marker {
                let report = outcome.snippets
                BuildRecord(
                    key: key, markerDigest: OutputManifest.hash(Array(marker)),
                    fileCount: outcome.files.count + outcome.kept.count,
                    snippets: (report?.checked ?? 0, report?.skipped ?? 0, report?.expectedFailures ?? 0)
                ).write(to: recordFile)
            } else {
                BuildRecord.remove(recordFile)
            }
        }
        var result = Result(
            diagnostics: outcome.diagnostics, sources: outcome.sources, files: outcome.files,
            snippets: outcome.snippets)
        result.fileCount = outcome.files.count + outcome.kept.count
        result.keptPages = Set(outcome.kept.keys)
        return result
    }

    /// The writer for the output folder of `options`, with its stat cache in the site's cache folder.
    static func writer(for options: BuildOptions) -> OutputWriter {
        OutputWriter(destination: options.outputDirectory, statCache: cacheFile(for: options, suffix: "stat"))
    }

    /// `output-<hash of the output folder's path>.<suffix>` in the site's cache folder: one per output folder.
    static func cacheFile(for options: BuildOptions, suffix: String) -> URL {
        let key = String(OutputManifest.hash(Array(options.outputDirectory.path.utf8)), radix: 16)
        return SnippetCacheLocation.site(options.siteRoot).appending(path: "output-\(key).\(suffix)")
    }

    /// The output folder must not be, or contain, the site's sources.
    static func destinationProblem(_ options: BuildOptions) -> OutputError? {
        let output = options.outputDirectory.path
        let root = options.siteRoot.path
        if output == root || root.hasPrefix(output + "/") {
            return .unsafeDestination(path: output, reason: "it would replace the site folder itself")
        }
        for protected in ["Content", "Theme", "Sources", "Tests"].map({ root + "/" + $0 }) {
            if output == protected || protected.hasPrefix(output + "/") || output.hasPrefix(protected + "/") {
                return .unsafeDestination(path: output, reason: "it overlaps the site's sources (\(protected))")
            }
        }
        return nil
    }
}
