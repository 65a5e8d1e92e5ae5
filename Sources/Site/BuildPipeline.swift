import CodeBlocks
import CodeIndex
import Config
import Content
import Diagnostics
import Diagrams
import Foundation
import Incremental
import Markdown
import Search
import Snippets
import Theme

/// The build, step by step (``BuildStep``): the only place that knows the steps' order.
///
///     config → theme → content (with the theme's ids) → snippet verdicts → page plan → diagrams
///            → search index → display documents → article bodies → pages → feeds → files
///
/// Each step is a function of typed values made by the ones before it; nothing is shared or changed in
/// place. Per-item stages (``ArticleParseStage``, ``LinkStage``, ``DiagramStage``, ``SearchUnitStage``,
/// ``BodyStage``, ``ArticlePageStage``, ``SitePagesStage``, ``FeedStage``) run through one ``StageRunner``,
/// which reuses an item's result from the session while its declared input is unchanged; the stores kept
/// between builds are opened once (``BuildStores``) and closed when the build ends.
struct BuildPipeline {
    /// The build's options.
    let options: BuildOptions
    /// What `serve` keeps between builds; nil for a one-off build.
    let session: BuildSession?

    /// What a build made.
    struct Outcome {
        var diagnostics: [Diagnostic]
        var sources: [String: String]
        /// The files this build made, by output-relative path.
        var files: [String: [UInt8]]
        /// The article pages it kept as published, not made again (``PagePlan``), with their fingerprints.
        var kept: [String: OutputManifest.Fingerprint] = [:]
        var snippets: SnippetReport?
    }

    /// The steps' names, in order.
    var stepNames: [String] { BuildStep.steps(dryRun: options.dryRun).map(\.rawValue) }

    /// Runs every step until one reports an error.
    func run(reporter: some BuildReporter) -> Outcome {
        var log = StepLog(reporter: reporter, total: BuildStep.steps(dryRun: options.dryRun).count)
        var outcome = Outcome(diagnostics: [], sources: [:], files: [:])
        let runner = session?.runner ?? StageRunner()
        var loader = ContentLoader(siteRoot: options.siteRoot, includeDrafts: options.includeDrafts)
        loader.runner = runner

        guard let config = log.step(.loadConfig, { loadConfig(loader) }) else { return finish(outcome, log, nil) }
        // The stores' files are read and checked on other threads while the theme and the content load.
        let stores = BuildStores(options: options, session: session, languages: config.languageCodes)
        guard let (theme, themeSources) = log.step(.loadTheme, { loadTheme(config) }) else {
            return finish(outcome, log, stores)
        }
        let keyedTheme = ThemeKey.keyed(theme, sources: themeSources)
        // fontconfig finds the diagram fonts (some 20 ms) while the content loads.
        let diagramFonts = DiagramStage.fontFamilies(css: theme.diagramFont?.value)
        let diagramEngine = Background { DiagramStage.engineKey(fontFamilies: diagramFonts) }
        loader.reservedAnchors = theme.elementIDs
        loader.pendingRecords = stores.articles
        guard let content = log.step(.loadContent, { loadContent(loader, config: config, stores: stores) }) else {
            return finish(outcome, log, stores)
        }
        // The verdicts are part of the outcome even when some failed (the summary counts them).
        let report = log.step(.checkSnippets) {
            let made = checkSnippets(content, reporter: reporter)
            outcome.snippets = made.value
            return made
        }
        let highlights = SwiftHighlighter.isAvailable && options.process.highlights
        // The links around each article (titles, paths and tags of its language's articles): part of its page.
        let navigation = ArticleNavigation.all(content)
        guard let report,
            let plan = log.step(
                .planPages,
                {
                    planPages(
                        content, report: report, theme: keyedTheme, highlights: highlights,
                        diagramEngine: diagramEngine.value, navigation: navigation, stores: stores)
                }),
            let drawn = log.step(.renderDiagrams, { drawDiagrams(content, plan, theme, runner, stores: stores) })
        else { return finish(outcome, log, stores) }
        var files: [String: [UInt8]] = [:]
        if !options.dryRun {
            guard let index = log.step(.buildSearchIndex, { searchIndex(content, stores: stores) }) else {
                return finish(outcome, log, stores)
            }
            files.merge(index) { _, new in new }
        }
        let made = plan.made.map { content.articles[$0] }
        // What the site pages and the feeds list (titles, dates, tags of every article), made once for both.
        let metadata = SiteMetadata(content)
        guard
            let displayed = log.step(
                .displayDocuments,
                {
                    displayDocuments(
                        Array(zip(made.map(\.path), drawn.map(\.document))), highlights: highlights, stores: stores)
                }),
            let bodies = log.step(
                .renderArticles,
                {
                    renderBodies(
                        made, config: content.config, displayed: displayed, theme: theme, report,
                        highlights: highlights, retaining: plan.keptHighlights, runner, stores: stores)
                }),
            let pages = log.step(
                .renderPages,
                {
                    renderPages(
                        content, metadata, plan: plan, made: made, drawn: drawn, bodies: bodies, theme: keyedTheme,
                        navigation: navigation, runner, stores: stores)
                }),
            let feeds = log.step(.renderFeeds, { renderFeeds(content, metadata, runner, stores: stores) })
        else { return finish(outcome, log, stores) }
        files.merge(pages) { _, new in new }
        files.merge(feeds) { _, new in new }
        outcome.files = files
        outcome.kept = plan.kept
        if !options.dryRun { _ = log.step(.writeOutput) { write(files, kept: plan.kept) } }
        return finish(outcome, log, stores)
    }

    /// Ends the build: the stores are closed (from the command line, their files are written before it
    /// returns), and the log's diagnostics and sources are the outcome's.
    private func finish(_ outcome: Outcome, _ log: StepLog, _ stores: BuildStores?) -> Outcome {
        stores?.close()
        var finished = outcome
        (finished.diagnostics, finished.sources) = (log.diagnostics, log.sources)
        return finished
    }

    // MARK: Steps

    private func loadConfig(_ loader: ContentLoader) -> StepLog.Made<SiteConfig> {
        var loaded = loader.loadConfig()
        if let baseURL = options.baseURL { loaded.config?.baseURL = baseURL }
        let summary = loaded.config.map { "\($0.languageCodes.count) languages" } ?? "failed"
        return .init(value: loaded.config, summary: summary, diagnostics: loaded.diagnostics, sources: loaded.sources)
    }

    private func loadTheme(_ config: SiteConfig) -> StepLog.Made<(Theme, [String: String])> {
        let (theme, loaded, sources) = ThemeLoader.load(siteRoot: options.siteRoot, config: config)
        // A tag no page's data has renders nothing: said at the tag, with the name probably meant.
        let diagnostics = loaded + (theme.map { PageSchema.unknownNames(in: $0) } ?? [])
        let summary = theme.map { "\($0.strings.count) languages, \($0.assets.count) assets" } ?? "failed"
        return .init(value: theme.map { ($0, sources) }, summary: summary, diagnostics: diagnostics, sources: sources)
    }

    /// Articles are parsed knowing the theme's own element ids, so no heading takes one; from the command line,
    /// an article parsed before with nothing to say is taken from its record.
    private func loadContent(_ loader: ContentLoader, config: SiteConfig, stores: BuildStores)
        -> StepLog.Made<SiteContent>
    {
        let result = loader.load(config: config)
        let problem = stores.finish(stores.articles.value)
        guard let loaded = result.content else {
            return .init(value: nil, summary: "failed", diagnostics: result.diagnostics, sources: result.sources)
        }
        // The menus' and footers' links of site.yml go to articles and tags, now known.
        let (content, linkProblems) = SiteLinkResolver.resolve(loaded)
        let counts = config.languageCodes.map { code in
            "\(content.articles.filter { $0.language == code && !$0.isPage }.count) \(code)"
        }
        let pages = content.articles.filter(\.isPage).count
        return .init(
            value: content,
            summary: "\(content.articles.count - pages) articles (\(counts.joined(separator: ", ")))"
                + (pages == 0 ? "" : ", \(pages) pages")
                + (problem.map { " (\($0))" } ?? ""),
            diagnostics: result.diagnostics + linkProblems, sources: result.sources)
    }

    private func checkSnippets(_ content: SiteContent, reporter: some BuildReporter) -> StepLog.Made<SnippetReport> {
        let report = SnippetStage.run(
            content, siteRoot: options.siteRoot, shard: options.shard,
            exchange: (options.importVerdicts, options.exportVerdicts), environment: options.environment,
            progress: { done, total, item in
                reporter.stepProgress("check snippets", done: done, total: total, item: item)
            },
            announce: { message in reporter.stepNote("check snippets", message: message) })
        let summary = content.config.snippets.enabled ? report.summary : "off (snippets: { check: false })"
        return .init(value: report, summary: summary, diagnostics: report.diagnostics)
    }

    /// Which article pages are made and which are kept as published: from the command line, a page whose every
    /// input is what it was when it was published is kept (a clean build, or `serve`, makes every page).
    private func planPages(
        _ content: SiteContent, report: SnippetReport, theme: Keyed<Theme>, highlights: Bool, diagramEngine: String,
        navigation: [String: ArticleNavigation], stores: BuildStores
    ) -> StepLog.Made<PagePlan> {
        let records = stores.pageRecords.value
        let plan =
            records.flatMap { records in
                options.clean
                    ? nil
                    : PagePlan.plan(
                        content, report: report, theme: theme, highlights: highlights, diagramEngine: diagramEngine,
                        navigation: navigation, records: records,
                        published: options.dryRun ? nil : { SiteBuilder.writer(for: options).stillPublished($0) })
            } ?? .all(content)
        let kept = plan.kept.isEmpty ? "" : ", \(plan.kept.count) unchanged kept"
        let problem = records?.problem.map { " (\($0))" } ?? ""
        return .init(value: plan, summary: "\(plan.made.count) pages to make\(kept)\(problem)")
    }

    /// The diagrams of the articles whose pages are made.
    private func drawDiagrams(
        _ content: SiteContent, _ plan: PagePlan, _ theme: Theme, _ runner: StageRunner, stores: BuildStores
    ) -> StepLog.Made<[DiagramStage.Outcome]> {
        let strings = theme.strings.mapValues { s in
            DiagramStrings(
                defaultTitle: s["diagram_title"], textAlternative: s["diagram_text"], summary: s["diagram_summary"],
                // Optional, so a theme's strings from before sequence diagrams still load.
                sequenceTitle: s["diagram_sequence_title"].isEmpty ? "Sequence diagram" : s["diagram_sequence_title"])
        }
        let store = stores.figures.value
        // The kept pages' figures stay in the memo: a later build that makes those pages again finds them.
        store?.retain(plan.keptFigures)
        let articles = plan.made.map { content.articles[$0] }
        let fontFamilies = DiagramStage.fontFamilies(css: theme.diagramFont?.value)
        let outcomes = DiagramStage.draw(
            articles, config: content.config, strings: strings, fontFamilies: fontFamilies, runner: runner,
            store: store)
        var diagnostics = outcomes.flatMap(\.diagnostics).sorted(by: Diagnostic.sourceOrder)
        if outcomes.contains(where: { $0.rendered > 0 }),
            let problem = DiagramStage.fontProblem(fontFamilies: fontFamilies)
        {
            diagnostics.append(
                .warning(
                    problem, at: theme.diagramFont?.location,
                    help:
                        "install the fonts the list names (on Debian: apt-get install fonts-liberation2 fonts-noto-cjk)"
                ))
        }
        let problem = stores.finish(store).map { " (\($0))" } ?? ""
        let drawn = outcomes.reduce(0) { $0 + $1.rendered } + plan.keptFigures.count
        return .init(value: outcomes, summary: "\(drawn) diagrams\(problem)", diagnostics: diagnostics)
    }

    /// Each language's index, from its `stores` (one per language, in the configuration's order).
    private func searchIndex(_ content: SiteContent, stores: BuildStores) -> StepLog.Made<[String: [UInt8]]> {
        // The languages' indexes share nothing: each is read, counted and built on a core of its own.
        let built = ParallelMap.map(Array(zip(content.config.languageCodes, stores.search!.value))) {
            language, store in
            // Articles, then pages: both are searched.
            let articles = content.articles(in: language) + content.pages(in: language)
            // Each article's sections are counted once and kept by the key of what they are made from.
            let counted = store.articles(articles.map(SearchUnitStage.key), language: language) {
                SearchUnitStage.run(articles[$0])
            }
            let index = SearchIndexBuilder().build(counted, store: store, language: language)
            let problem = stores.finish(store)
            let chunks = index.keys.filter { $0.hasPrefix("t") }.count
            let kilobytes = index.values.reduce(0) { $0 + $1.count } / 1024
            let summary =
                "\(language) \(counted.reduce(0) { $0 + $1.count }) sections, \(chunks) chunks, \(kilobytes) KB"
            return (language: language, index: index, summary: summary, problem: problem)
        }
        var files: [String: [UInt8]] = [:]
        for language in built {
            for (path, bytes) in language.index { files["search/\(language.language)/\(path)"] = bytes }
        }
        // A cache file that could not be trusted is said once, in the summary (it is simply made again).
        let notes = built.compactMap(\.problem).map { " (\($0))" }.joined()
        return .init(value: files, summary: built.map(\.summary).joined(separator: "; ") + notes)
    }

    /// The drawn `documents` as readers see them (hidden lines and preludes gone), made once for every later
    /// use; from the command line, when many of their Swift blocks miss the highlight cache, those are
    /// classified first, many per SourceKit request (a few, and in `serve` the blocks of changed articles, are
    /// classified as they come). Fence languages no highlighter knows are named in one warning.
    private func displayDocuments(
        _ documents: [(path: String, document: MarkdownNode)], highlights: Bool, stores: BuildStores
    ) -> StepLog.Made<Displayed> {
        let displayed = ParallelMap.map(documents.map(\.document), SnippetExtractor.displayDocument)
        var prepared: SwiftHighlighter.Prepared?
        if highlights, session == nil, SourceKitConverter.isExpected {
            let cache = stores.highlights.value
            let codes = ParallelMap.map(displayed) { CodePresentation.swiftCode($0).filter { !cache.contains($0) } }
                .flatMap { $0 }
            if codes.count > 8 { prepared = SwiftHighlighter.Prepared(codes) }
        }
        let batched = prepared == nil ? "" : ", Swift code classified in batches"
        return .init(
            value: Displayed(documents: displayed, prepared: prepared),
            summary: "\(displayed.count) articles\(batched)",
            diagnostics: UnknownLanguages.warning(documents).map { [$0] } ?? [])
    }

    /// What ``displayDocuments(_:highlights:stores:)`` makes: the documents, in the made articles' order, and
    /// their Swift code classified ahead (when it was).
    struct Displayed {
        var documents: [MarkdownNode]
        var prepared: SwiftHighlighter.Prepared?
    }

    /// The bodies of `articles` (those whose pages are made), from their `displayed` documents; the highlighted
    /// code of kept pages (`retaining`) stays in the highlight cache.
    private func renderBodies(
        _ articles: [Article], config: SiteConfig, displayed: Displayed, theme: Theme, _ report: SnippetReport,
        highlights: Bool, retaining: [String], _ runner: StageRunner, stores: BuildStores
    ) -> StepLog.Made<[BodyStage.Body]> {
        let cache = stores.highlights.value
        let symbols = BodyStage.keyed(report.symbols)
        let bodies = runner.run(
            BodyStage.self,
            zip(articles, displayed.documents).map { article, document in
                (
                    article.path,
                    BodyStage.Input(
                        document: document, outcomes: report.outcomes[article.path] ?? [],
                        uses: report.uses[article.path] ?? [], strings: theme.strings[article.language],
                        symbols: symbols, highlights: highlights,
                        unsafeHTML: config.unsafeHTML, footnoteScope: "\(article.language):\(article.slug)")
                )
            }, context: BodyStage.Context(highlightCache: cache, prepared: displayed.prepared))
        // Kept pages' code, and (in `serve`) that of bodies reused from the session's memo, stays in the cache.
        let problem = highlights ? cache.problem : nil
        if highlights {
            cache.retain(retaining + bodies.flatMap(\.highlights))
            cache.save()
        }
        // Said once, in the summary, when no highlighter or no index store reader was found.
        var note =
            SwiftHighlighter.isAvailable
            ? "" : " (Swift code shown without highlighting: neither SourceKit nor swift-syntax was found)"
        if let problem { note += " (\(problem))" }
        if !IndexStoreConverter.isAvailable {
            note += " (no availability notes: the toolchain's index store reader was not found when Puente was built)"
        }
        return .init(value: bodies, summary: "\(bodies.count) articles\(note)")
    }

    /// The pages of the articles the plan makes (`made`, each recorded under its key when it made with nothing
    /// to say), the site pages, the theme's assets and the images.
    private func renderPages(
        _ content: SiteContent, _ metadata: SiteMetadata, plan: PagePlan, made articles: [Article],
        drawn: [DiagramStage.Outcome], bodies: [BodyStage.Body], theme: Keyed<Theme>,
        navigation: [String: ArticleNavigation], _ runner: StageRunner, stores: BuildStores
    ) -> StepLog.Made<[String: [UInt8]]> {
        let (store, records) = (stores.siteFiles.value, stores.pageRecords.value)
        let articlePages = runner.run(
            ArticlePageStage.self,
            zip(articles, bodies).map { article, body in
                (
                    article.path,
                    ArticlePageStage.Input(
                        article: article, body: body.html, translations: content.translations(of: article),
                        navigation: navigation[article.path], config: content.config, theme: theme)
                )
            })
        // The site pages read only the metadata and the theme: an edit of an article's text takes them from
        // the memo kept on disk (only pages that all filled are kept).
        let pagesKey = StableHash.Key(combining: .sitePages, [metadata.key, theme.key])
        let sitePages: [PageOutcome]
        if let stored = store?.stored(pagesKey) {
            sitePages = stored.files.map { PageOutcome(path: $0.path, bytes: $0.bytes) }
        } else {
            sitePages = runner.run(
                SitePagesStage.self, key: "site pages",
                input: SitePagesStage.Input(metadata: metadata, theme: theme))
            let filled = sitePages.compactMap { page in page.bytes.map { (page.path, $0) } }
            if filled.count == sitePages.count { store?.keep(StoredFiles(filled), for: pagesKey) }
        }
        if let records {
            for (position, page) in articlePages.enumerated() {
                // Without a figure key per flowchart, a kept page could not keep its figures in their memo.
                guard let key = plan.keys[plan.made[position]], let bytes = page.bytes,
                    drawn[position].diagnostics.isEmpty, drawn[position].figures.count == drawn[position].rendered
                else { continue }
                records.keep(
                    PageRecord(
                        path: page.path, bytes: bytes, figures: drawn[position].figures,
                        highlights: bodies[position].highlights),
                    for: key)
            }
        }
        let problem = store?.problem
        var files: [String: [UInt8]] = [:]
        var diagnostics: [Diagnostic] = []
        for page in articlePages + sitePages {
            if let bytes = page.bytes { files[page.path] = bytes }
            if let diagnostic = page.diagnostic { diagnostics.append(diagnostic) }
        }
        let pageCount = files.count + plan.kept.count
        for (path, bytes) in theme.value.assets { files["assets/\(path)"] = bytes }
        for image in content.images {
            // Pages are under a language's folder, assets and images under /assets/ (a language cannot be named
            // `assets`: SiteConfig.rootFolders), so only a theme asset can take an image's path.
            if theme.value.assets["\(image.outputPath.dropFirst("assets/".count))"] != nil {
                diagnostics.append(
                    Diagnostic(
                        .error,
                        "\(image.sourcePath) and Theme/\(image.outputPath) would both be published as "
                            + "\(image.outputPath)",
                        at: SourceLocation(path: image.sourcePath, line: 1, column: 1),
                        help: "rename the theme's file: /assets/img/ is where the articles' images go"))
                continue
            }
            files[image.outputPath] = image.bytes
        }
        return .init(
            value: files,
            summary: "\(pageCount) pages, \(theme.value.assets.count) assets"
                + (content.images.isEmpty ? "" : ", \(content.images.count) images")
                + (problem.map { " (\($0))" } ?? ""), diagnostics: diagnostics)
    }

    private func renderFeeds(
        _ content: SiteContent, _ metadata: SiteMetadata, _ runner: StageRunner, stores: BuildStores
    ) -> StepLog.Made<[String: [UInt8]]> {
        let store = stores.siteFiles.value
        let feedsKey = StableHash.Key(combining: .feeds, [metadata.key])
        let files: [String: [UInt8]]
        if let stored = store?.stored(feedsKey) {
            files = Dictionary(stored.files.map { ($0.path, $0.bytes) }) { _, new in new }
        } else {
            files = runner.run(FeedStage.self, key: "feeds", input: metadata)
            store?.keep(StoredFiles(files.keys.sorted().map { ($0, files[$0]!) }), for: feedsKey)
        }
        return .init(value: files, summary: "sitemap, \(content.config.languageCodes.count) feeds")
    }

    /// Writes the site: only the files that changed since the manifest the output folder's marker keeps
    /// (or, in `puente serve`, since the last build), else the whole site in one atomic swap.
    private func write(_ files: [String: [UInt8]], kept: [String: OutputManifest.Fingerprint]) -> StepLog.Made<Void> {
        let writer = SiteBuilder.writer(for: options)
        let folder = options.outputDirectory.lastPathComponent
        let total = files.count + kept.count
        do throws(OutputError) {
            let update: OutputWriter.Update
            if let session, let previous = session.takePreviousOutput() {
                update = try writer.update(
                    files, previous: previous.files, manifest: previous.manifest, memory: previous.memory)
            } else if !options.clean, let fromMarker = try writer.updateFromMarker(files, unchanged: kept) {
                update = fromMarker
            } else {
                let manifest = try writer.write(files)
                session?.wrote(files, manifest: manifest)
                return .init(value: (), summary: "\(total) files → \(folder)/")
            }
            session?.wrote(files, manifest: update.manifest, memory: update.memory)
            return .init(
                value: (),
                summary: "\(update.written) changed, \(update.removed) removed of \(total) files → \(folder)/")
        } catch {
            return .init(value: nil, summary: "failed", diagnostics: [error.diagnostic])
        }
    }
}
