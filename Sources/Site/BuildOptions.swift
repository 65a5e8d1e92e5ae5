import Foundation
import Snippets

/// What a build reads and where it writes.
public struct BuildOptions: Sendable, Equatable {
    /// The folder holding `Content/` and `Theme/`.
    public var siteRoot: URL
    /// The folder the site is written to (replaced whole, atomically).
    public var outputDirectory: URL
    /// Publish drafts.
    public var includeDrafts: Bool
    /// Check everything but write nothing (`puente check`).
    public var dryRun: Bool
    /// Check only this part of the snippets (`puente check --shard 2/4`).
    public var shard: SnippetShard?
    /// Write the whole site and swap it in, even when the output folder's manifest would allow rewriting only
    /// the changed files (`puente build --clean`).
    public var clean = false
    /// Use the stages' results kept in the site's cache folder (``PersistentMemo``). Off for the clean builds
    /// tests compare incremental ones with, so the oracle shares nothing with what it checks.
    public var persistentMemos = true
    /// Build and load the site's own macro plugins and C headers even where the compiler cannot be sandboxed
    /// (`--trust-site-code`, the same as `PUENTE_TRUST_SITE_CODE=1`): for a machine and a site its owner trusts,
    /// never for a pull request.
    public var trustSiteCode = false
    /// A folder of verdicts another machine's `check --export-verdicts` wrote, to take instead of checking
    /// those snippets again (`--import-verdicts`): trusted on the operator's word, never a folder of the site.
    public var importVerdicts: URL?
    /// A folder to write every verdict of this check to (`check --export-verdicts`), for another machine.
    public var exportVerdicts: URL?
    /// The address the site is published at, in place of `site.yml`'s `base_url` (`build --base-url`, as the
    /// GitHub Action passes the Pages address); an absolute http(s) URL ending in `/`.
    public var baseURL: String?

    /// The process's environment, read once when the options are made: nothing else in a build reads it.
    public var process = BuildEnvironment()

    /// The environment the build's tools are chosen with: ``process``, with ``trustSiteCode`` added.
    public var environment: [String: String] {
        var environment = process.variables
        if trustSiteCode { environment[ToolSandbox.trustVariable] = "1" }
        return environment
    }

    /// Creates options; the output defaults to `<siteRoot>/Output`.
    public init(siteRoot: URL, outputDirectory: URL? = nil, includeDrafts: Bool = false, dryRun: Bool = false) {
        self.siteRoot = siteRoot.standardizedFileURL
        self.outputDirectory = (outputDirectory ?? siteRoot.appending(path: "Output")).standardizedFileURL
        self.includeDrafts = includeDrafts
        self.dryRun = dryRun
    }
}
