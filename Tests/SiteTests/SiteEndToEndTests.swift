import CodeBlocks
import Foundation
import Testing

@testable import Site

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Builds the repository's real `Content/` and `Theme/` into a temporary folder and checks the published site.
@Suite(.tags(.slow)) struct SiteEndToEndTests {
    /// One build shared by every test in this suite.
    static let build: (output: URL, result: SiteBuilder.Result) = {
        let output = TestSite.temporaryFolder("puente-e2e").appending(path: "Output")
        let result = SiteBuilder.build(BuildOptions(siteRoot: TestSite.repositoryRoot, outputDirectory: output))
        return (output, result)
    }()

    static let baseURL = "https://puente.example.org/"

    var output: URL { Self.build.output }

    @Test func buildSucceedsWithoutDiagnostics() {
        #expect(Self.build.result.succeeded)
        #expect(Self.build.result.diagnostics.map(\.description) == [])
    }

    @Test func everyArticleHasAPageAndEachIndexListsItsLanguage() {
        let spanish = [
            "backporting-swiftui-extensiones-view", "alertas-dialogos-basados-en-datos", "costuras-uikit-swiftui",
            "list-viewbuilder-ios15-ios16",
        ]
        let japanese = [
            "list-viewbuilder-ios15-ios16", "backporting-swiftui-view-extensions", "data-driven-alerts-dialogs",
            "uikit-swiftui-seams",
        ]
        let files = Set(TestSite.files(in: output))
        for file in [
            "index.html", "es/index.html", "ja/index.html", "404.html", "sitemap.xml", "es/atom.xml", "ja/atom.xml",
        ] {
            #expect(files.contains(file), "missing \(file)")
        }
        let esIndex = TestSite.read("es/index.html", in: output)
        let jaIndex = TestSite.read("ja/index.html", in: output)
        for slug in spanish {
            #expect(files.contains("es/\(slug)/index.html"))
            #expect(esIndex.contains("href=\"../es/\(slug)/\""), "es index does not list \(slug)")
            #expect(!jaIndex.contains("../es/\(slug)/"))
        }
        for slug in japanese {
            #expect(files.contains("ja/\(slug)/index.html"))
            #expect(jaIndex.contains("href=\"../ja/\(slug)/\""))
            #expect(!esIndex.contains("../ja/\(slug)/"))
        }
        #expect(esIndex.components(separatedBy: "class=\"article-card\"").count - 1 == spanish.count)
        #expect(jaIndex.components(separatedBy: "class=\"article-card\"").count - 1 == japanese.count)
    }

    @Test func everyInternalLinkAndAnchorResolves() {
        var problems: [String] = []
        var idsByFile: [String: Set<String>] = [:]
        func ids(_ file: String) -> Set<String>? {
            if let cached = idsByFile[file] { return cached }
            guard FileManager.default.fileExists(atPath: output.appending(path: file).path) else { return nil }
            let found = HTMLLinks(html: TestSite.read(file, in: output)).ids
            idsByFile[file] = found
            return found
        }
        var checked = 0
        for page in TestSite.files(in: output) where page.hasSuffix(".html") {
            let links = HTMLLinks(html: TestSite.read(page, in: output))
            for reference in links.references {
                var value = reference.value
                if value.hasPrefix(Self.baseURL) {
                    value = "/" + value.dropFirst(Self.baseURL.count)
                } else if value.contains("://") || value.hasPrefix("//") || value.hasPrefix("mailto:") {
                    continue  // Outside URLs are the next test's business.
                }
                let (path, fragment) = split(value)
                let target: String
                if path.isEmpty {
                    target = page
                } else if path.hasPrefix("/") {
                    target = resolve(String(path.dropFirst()), from: "")
                } else {
                    target = resolve(path, from: (page as NSString).deletingLastPathComponent)
                }
                checked += 1
                guard
                    let targetIDs = ids(target)
                        ?? (FileManager.default.fileExists(atPath: output.appending(path: target).path) ? [] : nil)
                else {
                    problems.append("\(page): \(reference.value) → missing file \(target)")
                    continue
                }
                if let fragment, !fragment.isEmpty {
                    let decoded = fragment.removingPercentEncoding ?? fragment
                    if !targetIDs.contains(decoded) {
                        problems.append("\(page): \(reference.value) → no id '\(decoded)' in \(target)")
                    }
                }
            }
        }
        #expect(checked > 100)
        #expect(problems == [])
    }

    @Test func noPageReferencesAnOutsideURL() {
        var problems: [String] = []
        for page in TestSite.files(in: output) where page.hasSuffix(".html") {
            for reference in HTMLLinks(html: TestSite.read(page, in: output)).references {
                let value = reference.value
                let isAbsolute = value.contains("://") || value.hasPrefix("//")
                guard isAbsolute else { continue }
                // Canonical and alternate <link>s name the site's own absolute URLs, and an API's popover links
                // to Apple's page for it (a link readers follow, nothing the page loads); nothing else may.
                if reference.tag == "link", value.hasPrefix(Self.baseURL) { continue }
                if reference.tag == "a", value.hasPrefix("https://developer.apple.com/documentation/") { continue }
                problems.append("\(page): <\(reference.tag) \(reference.attribute)=\"\(value)\">")
            }
            let html = TestSite.read(page, in: output)
            #expect(!html.contains("@import"), "\(page) imports CSS")
        }
        let css = TestSite.files(in: output).filter { $0.hasSuffix(".css") }
        for file in css {
            let text = TestSite.read(file, in: output)
            #expect(
                !text.contains("http://") && !text.contains("https://") && !text.contains("@import"),
                "\(file) reaches outside")
        }
        #expect(problems == [])
    }

    @Test(HTMLValidator.enabled) func pagesAreValidHTML() throws {
        #expect(try HTMLValidator.messages(for: output) == [])
    }

    @Test func pagesDeclareTheirLanguageAndLinkTranslations() {
        let es = TestSite.read("es/backporting-swiftui-extensiones-view/index.html", in: output)
        let ja = TestSite.read("ja/list-viewbuilder-ios15-ios16/index.html", in: output)
        #expect(es.contains("<html lang=\"es\">"))
        #expect(ja.contains("<html lang=\"ja\">"))
        // Each switcher lands on the counterpart, not the other language's index.
        #expect(
            es.contains(
                "<a href=\"../../ja/backporting-swiftui-view-extensions/\" hreflang=\"ja\" lang=\"ja\">日本語</a>"))
        #expect(
            ja.contains("<a href=\"../../es/list-viewbuilder-ios15-ios16/\" hreflang=\"es\" lang=\"es\">Español</a>"))
        #expect(
            es.contains(
                "<link rel=\"alternate\" hreflang=\"ja\" href=\"\(Self.baseURL)ja/backporting-swiftui-view-extensions/\">"
            ))
        #expect(
            es.contains(
                "<link rel=\"alternate\" hreflang=\"x-default\" href=\"\(Self.baseURL)es/backporting-swiftui-extensiones-view/\">"
            ))
        #expect(
            es.contains("<link rel=\"canonical\" href=\"\(Self.baseURL)es/backporting-swiftui-extensiones-view/\">"))
        #expect(ja.contains("<time datetime=\"2023-07-20\">2023年7月20日</time>"))
    }

    @Test func rootServesBothLanguagesWithoutRedirecting() {
        let root = TestSite.read("index.html", in: output)
        #expect(root.contains("lang=\"es\""))
        #expect(root.contains("lang=\"ja\""))
        #expect(root.contains("href=\"es/\""))
        #expect(root.contains("href=\"ja/\""))
        #expect(!root.lowercased().contains("http-equiv=\"refresh\""))
    }

    @Test func feedsAndSitemapAreWellFormedXML() throws {
        let feeds = TestSite.files(in: output).filter { $0.hasSuffix(".xml") }
        #expect(feeds.contains("es/tags/swiftui/atom.xml") && feeds.count > 5, "\(feeds)")
        for file in feeds {
            let parser = XMLParser(data: try Data(contentsOf: output.appending(path: file)))
            #expect(parser.parse(), "\(file): \(parser.parserError.map { "\($0)" } ?? "")")
        }
        let sitemap = TestSite.read("sitemap.xml", in: output)
        #expect(sitemap.contains("<loc>\(Self.baseURL)ja/list-viewbuilder-ios15-ios16/</loc>"))
        #expect(sitemap.contains("hreflang=\"x-default\""))
        #expect(sitemap.contains("<loc>\(Self.baseURL)ja/tags/%E5%88%A9%E7%94%A8%E5%8F%AF%E5%90%A6/</loc>"))
        let tagFeed = TestSite.read("es/tags/swiftui/atom.xml", in: output)
        #expect(tagFeed.components(separatedBy: "<entry>").count - 1 == 4, "every Spanish article is tagged swiftui")
    }

    /// Every article in both languages: each page's switcher and hreflang alternates name its counterpart, and
    /// a translation says which language it was translated from.
    @Test(arguments: [
        ("es/backporting-swiftui-extensiones-view", "ja/backporting-swiftui-view-extensions"),
        ("es/alertas-dialogos-basados-en-datos", "ja/data-driven-alerts-dialogs"),
        ("es/costuras-uikit-swiftui", "ja/uikit-swiftui-seams"),
        ("ja/list-viewbuilder-ios15-ios16", "es/list-viewbuilder-ios15-ios16"),
    ])
    func everyArticleHasItsCounterpartInTheOtherLanguage(original: String, translation: String) {
        for (page, other) in [(original, translation), (translation, original)] {
            let html = TestSite.read("\(page)/index.html", in: output)
            let language = String(other.prefix(2))
            #expect(
                html.contains("<a href=\"../../\(other)/\" hreflang=\"\(language)\" lang=\"\(language)\">"), "\(page)")
            #expect(html.contains("hreflang=\"\(language)\" href=\"\(Self.baseURL)\(other)/\">"), "\(page)")
        }
        let translated = TestSite.read("\(translation)/index.html", in: output)
        let note = translation.hasPrefix("ja/") ? "スペイン語からの翻訳" : "Traducido del japonés"
        #expect(translated.contains("<p class=\"translated-from\">\(note)</p>"))
        #expect(!TestSite.read("\(original)/index.html", in: output).contains("class=\"translated-from\""))
    }

    @Test func everySnippetIsCheckedAndHiddenCodeNeverReachesThePage() throws {
        let report = try #require(Self.build.result.snippets)
        // 22 blocks in the four originals, and the same 22 in their translations.
        #expect(report.checked == 44)
        #expect(report.outcomes.values.joined().allSatisfy { if case .passed = $0 { true } else { false } })
        for page in TestSite.files(in: output) where page.hasSuffix(".html") {
            let html = TestSite.read(page, in: output)
            #expect(!html.contains("//#"), "\(page) shows a hidden line")
            #expect(
                !html.contains("struct RouteEditor") && !html.contains("struct Elemento"), "\(page) shows a prelude")
        }
    }

    @Test func codeBlocksCarryBadgesAndAvailabilityNotes() {
        let backporting = TestSite.read("es/backporting-swiftui-extensiones-view/index.html", in: output)
        #expect(
            Self.popover(of: "ContentUnavailableView", in: backporting, marked: true)?.html.contains("iOS 17.0+")
                == true)
        let list = TestSite.read("ja/list-viewbuilder-ios15-ios16/index.html", in: output)
        #expect(Self.popover(of: "scrollContentBackground", in: list, marked: true)?.html.contains("iOS 16.0+") == true)
        var badges = 0
        for page in TestSite.files(in: output) where page.hasSuffix("/index.html") {
            let html = TestSite.read(page, in: output)
            badges += html.components(separatedBy: "class=\"code-badge code-badge-").count - 1
            #expect(!html.contains("<pre><code"), "\(page) has a code block without its figure")
        }
        #expect(badges == 44)
        // `environment(_:)` with an @Observable model is the iOS 17 overload; the others are older.
        let seams = TestSite.read("es/costuras-uikit-swiftui/index.html", in: output)
        let environment = Self.popover(of: "environment", in: seams, marked: true)
        #expect(environment?.marked == true && environment?.html.contains("iOS 17.0+") == true)
        #expect(list.contains("<p class=\"code-badge code-badge-checked\">型チェック済み · iOS 15+</p>"))
        #expect(backporting.contains("<p class=\"code-badge code-badge-checked\">Comprobado · iOS 17+</p>"))
    }

    /// The popover that follows the name `name` in `html`, and whether the name is marked.
    static func popover(of name: String, in html: String, marked: Bool? = nil) -> RenderedPopover? {
        RenderedPopover.find(name, in: html, marked: marked)
    }

    /// Every API reference in the eight article pages has a popover with its declaration and Apple's page.
    @Test func everyAPIReferenceHasAPopoverWithItsDeclaration() {
        for page in TestSite.files(in: output)
        where page.hasSuffix("/index.html") && page.split(separator: "/").count == 3 {
            let html = TestSite.read(page, in: output)
            guard html.contains("language-swift") else { continue }
            let names = html.components(separatedBy: "<span class=\"api").count - 1
            let popovers = html.components(separatedBy: "<span class=\"api-popover\"").count - 1
            #expect(names > 0, "\(page) has Swift code but no resolved API")
            // `<span class="api` also starts `api-popover`, `api-availability` and `api-summary`.
            let parts = ["api-popover", "api-availability", "api-summary"].map {
                html.components(separatedBy: "<span class=\"\($0)").count - 1
            }
            #expect(names - parts.reduce(0, +) == popovers, "\(page)")
            #expect(html.components(separatedBy: "<code class=\"api-declaration\">").count - 1 == popovers, "\(page)")
            #expect(
                html.components(separatedBy: "<a class=\"api-docs\" href=\"https://developer.apple.com/documentation/")
                    .count
                    - 1 == popovers, "\(page)")
        }
    }

    /// The alerts article's closure parameter `place` shares its name with an iOS 16 API (`LayoutSubview.place`),
    /// but it is the snippet's own: no note, in either language, next to the "iOS 15+" badge.
    @Test func aParameterNamedLikeANewerAPICarriesNoNote() {
        for page in ["es/alertas-dialogos-basados-en-datos", "ja/data-driven-alerts-dialogs"] {
            let html = TestSite.read("\(page)/index.html", in: output)
            #expect(html.contains("<span class=\"tok-identifier\">place</span>"), "\(page)")
            #expect(Self.popover(of: "place", in: html) == nil, "\(page)")
            #expect(!html.contains("class=\"api api-marked\""), "\(page) claims an API is newer than its iOS 15 blocks")
        }
    }

    @Test func article003FlowchartIsInlineSVGWithTheGreenNode() {
        let page = TestSite.read("es/costuras-uikit-swiftui/index.html", in: output)
        #expect(
            page.contains(
                "<figure class=\"diagram\">\n<div class=\"diagram-scroll\" tabindex=\"0\" role=\"group\" "
                    + "aria-labelledby=\"pu-d0-title\"><svg xmlns=\"http://www.w3.org/2000/svg\" class=\"pu-diagram\""))
        #expect(page.contains("role=\"img\""))
        #expect(page.contains("fill=\"#a6e3a1\""))
        #expect(page.contains(">Una sola barra y un solo</tspan>"))
        #expect(page.contains("<summary>Descripción textual del diagrama</summary>"))
        #expect(!page.contains("language-mermaid"))
    }

    /// The theme's scripts only, from files: the search and code modules, and the theme switch's classic script
    /// (in the head, so a page is drawn in the reader's theme from the first frame).
    @Test func theOnlyScriptsAreTheThemesAndNothingIsInline() throws {
        let allowed = try NSRegularExpression(
            pattern: "<script type=\"module\" src=\"(\\./|/|(\\.\\./)*)assets/(search/ui|code)\\.js\"></script>"
                + "|<script src=\"(\\./|/|(\\.\\./)*)assets/theme\\.js\"></script>")
        for page in TestSite.files(in: output) where page.hasSuffix(".html") {
            let html = TestSite.read(page, in: output)
            let stripped = allowed.stringByReplacingMatches(
                in: html, range: NSRange(location: 0, length: (html as NSString).length), withTemplate: "")
            #expect(!stripped.contains("<script"), "\(page) has another script")
            #expect(!html.contains(" style=\""), "\(page) has an inline style")
            #expect(!html.contains(" onclick=") && !html.contains("javascript:"), "\(page) has inline handlers")
        }
    }

    private func split(_ value: String) -> (String, String?) {
        guard let hash = value.firstIndex(of: "#") else { return (value, nil) }
        return (String(value[..<hash]), String(value[value.index(after: hash)...]))
    }

    private func resolve(_ path: String, from directory: String) -> String {
        var parts = directory.split(separator: "/").map(String.init)
        for part in (path.removingPercentEncoding ?? path).split(separator: "/", omittingEmptySubsequences: false) {
            switch part {
            case ".", "": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(String(part))
            }
        }
        var joined = parts.joined(separator: "/")
        if path.hasSuffix("/") || path == "." || path == "./" || joined.isEmpty {
            joined += joined.isEmpty ? "index.html" : "/index.html"
        }
        return joined
    }
}
