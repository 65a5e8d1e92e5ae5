// ios: 17
// expect: error 33: is only available in iOS 18.0 or newer
// source: https://developer.apple.com/documentation/corespotlight/cssearchableindex/indexappentities(_:priority:).md https://developer.apple.com/tutorials/data/documentation/appintents/making-app-entities-available-in-spotlight.md
// area: spotlight
// note: indexAppEntities called from an iOS 17 code path without #available
import AppIntents
import CoreSpotlight
import Foundation

struct RecipeEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Recipe"
    static var defaultQuery = RecipeEntityQuery()

    var id: UUID
    var title: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(title)")
    }
}

@available(iOS 18.0, *)
extension RecipeEntity: IndexedEntity {}

struct RecipeEntityQuery: EntityQuery {
    func entities(for identifiers: [UUID]) async throws -> [RecipeEntity] {
        identifiers.map { RecipeEntity(id: $0, title: "Recipe") }
    }
}

final class RecipeSpotlightSync {
    func sync(_ recipes: [RecipeEntity]) async throws {
        try await CSSearchableIndex.default().indexAppEntities(recipes)
    }
}
