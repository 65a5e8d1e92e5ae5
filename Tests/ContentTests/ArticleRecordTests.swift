import Config
import Diagnostics
import Foundation
import Incremental
import Markdown
import Testing

@testable import Content

/// An article taken from its record is the article a parse gives: every field round-trips, its document is made
/// only when read and is then the parsed one, an article with warnings is parsed again every time (so it says
/// them again), and a recorded article's links are checked again when a link target changes.
@Suite struct ArticleRecordTests {
    /// A record with every field set.
    static let full: ArticleRecord = {
        var front = FrontMatter(
            title: "Título", summary: "Resumen", date: ArticleDate(year: 2024, month: 12, day: 31), author: "Ana",
            tags: ["uno", "二"], ios: IOSVersion(major: 17, minor: 4), translation: "clave",
            translatedFrom: "Content/ja/a.md", draft: true)
        front.slug = "otro-nombre"
        front.kind = .page
        let article = Article(
            path: "Content/es/a.md", language: "es", slug: "otro-nombre", frontMatter: front,
            document: MarkdownNode(.document),
            headings: [
                Heading(
                    level: 2, text: "Sección", anchor: "sección",
                    range: SourceRange(startLine: 7, startColumn: 1, endLine: 7, endColumn: 12)),
                Heading(level: 3, text: "Sin rango", anchor: "sin-rango", range: nil),
            ], source: "")
        return ArticleRecord(
            article,
            images: [
                ImageReference(source: "a.png", lacksAltText: false, line: 9, column: 3),
                ImageReference(source: "../images/b.svg", lacksAltText: true, line: 11, column: 1),
            ], linkKey: StableHash.Key(high: 1, low: 2))
    }()

    @Test func everyFieldRoundTripsAndAnyCutIsRefused() throws {
        #expect(
            Mirror(reflecting: FrontMatter(title: "x")).children.count == 11,
            "a new FrontMatter field must go into ArticleRecord's encoding")
        #expect(Mirror(reflecting: Self.full).children.count == 6)
        for record in [
            Self.full,
            {
                var bare = Self.full; bare.linkKey = nil; bare.images = []; return bare
            }(),
        ] {
            var bytes: [UInt8] = []
            record.encode(into: &bytes)
            var reader = MemoReader(bytes)
            #expect(ArticleRecord(decoding: &reader) == record)
            #expect(reader.isAtEnd)
            for cut in 0..<bytes.count {
                var short = MemoReader(Array(bytes[..<cut]))
                #expect(ArticleRecord(decoding: &short) == nil, "cut at \(cut)")
            }
        }
    }

    @Test func aNumberOutOfRangeIsRefusedNotTrapped() {
        var bytes: [UInt8] = []
        Self.full.encode(into: &bytes)
        // Every word set to all ones in turn: no decode may trap converting it.
        for offset in stride(from: 0, to: bytes.count - 8, by: 1) {
            var changed = bytes
            for index in offset..<(offset + 8) { changed[index] = 0xFF }
            var reader = MemoReader(changed)
            _ = ArticleRecord(decoding: &reader)
        }
    }

    /// A copy of the valid-basic fixture, with one more article whose front matter has an unknown key.
    static func site() throws -> URL {
        let site = FileManager.default.temporaryDirectory.appending(path: "puente-records-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: FixtureSite.url("valid-basic"), to: site)
        try "---\ntitle: \"Con aviso\"\ncolour: rojo\n---\n\n## Parte\n\nTexto.\n".write(
            to: site.appending(path: "Content/es/aviso.md"), atomically: true, encoding: .utf8)
        return site
    }

    static func load(_ site: URL, memo: PersistentMemo<ArticleRecord>?) -> ContentLoader.Result {
        var loader = ContentLoader(siteRoot: site)
        loader.records = memo
        return loader.load()
    }

    @Test func anArticleFromItsRecordIsTheParsedOneAndOnlyWarningsAreParsedAgain() throws {
        let site = try Self.site()
        defer { try? FileManager.default.removeItem(at: site) }
        let folder = site.appending(path: ".puente-cache/memo")
        let eager = Self.load(site, memo: nil)
        let first = PersistentMemo<ArticleRecord>(folder: folder, name: "articles", version: 1)
        let parsed = Self.load(site, memo: first)
        first.save()
        let again = Self.load(site, memo: PersistentMemo(folder: folder, name: "articles", version: 1))
        let reference = try #require(eager.content)
        let recorded = try #require(again.content)
        #expect(again.diagnostics.map(\.description) == eager.diagnostics.map(\.description))
        #expect(eager.diagnostics.contains { $0.message.contains("colour") })
        #expect(parsed.content?.articles.allSatisfy { !$0.isDeferred } == true)
        // Not parsed until read: every article but the one with a warning.
        #expect(
            recorded.articles.filter(\.isDeferred).map(\.path)
                == reference.articles.map(\.path).filter {
                    $0 != "Content/es/aviso.md"
                })
        #expect(recorded.articles.map(\.contentKey) == reference.articles.map(\.contentKey))
        #expect(recorded.images == reference.images)
        for (made, parsed) in zip(recorded.articles, reference.articles) {
            #expect(made.frontMatter == parsed.frontMatter && made.headings == parsed.headings, "\(made.path)")
            #expect(made.source == parsed.source && made.slug == parsed.slug, "\(made.path)")
            // Read now: the parse and link stages on the same bytes.
            #expect(made.document == parsed.document, "\(made.path)")
            #expect(!made.isDeferred)
        }
    }

    @Test func aRecordedArticlesLinksAreCheckedAgainWhenATargetChanges() throws {
        let site = try Self.site()
        defer { try? FileManager.default.removeItem(at: site) }
        let folder = site.appending(path: ".puente-cache/memo")
        let first = PersistentMemo<ArticleRecord>(folder: folder, name: "articles", version: 1)
        #expect(Self.load(site, memo: first).content != nil)
        first.save()
        // hola.md links to konnichiwa.md#見出し: the heading goes, hola.md's bytes stay.
        let target = site.appending(path: "Content/ja/konnichiwa.md")
        let text = try String(contentsOf: target, encoding: .utf8)
        #expect(text.contains("見出し"))
        try text.replacingOccurrences(of: "見出し", with: "別の題").write(to: target, atomically: true, encoding: .utf8)
        let memo = PersistentMemo<ArticleRecord>(folder: folder, name: "articles", version: 1)
        let result = Self.load(site, memo: memo)
        let reference = Self.load(site, memo: nil)
        #expect(result.content == nil)
        #expect(result.diagnostics.map(\.description) == reference.diagnostics.map(\.description))
        #expect(
            result.diagnostics.contains { $0.message.contains("#見出し") && $0.location?.path == "Content/es/hola.md" })
    }
}
