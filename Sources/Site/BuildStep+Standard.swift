import CodeBlocks
import Content
import Diagnostics
import Diagrams
import Foundation
import Markdown
import Search
import Snippets
import Templates
import Theme

extension BuildStep {
    /// Reads `Content/site.yml` and every article, resolving links between them.
    public static let loadContent = BuildStep("load content") { context in
        var loader = ContentLoader(
            siteRoot: context.options.siteRoot, includeDrafts: context.options.includeDrafts,
            reservedAnchors: ThemeElementIDs.scan(siteRoot: context.options.siteRoot))
        loader.memo = context.memo?.content
        let result = loader.load()
        context.diagnostics += result.diagnostics
        context.sources.merge(result.sources) { _, new in new }
        context.content = result.content
        guard let content = result.content else { return "failed" }
        let counts = content.config.languageCodes.map { code in
            "\(content.articles.filter { $0.language == code }.count) \(code)"
        }
        return "\(content.articles.count) articles (\(counts.joined(separator: ", ")))"
    }

    /// Type-checks every Swift block against the stub modules for the article's minimum iOS.
    public static let checkSnippets = BuildStep("check snippets") { context in
        let reporter = context.reporter
        let report = SnippetStage.run(
            context.loadedContent, siteRoot: context.options.siteRoot, shard: context.options.shard
        ) { done, total, item in
            reporter.stepProgress("check snippets", done: done, total: total, item: item)
        }
        context.diagnostics += report.diagnostics
        context.snippetReport = report
        return context.loadedContent.config.snippets.enabled ? report.summary : "off (snippets: { check: false })"
    }

    /// Renders every mermaid flowchart to inline SVG in its article.
    public static let renderDiagrams = BuildStep("render diagrams") { context in
        let theme = context.loadedTheme
        let strings = theme.strings.mapValues { s in
            DiagramStrings(
                defaultTitle: s["diagram_title"], textAlternative: s["diagram_text"], summary: s["diagram_summary"])
        }
        let store = SiteStores.figures(options: context.options, memo: context.memo)
        let result = DiagramStage.run(
            context.loadedContent, strings: strings, memo: context.memo?.diagrams, store: store)
        let problem = SiteStores.finish(store, memo: context.memo)
        context.content = result.content
        context.diagnostics += result.diagnostics
        return "\(result.rendered) flowcharts" + (problem.map { " (\($0))" } ?? "")
    }

    /// Builds one chunked search index per language under `search/<lang>/`.
    public static let buildSearchIndex = BuildStep("build search index") { context in
        let content = context.loadedContent
        var summaries: [String] = []
        var notes: [String] = []
        for language in content.config.languageCodes {
            let memo = context.memo
            let units = content.articles(in: language).flatMap { article in
                func make() -> [SearchUnit] {
                    SearchUnit.units(of: article, document: SnippetExtractor.displayDocument(article.document))
                }
                return memo?.searchUnits.value(article.path, input: article, make: make) ?? make()
            }
            let store = SiteStores.searchTerms(language: language, options: context.options, memo: memo)
            let files = SearchIndexBuilder().build(
                units, language: language, state: memo?.searchState(language), store: store)
            if let problem = SiteStores.finish(store, memo: memo) { notes.append(problem) }
            for (path, bytes) in files { context.files["search/\(language)/\(path)"] = bytes }
            let chunks = files.keys.filter { $0.hasPrefix("t") }.count
            let kilobytes = files.values.reduce(0) { $0 + $1.count } / 1024
            summaries.append("\(language) \(units.count) sections, \(chunks) chunks, \(kilobytes) KB")
        }
        // A cache file that could not be trusted is said once, in the summary (it is simply made again).
        return summaries.joined(separator: "; ") + notes.map { " (\($0))" }.joined()
    }

    /// Reads templates, strings and assets from `Theme/`.
    public static let loadTheme = BuildStep("load theme") { context in
        let (theme, diagnostics, sources) = ThemeLoader.load(
            siteRoot: context.options.siteRoot, config: context.loadedContent.config)
        context.diagnostics += diagnostics
        context.sources.merge(sources) { _, new in new }
        context.theme = theme
        guard let theme else { return "failed" }
        return "\(theme.strings.count) languages, \(theme.assets.count) assets"
    }

    /// Renders each article's Markdown to HTML.
    public static let renderArticles = BuildStep("render articles") { context in
        let content = context.loadedContent
        let theme = context.loadedTheme
        let report = context.snippetReport
        let baseline = CodePresentation.baseline(content)
        let highlights = SwiftHighlighter.isAvailable && ProcessInfo.processInfo.environment["PUENTE_HIGHLIGHT"] != "0"
        let cacheFile = SnippetCacheLocation.site(context.options.siteRoot).appending(path: "highlight-v2.json")
        let memo = context.memo
        let cache = memo?.highlightCache(file: cacheFile) ?? HighlightCache(file: cacheFile)
        memo?.useShared(
            BuildMemo.SharedInputs(
                themeSources: context.sources.filter { $0.key.hasPrefix("Theme/") }, assets: theme.assets,
                availability: report?.availability ?? [:], baselineMajor: baseline.major, baselineMinor: baseline.minor)
        )
        let inputs = content.articles.map { article in
            BuildMemo.BodyInput(
                article: article, outcomes: report?.outcomes[article.path] ?? [],
                strings: theme.strings[article.language], highlights: highlights, unsafeHTML: content.config.unsafeHTML)
        }
        let bodies =
            memo?.bodies.values(inputs.map { ($0.article.path, $0) }) { renderBody(inputs[$0]) }
            ?? ParallelMap.map(inputs, renderBody)
        @Sendable func renderBody(_ input: BuildMemo.BodyInput) -> String {
            let article = input.article
            let options = HTMLRenderer.Options(
                unsafeHTML: content.config.unsafeHTML,
                anchorLinkLabel: theme.strings[article.language]?["heading_anchor"])
            var renderer = CodeBlockRenderer(
                strings: CodePresentation.strings(theme.strings[article.language]),
                availability: report?.availability ?? [:], baseline: baseline)
            renderer.highlights = highlights
            renderer.cache = cache
            let document = CodePresentation.present(article.document, outcomes: input.outcomes, renderer: renderer)
            return HTMLRenderer(options: options).render(document)
        }
        for (article, body) in zip(content.articles, bodies) {
            context.articleBodies[article.path] = body
        }
        if highlights { cache.save() }
        // Said once, in the summary, when Puente was built without swift-syntax.
        let note =
            SwiftHighlighter.isAvailable ? "" : " (Swift code shown without highlighting: swift-syntax was not found)"
        return "\(bodies.count) articles\(note)"
    }

    /// Fills the templates: article pages, language indexes, the home page and the 404 page; copies assets.
    public static let renderPages = BuildStep("render pages") { context in
        let content = context.loadedContent
        let theme = context.loadedTheme
        let pages = PageContext(content: content, strings: theme.strings)
        var count = 0
        let memo = context.memo
        // Pages other than articles read only the site's metadata (titles, dates, summaries, tags).
        lazy var metadata = BuildMemo.SiteMetadata(content)
        /// Fills `template` into `path`; with a memo, the page made last time from an equal `input` is reused.
        func render<Input: Equatable & Sendable>(
            _ template: String, _ data: @autoclosure () -> Templates.TemplateValue, to path: String,
            reusing earlier: Memo<Input, [UInt8]?>?, input: @autoclosure () -> Input
        ) {
            // A failed page is not kept (nil): it is filled again below, which reports the template error.
            if let earlier,
                let page = earlier.value(
                    path, input: input(),
                    make: {
                        try? Array(theme.render(template, data()).utf8)
                    })
            {
                context.files[path] = page
                count += 1
                return
            }
            do throws(ThemeError) {
                context.write(path, try theme.render(template, data()))
                count += 1
            } catch {
                context.diagnostics.append(error.diagnostic)
            }
        }
        for article in content.articles {
            let body = context.articleBodies[article.path] ?? ""
            // An article page whose article, body and translations are unchanged is not filled again.
            render(
                "article", pages.article(article, body: body), to: article.outputPath, reusing: memo?.articlePages,
                input: BuildMemo.ArticlePageInput(
                    article: article, body: body, translations: content.translations(of: article),
                    config: content.config))
        }
        for language in content.config.languageCodes {
            render(
                "index", pages.index(language: language), to: "\(language)/index.html", reusing: memo?.sitePages,
                input: metadata)
        }
        for language in content.config.languageCodes {
            render(
                "search", pages.search(language: language), to: "\(language)/search/index.html",
                reusing: memo?.sitePages, input: metadata)
        }
        render("root", pages.root(), to: "index.html", reusing: memo?.sitePages, input: metadata)
        render("not-found", pages.notFound(), to: "404.html", reusing: memo?.sitePages, input: metadata)
        for (path, bytes) in theme.assets {
            context.files["assets/\(path)"] = bytes
        }
        return "\(count) pages, \(theme.assets.count) assets"
    }

    /// Writes `sitemap.xml` and an Atom feed per language.
    public static let renderFeeds = BuildStep("render feeds") { context in
        let content = context.loadedContent
        func make() -> [String: [UInt8]] {
            var files = ["sitemap.xml": Array(SitemapWriter.sitemap(for: content).utf8)]
            for language in content.config.languageCodes {
                files["\(language)/atom.xml"] = Array(AtomFeedWriter.feed(for: content, language: language).utf8)
            }
            files["robots.txt"] = Array(
                "User-agent: *\nAllow: /\nSitemap: \(content.config.baseURL)sitemap.xml\n".utf8)
            return files
        }
        // Feeds and the sitemap read only the site's metadata.
        let files =
            context.memo.map { $0.feeds.value("feeds", input: BuildMemo.SiteMetadata(content), make: make) } ?? make()
        context.files.merge(files) { _, new in new }
        return "sitemap, \(content.config.languageCodes.count) feeds"
    }

    /// Writes the site: only the files that changed since the manifest the output folder's marker keeps
    /// (or, in `puente serve`, since the last build), else the whole site in one atomic swap.
    public static let writeOutput = BuildStep("write output") { context in
        let writer = SiteBuilder.writer(for: context.options)
        let folder = context.options.outputDirectory.lastPathComponent
        let total = context.files.count
        do throws(OutputError) {
            let update: OutputWriter.Update
            if let memo = context.memo, let previous = memo.previousOutput {
                memo.forgetWritten()
                update = try writer.update(
                    context.files, previous: previous.files, manifest: previous.manifest, memory: previous.memory)
            } else if !context.options.clean, let fromMarker = try writer.updateFromMarker(context.files) {
                update = fromMarker
            } else {
                let manifest = try writer.write(context.files)
                context.memo?.wrote(context.files, manifest: manifest)
                return "\(total) files → \(folder)/"
            }
            context.memo?.wrote(context.files, manifest: update.manifest, memory: update.memory)
            return "\(update.written) changed, \(update.removed) removed of \(total) files → \(folder)/"
        } catch {
            context.diagnostics.append(error.diagnostic)
            return "failed"
        }
    }
}
