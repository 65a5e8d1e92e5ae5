import Content
import Incremental

/// The feed stage: `sitemap.xml`, an Atom feed per language and per tag, `robots.txt`, and `_headers` (the
/// response headers Netlify and Cloudflare Pages set from it), from the site's metadata.
enum FeedStage: ItemStage {
    typealias Input = SiteMetadata

    static let name = "feeds"

    /// Writes the files, by output-relative path.
    static func run(_ metadata: SiteMetadata, context: Void) -> [String: [UInt8]] {
        let content = metadata.content
        let tags = Dictionary(
            content.config.languageCodes.map { ($0, TagIndex(content, language: $0)) }, uniquingKeysWith: { a, _ in a })
        var files = ["sitemap.xml": Array(SitemapWriter.sitemap(for: content, tags: tags).utf8)]
        for language in content.config.languageCodes {
            files["\(language)/atom.xml"] = Array(AtomFeedWriter.feed(for: content, language: language).utf8)
            for tag in tags[language]?.tags ?? [] {
                files["\(tag.urlPath(language: language))atom.xml"] = Array(
                    AtomFeedWriter.feed(for: content, language: language, tag: tag).utf8)
            }
        }
        files["robots.txt"] = Array("User-agent: *\nAllow: /\nSitemap: \(content.config.baseURL)sitemap.xml\n".utf8)
        files[HeadersFile.name] = Array(HeadersFile.text(imageHosts: content.config.imageHosts).utf8)
        return files
    }
}
