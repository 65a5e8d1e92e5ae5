import Config
import Content
import Markdown
import Templates
import Theme

/// Builds the data each template receives. The keys are the theme's contract, documented in `docs/theme.md`.
///
/// Every page gets: `lang`, `root` (relative URL of the site root, e.g. `../../`), `site` (title, description,
/// base URL), `strings` (the page language's UI strings), `alternates` (hreflang links), `languages` (the
/// switcher), `canonical`, `feed`, and `csp`. Page kinds add `article`, `articles` or `sections`.
public struct PageContext: Sendable {
    /// The site's content.
    public let content: SiteContent
    /// The theme's strings.
    public let strings: [String: ThemeStrings]

    /// Each language's tags, made once.
    private let tagIndexes: [String: TagIndex]

    /// The tags of `language`'s articles (the tag pages to make).
    public func tagIndex(_ language: String) -> TagIndex {
        tagIndexes[language] ?? TagIndex(content, language: language)
    }

    /// Creates a builder.
    public init(content: SiteContent, strings: [String: ThemeStrings]) {
        self.content = content
        self.strings = strings
        tagIndexes = Dictionary(
            content.config.languageCodes.map { ($0, TagIndex(content, language: $0)) }, uniquingKeysWith: { a, _ in a })
    }

    /// The Content-Security-Policy every page declares: nothing inline, nothing from elsewhere.
    public static let contentSecurityPolicy = contentSecurityPolicy(imageHosts: [])

    /// The policy for a site whose articles may show images from `imageHosts` (`build.image_hosts`, checked to
    /// be plain host names), over HTTPS only.
    public static func contentSecurityPolicy(imageHosts: [String]) -> String {
        let images = (["'self'", "data:"] + imageHosts.map { "https://\($0)" }).joined(separator: " ")
        return "default-src 'self'; script-src 'self'; style-src 'self'; img-src \(images); font-src 'self'; "
            + "connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'"
    }

    var config: SiteConfig { content.config }

    /// The `hreflang` alternates: one link per `(language, path)`, then `x-default` at `defaultPath`.
    func alternateLinks(_ editions: [(String, String)], default defaultPath: String) -> TemplateValue {
        let links: [TemplateValue] = editions.map { ["hreflang": .string($0.0), "href": .string(absolute($0.1))] }
        return .array(links + [["hreflang": "x-default", "href": .string(absolute(defaultPath))]])
    }

    /// Context for an article page; `body` is its rendered HTML, `navigation` the links around it (none: the
    /// page shows no list, pager or related articles).
    public func article(_ article: Article, body: String, navigation: ArticleNavigation? = nil) -> TemplateValue {
        let here = article.urlPath
        let translations = content.translations(of: article)
        let editions = ([article] + translations).sorted { languageIndex($0.language) < languageIndex($1.language) }
        let defaultEdition = editions.first { $0.language == config.defaultLanguage } ?? article
        let alternates = alternateLinks(editions.map { ($0.language, $0.urlPath) }, default: defaultEdition.urlPath)

        let languages: [TemplateValue] = config.languageCodes.map { code in
            let target = code == article.language ? article : translations.first { $0.language == code }
            let href = PagePath.relative(from: here, to: target?.urlPath ?? "\(code)/")
            return languageEntry(code, href: href, current: code == article.language, isTranslation: target != nil)
        }
        let s = strings[article.language]
        let translationLinks: [TemplateValue] = translations.map { other in
            [
                "lang": .string(other.language),
                "title": .string(other.frontMatter.title),
                "href": .string(PagePath.relative(from: here, to: other.urlPath)),
                "language_name": .string(strings[other.language]?["language_name"] ?? other.language),
            ]
        }
        var page = common(language: article.language, here: here)
        page["title"] = .string(article.frontMatter.title)
        page["description"] = .string(
            article.frontMatter.summary ?? config.language(article.language)?.description ?? "")
        page["canonical"] = .string(absolute(here))
        page["alternates"] = alternates
        page["languages"] = .array(languages)
        page["og_type"] = "article"
        page["breadcrumb"] = .array([homeCrumb(article.language, page)])
        if let navigation { page["navigation"] = navigationValue(navigation, from: here, language: article.language) }
        page["article"] = .dictionary(
            articleSummary(article, from: here).merging([
                "body": .string(body),
                "toc": .array(tocEntries(article.tableOfContents)),
                "has_toc": .bool(!article.tableOfContents.isEmpty),
                "translations": .array(translationLinks),
                "has_translations": .bool(!translationLinks.isEmpty),
                "translated_from": article.frontMatter.translatedFrom.map { code in
                    .string(
                        (s?["translated_from"] ?? "").replacingAll(
                            "{language}", with: strings[article.language]?.languageName(code, in: strings) ?? code))
                } ?? .null,
            ]) { _, new in new })
        return .dictionary(page)
    }

    /// Context for a language's index of articles.
    public func index(language: String) -> TemplateValue {
        let here = "\(language)/"
        var page = common(language: language, here: here)
        let site = config.language(language)
        page["title"] = .string(site?.title ?? "")
        page["description"] = .string(site?.description ?? "")
        page["canonical"] = .string(absolute(here))
        page["alternates"] = alternateLinks(config.languageCodes.map { ($0, "\($0)/") }, default: "")
        page["languages"] = sectionLanguages(from: here, current: language, section: "")
        page["og_type"] = "website"
        let articles = content.articles(in: language).map { TemplateValue.dictionary(articleSummary($0, from: here)) }
        page["articles"] = .array(articles)
        page["has_articles"] = .bool(!articles.isEmpty)
        return .dictionary(page)
    }

    /// Context for a language's list of tags (`<lang>/tags/`), each with its page and article count.
    public func tags(language: String) -> TemplateValue {
        let here = "\(language)/tags/"
        var page = sectionPage(language: language, section: "tags/", title: strings[language]?["all_tags"] ?? "")
        page["breadcrumb"] = .array([homeCrumb(language, page)])
        let tags = (tagIndexes[language]?.tags ?? []).map { tag -> TemplateValue in
            [
                "name": .string(tag.name),
                "href": .string(PagePath.relative(from: here, to: TagIndex.encoded(tag.urlPath(language: language)))),
                "count": .string(String(tag.articles.count)),
            ]
        }
        page["tags"] = .array(tags)
        page["has_tags"] = .bool(!tags.isEmpty)
        return .dictionary(page)
    }

    /// Context for one tag's page: its articles, its feed, and the same tag's page in the other languages that
    /// have it (``TagIndex/counterpart(of:in:content:)``: their `hreflang` alternates and the language
    /// switcher's links; a language without it links to its list of tags).
    public func tag(_ tag: TagIndex.Tag, language: String) -> TemplateValue {
        let here = tag.urlPath(language: language)
        var page = common(language: language, here: here)
        let title = (strings[language]?["tag_title"] ?? "{tag}").replacingAll("{tag}", with: tag.name)
        page["title"] = .string(title)
        page["description"] = .string(title)
        page["canonical"] = .string(absolute(TagIndex.encoded(here)))
        // The same tag in each language that has it: by slug, or by the articles' translations.
        let own = tagIndexes[language]
        let counterparts: [(code: String, path: String)] = config.languageCodes.compactMap { code in
            if code == language { return (code, here) }
            guard let other = tagIndexes[code], let same = own?.counterpart(of: tag, in: other, content: content)
            else { return nil }
            return (code, same.urlPath(language: code))
        }
        let editions = counterparts.map { ($0.code, TagIndex.encoded($0.path)) }
        page["alternates"] =
            editions.count > 1
            ? alternateLinks(editions, default: editions.first { $0.0 == config.defaultLanguage }?.1 ?? editions[0].1)
            : .array([])
        page["languages"] = .array(
            config.languageCodes.map { code in
                let target = counterparts.first { $0.code == code }?.path ?? "\(code)/tags/"
                return languageEntry(
                    code, href: PagePath.relative(from: here, to: TagIndex.encoded(target)), current: code == language,
                    isTranslation: counterparts.contains { $0.code == code })
            })
        page["og_type"] = "website"
        page["feed"] = .string("atom.xml")
        page["tag"] = [
            "name": .string(tag.name),
            "feed_text": .string((strings[language]?["tag_feed"] ?? "{tag}").replacingAll("{tag}", with: tag.name)),
        ]
        page["breadcrumb"] = .array([
            homeCrumb(language, page), ["title": .string(strings[language]?["all_tags"] ?? ""), "href": "../"],
        ])
        let articles = tag.articles.map { TemplateValue.dictionary(articleSummary($0, from: here)) }
        page["articles"] = .array(articles)
        page["has_articles"] = .bool(!articles.isEmpty)
        return .dictionary(page)
    }

    /// Context for the bilingual home page: one section per language, none forced.
    public func root() -> TemplateValue {
        var page = common(language: config.defaultLanguage, here: "")
        // Each language's title once ("Puente", not "Puente · Puente", when both call the site the same).
        var titles: [String] = []
        for title in config.languages.map(\.title) where !titles.contains(title) { titles.append(title) }
        page["title"] = .string(titles.joined(separator: " · "))
        page["description"] = .string(config.language(config.defaultLanguage)?.description ?? "")
        page["canonical"] = .string(absolute(""))
        page["alternates"] = alternateLinks(config.languageCodes.map { ($0, "\($0)/") }, default: "")
        page["og_type"] = "website"
        // The header's switcher leads to each language's home; none is current on the page of both.
        page["languages"] = .array(
            config.languageCodes.map { languageEntry($0, href: "\($0)/", current: false, isTranslation: true) })
        page["sections"] = .array(
            config.languages.map { language in
                let articles = content.articles(in: language.code).prefix(5).map {
                    TemplateValue.dictionary(articleSummary($0, from: ""))
                }
                return [
                    "lang": .string(language.code),
                    "title": .string(language.title),
                    "language_name": .string(strings[language.code]?["language_name"] ?? language.code),
                    "description": .string(language.description),
                    "href": .string("\(language.code)/"),
                    "strings": stringsValue(language.code),
                    "articles": .array(Array(articles)),
                    "has_articles": .bool(!articles.isEmpty),
                ]
            })
        return .dictionary(page)
    }

    /// Context for a language's search page (`<lang>/search/`).
    public func search(language: String) -> TemplateValue {
        let here = "\(language)/search/"
        var page = sectionPage(language: language, section: "search/", title: strings[language]?["search_title"] ?? "")
        // Without JavaScript the page offers the articles to browse instead.
        page["articles"] = .array(
            content.articles(in: language).map { .dictionary(articleSummary($0, from: here)) })
        return .dictionary(page)
    }

    /// Context for the 404 page, which is served at any depth, so its links start from the base URL's path.
    public func notFound() -> TemplateValue {
        var page = common(language: config.defaultLanguage, here: "")
        page["root"] = .string(basePath)
        page["feed"] = .string("\(basePath)\(config.defaultLanguage)/atom.xml")
        page["tags_href"] = .string("\(basePath)\(config.defaultLanguage)/tags/")
        page["title"] = .string(strings[config.defaultLanguage]?["not_found_title"] ?? "")
        page["description"] = .string("")
        page["canonical"] = .null
        page["og_type"] = .null
        // The header too, every link from the base URL's path: the home page, the search form and the switcher.
        let language = config.defaultLanguage
        page["home"] = .string("\(basePath)\(language)/")
        page["search"] = [
            "action": .string("\(basePath)\(language)/search/"),
            "other": config.languageCodes.first { $0 != language }.map(TemplateValue.string) ?? .null,
        ]
        page["languages"] = .array(
            config.languageCodes.map { code in
                languageEntry(code, href: "\(basePath)\(code)/", current: code == language, isTranslation: true)
            })
        page.merge(settingsKeys(language: language, here: "", base: basePath)) { _, settings in settings }
        page["sections"] = .array(
            config.languages.map { language in
                [
                    "lang": .string(language.code),
                    "href": .string("\(basePath)\(language.code)/"),
                    "strings": stringsValue(language.code),
                ]
            })
        return .dictionary(page)
    }

    // MARK: - Pieces

    /// The common keys of a page every language has at `<lang>/<section>`: its title, the language's
    /// description, its canonical URL, `hreflang` alternates to each language's page (the default language's
    /// for `x-default`) and a switcher to them.
    private func sectionPage(language: String, section: String, title: String) -> [String: TemplateValue] {
        let here = "\(language)/\(section)"
        var page = common(language: language, here: here)
        page["title"] = .string(title)
        page["description"] = .string(config.language(language)?.description ?? "")
        page["canonical"] = .string(absolute(here))
        page["alternates"] = alternateLinks(
            config.languageCodes.map { ($0, "\($0)/\(section)") }, default: "\(config.defaultLanguage)/\(section)")
        page["languages"] = sectionLanguages(from: here, current: language, section: section)
        page["og_type"] = "website"
        return page
    }

    /// The breadcrumb's first step: the language's home page, named by the site's title in it.
    func homeCrumb(_ language: String, _ page: [String: TemplateValue]) -> TemplateValue {
        ["title": .string(config.language(language)?.title ?? ""), "href": page["home"] ?? ""]
    }

    func common(language: String, here: String) -> [String: TemplateValue] {
        let site = config.language(language)
        // site.yml's menu, footer, logo and stylesheets (PageContext+Settings.swift).
        return settingsKeys(language: language, here: here).merging([
            "lang": .string(language),
            "root": .string(PagePath.relative(from: here, to: "")),
            "home": .string(PagePath.relative(from: here, to: "\(language)/")),
            "site": [
                "title": .string(site?.title ?? ""),
                "description": .string(site?.description ?? ""),
                "base_url": .string(config.baseURL),
            ],
            "strings": stringsValue(language),
            "locale": .string(strings[language]?["locale"] ?? language),
            "feed": .string(PagePath.relative(from: here, to: "\(language)/atom.xml")),
            "tags_href": .string(PagePath.relative(from: here, to: "\(language)/tags/")),
            "csp": .string(Self.contentSecurityPolicy(imageHosts: config.imageHosts)),
            "search": [
                "action": .string(PagePath.relative(from: here, to: "\(language)/search/")),
                "other": config.languageCodes.first { $0 != language }.map(TemplateValue.string) ?? .null,
            ],
        ]) { _, own in own }
    }

    /// The switcher of a page every language has at `<code>/<section>`: each entry links to that language's page.
    private func sectionLanguages(from here: String, current language: String, section: String) -> TemplateValue {
        .array(
            config.languageCodes.map { code in
                languageEntry(
                    code, href: PagePath.relative(from: here, to: "\(code)/\(section)"), current: code == language,
                    isTranslation: true)
            })
    }

    func languageEntry(_ code: String, href: String, current: Bool, isTranslation: Bool) -> TemplateValue {
        [
            "lang": .string(code),
            "name": .string(strings[code]?["language_name"] ?? code),
            "href": .string(href),
            "current": .bool(current),
            "is_translation": .bool(isTranslation),
        ]
    }

    private func articleSummary(_ article: Article, from here: String) -> [String: TemplateValue] {
        let s = strings[article.language]
        let fm = article.frontMatter
        // "15" for 15.0, "16.4" otherwise.
        let ios = fm.ios.map { $0.minor == 0 ? "\($0.major)" : $0.description }
        return [
            "title": .string(fm.title),
            "summary": fm.summary.map(TemplateValue.string) ?? .null,
            "href": .string(PagePath.relative(from: here, to: article.urlPath)),
            "lang": .string(article.language),
            "date": fm.date.map { date in
                [
                    "iso": .string(date.description),
                    "display": .string(
                        s?.format(year: date.year, month: date.month, day: date.day) ?? date.description),
                ]
            } ?? .null,
            "author": fm.author.map(TemplateValue.string) ?? .null,
            "ios": ios.map(TemplateValue.string) ?? .null,
            "ios_label": ios.map {
                .string((s?["ios_requirement"] ?? "iOS {version}").replacingAll("{version}", with: $0))
            }
                ?? .null,
            "tags": .array(fm.tags.map { .string($0) }),
            "tag_links": .array(
                fm.tags.map { name in
                    let path = TagIndex.encoded(TagIndex.urlPath(slug: TagIndex.slug(name), language: article.language))
                    return ["name": .string(name), "href": .string(PagePath.relative(from: here, to: path))]
                }),
            "has_tags": .bool(!fm.tags.isEmpty),
        ]
    }

    /// The template value of an article's `navigation`, its links relative to `here`.
    private func navigationValue(_ navigation: ArticleNavigation, from here: String, language: String) -> TemplateValue
    {
        func link(_ link: ArticleNavigation.Link) -> TemplateValue {
            [
                "title": .string(link.title), "href": .string(PagePath.relative(from: here, to: link.urlPath)),
                "current": .bool(link.isCurrent),
            ]
        }
        let more: TemplateValue =
            navigation.total > navigation.nearby.count
            ? [
                "href": .string(PagePath.relative(from: here, to: "\(language)/")),
                "text": .string(
                    (strings[language]?["more_articles"] ?? "{count}").replacingAll(
                        "{count}", with: String(navigation.total))),
            ] : .null
        return [
            "previous": navigation.previous.map(link) ?? .null,
            "next": navigation.next.map(link) ?? .null,
            "has_pager": .bool(navigation.previous != nil || navigation.next != nil),
            "nearby": .array(navigation.nearby.map(link)),
            "more": more,
            "related": .array(navigation.related.map(link)),
            "has_related": .bool(!navigation.related.isEmpty),
        ]
    }

    func tocEntries(_ toc: TableOfContents) -> [TemplateValue] {
        toc.entries.map { entry in
            [
                "text": .string(entry.heading.text),
                "anchor": .string(entry.heading.anchor),
                "children": .array(
                    entry.children.map { ["text": .string($0.text), "anchor": .string($0.anchor)] }),
                "has_children": .bool(!entry.children.isEmpty),
            ]
        }
    }

    private func stringsValue(_ language: String) -> TemplateValue {
        .dictionary((strings[language]?.values ?? [:]).mapValues { .string($0) })
    }

    func languageIndex(_ code: String) -> Int {
        config.languageCodes.firstIndex(of: code) ?? .max
    }

    /// The absolute URL of a site-relative path.
    public func absolute(_ path: String) -> String { config.baseURL + path }

    /// The path part of the base URL (`/` or `/docs/`), for pages served at unknown depths.
    public var basePath: String {
        let afterScheme = config.baseURL.split(separator: "://", maxSplits: 1).last ?? ""
        guard let slash = afterScheme.firstIndex(of: "/") else { return "/" }
        return String(afterScheme[slash...])
    }
}

extension ThemeStrings {
    /// The name of language `code` as this language calls it, falling back to that language's own name.
    func languageName(_ code: String, in all: [String: ThemeStrings]) -> String {
        values["language_\(code)"] ?? all[code]?["language_name"] ?? code
    }
}
