import Foundation
import Incremental
import Markdown
import Testing

@testable import Content

/// Comparing articles (as the stage memo compares stage inputs) never parses a deferred document, and a
/// content key stands for the document only while it is the one the key was made for.
@Suite struct ArticleEqualityTests {
    /// How many deferred documents were made.
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func add() { lock.withLock { value += 1 } }
        var count: Int { lock.withLock { value } }
    }

    /// An article whose document is made on first read, counting the reads in `parses`.
    static func deferred(key: StableHash.Key?, parses: Counter) -> Article {
        Article(
            path: "Content/es/a.md", language: "es", slug: "a", frontMatter: FrontMatter(title: "A"), headings: [],
            source: "texto", contentKey: key,
            deferred: { @Sendable in
                parses.add()
                return MarkdownNode(.document, children: [MarkdownNode(.paragraph)])
            })
    }

    @Test func articlesWithOneContentKeyAreEqualWithoutParsing() {
        let parses = Counter()
        let key = StableHash.Key(Array("a".utf8))
        #expect(Self.deferred(key: key, parses: parses) == Self.deferred(key: key, parses: parses))
        #expect(Self.deferred(key: key, parses: parses) != Self.deferred(key: nil, parses: parses))
        #expect(parses.count == 0)
    }

    @Test func settingTheDocumentDropsTheKeySoDocumentsAreCompared() {
        let parses = Counter()
        let key = StableHash.Key(Array("a".utf8))
        var edited = Self.deferred(key: key, parses: parses)
        edited.document = MarkdownNode(.document)
        #expect(edited.contentKey == nil)
        var other = Self.deferred(key: nil, parses: parses)
        other.document = MarkdownNode(.document, children: [MarkdownNode(.thematicBreak)])
        #expect(edited != other)
        other.document = MarkdownNode(.document)
        #expect(edited == other)
    }
}
