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
        #expect(index["version"] as? Int == 1)
        #expect(index["language"] as? String == "es")
        #expect(index["units"] as? Int == 2)
        let chunks = try #require(index["chunks"] as? [[String: String]])
        #expect(chunks.first?["file"] == "t0.json")
        #expect(files["u1.json"] != nil)
    }

    @Test func titleMatchesWeighMoreThanBodyMatches() throws {
        let files = SearchIndexBuilder().build(Self.units, language: "es")
        let chunk = try json(files["t0.json"])
        let terms = try #require(chunk["terms"] as? [String: [[Int]]])
        // "Recetas" in the title (16) and "recetas" in the body (2) of unit 0; "receta" in unit 1's body (2).
        #expect(terms["recet"] == [[0, 18, terms["recet"]![0][2]], [1, 2, terms["recet"]![1][2]]])
        #expect(terms["contentunavailableview"]?.first?[1] == 1)
        #expect(terms["vac"] != nil)  // "vacío" → "vacio" → stem "vac"
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

    @Test func unitFilesCarryURLTitleHeadingAndEscapedText() throws {
        let unit = SearchUnit(
            url: "es/x/#a", title: "<script>", heading: "H", titleText: "", body: "a < b", code: "")
        let text = String(decoding: SearchIndexBuilder().build([unit], language: "es")["u0.json"]!, as: UTF8.self)
        #expect(!text.contains("<"))
        let object = try json(Array(text.utf8))
        #expect(object["title"] as? String == "<script>")
        #expect(object["text"] as? String == "a < b")
    }

    @Test func articlesSplitIntoIntroductionAndSections() {
        let source =
            "---\ntitle: T\n---\nIntro *texto*.\n\n## Uno\n\nCuerpo uno.\n\n```swift\nlet x = 1\n```\n\n### Dos\n\nCuerpo dos.\n"
        let (document, headings) = HeadingAnchors.assign(
            in: CommonMarkConverter.parse("\n\n\n" + source.split(separator: "\n", maxSplits: 3).last!))
        var fm = FrontMatter(title: "T")
        fm.summary = "Resumen"
        let article = Article(
            path: "Content/es/t.md", language: "es", slug: "t", frontMatter: fm, document: document, headings: headings,
            source: source)
        let units = SearchUnit.units(of: article, document: document)
        #expect(units.map(\.url) == ["es/t/", "es/t/#uno", "es/t/#dos"])
        #expect(units.map(\.heading) == ["", "Uno", "Dos"])
        #expect(units[0].titleText == "T")
        #expect(units[0].body.contains("Resumen") && units[0].body.contains("Intro"))
        #expect(units[1].code == "let x = 1\n")
        #expect(units[1].titleText == "")
    }
}
