import Diagnostics
import Foundation
import Testing

@testable import Site

/// Inputs at the edges: huge, deep, repetitive or path-like. Each gives a located error that names the limit
/// and how to raise it, or a correct page, never a crash or a hang.
@Suite(.tags(.slow)) struct BadInputCorpusTests {
    /// The `valid-basic` fixture with the theme, plus `article` written at `Content/es/<name>.md`.
    static func site(adding article: String, named name: String, config: String? = nil) throws -> URL {
        let site = TestSite.fixtureWithTheme("valid-basic")
        try article.write(to: site.appending(path: "Content/es/\(name).md"), atomically: true, encoding: .utf8)
        if let config {
            let url = site.appending(path: "Content/site.yml")
            try (String(contentsOf: url, encoding: .utf8) + config).write(to: url, atomically: true, encoding: .utf8)
        }
        return site
    }

    static func build(_ site: URL) -> SiteBuilder.Result {
        SiteBuilder.build(BuildOptions(siteRoot: site, outputDirectory: site.appending(path: "Output")))
    }

    static func errors(_ result: SiteBuilder.Result) -> [String] {
        result.diagnostics.filter { $0.severity == .error }.map(\.description)
    }

    @Test func aTenMegabyteArticleStopsAtTheSizeLimitWithTheKeyToRaiseIt() throws {
        let paragraph = String(repeating: "Texto de relleno para un artículo enorme. ", count: 20) + "\n\n"
        let body = String(repeating: paragraph, count: 10 * 1024 * 1024 / paragraph.utf8.count + 1)
        let site = try Self.site(adding: "---\ntitle: \"Enorme\"\n---\n\n" + body, named: "enorme")
        let result = Self.build(site)
        let errors = Self.errors(result)
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("Content/es/enorme.md:1:1: error: this article has 10,") == true)
        #expect(errors.first?.contains("over the limit of 8,388,608 (limits.article_bytes)") == true)
        let help = result.diagnostics.first { $0.severity == .error }?.help ?? ""
        #expect(help.contains("limits:\n  article_bytes: 16777216"))
        #expect(!FileManager.default.fileExists(atPath: site.appending(path: "Output").path))
    }

    @Test func tenThousandHeadingsRenderWithUniqueAnchors() throws {
        let headings = (0..<10_000).map { "## Sección\n\nTexto \($0).\n" }.joined(separator: "\n")
        let site = try Self.site(adding: "---\ntitle: \"Muchas secciones\"\n---\n\n" + headings, named: "secciones")
        let started = Date()
        let result = Self.build(site)
        #expect(result.succeeded, "\(Self.errors(result).prefix(3))")
        #expect(Date().timeIntervalSince(started) < 120)
        let page = TestSite.read("es/secciones/index.html", in: site.appending(path: "Output"))
        #expect(page.contains("<h2 id=\"sección\""))
        #expect(page.contains("<h2 id=\"sección-9999\""))
        let ids = page.components(separatedBy: "<h2 id=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
            .filter { $0.hasPrefix("sección") }
        #expect(ids.count == 10_000)
        #expect(Set(ids).count == 10_000)
    }

    /// A list nested 10,000 levels, a quote 100,000 levels, emphasis 5,000 levels, links inside links.
    static func deep(_ name: String) -> String {
        switch name {
        case "lista": String(repeating: "- ", count: 10_000) + "elemento"
        case "cita": String(repeating: ">", count: 100_000) + " cita"
        case "enfasis": String(repeating: "*a ", count: 5_000) + "b" + String(repeating: " c*", count: 5_000)
        default: String(repeating: "[", count: 5_000) + "x" + String(repeating: "](https://e.org)", count: 5_000)
        }
    }

    @Test(arguments: [("lista", "5:101"), ("cita", "5:101"), ("enfasis", "5:296")])
    func deepNestingStopsAtTheDepthLimit(name: String, position: String) throws {
        let site = try Self.site(adding: "---\ntitle: \"Profundo\"\n---\n\n" + Self.deep(name) + "\n", named: name)
        let errors = Self.errors(Self.build(site)).map { String($0.prefix(300)) }
        #expect(
            errors == [
                "Content/es/\(name).md:\(position): error: lists, quotes or inline markup are nested too deeply here, "
                    + "over the limit of 100 (limits.nesting_depth)"
            ])
    }

    @Test func linksInsideLinksRenderAsText() throws {
        // cmark never nests a link in a link: 5,000 brackets are flat text and one link.
        let site = try Self.site(
            adding: "---\ntitle: \"Profundo\"\n---\n\n" + Self.deep("enlaces") + "\n", named: "enlaces")
        let result = Self.build(site)
        #expect(result.succeeded, "\(Self.errors(result).map { $0.prefix(300) })")
        let page = TestSite.read("es/enlaces/index.html", in: site.appending(path: "Output"))
        #expect(page.contains("[[[[x</a>") || page.contains("href=\"https://e.org\""))
    }

    @Test func nestingUnderTheLimitRenders() throws {
        let list = (0..<40).map { String(repeating: "  ", count: $0) + "- nivel \($0)" }.joined(separator: "\n")
        let site = try Self.site(adding: "---\ntitle: \"Lista\"\n---\n\n" + list + "\n", named: "lista")
        let result = Self.build(site)
        #expect(result.succeeded, "\(Self.errors(result))")
        let page = TestSite.read("es/lista/index.html", in: site.appending(path: "Output"))
        #expect(page.contains("nivel 39"))
    }

    @Test func limitsAreRaisedInTheConfiguration() throws {
        let list = (0..<150).map { String(repeating: "  ", count: $0) + "- nivel \($0)" }.joined(separator: "\n")
        let markdown = "---\ntitle: \"Lista\"\n---\n\n" + list + "\n"
        #expect(!Self.build(try Self.site(adding: markdown, named: "lista")).succeeded)
        let raised = try Self.site(adding: markdown, named: "lista", config: "limits:\n  nesting_depth: 400\n")
        let result = Self.build(raised)
        #expect(result.succeeded, "\(Self.errors(result))")
    }

    @Test func tooManySnippetsInOneArticleIsALocatedError() throws {
        let blocks = (0..<4).map { "```swift\nlet x\($0) = \($0)\n```\n" }.joined(separator: "\n")
        let site = try Self.site(
            adding: "---\ntitle: \"Bloques\"\nios: 15\n---\n" + blocks, named: "bloques",
            config: "limits:\n  snippets_per_article: 3\n")
        // The fixture turns snippet checking off; the limit applies when checking is on.
        let url = site.appending(path: "Content/site.yml")
        let config = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(
            of: "check: false", with: "check: true")
        try config.write(to: url, atomically: true, encoding: .utf8)
        let errors = Self.errors(Self.build(site))
        #expect(
            errors.contains { $0.hasPrefix("Content/es/bloques.md:17:1: error: this article has 4 Swift snippets") },
            "\(errors)")
        #expect(errors.contains { $0.contains("(limits.snippets_per_article)") })
    }

    @Test func aFlowchartOverTheNodeLimitIsALocatedError() throws {
        let nodes = (0..<30).map { "    N\($0)[Paso \($0)] --> N\($0 + 1)" }.joined(separator: "\n")
        let site = try Self.site(
            adding: "---\ntitle: \"Diagrama\"\n---\n\n```mermaid\nflowchart TD\n\(nodes)\n```\n", named: "diagrama",
            config: "limits:\n  diagram_nodes: 25\n")
        let errors = Self.errors(Self.build(site))
        #expect(
            errors == [
                "Content/es/diagrama.md:5:1: error: this flowchart has 31 nodes, over the limit of 25 (limits.diagram_nodes)"
            ])
    }

    /// Misleading messages (hostile pull requests, item 9): a slug over the length limit says so and suggests a
    /// valid one; a file name that is not UTF-8 says that, not "file not found".
    /// An article far over the limit is refused by its size, unread (hostile pull requests, item 9: a 200 MB
    /// article was read whole first); the build's peak memory grows by far less than the file.
    @Test func anOversizedArticleIsRefusedUnread() throws {
        let site = try Self.site(adding: "---\ntitle: \"A\"\n---\n", named: "enorme")
        #expect(truncate(site.appending(path: "Content/es/enorme.md").path, 1 << 30) == 0)  // sparse, 1 GiB
        var before = rusage()
        getrusage(RUSAGE_SELF.rawValue, &before)
        let errors = Self.errors(Self.build(site))
        var after = rusage()
        getrusage(RUSAGE_SELF.rawValue, &after)
        #expect(
            errors == [
                "Content/es/enorme.md:1:1: error: this article has 1,073,741,824 bytes, over the limit of 8,388,608 "
                    + "(limits.article_bytes)"
            ])
        #expect(after.ru_maxrss - before.ru_maxrss < 256 << 10)
    }

    @Test func aTooLongSlugAndANonUTF8FileNameSayWhatIsWrong() throws {
        let long = String(repeating: "a", count: 130)
        let site = try Self.site(adding: "---\ntitle: \"Larga\"\n---\n\nTexto.\n", named: long)
        var errors = Self.errors(Self.build(site))
        #expect(
            errors == [
                "Content/es/\(long).md:1:1: error: '\(long)' cannot be a URL slug: it is 130 characters long, and a "
                    + "slug has at most 120"
            ])
        try FileManager.default.removeItem(at: site.appending(path: "Content/es/\(long).md"))
        let latin1 =
            Array(site.appending(path: "Content/es").path.utf8) + [0x2F, 0x63, 0x61, 0x66, 0xE9] + Array(".md".utf8)
        #expect(
            latin1.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { chars in
                    let copy = Array(chars) + [0]
                    let descriptor = open(copy, O_WRONLY | O_CREAT, 0o644)
                    defer { close(descriptor) }
                    let text = Array("---\ntitle: x\n---\n\nTexto.\n".utf8)
                    return descriptor >= 0 && write(descriptor, text, text.count) == text.count
                }
            })
        let result = Self.build(site)
        errors = Self.errors(result)
        #expect(errors.count == 1, "\(result.diagnostics)")
        #expect(
            errors.first?.hasSuffix(
                "error: the file name is not valid UTF-8 (its undecodable bytes are shown as \u{FFFD}), so Puente "
                    + "cannot name it in a page or a URL") == true, "\(errors)")
    }

    /// A flowchart of 200 nodes and 1,500 edges kept Graphviz busy for minutes (hostile pull requests, item 9):
    /// past `limits.diagram_edges` it is a located error, and one just under the limit is laid out with bounded
    /// iterations.
    @Test func aFlowchartOverTheEdgeLimitIsALocatedErrorAndOneUnderItIsDrawn() throws {
        func chart(_ edges: Int) -> String {
            var seed: UInt64 = 1
            func next() -> Int {
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return Int((seed >> 33) % 200)
            }
            let lines = (0..<edges).map { _ in "    N\(next()) --> N\(next())" }.joined(separator: "\n")
            return "---\ntitle: \"Grande\"\n---\n\n```mermaid\nflowchart TD\n\(lines)\n```\n"
        }
        let over = try Self.site(adding: chart(1500), named: "grande")
        #expect(
            Self.errors(Self.build(over)) == [
                "Content/es/grande.md:5:1: error: this flowchart has 1,500 edges, over the limit of 500 "
                    + "(limits.diagram_edges)"
            ])
        let under = try Self.site(adding: chart(450), named: "grande")
        let result = Self.build(under)
        #expect(Self.errors(result).isEmpty)
        let page = try String(
            contentsOf: under.appending(path: "Output/es/grande/index.html"), encoding: .utf8)
        #expect(page.contains("<svg"))
        let raised = try Self.site(
            adding: chart(10), named: "grande", config: "limits:\n  diagram_edges: 5000\n")
        #expect(
            Self.errors(Self.build(raised)).first?.contains("limits.diagram_edges may be at most 1,000") == true)
    }

    @Test func aSlugThatLeavesItsFolderIsRefused() throws {
        let site = try Self.site(adding: "---\ntitle: \"Fuera\"\nslug: \"../fuera\"\n---\n\nTexto.\n", named: "fuera")
        let errors = Self.errors(Self.build(site))
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("Content/es/fuera.md:3:7: error: '../fuera' cannot be a URL slug") == true)
    }

    /// `site.yml` comes with the pull request: a limit raised past what the build survives is refused (a
    /// 10,000-level quote used to overflow the stack), and the deepest nesting allowed builds.
    @Test func limitsHaveCeilings() throws {
        let site = try Self.site(
            adding: "---\ntitle: \"A\"\n---\n", named: "a", config: "limits:\n  nesting_depth: 10000\n")
        #expect(
            Self.errors(Self.build(site)) == [
                "Content/site.yml:17:18: error: limits.nesting_depth may be at most 500 (deeper nesting would exhaust "
                    + "the build's stack), found '10000'"
            ])
        let big = try Self.site(
            adding: "---\ntitle: \"A\"\n---\n", named: "a", config: "limits:\n  article_bytes: 209715200\n")
        #expect(Self.errors(Self.build(big)).first?.contains("limits.article_bytes may be at most 67,108,864") == true)
        let quote = String(repeating: "> ", count: 490) + "cita\n"
        let deepest = try Self.site(
            adding: "---\ntitle: \"Cita\"\n---\n\n" + quote, named: "cita", config: "limits:\n  nesting_depth: 500\n")
        let result = Self.build(deepest)
        #expect(result.succeeded, "\(Self.errors(result))")
    }

    @Test func aBadLimitValueIsAConfigurationError() throws {
        let site = try Self.site(
            adding: "---\ntitle: \"A\"\n---\n", named: "a", config: "limits:\n  nesting_depth: -3\n")
        #expect(
            Self.errors(Self.build(site)) == [
                "Content/site.yml:17:18: error: limits.nesting_depth must be a whole number above 0, found '-3'"
            ])
    }
}

/// A NUL byte in any text file is a located error, never a silent cut.
@Suite struct NULByteTests {
    @Test func aNULInAnArticleIsAnErrorAtItsPosition() throws {
        let site = try BadInputCorpusTests.site(
            adding: "---\ntitle: \"Con NUL\"\n---\n\nPrimera línea.\nAntes\u{0}después.\n\n## Más\n\nTexto.\n",
            named: "nul")
        let result = BadInputCorpusTests.build(site)
        #expect(
            BadInputCorpusTests.errors(result).first?.hasPrefix(
                "Content/es/nul.md:6:6: error: file contains a NUL byte (U+0000)") == true,
            "\(BadInputCorpusTests.errors(result))")
        #expect(!FileManager.default.fileExists(atPath: site.appending(path: "Output").path))
    }

    @Test func aNULInFrontMatterOrConfigOrTemplateIsAnError() throws {
        let article = try BadInputCorpusTests.site(adding: "---\ntitle: \"A\u{0}B\"\n---\n\nTexto.\n", named: "fm")
        #expect(
            BadInputCorpusTests.errors(BadInputCorpusTests.build(article)).first?.hasPrefix(
                "Content/es/fm.md:2:10: error: file contains a NUL byte") == true)
        let config = try BadInputCorpusTests.site(adding: "---\ntitle: \"A\"\n---\n", named: "ok", config: "# \u{0}\n")
        #expect(
            BadInputCorpusTests.errors(BadInputCorpusTests.build(config)).first?.contains(
                "Content/site.yml:") == true)
        let template = TestSite.fixtureWithTheme("valid-basic")
        try Data("<footer>\u{0}</footer>\n".utf8).write(to: template.appending(path: "Theme/templates/footer.mustache"))
        #expect(
            BadInputCorpusTests.errors(BadInputCorpusTests.build(template)).first?.hasPrefix(
                "Theme/templates/footer.mustache:1:9: error: file contains a NUL byte") == true)
    }
}

/// An article whose URL is a page Puente generates is an error, not a page silently replaced.
@Suite struct ReservedSlugTests {
    @Test(arguments: ["search", "tags", "assets", "404"])
    func aFileNamedLikeAGeneratedPageIsAnError(_ slug: String) throws {
        let site = try BadInputCorpusTests.site(adding: "---\ntitle: \"Búsqueda\"\n---\n\nTexto.\n", named: slug)
        let errors = BadInputCorpusTests.errors(BadInputCorpusTests.build(site))
        #expect(
            errors.first?.hasPrefix("Content/es/\(slug).md:1:1: error: the slug '\(slug)' is taken by") == true,
            "\(errors)")
    }

    @Test func aFrontMatterSlugLikeAGeneratedPageIsAnErrorAtTheKey() throws {
        let site = try BadInputCorpusTests.site(
            adding: "---\ntitle: \"Búsqueda\"\nslug: search\n---\n\nTexto.\n", named: "busqueda")
        let errors = BadInputCorpusTests.errors(BadInputCorpusTests.build(site))
        #expect(
            errors.first
                == "Content/es/busqueda.md:3:7: error: the slug 'search' is taken by the language's search page, which would replace this article",
            "\(errors)")
    }
}

/// Inputs that used to take quadratic time, at ten times the size that broke; each within a generous bound.
@Suite(.tags(.slow)) struct LinearTimeTests {
    @Test func aHundredThousandUnknownFrontMatterKeys() throws {
        let keys = (0..<100_000).map { "desconocida\($0): valor" }.joined(separator: "\n")
        let site = try BadInputCorpusTests.site(
            adding: "---\ntitle: \"Claves\"\n\(keys)\n---\n\nTexto.\n", named: "claves")
        let started = Date()
        let result = BadInputCorpusTests.build(site)
        let seconds = Date().timeIntervalSince(started)
        #expect(result.succeeded)
        let warnings = result.diagnostics.filter { $0.severity == .warning }
        #expect(
            warnings.first?.description
                == "Content/es/claves.md:3:1: warning: unknown front matter key 'desconocida0'; it is ignored")
        #expect(warnings.count == 101)
        #expect(
            warnings.last?.description
                == "Content/es/claves.md:103:1: warning: 99900 more unknown front matter keys from here on; they are ignored"
        )
        #expect(seconds < 60, "\(seconds) s")
        let rendered = DiagnosticRenderer { result.sources[$0] }
        let renderStart = Date()
        _ = warnings.map(rendered.render)
        #expect(Date().timeIntervalSince(renderStart) < 30)
    }

    @Test func aSiteConfigurationWithAMillionUnknownKeys() throws {
        let site = TestSite.fixtureWithTheme("valid-basic")
        let url = site.appending(path: "Content/site.yml")
        var text = try String(contentsOf: url, encoding: .utf8) + "\n"
        text += (0..<1_000_000).map { "x\($0): 1" }.joined(separator: "\n") + "\n"
        try text.write(to: url, atomically: true, encoding: .utf8)
        let started = Date()
        let result = BadInputCorpusTests.build(site)
        #expect(Date().timeIntervalSince(started) < 120)
        #expect(result.diagnostics.filter { $0.severity == .warning }.count <= 101)
    }
}

/// Whole builds of articles shaped like the quadratic cases, at ten times the size that broke.
@Suite(.serialized, .tags(.slow)) struct LinearTimeBuildTests {
    static func timedBuild(_ body: String, named name: String) throws -> (SiteBuilder.Result, Double) {
        let site = try BadInputCorpusTests.site(adding: "---\ntitle: \"Grande\"\n---\n\n" + body, named: name)
        let started = Date()
        let result = BadInputCorpusTests.build(site)
        let seconds = Date().timeIntervalSince(started)
        print("linear build: \(name): \(String(format: "%.2f", seconds)) s for \(body.utf8.count / 1024) KiB")
        return (result, seconds)
    }

    @Test func fortyThousandRawHTMLWarnings() throws {
        let (result, seconds) = try Self.timedBuild(
            (0..<40_000).map { "Párrafo \($0) con <b>HTML</b>.\n" }.joined(separator: "\n"), named: "html")
        #expect(result.succeeded)
        let warnings = result.diagnostics.filter { $0.severity == .warning }
        #expect(warnings.count == 101)
        #expect(
            warnings.last?.description
                == "Content/es/html.md:105:16: warning: 79900 more pieces of raw HTML from here on are left out of the page"
        )
        #expect(seconds < 120)
    }

    @Test func twoHundredThousandLinksOnOneLine() throws {
        let (result, seconds) = try Self.timedBuild(
            String(repeating: "[a](https://example.com/x) ", count: 200_000) + "\n", named: "enlaces")
        #expect(result.succeeded, "\(BadInputCorpusTests.errors(result).prefix(3))")
        #expect(seconds < 120)
    }

    @Test func fourHundredThousandEmphasisOpeners() throws {
        let (result, seconds) = try Self.timedBuild(String(repeating: "*a", count: 400_000) + "\n", named: "enfasis")
        #expect(result.succeeded, "\(BadInputCorpusTests.errors(result).prefix(3))")
        #expect(seconds < 120)
    }

    @Test func fourHundredThousandCodeSpans() throws {
        let (result, seconds) = try Self.timedBuild(String(repeating: "`c` ", count: 400_000) + "\n", named: "codigo")
        #expect(result.succeeded, "\(BadInputCorpusTests.errors(result).prefix(3))")
        #expect(seconds < 120)
    }
}

extension BadInputCorpusTests {
    /// A site that does not check its snippets still hears about fence options it got wrong: they change what
    /// its pages show (marked lines), so a typo is a warning at its column (an error only where it could switch
    /// a check off).
    @Test func fenceOptionsAreWarnedAboutWithSnippetCheckingOff() throws {
        let article = """
            ---
            title: "Opciones"
            date: 2024-01-01
            ---

            ```bash highlight="a,2"
            echo uno
            echo dos
            ```

            ```swift higlight="1"
            let a = 1
            ```

            """
        let site = try Self.site(adding: article, named: "opciones")  // valid-basic does not check snippets
        let result = Self.build(site)
        let warnings = result.diagnostics.filter { $0.severity == .warning }.map(\.description)
        #expect(result.succeeded)
        #expect(
            warnings.contains {
                $0.hasPrefix("Content/es/opciones.md:6:20: warning: 'a' is not a line number or a range of lines")
            }, "\(warnings)")
        #expect(
            warnings.contains {
                $0.hasPrefix("Content/es/opciones.md:11:10: warning: unknown code block option 'higlight'")
            },
            "\(warnings)")
    }
}
