import Diagnostics
import Templates
import Theme

/// The shape of the data ``PageContext`` gives each page template (``TemplateShape``): every key a page kind
/// can have, whether or not a given page's is set. The theme's tags are checked against it when the theme
/// loads, so a misspelled name is a warning at its tag rather than an empty `href=""`.
///
/// It must list what `PageContext` makes: `PageSchemaTests` builds every kind of page of a site and fails on a
/// key missing here. Add a key to both, and to docs/theme.md.
enum PageSchema {
    /// Each page template with the shape of its data; `strings` holds the keys of the theme's strings files.
    static func pages(strings: [String: ThemeStrings]) -> [(template: String, data: TemplateShape)] {
        var keys: [String: TemplateShape] = [:]
        for file in strings.values {
            for key in file.values.keys { keys[key] = .scalar }
        }
        let strings = TemplateShape.object(keys)
        let common = commonKeys(strings: strings)
        let page = common.merging(pageKeys) { _, new in new }
        let articles = TemplateShape.list(.object(summary))
        let index: [String: TemplateShape] = ["articles": articles, "has_articles": .scalar]
        let tags: [String: TemplateShape] = [
            "breadcrumb": crumbs, "tags": .list(.object(["name": .scalar, "href": .scalar, "count": .scalar])),
            "has_tags": .scalar,
        ]
        let tag: [String: TemplateShape] = [
            "tag": .object(["name": .scalar, "feed_text": .scalar]), "breadcrumb": crumbs, "articles": articles,
            "has_articles": .scalar,
        ]
        func adding(_ base: [String: TemplateShape], _ more: [String: TemplateShape]) -> TemplateShape {
            .object(base.merging(more) { _, new in new })
        }
        return [
            (template: "article", data: adding(page, articleKeys)),
            (template: "index", data: adding(page, index)),
            (template: "search", data: adding(page, ["articles": articles])),
            (template: "tags", data: adding(page, tags)),
            (template: "tag", data: adding(page, tag)),
            (template: "page", data: adding(page, standalonePageKeys)),
            (template: "root", data: adding(common, rootKeys(strings: strings, articles: articles))),
            (template: "not-found", data: adding(common, notFoundKeys(strings: strings))),
        ]
    }

    /// Warnings for the tags of `theme`'s templates that no page's data has, each with the closest name.
    static func unknownNames(in theme: Theme) -> [Diagnostic] {
        theme.templates.unknownNames(pages(strings: theme.strings)).map { unknown in
            ThemeError.unknownName(
                path: "\(ThemeLoader.templatesFolder)/\(unknown.template).mustache", line: unknown.line,
                column: unknown.column, name: unknown.name,
                suggestion: Spelling.closest(to: unknown.name, in: unknown.known)
            ).diagnostic
        }
    }

    // MARK: - Pieces, as PageContext makes them

    /// Every page's keys (`common`).
    private static func commonKeys(strings: TemplateShape) -> [String: TemplateShape] {
        [
            "lang": .scalar, "root": .scalar, "home": .scalar,
            "site": .object(["title": .scalar, "description": .scalar, "base_url": .scalar]),
            "strings": strings, "locale": .scalar, "feed": .scalar, "tags_href": .scalar, "csp": .scalar,
            "search": .object(["action": .scalar, "other": .scalar]),
            "title": .scalar, "description": .scalar, "canonical": .scalar, "og_type": .scalar,
        ].merging(settingsKeys) { _, new in new }
    }

    /// The keys of `site.yml`'s settings every page has (`PageContext.settingsKeys`).
    private static let settingsKeys: [String: TemplateShape] = {
        let links = TemplateShape.list(
            .object(["label": .scalar, "href": .scalar, "external": .scalar, "current": .scalar]))
        return [
            "menu": links, "has_menu": .scalar,
            "footer": .object(["text": .scalar, "has_text": .scalar, "links": links, "has_links": .scalar]),
            "logo": .object(["light": .scalar, "dark": .scalar, "has_dark": .scalar, "alt": .scalar]),
            "stylesheets": .list(.object(["href": .scalar])),
        ]
    }()

    /// A standalone page's own keys (`PageContext.page`).
    private static let standalonePageKeys: [String: TemplateShape] = {
        let entry: [String: TemplateShape] = ["text": .scalar, "anchor": .scalar]
        return [
            "breadcrumb": crumbs,
            "page": .object([
                "title": .scalar, "summary": .scalar, "lang": .scalar, "body": .scalar,
                "toc": .list(
                    .object(
                        entry.merging(["children": .list(.object(entry)), "has_children": .scalar]) { _, new in new })),
                "has_toc": .scalar,
                "translations": .list(
                    .object(["lang": .scalar, "title": .scalar, "href": .scalar, "language_name": .scalar])),
                "has_translations": .scalar, "translated_from": .scalar,
            ]),
        ]
    }()

    /// The keys of every page but the home page and the 404 page.
    private static let pageKeys: [String: TemplateShape] = [
        "alternates": .list(.object(["hreflang": .scalar, "href": .scalar])),
        "languages": languages,
    ]

    private static let languages = TemplateShape.list(
        .object(["lang": .scalar, "name": .scalar, "href": .scalar, "current": .scalar, "is_translation": .scalar]))

    private static let crumbs = TemplateShape.list(.object(["title": .scalar, "href": .scalar]))

    /// An article in a list (`articleSummary`).
    private static let summary: [String: TemplateShape] = [
        "title": .scalar, "summary": .scalar, "href": .scalar, "lang": .scalar,
        "date": .object(["iso": .scalar, "display": .scalar]), "author": .scalar, "ios": .scalar,
        "ios_label": .scalar, "tags": .list(.scalar),
        "tag_links": .list(.object(["name": .scalar, "href": .scalar])), "has_tags": .scalar,
    ]

    /// An article page's own keys.
    private static let articleKeys: [String: TemplateShape] = {
        let link = TemplateShape.object(["title": .scalar, "href": .scalar, "current": .scalar])
        let entry: [String: TemplateShape] = ["text": .scalar, "anchor": .scalar]
        let article = summary.merging([
            "body": .scalar,
            "toc": .list(
                .object(entry.merging(["children": .list(.object(entry)), "has_children": .scalar]) { _, new in new })),
            "has_toc": .scalar,
            "translations": .list(
                .object(["lang": .scalar, "title": .scalar, "href": .scalar, "language_name": .scalar])),
            "has_translations": .scalar, "translated_from": .scalar,
        ]) { _, new in new }
        return [
            "breadcrumb": crumbs,
            "navigation": .object([
                "previous": link, "next": link, "has_pager": .scalar, "nearby": .list(link),
                "more": .object(["href": .scalar, "text": .scalar]), "related": .list(link), "has_related": .scalar,
            ]),
            "article": .object(article),
        ]
    }()

    private static func rootKeys(strings: TemplateShape, articles: TemplateShape) -> [String: TemplateShape] {
        [
            "alternates": pageKeys["alternates"] ?? .anything,
            "languages": languages,
            "sections": .list(
                .object([
                    "lang": .scalar, "title": .scalar, "language_name": .scalar, "description": .scalar,
                    "href": .scalar, "strings": strings, "articles": articles, "has_articles": .scalar,
                ])),
        ]
    }

    private static func notFoundKeys(strings: TemplateShape) -> [String: TemplateShape] {
        [
            "languages": languages,
            "sections": .list(.object(["lang": .scalar, "href": .scalar, "strings": strings])),
        ]
    }
}
