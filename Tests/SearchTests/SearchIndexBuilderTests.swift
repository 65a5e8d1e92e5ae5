import Content
import Foundation
import Markdown
import Testing

@testable import Search

@Suite struct SearchIndexBuilderTests {
    func json(_ bytes: [UInt8]?) throws -> [String: Any] {
        let data = Data(try #require(bytes))
        return try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static let units = [
        SearchUnit(
            url: "es/recetas/", title: "Recetas", heading: "", titleText: "Recetas", body: "Una lista de recetas.",
            code: ""),
        SearchUnit(
            url: "es/recetas/#estado-vacio", title: "Recetas", heading: "Estado vacío", titleText: "",
            body: "Cuando no hay receta se muestra un mensaje.", code: "ContentUnavailableView(\"Vacío\")"),
    ]

    @Test func indexDescribesUnitsChunksAndParameters() throws {
        let files = SearchIndexBuilder().build(Self.units, language: "es")
        let index = try json(files["index.json"])
        #expect(index["version"] as? Int == 2)
        #expect(index["language"] as? String == "es")
        #expect(index["units"] as? Int == 2)
        let chunks = try #require(index["chunks"] as? [[String: String]])
        #expect(chunks.first?["file"] == "t0.json")
        // One article of two sections, so one article file; no file per section.
        #expect(index["sections"] as? [Int] == [2])
        #expect(files["a0.json"] != nil && files["a1.json"] == nil && files["u0.json"] == nil)
    }

    @Test func articleFilesGroupConsecutiveSectionsOfOnePage() throws {
        let other = SearchUnit(
            url: "es/otra/", title: "Otra", heading: "", titleText: "Otra", body: "Texto.", code: "")
        let files = SearchIndexBuilder().build(Self.units + [other], language: "es")
        #expect(try json(files["index.json"])["sections"] as? [Int] == [2, 1])
        let first = try json(files["a0.json"])
        #expect(first["url"] as? String == "es/recetas/")
        #expect(first["title"] as? String == "Recetas")
        let sections = try #require(first["sections"] as? [[String: String]])
        #expect(sections.map { $0["anchor"] } == ["", "#estado-vacio"])
        #expect(sections[1]["heading"] == "Estado vacío")
        #expect(sections[1]["text"] == "Cuando no hay receta se muestra un mensaje.")
        #expect(sections[1]["code"] == "ContentUnavailableView(\"Vacío\")")
        #expect(try json(files["a1.json"])["url"] as? String == "es/otra/")
    }

    @Test func vocabularyListsWordsByFoldedLengthMostFrequentFirst() throws {
        let units = [
            SearchUnit(url: "es/a/", title: "A", heading: "", titleText: "", body: "Navegación y gestos.", code: ""),
            SearchUnit(
                url: "es/a/#b", title: "A", heading: "", titleText: "", body: "navegación, mas", code: "toolbarRole"),
            SearchUnit(url: "es/c/", title: "C", heading: "", titleText: "", body: "Navegacion: gestos", code: ""),
        ]
        let files = SearchIndexBuilder().build(units, language: "es")
        #expect(try json(files["index.json"])["words"] as? [Int] == [6, 10, 11])
        // Three sections write "navegación" (two of them accented: that spelling is kept); words under four
        // letters ("mas") and numbers stay out; identifiers keep their case.
        let ten = try #require(try json(files["w10.json"])["words"] as? [[Any]])
        #expect(ten.count == 1 && ten[0][0] as? String == "navegación" && ten[0][1] as? Int == 3)
        #expect((try json(files["w6.json"])["words"] as? [[Any]])?.first?.first as? String == "gestos")
        #expect((try json(files["w11.json"])["words"] as? [[Any]])?.first?.first as? String == "toolbarRole")
        #expect(files["w3.json"] == nil)
    }

    @Test func linksAndTagsWeighHalfAsMuchAsProseAndStayOutOfExcerpts() throws {
        let unit = SearchUnit(
            url: "es/a/", title: "A", heading: "", titleText: "", body: "fondo", links: "fondo", tags: "fondo",
            code: "", text: "fondo (ver fondo)")
        let files = SearchIndexBuilder().build([unit], language: "es")
        let terms = try #require(try json(files["t0.json"])["terms"] as? [String: [[Int]]])
        #expect(terms["fond"]?.first?[1] == 2 + 1 + 1)
        let sections = try #require(try json(files["a0.json"])["sections"] as? [[String: String]])
        #expect(sections[0]["text"] == "fondo (ver fondo)")
    }

    @Test func aKanjiIsIndexedAloneAsWellAsInBigrams() throws {
        let unit = SearchUnit(url: "ja/a/", title: "A", heading: "", titleText: "", body: "背景色を", code: "")
        let files = SearchIndexBuilder().build([unit], language: "ja")
        let terms = try #require(try json(files["t0.json"])["terms"] as? [String: [[Int]]])
        #expect(Set(terms.keys) == ["背", "背景", "景", "景色", "色", "色を"])
    }

    @Test func titleMatchesWeighMoreThanBodyMatches() throws {
        let files = SearchIndexBuilder().build(Self.units, language: "es")
        let chunk = try json(files["t0.json"])
        let terms = try #require(chunk["terms"] as? [String: [[Int]]])
        // "Recetas" in the title (16) and "recetas" in the body (2) of unit 0; "receta" in unit 1's body (2).
        #expect(terms["recet"] == [[0, 18, terms["recet"]![0][2]], [1, 2, terms["recet"]![1][2]]])
        #expect(terms["contentunavailableview"]?.first?[1] == 1)
        #expect(terms["vaci"] != nil)  // "vacío": Snowball strips the final o, and the accent goes
    }

    @Test func termsAreSortedAndSplitIntoChunksByUTF16Order() throws {
        var builder = SearchIndexBuilder()
        builder.chunkSize = 60
        let files = builder.build(Self.units, language: "es")
        let index = try json(files["index.json"])
        let chunks = try #require(index["chunks"] as? [[String: String]])
        #expect(chunks.count > 2)
        let firsts = chunks.map { $0["first"]! }
        #expect(firsts == firsts.sorted { $0.utf16.lexicographicallyPrecedes($1.utf16) })
        for (i, chunk) in chunks.enumerated() {
            let object = try json(files[chunk["file"]!])
            let terms = try #require(object["terms"] as? [String: Any])
            for term in terms.keys {
                #expect(!term.utf16.lexicographicallyPrecedes(chunk["first"]!.utf16))
                if i + 1 < chunks.count { #expect(term.utf16.lexicographicallyPrecedes(chunks[i + 1]["first"]!.utf16)) }
            }
        }
    }

    @Test func articleFilesCarryURLTitleHeadingAndEscapedText() throws {
        let unit = SearchUnit(
            url: "es/x/#a", title: "<script>", heading: "H", titleText: "", body: "a < b", code: "")
        let text = String(decoding: SearchIndexBuilder().build([unit], language: "es")["a0.json"]!, as: UTF8.self)
        #expect(!text.contains("<"))
        let object = try json(Array(text.utf8))
        #expect(object["title"] as? String == "<script>")
        #expect(object["url"] as? String == "es/x/")
        let sections = try #require(object["sections"] as? [[String: String]])
        #expect(sections == [["anchor": "#a", "heading": "H", "text": "a < b", "code": ""]])
    }

    @Test func articlesSplitIntoIntroductionAndSections() {
        let source =
            "---\ntitle: T\n---\nIntro *texto*, [enlace](x/).\n\n## Uno\n\nCuerpo uno.\n\n```swift\nlet x = 1\n```\n\n### Dos\n\nCuerpo dos.\n"
        let (document, headings) = HeadingAnchors.assign(
            in: CommonMarkConverter.parse("\n\n\n" + source.split(separator: "\n", maxSplits: 3).last!))
        _ = headings
        let page = SearchUnit.Page(url: "es/t/", title: "T", summary: "Resumen", tags: ["etiqueta"])
        let units = SearchUnit.units(of: page, document: document)
        #expect(units.map(\.url) == ["es/t/", "es/t/#uno", "es/t/#dos"])
        #expect(units.map(\.heading) == ["", "Uno", "Dos"])
        #expect(units[0].titleText == "T")
        #expect(units[0].body.contains("Resumen") && units[0].body.contains("Intro"))
        #expect(units[0].links == "enlace" && !units[0].body.contains("enlace"))
        #expect(units[0].tags == "etiqueta")
        // What an excerpt shows: the prose as read, links included; no summary, no tags.
        #expect(units[0].text.trimmingCharacters(in: .whitespaces) == "Intro texto, enlace.")
        #expect(units[1].tags == "" && units[1].text.contains("Cuerpo uno."))
        #expect(units[1].code == "let x = 1\n")
        #expect(units[1].titleText == "")
    }

    /// A table's cells, a task list and struck text are prose: each cell's words apart from the next one's, and
    /// no pipe, bracket or tilde of the Markdown in what is indexed or shown.
    @Test func tablesAndTaskListsAreIndexedAsProse() {
        let markdown =
            "| Año | API |\n| --- | --- |\n| 2022 | NavigationStack |\n\n- [x] migrar\n- [ ] ~~borrar~~ probar\n"
        let page = SearchUnit.Page(url: "es/t/", title: "T", summary: nil, tags: [])
        let unit = SearchUnit.units(of: page, document: CommonMarkConverter.parse(markdown))[0]
        let words = unit.text.split(whereSeparator: \.isWhitespace)
        #expect(words == ["Año", "API", "2022", "NavigationStack", "migrar", "borrar", "probar"])
        #expect(!unit.body.contains("|") && !unit.body.contains("[") && !unit.body.contains("~"))
    }

    /// A footnote's text is prose of the section it ends: a word found only there finds the article, and no
    /// Markdown marker (`[^`, a table's `|`, a callout's `> [!`, a comment's `-->`) is indexed or shown.
    @Test func footnotesAreIndexedAsProse() throws {
        let markdown = """
            Texto con nota[^n].

            | Año | API |
            | --- | --- |
            | 2022 | Lista |

            > [!TIP]
            > Consejo breve.

            <!-- comentario -->

            [^n]: Solo aquí aparece ornitorrinco.

            """
        let document = Callouts.resolve(in: CommonMarkConverter.parse(markdown)).document
        let page = SearchUnit.Page(url: "es/nota/", title: "Nota", summary: nil, tags: [])
        let units = SearchUnit.units(of: page, document: document)
        #expect(units.count == 1)
        let unit = try #require(units.first)
        #expect(unit.text.contains("ornitorrinco") && unit.body.contains("ornitorrinco"))
        for marker in ["[^", "|", "> [!", "[!TIP]", "-->", "<!--"] {
            #expect(!unit.text.contains(marker) && !unit.body.contains(marker), "\(marker)")
        }
        // The footnote's number is not a word of the text.
        #expect(!unit.text.contains("nota1") && !unit.text.contains(" 1 "))
        let files = SearchIndexBuilder().build(units + Self.units, language: "es")
        let terms = try #require(try json(files["t0.json"])["terms"] as? [String: [[Int]]])
        let found = try #require(terms.first { $0.key.hasPrefix("ornitorrinc") }?.value)
        #expect(found.map { $0[0] } == [0])
    }

    /// A callout's text is prose like any other; its marker, `[!NOTE]`, is not indexed or shown.
    @Test func calloutsAreIndexedWithoutTheirMarker() {
        let document = Callouts.resolve(in: CommonMarkConverter.parse("> [!NOTE]\n> Requiere iOS 16.\n")).document
        let page = SearchUnit.Page(url: "es/t/", title: "T", summary: nil, tags: [])
        let unit = SearchUnit.units(of: page, document: document)[0]
        #expect(unit.text.trimmingCharacters(in: .whitespaces) == "Requiere iOS 16.")
        #expect(!unit.body.contains("NOTE"))
    }
}
