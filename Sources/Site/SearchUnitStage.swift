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
        article.contentKey.map { StableHash.Key(combining: keyPrefix + article.language, [$0]) }
    }

    /// What every key starts with: the stage's version, the tokenizer's and the field weights (written once:
    /// describing a tuple goes through reflection).
    private static let keyPrefix = "search-units 1 \(Tokenizer.version) \(SearchIndexBuilder.weights) "

    /// The article's sections.
    static func run(_ article: Article) -> [SearchUnit] {
        SearchUnit.units(
            of: SearchUnit.Page(
                url: article.urlPath, title: article.frontMatter.title, summary: article.frontMatter.summary,
                tags: article.frontMatter.tags),
            document: SnippetExtractor.displayDocument(article.document))
    }
}
