import Config
import Content
import Markdown
import Templates

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

    /// Creates a builder.
    public init(content: SiteContent, strings: [String: ThemeStrings]) {
        self.content = content
        self.strings = strings
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

    private var config: SiteConfig { content.config }

    /// The `hreflang` alternates: one link per `(language, path)`, then `x-default` at `defaultPath`.
    private func alternateLinks(_ editions: [(String, String)], default defaultPath: String) -> TemplateValue {
        let links: [TemplateValue] = editions.map { ["hreflang": .string($0.0), "href": .string(absolute($0.1))] }
        return .array(links + [["hreflang": "x-default", "href": .string(absolute(defaultPath))]])
    }

    /// Context for an article page; `body` is its rendered HTML.
    public func article(_ article: Article, body: String) -> TemplateValue {
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

    /// Context for the bilingual home page: one section per language, none forced.
    public func root() -> TemplateValue {
        var page = common(language: config.defaultLanguage, here: "")
        page["title"] = .string(config.languages.map(\.title).joined(separator: " · "))
        page["description"] = .string(config.language(config.defaultLanguage)?.description ?? "")
        page["canonical"] = .string(absolute(""))
        page["alternates"] = alternateLinks(config.languageCodes.map { ($0, "\($0)/") }, default: "")
        page["og_type"] = "website"
        page["sections"] = .array(
            config.languages.map { language in
                let articles = content.articles(in: language.code).prefix(5).map {
                    TemplateValue.dictionary(articleSummary($0, from: ""))
                }
                return [
                    "lang": .string(language.code),
                    "title": .string(language.title),
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
        var page = common(language: language, here: here)
        page["title"] = .string(strings[language]?["search_title"] ?? "")
        page["description"] = .string(config.language(language)?.description ?? "")
        page["canonical"] = .string(absolute(here))
        page["alternates"] = alternateLinks(
            config.languageCodes.map { ($0, "\($0)/search/") }, default: "\(config.defaultLanguage)/search/")
        page["languages"] = sectionLanguages(from: here, current: language, section: "search/")
        page["og_type"] = "website"
        return .dictionary(page)
    }

    /// Context for the 404 page, which is served at any depth, so its links start from the base URL's path.
    public func notFound() -> TemplateValue {
        var page = common(language: config.defaultLanguage, here: "")
        page["root"] = .string(basePath)
        page["feed"] = .string("\(basePath)\(config.defaultLanguage)/atom.xml")
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

    private func common(language: String, here: String) -> [String: TemplateValue] {
        let site = config.language(language)
        return [
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
            "csp": .string(Self.contentSecurityPolicy(imageHosts: config.imageHosts)),
            "search": [
                "action": .string(PagePath.relative(from: here, to: "\(language)/search/")),
                "other": config.languageCodes.first { $0 != language }.map(TemplateValue.string) ?? .null,
            ],
        ]
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

    private func languageEntry(_ code: String, href: String, current: Bool, isTranslation: Bool) -> TemplateValue {
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
        return [
            "title": .string(fm.title),
            "summary": fm.summary.map(TemplateValue.string) ?? .null,
            "href": .string(PagePath.relative(from: here, to: article.urlPath)),
            "lang": .string(article.language),
            "date": fm.date.map { date in
                ["iso": .string(date.description), "display": .string(s?.format(date) ?? date.description)]
            } ?? .null,
            "author": fm.author.map(TemplateValue.string) ?? .null,
            "ios": fm.ios.map { .string($0.minor == 0 ? "\($0.major)" : $0.description) } ?? .null,
            "tags": .array(fm.tags.map { .string($0) }),
            "has_tags": .bool(!fm.tags.isEmpty),
        ]
    }

    private func tocEntries(_ toc: TableOfContents) -> [TemplateValue] {
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

    private func languageIndex(_ code: String) -> Int {
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
