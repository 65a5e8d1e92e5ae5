import Content
import Incremental
import Search
import Snippets

/// The search unit stage: one article's searchable sections (title, headings, text, code as readers see it).
enum SearchUnitStage: ItemStage {
    typealias Input = Article

    static let name = "search units"

    /// The key of what an article's sections, and their counted terms, are made from: the article's own
    /// content key (its parse and link inputs), the tokenizer's version and the field weights; nil for an
    /// article without one, whose sections are never kept.
    static func key(_ article: Article) -> StableHash.Key? {
        article.contentKey.map { own in
            var hasher = StableHasher(.searchUnits)
            hasher.combine(Tokenizer.version)
            hasher.combine(SearchIndexBuilder.weightsText)
            hasher.combine(article.language)
            hasher.combine(own)
            return hasher.finalize()
        }
    }

    /// The article's sections.
    static func run(_ article: Article, context: Void) -> [SearchUnit] {
        SearchUnit.units(
            of: SearchUnit.Page(
                url: article.urlPath, title: article.frontMatter.title, summary: article.frontMatter.summary,
                tags: article.frontMatter.tags),
            document: SnippetExtractor.displayDocument(article.document))
    }
}
