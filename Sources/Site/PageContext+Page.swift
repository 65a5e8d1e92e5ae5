import Content
import Templates
import Theme

extension PageContext {
    /// Context for a standalone page (``Article/isPage``): the keys every page gets, its `hreflang` alternates
    /// and language switcher as an article's (paired by `translation:`), a breadcrumb to the language's home,
    /// and `page` (title, summary, body, contents, translations). No `article` and no `navigation`: a page
    /// shows no date line, badge, tags, list or pager, and the head's `{{#article}}` parts stay out.
    public func page(_ article: Article, body: String) -> TemplateValue {
        let here = article.urlPath
        let translations = content.translations(of: article)
        let editions = ([article] + translations).sorted { languageIndex($0.language) < languageIndex($1.language) }
        let defaultEdition = editions.first { $0.language == config.defaultLanguage } ?? article
        let s = strings[article.language]
        var page = common(language: article.language, here: here)
        page["title"] = .string(article.frontMatter.title)
        page["description"] = .string(
            article.frontMatter.summary ?? config.language(article.language)?.description ?? "")
        page["canonical"] = .string(absolute(here))
        page["alternates"] = alternateLinks(editions.map { ($0.language, $0.urlPath) }, default: defaultEdition.urlPath)
        page["languages"] = .array(
            config.languageCodes.map { code in
                let target = code == article.language ? article : translations.first { $0.language == code }
                return languageEntry(
                    code, href: PagePath.relative(from: here, to: target?.urlPath ?? "\(code)/"),
                    current: code == article.language, isTranslation: target != nil)
            })
        page["og_type"] = "website"
        page["breadcrumb"] = .array([homeCrumb(article.language, page)])
        let translationLinks: [TemplateValue] = translations.map { other in
            [
                "lang": .string(other.language),
                "title": .string(other.frontMatter.title),
                "href": .string(PagePath.relative(from: here, to: other.urlPath)),
                "language_name": .string(strings[other.language]?["language_name"] ?? other.language),
            ]
        }
        let translatedFrom: TemplateValue =
            article.frontMatter.translatedFrom.map { code in
                .string(
                    (s?["translated_from"] ?? "").replacingAll(
                        "{language}", with: s?.languageName(code, in: strings) ?? code))
            } ?? .null
        page["page"] = [
            "title": .string(article.frontMatter.title),
            "summary": article.frontMatter.summary.map(TemplateValue.string) ?? .null,
            "lang": .string(article.language),
            "body": .string(body),
            "toc": .array(tocEntries(article.tableOfContents)),
            "has_toc": .bool(!article.tableOfContents.isEmpty),
            "translations": .array(translationLinks),
            "has_translations": .bool(!translationLinks.isEmpty),
            "translated_from": translatedFrom,
        ]
        return .dictionary(page)
    }
}
