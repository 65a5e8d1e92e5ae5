// ios: 16
// expect: error 30: is 'async' but is not marked with 'await'
// topic: EntityQuery backed by an async database; mistake: calling the async fetch without await
// apis: AppEntity, EntityQuery, entities(for:), DisplayRepresentation
// source: https://developer.apple.com/documentation/appintents/entityquery/entities(for:)
import AppIntents

struct RecipeEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Recipe"
    static var defaultQuery = RecipeQuery()

    let id: String
    let title: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(title)")
    }
}

final class RecipeDatabase {
    static let shared = RecipeDatabase()

    func recipes(matching ids: [String]) async throws -> [RecipeEntity] {
        ids.map { RecipeEntity(id: $0, title: $0.capitalized) }
    }
}

struct RecipeQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [RecipeEntity] {
        try RecipeDatabase.shared.recipes(matching: identifiers)
    }
}
