import Foundation
import Testing

@testable import SafeSVG

/// Every way an SVG opened on its own could run a script or fetch from elsewhere is refused at its line; what
/// drawing programs really write (gradients, filters, Inkscape metadata, links, inline PNGs) passes; sizes that
/// are no size are reported, never converted.
@Suite struct SVGInspectionTests {
    static func inspect(_ body: String, root: String = "") -> SVGInspection {
        SVGInspection.inspect(
            Array(
                """
                <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" \(root)>
                \(body)
                </svg>
                """.utf8))
    }

    /// The line of each problem, and its message, for `body` placed from line 2.
    static func problems(_ body: String) -> [(Int, String)] {
        inspect(body).problems.map { ($0.line, $0.message) }
    }

    @Test(arguments: [
        ("<script>alert(1)</script>", "<script> is not allowed"),
        ("<rect onload=\"x()\"/>", "event handler onload"),
        ("<g ONCLICK=\"x()\"/>", "event handler ONCLICK"),
        ("<a xlink:href=\"javascript:alert(1)\"><text>t</text></a>", "'javascript:'"),
        ("<a href=\" jav&#x09;ascript:alert(1)\"><text>t</text></a>", "'javascript:'"),
        ("<foreignObject><div xmlns=\"http://www.w3.org/1999/xhtml\">x</div></foreignObject>", "<foreignObject>"),
        ("<h:script xmlns:h=\"http://www.w3.org/1999/xhtml\">alert(1)</h:script>", "namespace"),
        ("<script xmlns=\"\">alert(1)</script>", "namespace 'none'"),
        ("<use href=\"other.svg#a\"/>", "external reference"),
        ("<use xlink:href=\"https://evil.example/a.svg#x\"/>", "external reference"),
        ("<image href=\"https://evil.example/p.png\"/>", "external reference"),
        ("<image href=\"data:image/svg+xml;base64,PHN2Zz4=\"/>", "'data:image/svg'"),
        ("<iframe src=\"x\"/>", "<iframe> is not allowed"),
        ("<handler>x</handler>", "<handler> is not allowed"),
        ("<rect fill=\"url(https://evil.example/#g)\"/>", "external reference"),
        ("<rect style=\"fill: url( 'https://evil.example/' )\"/>", "external reference"),
        ("<style>@import url(https://evil.example/a.css);</style>", "@import"),
        ("<style>rect { fill: u\\72l(https://evil.example/) }</style>", "CSS escapes"),
        ("<style><![CDATA[ rect { background: url(//evil.example/) } ]]></style>", "external reference"),
        ("<set attributeName=\"href\" to=\"#x\"/>", "may not change href"),
        ("<animate attributeName=\"onclick\" values=\"x\"/>", "may not change onclick"),
        ("<animate attributeName=\"xlink:href\" values=\"javascript:alert(1)\"/>", "'javascript:'"),
        ("<g xml:base=\"https://evil.example/\"/>", "xml:base"),
        ("<embed src=\"x\"/>", "<embed> is not allowed"),
    ])
    func refusedAtItsLine(body: String, message: String) {
        let found = Self.problems(body)
        #expect(found.contains { $0.0 == 2 && $0.1.contains(message) }, "\(found)")
    }

    @Test func processingInstructionsAndEntitiesAreRefused() {
        let stylesheet = SVGInspection.inspect(
            Array(
                "<?xml-stylesheet href=\"https://evil.example/a.css\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"/>"
                    .utf8))
        #expect(stylesheet.problems.contains { $0.message.contains("processing instruction <?xml-stylesheet") })
        let entity = SVGInspection.inspect(
            Array(
                """
                <?xml version="1.0"?>
                <!DOCTYPE svg [ <!ENTITY js "javascript:alert(1)"> ]>
                <svg xmlns="http://www.w3.org/2000/svg"><a href="&js;"><text>t</text></a></svg>
                """.utf8))
        #expect(entity.problems.map(\.line) == [2])
        #expect(entity.problems.first?.message.contains("entity") == true)
    }

    @Test func aRootThatIsNoSVGOrXMLThatIsNotWellFormedIsRefused() {
        #expect(
            SVGInspection.inspect(Array("<html><script>x</script></html>".utf8)).problems.first?.message.contains(
                "not an SVG <svg>") == true)
        #expect(
            SVGInspection.inspect(Array("<svg>x".utf8)).problems.contains { $0.message.contains("not well-formed") })
        #expect(
            SVGInspection.inspect(Array("<svg xmlns=\"http://www.w3.org/2000/svg\"><g></svg>".utf8)).problems
                .contains { $0.message.contains("not well-formed") })
        #expect(!SVGInspection.inspect([]).problems.isEmpty)
    }

    @Test func whatDrawingProgramsWritePasses() {
        let inkscape = SVGInspection.inspect(
            Array(
                """
                <?xml version="1.0" encoding="UTF-8" standalone="no"?>
                <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
                <!-- Created with Inkscape (http://www.inkscape.org/) -->
                <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"
                     xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"
                     xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"
                     xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:dc="http://purl.org/dc/elements/1.1/"
                     xmlns:cc="http://creativecommons.org/ns#"
                     width="210px" height="120" viewBox="0 0 210 120" inkscape:version="1.3">
                  <sodipodi:namedview id="nv" pagecolor="#ffffff" inkscape:zoom="1"/>
                  <metadata><rdf:RDF><cc:Work rdf:about=""><dc:format>image/svg+xml</dc:format></cc:Work></rdf:RDF></metadata>
                  <defs>
                    <linearGradient id="g"><stop offset="0" style="stop-color:#f00;stop-opacity:1"/></linearGradient>
                    <filter id="f"><feGaussianBlur stdDeviation="2"/><feDropShadow dx="1" dy="1"/></filter>
                    <style type="text/css"><![CDATA[ .a { fill: url(#g); filter: url( "#f" ) } ]]></style>
                  </defs>
                  <g inkscape:label="Capa 1" inkscape:groupmode="layer">
                    <rect class="a" width="10" height="10" style="fill:url(#g)"/>
                    <use xlink:href="#g" href="#g"/>
                    <a href="https://developer.apple.com/documentation/swiftui"><text x="5" y="50">Docs</text></a>
                    <image width="1" height="1" href="data:image/png;base64,iVBORw0KGgo="/>
                    <circle r="3"><animate attributeName="r" values="3;5;3" dur="1s" repeatCount="indefinite"/></circle>
                  </g>
                </svg>
                """.utf8))
        #expect(inkscape.problems.isEmpty, "\(inkscape.problems)")
        #expect(inkscape.declaredSize?.width == 210 && inkscape.declaredSize?.height == 120)
    }

    @Test func theBuiltInFaviconPasses() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let bytes = try Data(contentsOf: root.appending(path: "Theme/assets/favicon.svg"))
        #expect(SVGInspection.inspect(Array(bytes)).problems.isEmpty)
    }

    @Test(arguments: [
        ("width=\"1e19\" height=\"10\"", "width=\"1e19\""),
        ("width=\"inf\" height=\"10\"", "width=\"inf\""),
        ("width=\"10\" height=\"nan\"", "height=\"nan\""),
        ("width=\"-1e30\" height=\"10\"", "width=\"-1e30\""),
        ("width=\"0\" height=\"10\"", "width=\"0\""),
        ("viewBox=\"0 0 1e300 10\"", "viewBox=\"0 0 1e300 10\""),
        ("viewBox=\"0 0 -5 10\"", "viewBox=\"0 0 -5 10\""),
        ("width=\"1e400px\" height=\"3\"", "width=\"1e400px\""),
    ])
    func sizesThatAreNoSizeAreNamed(root: String, named: String) {
        let inspection = Self.inspect("<rect/>", root: root)
        #expect(inspection.unusableSize == named)
        #expect(inspection.problems.isEmpty)
    }

    @Test func sizesComeFromPixelsElseTheViewBox() {
        #expect(Self.inspect("", root: "width=\"120.4px\" height=\"80\"").declaredSize! == (120.4, 80))
        let percent = Self.inspect("", root: "width=\"100%\" height=\"2em\" viewBox=\"0 0 300 150\"")
        #expect(percent.declaredSize == nil && percent.unusableSize == nil)
        #expect(percent.viewBoxSize! == (300, 150))
    }

    @Test func aTenTimesLargerFileTakesAboutTenTimesLonger() {
        func file(_ count: Int) -> [UInt8] {
            Array(
                ("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\">"
                    + String(
                        repeating: "<rect x=\"1\" y=\"2\" width=\"3\" height=\"4\" fill=\"url(#a)\"/>\n", count: count)
                    + "</svg>").utf8)
        }
        let small = file(12_000)
        let large = file(120_000)
        let clock = ContinuousClock()
        let a = clock.measure { #expect(SVGInspection.inspect(small).problems.isEmpty) }
        let b = clock.measure { #expect(SVGInspection.inspect(large).problems.isEmpty) }
        // Linear, with a wide margin for a noisy machine: quadratic work would be 100×.
        #expect(b < a * 40, "\(a) then \(b)")
        // Past the size limit: refused with what to do, not parsed.
        let huge = SVGInspection.inspect(file(150_000))
        #expect(huge.problems.first?.message.contains("are not published (simplify it") == true)
    }
}
