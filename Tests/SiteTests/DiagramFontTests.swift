import Diagrams
import Foundation
import Testing

@testable import Site

/// Diagram text is measured with the fonts the theme's stylesheet names in `--pu-font-diagram`.
@Suite struct DiagramFontTests {
    /// The list the built-in stylesheet declares is the one a theme without it gets.
    @Test func builtInStylesheetDeclaresTheBuiltInList() throws {
        let css = TestSite.read("Theme/assets/style.css", in: TestSite.repositoryRoot)
        let start = try #require(css.range(of: "--pu-font-diagram:"))
        let value = css[start.upperBound...].prefix { $0 != ";" }
        #expect(DiagramStage.fontFamilies(css: String(value)) == DiagramStage.builtInFontFamilies)
        #expect(DiagramStage.fontFamilies(css: nil) == DiagramStage.builtInFontFamilies)
        #expect(DiagramStage.fontFamilies(css: " ") == DiagramStage.builtInFontFamilies)
    }

    /// With the built-in theme and its fonts installed, a build measures with them and says nothing.
    @Test func builtInFontsMeasureWithoutAWarning() throws {
        #expect(DiagramStage.fontProblem(fontFamilies: DiagramStage.builtInFontFamilies) == nil)
        let root = TestSite.fixtureWithTheme("diagrams-site")
        let output = TestSite.temporaryFolder()
        let result = SiteBuilder.build(BuildOptions(siteRoot: root, outputDirectory: output))
        #expect(result.succeeded)
        #expect(result.diagnostics.map(\.description) == [])
        let page = TestSite.read("es/diagramas/index.html", in: output)
        #expect(page.contains(#"font-family="Arial, &#39;Liberation Sans&#39;, Helvetica, &#39;Noto Sans CJK JP&#39;"#))
    }

    /// Fonts the machine lacks: the labels are estimated, and the build says so once, at the declaration.
    @Test func missingFontsWarnAtTheDeclaration() throws {
        let root = TestSite.fixtureWithTheme("diagrams-site")
        let style = root.appending(path: "Theme/assets/style.css")
        var css = try String(contentsOf: style, encoding: .utf8)
        let declaration = try #require(css.range(of: "--pu-font-diagram:"))
        let line = css[..<declaration.lowerBound].filter { $0 == "\n" }.count + 1
        let end = try #require(css[declaration.upperBound...].firstIndex(of: ";"))
        css.replaceSubrange(declaration.upperBound..<end, with: #" "No Such Face", 'Nor This One'"#)
        try css.write(to: style, atomically: true, encoding: .utf8)
        let output = TestSite.temporaryFolder()
        let result = SiteBuilder.build(BuildOptions(siteRoot: root, outputDirectory: output))
        #expect(result.succeeded)
        let warnings = result.diagnostics.filter { $0.message.contains("diagram font list") }
        #expect(warnings.count == 1)
        #expect(warnings.first?.location?.path == "Theme/assets/style.css")
        #expect(warnings.first?.location?.line == line)
        #expect(warnings.first?.message.contains("Latin or Japanese") == true)
        #expect(warnings.first?.help?.contains("fonts-liberation2") == true)
        // The figure names the theme's list, which the browser then falls back from as the build did.
        let page = TestSite.read("es/diagramas/index.html", in: output)
        #expect(page.contains(#"font-family="&#39;No Such Face&#39;, &#39;Nor This One&#39;""#))
    }
}
