import Testing

@testable import Markdown

@Suite struct HeadingSlugTests {
    @Test(arguments: [
        (
            "El SDK y la versión mínima de iOS son cosas diferentes",
            "el-sdk-y-la-versión-mínima-de-ios-son-cosas-diferentes"
        ),
        ("¿Qué hemos conseguido?", "qué-hemos-conseguido"),
        ("¡Y eso es todo!", "y-eso-es-todo"),
        ("Gestos: dos árbitros para un mismo toque", "gestos-dos-árbitros-para-un-mismo-toque"),
        ("ListのscrollContentBackgroundはiOS16からしか使えない", "listのscrollcontentbackgroundはios16からしか使えない"),
        ("List × ViewBuilderでバージョン分けする", "list-viewbuilderでバージョン分けする"),
        ("【SwiftUI】Listを分ける方法！", "swiftuilistを分ける方法"),
        ("引数を渡して行から参照する", "引数を渡して行から参照する"),
        ("`Binding<T?>` y `error:`", "bindingt-y-error"),
        ("📦 Paquetes", "paquetes"),
        ("snake_case  and -- dashes", "snake_case-and-dashes"),
        ("!!!", "section"),
        ("ＡＢＣ全角", "ａｂｃ全角"),
    ])
    func slug(_ input: String, _ expected: String) {
        #expect(HeadingSlug.slug(input) == expected)
    }

    @Test func decomposedAccentsGiveTheSameSlugAsPrecomposed() {
        let decomposed = "versio\u{301}n mi\u{301}nima"
        #expect(HeadingSlug.slug(decomposed) == HeadingSlug.slug("versión mínima"))
    }
}

@Suite struct HeadingAnchorsTests {
    @Test func repeatedHeadingsGetNumberedIds() {
        let doc = CommonMarkConverter.parse("## Ejemplo\n\n## Ejemplo\n\n### Ejemplo\n\n## Ejemplo-1\n")
        let (_, headings) = HeadingAnchors.assign(in: doc)
        #expect(headings.map(\.anchor) == ["ejemplo", "ejemplo-1", "ejemplo-2", "ejemplo-1-1"])
    }

    @Test func reservedIdsAreSkipped() {
        let (_, headings) = HeadingAnchors.assign(
            in: CommonMarkConverter.parse("## Contents\n"), reserved: ["contents"])
        #expect(headings.map(\.anchor) == ["contents-1"])
    }

    @Test func headingTextDropsMarkupButKeepsCode() {
        let (_, headings) = HeadingAnchors.assign(in: CommonMarkConverter.parse("## Usar *`emptyState`* ya\n"))
        #expect(headings.first?.text == "Usar emptyState ya")
        #expect(headings.first?.anchor == "usar-emptystate-ya")
    }

    @Test func tableOfContentsNestsH3UnderH2() {
        let doc = CommonMarkConverter.parse("# T\n\n### Huérfano\n\n## A\n\n### A1\n\n#### deep\n\n### A2\n\n## B\n")
        let toc = TableOfContents(headings: HeadingAnchors.assign(in: doc).1)
        #expect(toc.entries.map(\.heading.text) == ["Huérfano", "A", "B"])
        #expect(toc.entries[1].children.map(\.text) == ["A1", "A2"])
    }
}

@Suite struct HeadingSlugShortcutTests {
    /// The byte shortcut for ASCII headings gives the definition's slug for every ASCII character, alone and
    /// in random runs.
    @Test func asciiHeadingsSlugAsTheDefinitionSays() {
        for value in 0..<0x80 {
            let text = "a" + String(UnicodeScalar(UInt8(value))) + "B"
            #expect(HeadingSlug.asciiSlug(text) == HeadingSlug.unicodeSlug(text), "U+\(String(value, radix: 16))")
        }
        var state: UInt64 = 11
        for _ in 0..<2000 {
            var text = ""
            for _ in 0..<(state % 13) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text.unicodeScalars.append(UnicodeScalar(UInt8(truncatingIfNeeded: state >> 33) & 0x7F))
            }
            #expect(HeadingSlug.asciiSlug(text) == HeadingSlug.unicodeSlug(text))
        }
        #expect(HeadingSlug.asciiSlug("Versión") == nil)
    }
}
