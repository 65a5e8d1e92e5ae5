import Config
import Diagnostics
import Testing

@testable import Content

@Suite struct FrontMatterParserTests {
    @Test func bodyKeepsLineNumbers() throws {
        let result = try FrontMatterParser.parse("---\ntitle: x\n---\n\n# Hola\n", path: "a.md")
        #expect(result.body == "\n\n\n\n# Hola\n")
    }

    @Test func errorLinesAreFileLines() {
        let error = #expect(throws: ContentError.self) {
            try FrontMatterParser.parse("---\ntitle: x\ndate: 20-1-1\n---\n", path: "a.md")
        }
        #expect(error?.diagnostic.location == SourceLocation(path: "a.md", line: 3, column: 7))
    }

    @Test func emptyTitleIsAnError() {
        let error = #expect(throws: ContentError.self) {
            try FrontMatterParser.parse("---\ntitle: \"  \"\n---\n", path: "a.md")
        }
        #expect(error?.diagnostic.message.contains("must not be empty") == true)
    }

    @Test func emptyFrontMatterNeedsTitle() {
        let error = #expect(throws: ContentError.self) { try FrontMatterParser.parse("---\n---\n", path: "a.md") }
        #expect(error?.diagnostic.message.contains("'title' is required") == true)
    }

    @Test func unknownKeySuggestsTheNearestKnownOne() throws {
        let result = try FrontMatterParser.parse("---\ntitle: x\nsumary: y\n---\n", path: "a.md")
        #expect(result.warnings.first?.diagnostic.help == "did you mean 'summary'?")
    }

    @Test func slugOverrideIsValidated() {
        let error = #expect(throws: ContentError.self) {
            try FrontMatterParser.parse("---\ntitle: x\nslug: ../etc\n---\n", path: "a.md")
        }
        #expect(error?.diagnostic.location?.line == 3)
        #expect(error?.diagnostic.help == "use 'etc' (rename the file, or set slug: in front matter)")
    }

    @Test(arguments: [
        ("15", true), ("16.4", true), ("17.0", true), ("quince", false), ("15.", false), ("1", false), ("15.10", false),
    ])
    func iosVersions(_ text: String, _ valid: Bool) {
        #expect((IOSVersion(text) != nil) == valid)
    }

    @Test(arguments: [
        ("2023-07-20", true), ("2024-02-29", true), ("2023-02-29", false), ("2023-7-20", false), ("20230720", false),
    ])
    func dates(_ text: String, _ valid: Bool) {
        #expect((ArticleDate(text) != nil) == valid)
    }
}

@Suite struct PagePathTests {
    @Test func relativeURLs() {
        #expect(PagePath.relative(from: "es/a/", to: "ja/b/") == "../../ja/b/")
        #expect(PagePath.relative(from: "", to: "es/") == "es/")
        #expect(PagePath.relative(from: "", to: "") == "./")
        #expect(PagePath.relative(from: "es/", to: "assets/style.css") == "../assets/style.css")
    }

    @Test func normalizeRefusesToClimbOut() {
        #expect(PagePath.normalize("Content/es/../ja/x.md") == "Content/ja/x.md")
        #expect(PagePath.normalize("Content/../../x.md") == nil)
    }

    @Test func slugSuggestions() {
        #expect(Slug.suggestion(for: "Mi Artículo") == "mi-articulo")
        #expect(Slug.isValid("backporting-ios-15"))
        #expect(!Slug.isValid("Mayúsculas"))
    }
}
