import Config
import Diagnostics
import Foundation
import Incremental
import Markdown

/// The parse stage: one article file's bytes to an ``Article`` (front matter, document with heading ids,
/// headings), with the problems found in it.
public enum ArticleParseStage: ItemStage {
    /// What parsing one article reads.
    public struct Input: Equatable, Sendable, StableHashable {
        /// The file's site-relative path (its language and slug come from it).
        public var path: String
        /// The file's bytes.
        public var bytes: Data
        /// The site configuration (limits, defaults, raw HTML), keyed once for all articles.
        public var config: Keyed<SiteConfig>
        /// Ids headings must not take (the theme's own, expanded for the site's languages).
        public var reservedAnchors: Set<String>

        /// The input for one file.
        public init(path: String, bytes: Data, config: Keyed<SiteConfig>, reservedAnchors: Set<String>) {
            self.path = path
            self.bytes = bytes
            self.config = config
            self.reservedAnchors = reservedAnchors
        }

        /// The content key of every field: what the parsed article is made from.
        public var key: StableHash.Key { stableKey(.articleParse) }

        /// Every stored field, in order.
        public func hash(into hasher: inout StableHasher) {
            hasher.combine(path)
            hasher.combine(bytes)
            hasher.combine(config)
            hasher.combine(reservedAnchors)
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
    public static func run(_ input: Input, context: Void) -> LoadedArticle {
        let (path, data, config) = (input.path, input.bytes, input.config.value)
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
            let (withCallouts, unknownCallouts) = Callouts.resolve(in: parsedDocument)
            for callout in unknownCallouts {
                let location = SourceLocation(
                    path: path, line: callout.range?.startLine ?? 1, column: callout.range?.startColumn ?? 1)
                diagnostics.append(
                    ContentError.unknownCallout(
                        location, name: callout.name, suggestion: Callouts.suggestion(for: callout.name)
                    )
                    .diagnostic)
            }
            let (document, headings) = HeadingAnchors.assign(in: withCallouts, reserved: input.reservedAnchors)
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
