import Content
import Digest
import Foundation
import Incremental
import Testing

@testable import Search

/// Counted sections kept in a ``SearchStore`` never change the index: builds that take unchanged articles from
/// the store, in the same process (`puente serve`) or from another process's file, through any sequence of
/// edits, added and removed articles, write the bytes a fresh build writes; a damaged file is ignored.
@Suite struct SearchStoreTests {
    /// A deterministic generator, so a failure can be replayed.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state
        }
    }

    static let words = [
        "vista", "lista", "receta", "navegación", "Navegación", "alerta", "iOS", "versión", "mínima", "botón",
        "estado", "datos", "modelo", "función", "árbol", "ruta", "pila", "背景色", "バージョン", "分岐", "一覧",
        "emoji😀", "Zeta", "año", "Año",
    ]

    static func text(_ generator: inout Generator, words count: Int) -> String {
        (0..<count).map { _ in words.randomElement(using: &generator)! }.joined(separator: " ")
    }

    /// One article of one to four sections.
    static func article(_ number: Int, _ generator: inout Generator) -> [SearchUnit] {
        (0..<Int.random(in: 1...4, using: &generator)).map { section in
            SearchUnit(
                url: "es/a\(number)/" + (section == 0 ? "" : "#s\(section)"), title: "Artículo \(number)",
                heading: section == 0 ? "" : text(&generator, words: 2),
                titleText: section == 0 ? text(&generator, words: 3) : "", body: text(&generator, words: 30),
                code: section % 2 == 0 ? "let x = \(number)" : "")
        }
    }

    /// An article's key: its number and its edit count (what its content key stands for in a build).
    static func key(_ number: Int, version: Int) -> StableHash.Key {
        StableHash.Key(Array("article \(number) \(version)".utf8))
    }

    @Test(arguments: [1, 2, 3, 4, 5])
    func storedSectionsGiveAFreshBuildsIndexThroughEditsAndProcesses(seed: UInt64) throws {
        var generator = Generator(state: seed)
        var builder = SearchIndexBuilder()
        builder.chunkSize = 600  // many chunks, so boundaries move
        var articles = (0..<20).map { (number: $0, version: 0, units: Self.article($0, &generator)) }
        let folder = FileManager.default.temporaryDirectory.appending(path: "puente-search-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = SearchStore(folder: folder, language: "es")
        var next = articles.count
        for round in 0..<20 {
            switch round % 5 {
            case 0, 1:
                // Edit one or two: new words, removed words, a word no one had.
                for _ in 0..<(round % 5 + 1) {
                    let index = Int.random(in: 0..<articles.count, using: &generator)
                    articles[index].version += 1
                    articles[index].units[0].body += " palabranueva\(round) " + Self.text(&generator, words: 5)
                    articles[index].units[articles[index].units.count - 1].body = Self.text(&generator, words: 4)
                }
            case 2: articles.remove(at: Int.random(in: 0..<articles.count, using: &generator))
            case 3:
                articles.insert(
                    (next, 0, Self.article(next, &generator)), at: Int.random(in: 0...articles.count, using: &generator)
                )
                next += 1
            default: articles.swapAt(0, articles.count - 1)  // a new date order
            }
            let fresh = builder.build(articles.flatMap(\.units), language: "es")
            let keys = articles.map { Self.key($0.number, version: $0.version) }
            let units = articles.map(\.units)
            // Kept in memory across builds, as `serve` does.
            let kept = session.articles(keys, language: "es") { units[$0] }
            #expect(builder.build(kept, store: session, language: "es") == fresh, "round \(round), in process")
            session.save(keepingUnasked: true)
            // A new process each round, reading the last one's file.
            let opened = SearchStore(folder: folder, language: "es")
            #expect(opened.problem == nil)
            let read = opened.articles(keys, language: "es") { units[$0] }
            #expect(builder.build(read, store: opened, language: "es") == fresh, "round \(round), from the file")
            #expect(opened.counts.misses <= 2, "round \(round): only the edited or added articles are counted")
            opened.save()
        }
    }

    @Test func aDamagedOrForeignFileIsIgnoredAndTheIndexIsStillRight() throws {
        var generator = Generator(state: 9)
        let units = (0..<12).map { Self.article($0, &generator) }
        let keys = units.indices.map { Self.key($0, version: 0) }
        let expected = SearchIndexBuilder().build(units.flatMap { $0 }, language: "es")
        let folder = FileManager.default.temporaryDirectory.appending(path: "puente-search-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = SearchStore(folder: folder, language: "es")
        _ = first.articles(keys, language: "es") { units[$0] }
        first.save()
        let file = folder.appending(path: "search-es.bin")
        let good = try Data(contentsOf: file)
        for damage in ["flipped", "cut", "foreign"] {
            var bytes = good
            switch damage {
            case "flipped": bytes[bytes.count / 2] ^= 0x5A
            case "cut": bytes = bytes.prefix(bytes.count - 9)
            default:
                // The same format from another puente binary on this machine: its identity in the header differs,
                // and the file carries this machine's tag.
                guard case .authentic(let tagged, _) = CacheAuthenticator.shared.open(Array(good), purpose: "search es")
                else {
                    Issue.record("the store's own file is not authentic")
                    continue
                }
                var payload = Array(tagged)
                let header = payload.firstIndex(of: UInt8(ascii: "\n"))!
                payload[header - 1] ^= 0x01
                bytes = Data(CacheAuthenticator.shared.seal(payload, purpose: "search es"))
            }
            try bytes.write(to: file)
            let store = SearchStore(folder: folder, language: "es")
            let expectedProblem = damage == "foreign" ? "another puente build" : "damaged"
            #expect(store.problem?.contains(expectedProblem) == true, "\(damage): \(store.problem ?? "none")")
            let counted = store.articles(keys, language: "es") { units[$0] }
            #expect(SearchIndexBuilder().build(counted, store: store, language: "es") == expected, "\(damage)")
            #expect(store.counts.misses == units.count)
        }
    }

    /// The file keeps only what the articles asked for use: a removed article's words leave the table.
    @Test func theFileKeepsOnlyWhatTheArticlesAskedForUse() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "puente-search-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let one = [SearchUnit(url: "es/a/", title: "A", heading: "", titleText: "A", body: "vista lista", code: "")]
        let two = [SearchUnit(url: "es/b/", title: "B", heading: "", titleText: "B", body: "únicapalabra", code: "")]
        let first = SearchStore(folder: folder, language: "es")
        _ = first.articles([Self.key(1, version: 0), Self.key(2, version: 0)], language: "es") { [one, two][$0] }
        first.save()
        let second = SearchStore(folder: folder, language: "es")
        _ = second.articles([Self.key(1, version: 0)], language: "es") { _ in one }
        second.save()
        let third = SearchStore(folder: folder, language: "es")
        #expect(third.snapshot.words.contains("vista"))
        #expect(!third.snapshot.words.contains("únicapalabra"))
        #expect(!third.snapshot.terms.contains { $0.hasPrefix("únic") })
    }
}
