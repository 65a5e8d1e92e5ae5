import Config
import Content
import Diagnostics
import Foundation
import SiteFiles

/// Checks every snippet of a site: extraction, toolchain, SDK, stubs, compilation, in one call.
public enum SnippetStage {
    /// Extracts and checks the snippets of `content`; `siteRoot` holds `Content/Stubs`. Verdicts in
    /// `exchange.importing` (another machine's check, exported there) are taken first; every verdict of this
    /// check is written to `exchange.exporting` as well.
    public static func run(
        _ content: SiteContent, siteRoot: URL, shard: SnippetShard? = nil,
        exchange: (importing: URL?, exporting: URL?) = (nil, nil),
        environment: [String: String] = ProcessInfo.processInfo.environment,
        progress: (@Sendable (_ done: Int, _ total: Int, _ item: String) -> Void)? = nil,
        announce: (@Sendable (String) -> Void)? = nil
    ) -> SnippetReport {
        var report = SnippetReport()
        guard content.config.snippets.enabled else {
            report.diagnostics = content.articles.flatMap(SnippetExtractor.fenceWarnings)
            return report
        }
        let fallback = content.config.snippets.defaultIOS.flatMap(IOSVersion.init)
        var articles: [(snippets: [Snippet], prelude: [SnippetLine])] = []
        for article in content.articles {
            let extraction = SnippetExtractor.extract(article, fallbackIOS: fallback)
            report.diagnostics += extraction.diagnostics
            let limit = content.config.limits.snippetsPerArticle
            if extraction.snippets.count > limit {
                let exceeded = BuildLimits.Exceeded(
                    key: "snippets_per_article",
                    found: "this article has \(extraction.snippets.count) Swift snippets", limit: limit,
                    alternative: "split the article, or mark blocks that need no check with skip=\"reason\"")
                report.diagnostics.append(
                    SnippetError.limitExceeded(extraction.snippets[limit].fence, exceeded).diagnostic)
            }
            let mine = extraction.snippets.filter { shard?.contains(path: $0.path, position: $0.index) ?? true }
            articles.append((mine, extraction.prelude))
        }
        let total = articles.reduce(0) { $0 + $1.snippets.count }
        guard total > 0, !report.diagnostics.contains(where: { $0.severity == .error }) else { return report }
        do throws(SnippetError) {
            let shared = SnippetCacheLocation.shared(environment: environment)
            let toolchain = try SwiftToolchain.locate(environment: environment, cache: shared)
            // The built-in stub modules under the site's own (`PUENTE_RESOURCES` may name others, or none), and the
            // installation's prebuilt standard library and stubs, used when made by this very compiler.
            let builtIn = BuiltInFiles.locate(environment: environment)
            let prebuilt = PrebuiltCaches.locate(builtIn: builtIn, digestCache: shared)
            // A first run builds the standard library and the stubs, for a minute or more: said before it starts.
            let sdk = try IOSSimulatorSDK.prepare(
                toolchain: toolchain, cacheRoot: shared, prebuilt: prebuilt, announce: announce, progress: progress)
            let siteCache = SnippetCacheLocation.site(siteRoot, environment: environment)
            let stubs = try StubModules.prepare(
                siteRoot: siteRoot, toolchain: toolchain, sdk: sdk, cacheRoot: siteCache, builtIn: builtIn,
                prebuilt: prebuilt, announce: announce, progress: progress)
            report.diagnostics += (sdk.repairs + stubs.repairs).map { Diagnostic(.note, $0) }
            var checker = SnippetChecker(
                toolchain: toolchain, sdk: sdk, stubs: stubs, cacheRoot: siteCache, settings: content.config.snippets)
            checker.progress = progress
            checker.sharedCacheRoot = shared
            checker.exportFolder = exchange.exporting
            if let folder = exchange.importing {
                report.imported = checker.importVerdicts(from: folder)
            }
            do {
                checker.gaps = try StubGaps.load(siteRoot: siteRoot, builtIn: builtIn)
            } catch {
                report.diagnostics.append(error.diagnostic)
            }
            checker.frameworks = StubGaps.frameworks(siteRoot: siteRoot, builtIn: builtIn)
            let checked = checker.check(articles)
            report.outcomes = checked.outcomes
            report.uses = checked.uses
            report.diagnostics += checked.diagnostics
            report.checked = checked.checked
            report.skipped = checked.skipped
            report.expectedFailures = checked.expectedFailures
            report.cacheHits = checked.cacheHits
            report.compilerRuns = checked.compilerRuns
            report.untrustedVerdicts = checked.untrustedVerdicts
            report.gaps = checked.gaps
            if checked.untrustedVerdicts > 0 {
                report.diagnostics.append(
                    Diagnostic(
                        .note,
                        "\(checked.untrustedVerdicts) cached snippet verdict(s) in \(siteCache.path)/results were not "
                            + "written by Puente on this machine (committed to the repository, or copied from "
                            + "elsewhere); they were ignored and the snippets checked again",
                        help: "to hand verdicts from one machine to another, use check --export-verdicts DIR there "
                            + "and --import-verdicts DIR here"))
            }
            if report.imported.refused > 0 {
                report.diagnostics.append(
                    Diagnostic(
                        .note,
                        "\(report.imported.refused) file(s) under \(exchange.importing?.path ?? "")/results are not "
                            + "verdicts exported by puente check --export-verdicts; they were ignored"))
            }
            // Only the symbols the snippets use are read from the table (a note is placed on each use).
            let used = Set(report.uses.values.joined().flatMap { $0.uses.map(\.usr) })
            report.symbols = StubSymbols.load(
                stubs: stubs, sdk: sdk, toolchain: toolchain, cacheRoot: siteCache, needed: used)
            // Only uses of the stubs' declarations are Apple APIs; the snippet's own (and its prelude's) are not.
            report.uses = report.uses.mapValues { blocks in
                blocks.map { BlockUses(ios: $0.ios, uses: $0.uses.filter { report.symbols[$0.usr] != nil }) }
            }
        } catch {
            report.diagnostics.append(error.diagnostic)
        }
        report.diagnostics.sort(by: Diagnostic.sourceOrder)
        return report
    }
}
