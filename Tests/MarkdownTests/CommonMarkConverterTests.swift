import Testing

@testable import Markdown

@Suite struct CommonMarkConverterTests {
    @Test func rangesCountUnicodeScalarsNotBytes() throws {
        let doc = CommonMarkConverter.parse("背景色と[enlace](x.md)\n")
        var link: MarkdownNode?
        doc.walk { if case .link = $0.kind { link = $0 } }
        let range = try #require(link?.range)
        #expect(range.startLine == 1)
        #expect(range.startColumn == 5)
    }

    @Test func codeBlockKeepsInfoAndLiteral() {
        let doc = CommonMarkConverter.parse("text\n\n```swift ios=16\nlet a = 1\n```\n")
        #expect(doc.children[1].kind == .codeBlock(info: "swift ios=16", literal: "let a = 1\n"))
        #expect(doc.children[1].range?.startLine == 3)
    }

    @Test func rewriterReplacesNodes() {
        let doc = CommonMarkConverter.parse("Hola *mundo*\n")
        let upper = doc.rewritten { node in
            if case .text(let s) = node.kind { return MarkdownNode(.text(s.uppercased()), range: node.range) }
            return nil
        }
        #expect(HTMLRenderer().render(upper) == "<p>HOLA <em>MUNDO</em></p>\n")
    }

    @Test func versionIsReported() {
        #expect(CommonMarkConverter.version.hasPrefix("0."))
    }
}
