import Config
import Diagnostics
import Foundation
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
        let reads = ParallelMap.map(files) { path -> (Data?, SiteFileError?) in
            do throws(SiteFileError) {
                return (Data(try folder.read(path)), nil)
            } catch {
                return (nil, error)
            }
        }
        // A file that could not be read is not parsed (nor remembered), so it is loaded once it can be read.
        let reserved = Self.expand(reservedAnchors, languages: config.languageCodes)
        let readable = files.indices.filter { reads[$0].0 != nil }
        let configKey = ArticleParseStage.Input.configKey(config)
        let parsed = runner.run(
            ArticleParseStage.self,
            readable.map {
                (
                    files[$0],
                    ArticleParseStage.Input(
                        path: files[$0], bytes: reads[$0].0!, config: config, reservedAnchors: reserved,
                        configKey: configKey)
                )
            })
        var articles: [Article] = []
        var parsedIndex = 0
        for index in files.indices {
            guard reads[index].0 != nil else {
                let refusal = reads[index].1 ?? .unreadable(path: files[index], reason: "permission denied or vanished")
                diagnostics.append(refusal.diagnostic)
                continue
            }
            let item = parsed[parsedIndex]
            parsedIndex += 1
            sources[item.path] = item.source
            diagnostics += item.diagnostics
            if let article = item.article, includeDrafts || config.drafts || !article.frontMatter.draft {
                articles.append(article)
            }
        }
        diagnostics += crossArticleChecks(articles)

        let (images, imageDiagnostics) = ImageCollector.collect(articles, config: config, folder: folder)
        diagnostics += imageDiagnostics
        let (resolved, linkDiagnostics) = LinkResolver.resolve(articles, images: images, runner: runner)
        diagnostics += linkDiagnostics
        diagnostics.sort(by: Diagnostic.sourceOrder)
        let failed = diagnostics.contains { $0.severity == .error }
        let content = SiteContent(
            config: config, articles: resolved, images: images.values.sorted { $0.sourcePath < $1.sourcePath })
        return Result(content: failed ? nil : content, diagnostics: diagnostics, sources: sources)
    }

    /// The site-relative paths of all article files, in a stable order; reports stray folders.
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
