import Foundation
import Mermaid
import Testing

@testable import Diagrams

@Suite struct CSSColorTests {
    /// 0...255 channels and the opacity, rounded, for comparing.
    func channels(_ text: String) -> [Double]? {
        CSSColor(text).map {
            [($0.red * 255).rounded(), ($0.green * 255).rounded(), ($0.blue * 255).rounded(), $0.alpha]
        }
    }

    @Test func everyNotationAStyleMayUseIsRead() {
        #expect(channels("#eef") == [238, 238, 255, 1])
        #expect(channels("#EEFF") == [238, 238, 255, 1])
        #expect(channels("#a6e3a1") == [166, 227, 161, 1])
        #expect(channels("#33669980") == [51, 102, 153, 128.0 / 255])
        #expect(channels("rgb(255, 0, 0)") == [255, 0, 0, 1])
        #expect(channels("rgba(0,128,255,0.5)") == [0, 128, 255, 0.5])
        #expect(channels("rgb(100% 0% 50% / 25%)") == [255, 0, 128, 0.25])
        #expect(channels("hsl(120, 100%, 25%)") == [0, 128, 0, 1])
        #expect(channels("hsl(210deg 40% 90%)") == [219, 230, 240, 1])
        #expect(channels("LightBlue") == [173, 216, 230, 1])
        #expect(channels("rebeccapurple") == [102, 51, 153, 1])
        #expect(channels("transparent") == [0, 0, 0, 0])
        for unread in ["#ggg", "#12345", "var(--x)", "rgb(1,2)", "hsl(a, 1%, 1%)", "blurple", ""] {
            #expect(CSSColor(unread) == nil, "\(unread)")
        }
    }

    @Test func contrastIsWCAGs() {
        #expect(CSSColor.contrast(.black, .white) == 21)
        #expect(abs(CSSColor.contrast(CSSColor("#777")!, .white) - 4.48) < 0.01)
        #expect(abs(CSSColor.contrast(CSSColor("#eef")!, CSSColor("#e8e8e8")!) - 1.06) < 0.1)
    }

    /// Black or white reaches 4.5:1 on every opaque fill: every grey, and colours across the cube.
    @Test func theChosenTextReadsOnEveryOpaqueFill() {
        var fills = (0...255).map { CSSColor(red: Double($0) / 255, green: Double($0) / 255, blue: Double($0) / 255) }
        for r in stride(from: 0, through: 255, by: 17) {
            for g in stride(from: 0, through: 255, by: 17) {
                for b in stride(from: 0, through: 255, by: 17) {
                    fills.append(CSSColor(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255))
                }
            }
        }
        for fill in fills {
            let text = try! #require(fill.readableText)
            #expect(CSSColor.contrast(text, fill) >= 4.5, "\(fill.hexString)")
        }
        #expect(CSSColor("#eef")!.readableText == .black)
        #expect(CSSColor("#1e1e2e")!.readableText == .white)
        // Nearly transparent: the theme's own colour fits whatever page shows through.
        #expect(CSSColor("rgba(0,0,255,0.1)")!.readableText == nil)
    }

    /// CSS Color 4's 148 names, as the browser reads them (checked once against Chromium 's getComputedStyle;
    /// here a sample across the table, the aliases and the last entry).
    @Test func namedColoursAreCSSs() {
        let expected: [String: String] = [
            "aliceblue": "#f0f8ff", "darkgoldenrod": "#b8860b", "grey": "#808080", "gray": "#808080",
            "lightgoldenrodyellow": "#fafad2", "mediumslateblue": "#7b68ee", "navajowhite": "#ffdead",
            "papayawhip": "#ffefd5", "yellowgreen": "#9acd32", "cyan": "#00ffff", "magenta": "#ff00ff",
        ]
        for (name, hex) in expected { #expect(CSSColor(name)?.hexString == hex, "\(name)") }
    }
}

@Suite struct DiagramContrastTests {
    func render(_ source: String) throws -> String {
        try FlowchartRenderer.render(FlowchartParser.parse(source), prefix: "pu-d1", strings: .english).svg
    }

    /// The cases: `classDef default fill:#eef` and `fill:#cde` without a text colour came out as the dark
    /// theme's light text on a light fill (1.06:1 and 1.14:1). The text now carries its own colour, which the
    /// theme's CSS leaves alone (`pu-custom-color`), in both themes.
    @Test func aFillWithoutATextColourGetsReadableText() throws {
        let svg = try render("flowchart LR\n  classDef default fill:#eef\n  A[NavigationStack] --> B\n")
        #expect(svg.contains("class=\"pu-node-text pu-custom-color\""))
        #expect(svg.contains("fill=\"#000000\""))
        let dark = try render("flowchart LR\n  A[Uno] --> B\n  style A fill:#1e1e2e\n")
        #expect(dark.contains("fill=\"#ffffff\""))
        let cluster = try render("flowchart LR\n  subgraph S [Vistas]\n    A\n  end\n  style S fill:#cde\n")
        #expect(cluster.contains("class=\"pu-cluster-title pu-custom-color\""))
    }

    @Test func theAuthorsOwnTextColourIsKept() throws {
        let svg = try render("flowchart TD\n  A --> G[Fin]\n  style G fill:#a6e3a1,color:#11111b\n")
        #expect(svg.contains("fill=\"#11111b\""))
        #expect(!svg.contains("fill=\"#000000\""))
    }

    @Test func authorColoursTooCloseAreAWarningAtTheColourLine() throws {
        let chart = try FlowchartParser.parse(
            "flowchart TD\n  A --> B --> C\n  classDef gris fill:#888,color:#777\n  class A,B gris\n"
                + "  style C fill:#fff,color:#000\n")
        let warnings = StyleResolver.contrastWarnings(chart)
        // A and B share the class: one warning, at `color`, naming both colours and the fill's line.
        #expect(warnings.count == 1)
        #expect(warnings.first?.line == 3)
        #expect(warnings.first?.column == 27)
        #expect(warnings.first?.message.contains("'#777' on fill '#888' (line 3)") == true)
        #expect(warnings.first?.message.contains("1.26:1") == true)
    }

    @Test func theWarningReachesTheArticleLine() {
        let result = DiagramStageTests.draw(
            DiagramStageTests.content("```mermaid\nflowchart TD\n  A --> B\n  style A fill:#888,color:#777\n```\n"))
        #expect(result.diagnostics.map(\.severity) == [.warning])
        #expect(result.diagnostics.first?.location?.line == 7)
        #expect(result.diagnostics.first?.location?.column == 21)
    }
}
