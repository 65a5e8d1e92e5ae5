// ios: 15
// expect: pass
// source: https://developer.apple.com/documentation/corespotlight/cssearchableitemattributeset/init(contenttype:).md https://developer.apple.com/documentation/corespotlight/cssearchableitem.md https://developer.apple.com/documentation/corespotlight/cssearchableindex.md
// area: spotlight
// note: indexing recipes with CSSearchableItemAttributeSet(contentType:) and CSSearchableItem
import CoreSpotlight
import UniformTypeIdentifiers

struct RecipeSummary {
    let id: String
    let name: String
    let summary: String
}

final class RecipeIndexer {
    private let index = CSSearchableIndex.default()

    func index(_ recipes: [RecipeSummary]) {
        let items = recipes.map { recipe -> CSSearchableItem in
            let attributes = CSSearchableItemAttributeSet(contentType: .text)
            attributes.title = recipe.name
            attributes.contentDescription = recipe.summary
            attributes.keywords = ["recipe", "cooking"]
            return CSSearchableItem(uniqueIdentifier: recipe.id,
                                    domainIdentifier: "recipes",
                                    attributeSet: attributes)
        }
        index.indexSearchableItems(items) { error in
            if let error = error {
                print("Indexing failed: \(error.localizedDescription)")
            }
        }
    }

    func removeAll() {
        index.deleteSearchableItems(withDomainIdentifiers: ["recipes"]) { _ in }
    }
}
