import Config
import Diagnostics
import Foundation
import Incremental
import Markdown
import SiteFiles

/// Reads `Content/`: the site configuration and every article, parsed and checked.
///
/// Problems in one article do not stop the others from loading, so one build reports them all.
public struct ContentLoader: Sendable {
    /// Folders under `Content/` that are not languages.
    public static let specialFolders: Set<String> = ["Stubs", "images"]

    /// The site root (the folder that holds `Content/`).
    public var siteRoot: URL
    /// Publish drafts even when the config does not.
    public var includeDrafts: Bool
    /// Element ids of the theme that headings must not take; an entry ending in `*` (an id the templates build
    /// with a tag, as `pu-home-{{lang}}`) stands for that prefix followed by each of the site's language codes.
    public var reservedAnchors: Set<String>

    /// `reserved` with every `prefix*` entry replaced by `prefix` + each language code.
    static func expand(_ reserved: Set<String>, languages: [String]) -> Set<String> {
        var result = reserved.filter { !$0.hasSuffix("*") }
        for pattern in reserved where pattern.hasSuffix("*") {
            for code in languages { result.insert(String(pattern.dropLast()) + code) }
        }
        return result
    }
    /// Runs the parse and link stages, reusing results of earlier builds in this process when it has a memo.
    public var runner = StageRunner()
    /// The records of articles earlier builds parsed with nothing to say (``ArticleRecord``), by parse key: an
    /// article found there loads without being parsed. Nil parses every article.
    public var records: PersistentMemo<ArticleRecord>?
    /// The same records, still being opened on another thread (used when ``records`` is nil): the files are
    /// listed and read meanwhile.
    public var pendingRecords: Background<PersistentMemo<ArticleRecord>?>?

    /// Creates a loader.
    public init(siteRoot: URL, includeDrafts: Bool = false, reservedAnchors: Set<String> = []) {
        self.siteRoot = siteRoot
        self.includeDrafts = includeDrafts
        self.reservedAnchors = reservedAnchors
    }

    /// What loading produced: the content when there were no errors, and every diagnostic.
    public struct Result: Sendable {
        /// The site's content; `nil` when an error prevented building it.
        public var content: SiteContent?
        /// Errors and warnings, sorted by location.
        public var diagnostics: [Diagnostic]
        /// The source text of every file read, by site-relative path, for diagnostic excerpts.
        public var sources: [String: String]
    }

    /// What loading the configuration produced: the configuration unless an error stopped it, every
    /// diagnostic, and the text read.
    public struct ConfigResult: Sendable {
        /// The configuration; `nil` when an error prevented reading it.
        public var config: SiteConfig?
        /// Errors and warnings.
        public var diagnostics: [Diagnostic]
        /// `Content/site.yml`'s text, when it was read.
        public var sources: [String: String]
    }

    /// Reads `Content/site.yml`.
    public func loadConfig() -> ConfigResult {
        let configPath = "Content/site.yml"
        let folder = SiteFolder(root: siteRoot)
        let configData: [UInt8]
        do {
            configData = try folder.read(configPath)
        } catch .missing {
            return ConfigResult(
                config: nil, diagnostics: [ConfigError.missing(path: configPath).diagnostic], sources: [:])
        } catch {
            return ConfigResult(config: nil, diagnostics: [error.diagnostic], sources: [:])
        }
        var sources: [String: String] = [:]
        do {
            let text = try SourceText.decode(configData, path: configPath)
            sources[configPath] = text
            let (loaded, warnings) = try SiteConfigLoader.load(text, path: configPath)
            return ConfigResult(config: loaded, diagnostics: warnings.map(\.diagnostic), sources: sources)
        } catch let error as DiagnosticConvertible {
            return ConfigResult(config: nil, diagnostics: [error.diagnostic], sources: sources)
        } catch {
            return ConfigResult(config: nil, diagnostics: [.error("\(error)")], sources: sources)
        }
    }

    /// Loads the configuration and all articles.
    public func load() -> Result {
        let loaded = loadConfig()
        guard let config = loaded.config else {
            return Result(content: nil, diagnostics: loaded.diagnostics, sources: loaded.sources)
        }
        var result = load(config: config)
        result.diagnostics = (loaded.diagnostics + result.diagnostics).sorted(by: Diagnostic.sourceOrder)
        result.sources.merge(loaded.sources) { old, _ in old }
        if result.diagnostics.contains(where: { $0.severity == .error }) { result.content = nil }
        return result
    }

    /// Loads every article of the site configured by `config`: the parse stage for each file, then the
    /// checks across articles, then the link stage for each article.
    public func load(config: SiteConfig) -> Result {
        var diagnostics: [Diagnostic] = []
        var sources: [String: String] = [:]
        let folder = SiteFolder(root: siteRoot)
        let files = articleFiles(config: config, folder: folder, diagnostics: &diagnostics)
        // Each article is read through the site folder's rules: a link out of the site, a FIFO or a device
        // is refused before a byte of it is read, so it can reach neither a page nor an error excerpt.
        // An article over `limits.article_bytes` (a plain file, by its size) is refused unread: a 200 MB file
        // costs a `stat`, not 200 MB of memory.
        let oversized = Dictionary(
            uniqueKeysWithValues: files.indices.compactMap { index -> (Int, Int)? in
                var info = stat()
                guard lstat(folder.absolute(files[index]), &info) == 0, info.st_mode & S_IFMT == S_IFREG,
                    Int(info.st_size) > config.limits.articleBytes
                else { return nil }
                return (index, Int(info.st_size))
            })
        let wanted = files.indices.filter { oversized[$0] == nil }
        var reads = [(Data?, SiteFileError?)](repeating: (nil, nil), count: files.count)
        for (index, read) in zip(wanted, folder.read(wanted.map { files[$0] })) {
            switch read {
            case .success(let bytes): reads[index] = (Data(bytes), nil)
            case .failure(let error): reads[index] = (nil, error)
            }
        }
        // A file that could not be read is not parsed (nor remembered), so it is loaded once it can be read.
        let reserved = Self.expand(reservedAnchors, languages: config.languageCodes)
        let records = self.records ?? pendingRecords?.value
        let readable = files.indices.filter { reads[$0].0 != nil }
        let keyedConfig = config.keyed
        let inputs = readable.map {
            ArticleParseStage.Input(
                path: files[$0], bytes: reads[$0].0!, config: keyedConfig, reservedAnchors: reserved)
        }
        // An article an earlier build parsed with nothing to say, from the same bytes and settings, is taken
        // from its record; the others are parsed.
        let keys = records == nil ? [] : ParallelMap.map(inputs) { $0.key }
        let recorded = records.map { memo in keys.map { memo.stored($0) } } ?? []
        let fromRecords = ParallelMap.map(Array(recorded.indices.filter { recorded[$0] != nil })) {
            index -> (Int, LoadedArticle?) in
            (index, Self.loaded(inputs[index], key: keys[index], record: recorded[index]!))
        }
        var loaded = [LoadedArticle?](repeating: nil, count: inputs.count)
        for (index, article) in fromRecords { loaded[index] = article }
        let toParse = inputs.indices.filter { loaded[$0] == nil }
        let parsed = runner.run(ArticleParseStage.self, toParse.map { (inputs[$0].path, inputs[$0]) })
        for (index, article) in zip(toParse, parsed) { loaded[index] = article }
        var articles: [Article] = []
        // For each article: its pictures, its parse key and record when it may be kept, by path.
        var references: [String: [ImageReference]] = [:]
        var keepable: [String: (key: StableHash.Key, record: ArticleRecord?)] = [:]
        var parsedIndex = 0
        // Files that are there but did not load: links to them are not broken (their own errors are reported).
        var unloaded: [String] = []
        for index in files.indices {
            if let size = oversized[index] {
                diagnostics.append(ArticleParseStage.tooLarge(path: files[index], size: size, config: config))
                unloaded.append(files[index])
                continue
            }
            guard reads[index].0 != nil else {
                let refusal = reads[index].1 ?? .unreadable(path: files[index], reason: "permission denied or vanished")
                diagnostics.append(refusal.diagnostic)
                unloaded.append(files[index])
                continue
            }
            let item = loaded[parsedIndex]!
            let inputIndex = parsedIndex
            parsedIndex += 1
            sources[item.path] = item.source
            diagnostics += item.diagnostics
            if item.article == nil { unloaded.append(item.path) }
            guard let article = item.article, includeDrafts || config.drafts || !article.frontMatter.draft else {
                continue
            }
            articles.append(article)
            let record = recorded.isEmpty ? nil : recorded[inputIndex]
            references[article.path] = record?.images ?? ImageCollector.references(in: article)
            if records != nil, item.diagnostics.isEmpty { keepable[article.path] = (keys[inputIndex], record) }
        }
        diagnostics += crossArticleChecks(articles)
        // A language with a file that did not load may have the edition in it: not looked in.
        let incomplete = Set(unloaded.compactMap { $0.split(separator: "/").dropFirst().first.map(String.init) })
        diagnostics += TranslationCheck.diagnostics(articles, config: config, incomplete: incomplete)

        let (images, imageDiagnostics) = ImageCollector.collect(
            articles.map { ($0, references[$0.path] ?? []) }, config: config, folder: folder)
        diagnostics += imageDiagnostics
        let resolution = LinkResolver.resolve(
            articles, images: images, runner: runner,
            resolvedUnder: keepable.compactMapValues { $0.record?.linkKey }, unloaded: unloaded)
        diagnostics += resolution.diagnostics.flatMap { $0 }
        // What parsed with nothing to say is recorded, with the link key under which its links resolved.
        if let records {
            for (article, linkDiagnostics) in zip(articles, resolution.diagnostics) {
                guard let (key, record) = keepable[article.path] else { continue }
                let linkKey = linkDiagnostics.isEmpty ? resolution.linkKey : nil
                guard record?.linkKey != linkKey else { continue }
                records.keep(ArticleRecord(article, images: references[article.path] ?? [], linkKey: linkKey), for: key)
            }
        }
        diagnostics.sort(by: Diagnostic.sourceOrder)
        let failed = diagnostics.contains { $0.severity == .error }
        let content = SiteContent(
            config: config, articles: resolution.articles,
            images: images.values.sorted { $0.sourcePath < $1.sourcePath })
        return Result(content: failed ? nil : content, diagnostics: diagnostics, sources: sources)
    }

    /// The article `record` describes, loaded from `input` without parsing it: its text decoded, its document
    /// deferred to the parse stage itself. Nil when the text no longer decodes (it is then parsed, and says why).
    static func loaded(_ input: ArticleParseStage.Input, key: StableHash.Key, record: ArticleRecord) -> LoadedArticle? {
        guard let text = try? SourceText.decode(Array(input.bytes), path: input.path) else { return nil }
        let article = Article(
            path: input.path, language: record.language, slug: record.slug, frontMatter: record.frontMatter,
            headings: record.headings, source: text, contentKey: key,
            deferred: {
                guard let article = ArticleParseStage.run(input).article else {
                    preconditionFailure(
                        "\(input.path) parsed into its record, and from the same bytes no longer parses")
                }
                return article.document
            })
        return LoadedArticle(path: input.path, source: text, article: article, diagnostics: [])
    }

    /// The site-relative paths of all article and page files (`Content/<lang>/*.md`, `Content/<lang>/pages/*.md`),
    /// in a stable order; reports stray folders.
    private func articleFiles(config: SiteConfig, folder: SiteFolder, diagnostics: inout [Diagnostic]) -> [String] {
        var files: [String] = []
        for entry in folder.entries("Content") {
            if let refusal = folder.escape("Content/\(entry)") {
                diagnostics.append(refusal.diagnostic)
                continue
            }
            guard folder.isFolder("Content/\(entry)"), !Self.specialFolders.contains(entry) else { continue }
            guard config.language(entry) != nil else {
                diagnostics.append(
                    ContentError.unknownLanguageFolder(
                        SourceLocation(path: "Content/\(entry)", line: 1), folder: entry,
                        languages: config.languageCodes
                    ).diagnostic)
                continue
            }
            for name in folder.entries("Content/\(entry)") where name.hasSuffix(".md") {
                files.append("Content/\(entry)/\(name)")
            }
            // Standalone pages: `Content/<lang>/pages/*.md` (``ContentKind``).
            let pages = "Content/\(entry)/\(ContentKind.pagesFolder)"
            if let refusal = folder.escape(pages) {
                diagnostics.append(refusal.diagnostic)
            } else if folder.isFolder(pages) {
                for name in folder.entries(pages) where name.hasSuffix(".md") { files.append("\(pages)/\(name)") }
            }
        }
        return files
    }

    private func crossArticleChecks(_ articles: [Article]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var slugs: [String: String] = [:]
        var keys: [String: String] = [:]
        for article in articles.sorted(by: { $0.path < $1.path }) {
            let location = SourceLocation(path: article.path, line: 1)
            let slugKey = "\(article.language)/\(article.slug)"
            if let other = slugs[slugKey] {
                diagnostics.append(ContentError.duplicateSlug(location, slug: article.slug, other: other).diagnostic)
            } else {
                slugs[slugKey] = article.path
            }
            let translationKey = "\(article.language)/\(article.translationKey)"
            if let other = keys[translationKey] {
                diagnostics.append(
                    ContentError.duplicateTranslationKey(location, key: article.translationKey, other: other).diagnostic
                )
            } else {
                keys[translationKey] = article.path
            }
        }
        return diagnostics
    }
}
