import Content
import Markdown

/// Writes `sitemap.xml` with an `xhtml:link` hreflang alternate for every translation.
enum SitemapWriter {
    /// The sitemap of `content`; `tags` are its languages' tag indexes when the caller has made them.
    static func sitemap(for content: SiteContent, tags: [String: TagIndex]? = nil) -> String {
        let base = content.config.baseURL
        let codes = content.config.languageCodes
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">

            """
        func entry(_ path: String, lastmod: String?, alternates: [(String, String)]) {
            out += "  <url>\n    <loc>\(HTMLEscaping.escapeXML(base + path))</loc>\n"
            if let lastmod { out += "    <lastmod>\(lastmod)</lastmod>\n" }
            for (lang, href) in alternates {
                out +=
                    "    <xhtml:link rel=\"alternate\" hreflang=\"\(lang)\" href=\"\(HTMLEscaping.escapeXML(base + href))\"/>\n"
            }
            out += "  </url>\n"
        }
        let indexAlternates = codes.map { ($0, "\($0)/") } + [("x-default", "")]
        entry("", lastmod: nil, alternates: indexAlternates)
        for code in codes {
            entry("\(code)/", lastmod: nil, alternates: indexAlternates)
        }
        let tagIndexes =
            tags ?? Dictionary(codes.map { ($0, TagIndex(content, language: $0)) }, uniquingKeysWith: { a, _ in a })
        for code in codes {
            entry("\(code)/tags/", lastmod: nil, alternates: [])
            for tag in tagIndexes[code]?.tags ?? [] {
                let editions: [(String, String)] = codes.compactMap { other in
                    if other == code { return (other, TagIndex.encoded(tag.urlPath(language: code))) }
                    guard let index = tagIndexes[other],
                        let same = tagIndexes[code]?.counterpart(of: tag, in: index, content: content)
                    else { return nil }
                    return (other, TagIndex.encoded(same.urlPath(language: other)))
                }
                let alternates = editions.count > 1 ? editions : []
                entry(TagIndex.encoded(tag.urlPath(language: code)), lastmod: nil, alternates: alternates)
            }
        }
        for article in content.articles {
            let editions = ([article] + content.translations(of: article))
                .sorted { (codes.firstIndex(of: $0.language) ?? 0) < (codes.firstIndex(of: $1.language) ?? 0) }
            var alternates: [(String, String)] = []
            if editions.count > 1 {
                alternates = editions.map { ($0.language, $0.urlPath) }
                let fallback = editions.first { $0.language == content.config.defaultLanguage } ?? editions[0]
                alternates.append(("x-default", fallback.urlPath))
            }
            entry(article.urlPath, lastmod: article.frontMatter.date?.description, alternates: alternates)
        }
        out += "</urlset>\n"
        return out
    }
}
