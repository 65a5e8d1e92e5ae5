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

    /// Creates options; the output defaults to `<siteRoot>/Output`.
    public init(siteRoot: URL, outputDirectory: URL? = nil, includeDrafts: Bool = false, dryRun: Bool = false) {
        self.siteRoot = siteRoot.standardizedFileURL
        self.outputDirectory = (outputDirectory ?? siteRoot.appending(path: "Output")).standardizedFileURL
        self.includeDrafts = includeDrafts
        self.dryRun = dryRun
    }
}
