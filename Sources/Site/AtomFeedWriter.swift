import Content

/// Writes one Atom feed per language, newest articles first.
///
/// Undated articles carry the feed's own `updated` time (the newest article date, or the Unix epoch when no
/// article has a date), so two builds of the same content give the same bytes.
enum AtomFeedWriter {
    static func feed(for content: SiteContent, language: String) -> String {
        let config = content.config
        let site = config.language(language)
        let articles = content.articles(in: language)
        let newest = articles.compactMap(\.frontMatter.date).max()
        let updated = newest.map(timestamp) ?? "1970-01-01T00:00:00Z"
        let home = config.baseURL + "\(language)/"
        var out = """
            <?xml version="1.0" encoding="utf-8"?>
            <feed xmlns="http://www.w3.org/2005/Atom" xml:lang="\(language)">
              <title>\(XMLEscaping.escape(site?.title ?? ""))</title>
              <subtitle>\(XMLEscaping.escape(site?.description ?? ""))</subtitle>
              <id>\(XMLEscaping.escape(home))</id>
              <link rel="alternate" type="text/html" href="\(XMLEscaping.escape(home))"/>
              <link rel="self" type="application/atom+xml" href="\(XMLEscaping.escape(home + "atom.xml"))"/>
              <updated>\(updated)</updated>
              <author><name>\(XMLEscaping.escape(site?.title ?? ""))</name></author>

            """
        for article in articles {
            let url = config.baseURL + article.urlPath
            out += "  <entry>\n"
            out += "    <title>\(XMLEscaping.escape(article.frontMatter.title))</title>\n"
            out += "    <id>\(XMLEscaping.escape(url))</id>\n"
            out += "    <link rel=\"alternate\" type=\"text/html\" href=\"\(XMLEscaping.escape(url))\"/>\n"
            out += "    <updated>\(article.frontMatter.date.map(timestamp) ?? updated)</updated>\n"
            if let author = article.frontMatter.author {
                out += "    <author><name>\(XMLEscaping.escape(author))</name></author>\n"
            }
            if let summary = article.frontMatter.summary {
                out += "    <summary>\(XMLEscaping.escape(summary))</summary>\n"
            }
            for tag in article.frontMatter.tags {
                out += "    <category term=\"\(XMLEscaping.escape(tag))\"/>\n"
            }
            out += "  </entry>\n"
        }
        out += "</feed>\n"
        return out
    }

    private static func timestamp(_ date: ArticleDate) -> String { "\(date.description)T00:00:00Z" }
}
