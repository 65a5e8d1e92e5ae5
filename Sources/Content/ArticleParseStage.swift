import Config
import Diagnostics
import Foundation
import Incremental
import Markdown

/// The parse stage: one article file's bytes to an ``Article`` (front matter, document with heading ids,
/// headings), with the problems found in it.
public enum ArticleParseStage: ItemStage {
    /// What parsing one article reads.
    public struct Input: Equatable, Sendable {
        /// The file's site-relative path (its language and slug come from it).
        public var path: String
        /// The file's bytes.
        public var bytes: Data
        /// The site configuration (limits, defaults, raw HTML).
        public var config: SiteConfig
        /// Ids headings must not take (the theme's own, expanded for the site's languages).
        public var reservedAnchors: Set<String>
        /// The content key of `config` (``configKey(_:)``), made once for all articles.
        public var configKey: StableHash.Key

        /// The input for one file; `configKey` must be `config`'s.
        public init(
            path: String, bytes: Data, config: SiteConfig, reservedAnchors: Set<String>,
            configKey: StableHash.Key? = nil
        ) {
            self.path = path
            self.bytes = bytes
            self.config = config
            self.reservedAnchors = reservedAnchors
            self.configKey = configKey ?? Self.configKey(config)
        }

        /// The content key of a configuration: its reflection, which lists every stored property in order
        /// (it holds no dictionaries or sets, so the text is the same in every process).
        public static func configKey(_ config: SiteConfig) -> StableHash.Key {
            StableHash.Key(Array(String(reflecting: config).utf8))
        }

        /// The content key of every field: what the parsed article is made from.
        public var key: StableHash.Key {
            var key = Array("article-parse 2\n".utf8)
            key.appendString(path)
            key.appendWord(configKey.high)
            key.appendWord(configKey.low)
            key.appendWord(UInt64(reservedAnchors.count))
            for anchor in reservedAnchors.sorted() { key.appendString(anchor) }
            key.appendWord(UInt64(bytes.count))
            // The bytes' own key, hashed where they lie (not copied behind the rest).
            let content = bytes.withUnsafeBytes { StableHash.Key($0) }
            key.appendWord(content.high)
            key.appendWord(content.low)
            return StableHash.Key(key)
        }
    }

    /// The stage's name.
    public static let name = "parse"

    /// The error for an article of `size` bytes, over `limits.article_bytes`.
    public static func tooLarge(path: String, size: Int, config: SiteConfig) -> Diagnostic {
        let exceeded = BuildLimits.Exceeded(
            key: "article_bytes", found: "this article has \(BuildLimits.Exceeded.grouped(size)) bytes",
            limit: config.limits.articleBytes, alternative: "split it into several articles")
        return ContentError.limitExceeded(SourceLocation(path: path, line: 1), exceeded).diagnostic
    }

    /// Parses one article file.
    public static func run(_ input: Input) -> LoadedArticle {
        let (path, data, config) = (input.path, input.bytes, input.config)
        let language = path.split(separator: "/")[1]
        let fileSlug = String(path.split(separator: "/").last!.dropLast(3))
        guard data.count <= config.limits.articleBytes else {
            return LoadedArticle(
                path: path, article: nil, diagnostics: [tooLarge(path: path, size: data.count, config: config)])
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
                in: parsedDocument, reserved: input.reservedAnchors)
            diagnostics += MarkdownChecks.check(
                document, source: parsed.body, path: path, allowRawHTML: config.unsafeHTML)
            var frontMatter = parsed.frontMatter
            if frontMatter.ios == nil, let fallback = config.defaultIOS.flatMap(IOSVersion.init) {
                frontMatter.ios = fallback
            }
            let article = Article(
                path: path, language: String(language), slug: slug, frontMatter: frontMatter, document: document,
                headings: headings, source: text, contentKey: input.key)
            return LoadedArticle(path: path, source: text, article: article, diagnostics: diagnostics)
        } catch {
            return LoadedArticle(path: path, source: text, article: nil, diagnostics: [error.diagnostic])
        }
    }
}

/// One article file as loaded: its text, the article when it parsed, and what was found.
public struct LoadedArticle: Sendable {
    /// The file's site-relative path.
    public var path: String
    /// Its decoded text, when it could be decoded.
    public var source: String?
    /// The article, when it parsed.
    public var article: Article?
    /// What was found.
    public var diagnostics: [Diagnostic]
}
