import Diagnostics
import Testing

@testable import Config

@Suite struct SiteConfigLoaderTests {
    let valid = """
        base_url: "https://puente.example/docs"
        default_language: es
        languages:
          es: { title: "Puente", description: "Migración" }
          ja: { title: "プエンテ" }
        build:
          unsafe_html: false
        """

    @Test(arguments: ["SwiftUI\n#error(\"x\")", "SwiftUI; fatalError()", "Swift UI", "9Lives", "", "Módulo"])
    func implicitImportsMustBeModuleNames(_ entry: String) throws {
        let escaped = entry.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n")
        let text = valid + "\nsnippets:\n  implicit_imports: [\"\(escaped)\"]\n"
        #expect(throws: ConfigError.self) { try SiteConfigLoader.load(text, path: "Content/site.yml") }
        do {
            _ = try SiteConfigLoader.load(text, path: "Content/site.yml")
        } catch {
            #expect(error.diagnostic.description.hasPrefix("Content/site.yml:9:21: error: implicit_imports entry \""))
        }
    }

    /// A host enters the pages' CSP as it is, so only plain host names pass.
    @Test(arguments: [
        "https://cdn.example.org", "*.example.org", "cdn.example.org/img", "cdn.example.org; script-src *", "localhost",
    ])
    func imageHostsMustBeHostNames(_ host: String) throws {
        let text = valid + "\n  image_hosts: [\"\(host)\"]\n"
        #expect(throws: ConfigError.self) { try SiteConfigLoader.load(text, path: "Content/site.yml") }
    }

    /// A language named like a folder Puente writes at the root would mix its pages with the theme's assets or
    /// the search index (hostile pull requests, item 15).
    @Test(arguments: ["assets", "search"])
    func languageCodesCannotBeRootFolders(_ code: String) throws {
        let text = valid.replacingOccurrences(of: "  ja: {", with: "  \(code): {")
        do {
            _ = try SiteConfigLoader.load(text, path: "Content/site.yml")
            Issue.record("'\(code)' was accepted as a language code")
        } catch {
            #expect(
                error.diagnostic.description.hasPrefix(
                    "Content/site.yml:5:3: error: '\(code)' cannot be a language code: the site's /\(code)/ folder holds"
                ))
        }
    }

    @Test func imageHostsAcceptHostNames() throws {
        let text = valid + "\n  image_hosts: [cdn.example.org, images.example.com]\n"
        let (config, warnings) = try SiteConfigLoader.load(text, path: "Content/site.yml")
        #expect(warnings.isEmpty)
        #expect(config.imageHosts == ["cdn.example.org", "images.example.com"])
    }

    @Test func implicitImportsAcceptModuleNames() throws {
        let text = valid + "\nsnippets:\n  implicit_imports: [SwiftUI, Observation, _Concurrency]\n"
        let (config, _) = try SiteConfigLoader.load(text, path: "Content/site.yml")
        #expect(config.snippets.implicitImports == ["SwiftUI", "Observation", "_Concurrency"])
    }

    @Test func loadsLanguagesInOrder() throws {
        let (config, warnings) = try SiteConfigLoader.load(valid, path: "Content/site.yml")
        #expect(config.baseURL == "https://puente.example/docs/")
        #expect(config.languageCodes == ["es", "ja"])
        #expect(config.language("ja")?.title == "プエンテ")
        #expect(config.defaultLanguage == "es")
        #expect(warnings.isEmpty)
    }

    @Test func unknownKeyIsAWarningWithSuggestion() throws {
        let (_, warnings) = try SiteConfigLoader.load(valid + "\nbase_ulr: x\n", path: "Content/site.yml")
        #expect(warnings.count == 1)
        #expect(warnings[0].diagnostic.severity == .warning)
        #expect(warnings[0].diagnostic.help == "did you mean 'base_url'?")
        #expect(warnings[0].diagnostic.location?.line == 8)
    }

    @Test func relativeBaseURLIsAnError() {
        let error = #expect(throws: ConfigError.self) {
            try SiteConfigLoader.load("base_url: /docs\nlanguages: { es: { title: x } }\n", path: "Content/site.yml")
        }
        #expect(error?.diagnostic.location == SourceLocation(path: "Content/site.yml", line: 1, column: 11))
    }

    @Test func defaultLanguageMustExist() {
        let error = #expect(throws: ConfigError.self) {
            try SiteConfigLoader.load(
                "base_url: https://x/\ndefault_language: fr\nlanguages: { es: { title: x } }\n", path: "s.yml")
        }
        #expect(error?.diagnostic.message.contains("'fr'") == true)
        #expect(error?.diagnostic.location?.line == 2)
    }

    @Test func invalidYAMLIsLocated() {
        let error = #expect(throws: ConfigError.self) { try SiteConfigLoader.load("base_url: [\n", path: "s.yml") }
        #expect(error?.diagnostic.message.hasPrefix("invalid YAML") == true)
    }

    @Test func languageWithoutTitle() {
        let error = #expect(throws: ConfigError.self) {
            try SiteConfigLoader.load("base_url: https://x/\nlanguages:\n  es: { description: d }\n", path: "s.yml")
        }
        #expect(error?.diagnostic.message == "missing required key 'title'")
        #expect(error?.diagnostic.location?.line == 3)
    }
}
