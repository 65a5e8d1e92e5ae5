import Content
import Markdown

/// Writes one Atom feed per language, and one per tag, newest articles first.
///
/// Undated articles carry the feed's own `updated` time (the newest article date, or the Unix epoch when no
/// article has a date), so two builds of the same content give the same bytes.
enum AtomFeedWriter {
    /// The feed of `language`'s articles, or of those tagged `tag`.
    static func feed(for content: SiteContent, language: String, tag: TagIndex.Tag? = nil) -> String {
        let config = content.config
        let site = config.language(language)
        let articles = tag?.articles ?? content.articles(in: language)
        let newest = articles.compactMap(\.frontMatter.date).max()
        let updated = newest.map(timestamp) ?? "1970-01-01T00:00:00Z"
        let home = config.baseURL + TagIndex.encoded(tag?.urlPath(language: language) ?? "\(language)/")
        let title = (site?.title ?? "") + (tag.map { " · \($0.name)" } ?? "")
        var out = """
            <?xml version="1.0" encoding="utf-8"?>
            <feed xmlns="http://www.w3.org/2005/Atom" xml:lang="\(language)">
              <title>\(HTMLEscaping.escapeXML(title))</title>
              <subtitle>\(HTMLEscaping.escapeXML(site?.description ?? ""))</subtitle>
              <id>\(HTMLEscaping.escapeXML(home))</id>
              <link rel="alternate" type="text/html" href="\(HTMLEscaping.escapeXML(home))"/>
              <link rel="self" type="application/atom+xml" href="\(HTMLEscaping.escapeXML(home + "atom.xml"))"/>
              <updated>\(updated)</updated>
              <author><name>\(HTMLEscaping.escapeXML(site?.title ?? ""))</name></author>

            """
        for article in articles {
            let url = config.baseURL + article.urlPath
            out += "  <entry>\n"
            out += "    <title>\(HTMLEscaping.escapeXML(article.frontMatter.title))</title>\n"
            out += "    <id>\(HTMLEscaping.escapeXML(url))</id>\n"
            out += "    <link rel=\"alternate\" type=\"text/html\" href=\"\(HTMLEscaping.escapeXML(url))\"/>\n"
            out += "    <updated>\(article.frontMatter.date.map(timestamp) ?? updated)</updated>\n"
            if let author = article.frontMatter.author {
                out += "    <author><name>\(HTMLEscaping.escapeXML(author))</name></author>\n"
            }
            if let summary = article.frontMatter.summary {
                out += "    <summary>\(HTMLEscaping.escapeXML(summary))</summary>\n"
            }
            for tag in article.frontMatter.tags {
                out += "    <category term=\"\(HTMLEscaping.escapeXML(tag))\"/>\n"
            }
            out += "  </entry>\n"
        }
        out += "</feed>\n"
        return out
    }

    private static func timestamp(_ date: ArticleDate) -> String { "\(date.description)T00:00:00Z" }
}
