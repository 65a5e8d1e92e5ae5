import Content
import Diagnostics
import Snippets

/// The entry point for building a site: runs the standard pipeline and returns what happened.
public enum SiteBuilder {
    /// The outcome of a build.
    public struct Result: Sendable {
        /// Every diagnostic, errors first within each file's order.
        public var diagnostics: [Diagnostic]
        /// The file texts read, for rendering excerpts.
        public var sources: [String: String]
        /// The files the site consists of (written unless it was a dry run or failed).
        public var files: [String: [UInt8]]
        /// What snippet checking found, when it ran.
        public var snippets: SnippetReport?
        /// Whether the build succeeded.
        public var succeeded: Bool { !diagnostics.contains { $0.severity == .error } }
    }

    /// Builds the site described by `options`.
    ///
    /// With a `memo` kept between calls (as `puente serve` does), a rebuild reuses every per-article result
    /// whose inputs are unchanged and rewrites only the output files that changed; the output is the same
    /// as a clean build's.
    public static func build(
        _ options: BuildOptions, reporter: some BuildReporter = SilentReporter(), memo: BuildMemo? = nil
    ) -> Result {
        if let problem = destinationProblem(options) {
            return Result(diagnostics: [problem.diagnostic], sources: [:], files: [:], snippets: nil)
        }
        var start = BuildContext(options: options)
        start.memo = memo
        let context = BuildPipeline.standard(dryRun: options.dryRun).run(start, reporter: reporter)
        if let memo, !context.hasErrors { memo.endBuild() }
        return Result(
            diagnostics: context.diagnostics, sources: context.sources, files: context.files,
            snippets: context.snippetReport)
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
