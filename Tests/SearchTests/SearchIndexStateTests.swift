import Foundation
import Testing

@testable import Search

/// A rebuild that updates the last build's postings writes exactly the files a fresh build writes.
@Suite struct SearchIndexStateTests {
    /// A deterministic generator, so a failure can be replayed.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state
        }
    }

    static let words = [
        "vista", "lista", "receta", "navegación", "alerta", "iOS", "versión", "mínima", "botón", "estado", "datos",
        "modelo", "función", "árbol", "ruta", "pila", "背景色", "バージョン", "分岐", "一覧", "emoji😀", "Zeta", "año",
    ]

    static func text(_ generator: inout Generator, words count: Int) -> String {
        (0..<count).map { _ in words.randomElement(using: &generator)! }.joined(separator: " ")
    }

    static func unit(_ index: Int, _ generator: inout Generator) -> SearchUnit {
        SearchUnit(
            url: "es/a\(index / 3)/#s\(index % 3)", title: "Artículo \(index / 3)", heading: text(&generator, words: 2),
            titleText: index % 3 == 0 ? text(&generator, words: 3) : "", body: text(&generator, words: 30),
            code: index % 2 == 0 ? "let x = \(index)" : "")
    }

    @Test(arguments: [1, 2, 3, 4, 5])
    func updatedPostingsEqualAFreshBuild(seed: UInt64) {
        var generator = Generator(state: seed)
        var units = (0..<60).map { Self.unit($0, &generator) }
        let state = SearchIndexState()
        var builder = SearchIndexBuilder()
        builder.chunkSize = 600  // many chunks, so boundaries move
        _ = builder.build(units, language: "es", state: state)
        for round in 0..<25 {
            // Edit one to three sections: new words, removed words, an emptied section, a word no one had.
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let index = Int.random(in: 0..<units.count, using: &generator)
                switch round % 4 {
                case 0: units[index].body = Self.text(&generator, words: 40)
                case 1: units[index].body = ""
                case 2: units[index].body += " palabranueva\(round) " + Self.text(&generator, words: 5)
                default: units[index].heading = Self.text(&generator, words: 1)
                }
            }
            let updated = builder.build(units, language: "es", state: state)
            let fresh = builder.build(units, language: "es")
            #expect(updated == fresh, "round \(round)")
        }
        // A different set of sections is built anew, and still equals a fresh build.
        units.removeLast()
        #expect(builder.build(units, language: "es", state: state) == builder.build(units, language: "es"))
    }
}
