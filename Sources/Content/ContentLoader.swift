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
    public static let specialFolders: Set<String> = ["Stubs"]

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
    /// Parsed articles and resolved links from the previous build in this process, reused when unchanged.
    public var memo: ContentMemo?

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

    /// Loads the configuration and all articles.
    public func load() -> Result {
        var diagnostics: [Diagnostic] = []
        var sources: [String: String] = [:]
        let configPath = "Content/site.yml"
        let folder = SiteFolder(root: siteRoot)
        let configData: [UInt8]
        do {
            configData = try folder.read(configPath)
        } catch .missing {
            return Result(content: nil, diagnostics: [ConfigError.missing(path: configPath).diagnostic], sources: [:])
        } catch {
            return Result(content: nil, diagnostics: [error.diagnostic], sources: [:])
        }
        let config: SiteConfig
        do {
            let text = try SourceText.decode(configData, path: configPath)
            sources[configPath] = text
            let (loaded, warnings) = try SiteConfigLoader.load(text, path: configPath)
            config = loaded
            diagnostics += warnings.map(\.diagnostic)
        } catch let error as DiagnosticConvertible {
            return Result(content: nil, diagnostics: [error.diagnostic], sources: sources)
        } catch {
            return Result(content: nil, diagnostics: [.error("\(error)")], sources: sources)
        }

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
        let contents: [Data?] = reads.map { $0.0 }
        @Sendable func load(_ index: Int) -> LoadedArticle {
            let path = files[index]
            guard let data = contents[index] else {
                let refusal = reads[index].1 ?? .unreadable(path: path, reason: "permission denied or vanished")
                return LoadedArticle(path: path, article: nil, diagnostics: [refusal.diagnostic])
            }
            return loadArticle(path: path, data: data, config: config)
        }
        // An unreadable file's entry has no bytes, so it is loaded again once the file can be read.
        let loaded =
            memo?.parsed.values(
                files.indices.map {
                    (
                        files[$0],
                        ContentMemo.ParseInput(bytes: contents[$0], config: config, reservedAnchors: reservedAnchors)
                    )
                }, make: load) ?? ParallelMap.map(Array(files.indices), load)
        var articles: [Article] = []
        for item in loaded {
            sources[item.path] = item.source
            diagnostics += item.diagnostics
            if let article = item.article, includeDrafts || config.drafts || !article.frontMatter.draft {
                articles.append(article)
            }
        }
        diagnostics += crossArticleChecks(articles)

        var content = SiteContent(config: config, articles: articles)
        let (resolved, linkDiagnostics) = LinkResolver.resolve(content, memo: memo)
        content = resolved
        diagnostics += linkDiagnostics
        diagnostics.sort(by: Diagnostic.sourceOrder)
        let failed = diagnostics.contains { $0.severity == .error }
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

    private func loadArticle(path: String, data: Data, config: SiteConfig) -> LoadedArticle {
        let language = path.split(separator: "/")[1]
        let fileSlug = String(path.split(separator: "/").last!.dropLast(3))
        guard data.count <= config.limits.articleBytes else {
            let exceeded = BuildLimits.Exceeded(
                key: "article_bytes", found: "this article has \(BuildLimits.Exceeded.grouped(data.count)) bytes",
                limit: config.limits.articleBytes, alternative: "split it into several articles")
            return LoadedArticle(
                path: path, article: nil,
                diagnostics: [ContentError.limitExceeded(SourceLocation(path: path, line: 1), exceeded).diagnostic])
        }
        let text: String
        do {
            text = try SourceText.decode(Array(data), path: path)
        } catch {
            return LoadedArticle(path: path, article: nil, diagnostics: [error.diagnostic])
        }
        do {
            let parsed = try FrontMatterParser.parse(text, path: path)
            var diagnostics = parsed.warnings.map(\.diagnostic)
            let slug = parsed.frontMatter.slug ?? fileSlug
            if parsed.frontMatter.slug == nil, let page = Slug.reserved[fileSlug] {
                diagnostics.append(
                    ContentError.reservedSlug(SourceLocation(path: path, line: 1), slug: fileSlug, page: page)
                        .diagnostic)
            }
            if parsed.frontMatter.slug == nil, !Slug.isValid(fileSlug) {
                diagnostics.append(
                    ContentError.invalidSlug(
                        SourceLocation(path: path, line: 1), slug: fileSlug, suggestion: Slug.suggestion(for: fileSlug)
                    ).diagnostic)
            }
            let depthLimit = config.limits.nestingDepth
            let (parsedDocument, tooDeep) = CommonMarkConverter.parse(parsed.body, maxDepth: depthLimit)
            if let tooDeep {
                let exceeded = BuildLimits.Exceeded(
                    key: "nesting_depth", found: "lists, quotes or inline markup are nested too deeply here",
                    limit: depthLimit, alternative: "flatten the structure")
                let location = SourceLocation(path: path, line: tooDeep.startLine, column: tooDeep.startColumn)
                return LoadedArticle(
                    path: path, source: text, article: nil,
                    diagnostics: [ContentError.limitExceeded(location, exceeded).diagnostic])
            }
            let (document, headings) = HeadingAnchors.assign(
                in: parsedDocument, reserved: Self.expand(reservedAnchors, languages: config.languageCodes))
            diagnostics += MarkdownChecks.check(
                document, source: parsed.body, path: path, allowRawHTML: config.unsafeHTML)
            var frontMatter = parsed.frontMatter
            if frontMatter.ios == nil, let fallback = config.defaultIOS.flatMap(IOSVersion.init) {
                frontMatter.ios = fallback
            }
            let article = Article(
                path: path, language: String(language), slug: slug, frontMatter: frontMatter, document: document,
                headings: headings, source: text)
            return LoadedArticle(path: path, source: text, article: article, diagnostics: diagnostics)
        } catch {
            return LoadedArticle(path: path, source: text, article: nil, diagnostics: [error.diagnostic])
        }
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
