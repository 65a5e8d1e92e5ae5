import Content
import Search
import Snippets

/// The search unit stage: one article's searchable sections (title, headings, text, code as readers see it).
enum SearchUnitStage: ItemStage {
    typealias Input = Article

    static let name = "search units"

    /// The article's sections.
    static func run(_ article: Article) -> [SearchUnit] {
        SearchUnit.units(of: article, document: SnippetExtractor.displayDocument(article.document))
    }
}
