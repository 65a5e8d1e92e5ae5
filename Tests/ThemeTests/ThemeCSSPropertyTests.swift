import Diagnostics
import Testing

@testable import Theme

@Suite struct ThemeCSSPropertyTests {
    @Test func findsTheFirstDeclarationOutsideCommentsAndStrings() throws {
        let css = """
            /* --pu-font-diagram: Commented; */
            a::before { content: "--pu-font-diagram: Quoted;"; }
            .x { --pu-font-diagram-size: 3px; --my-pu-font-diagram: no; }
            :root {
              --pu-font-diagram : Arial,
                "Noto Sans CJK JP" !important;
              --pu-font-diagram: Second;
            }
            """
        let found = try #require(ThemeCSSProperty.find("--pu-font-diagram", in: css, path: "Theme/assets/a.css"))
        #expect(found.value == #"Arial, "Noto Sans CJK JP""#)
        #expect(found.location == SourceLocation(path: "Theme/assets/a.css", line: 5, column: 3))
        #expect(ThemeCSSProperty.find("--pu-font-diagram", in: "a { color: red }", path: "x.css") == nil)
        // A value that runs to the end of the block or the file.
        #expect(ThemeCSSProperty.find("--p", in: ":root{--p: a, 'b;c'}", path: "x.css")?.value == "a, 'b;c'")
        #expect(ThemeCSSProperty.find("--p", in: "--p: last", path: "x.css")?.value == "last")
    }

    @Test func stylesheetsAreReadInPathOrder() throws {
        let theme = Theme(
            templates: try .init(templates: [:]), strings: [:],
            assets: [
                "search/ui.css": Array(":root { --pu-font-diagram: Other; }".utf8),
                "style.css": Array(":root {\n  --pu-font-diagram: Arial, sans-serif;\n}".utf8),
            ])
        // Stylesheets are read in path order: `search/ui.css` comes first.
        #expect(theme.diagramFont?.value == "Other")
        #expect(theme.diagramFont?.location.path == "Theme/assets/search/ui.css")
    }
}
