// ios: 18
// expect: pass
// source: https://developer.apple.com/documentation/corespotlight/cssearchableindex/indexappentities(_:priority:).md https://developer.apple.com/tutorials/data/documentation/appintents/making-app-entities-available-in-spotlight.md https://developer.apple.com/documentation/appintents/entityquery.md
// area: spotlight
// note: IndexedEntity adoption and donation with indexAppEntities on iOS 18
import AppIntents
import CoreSpotlight
import Foundation

struct TrailEntity: AppEntity, IndexedEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Trail"
    static var defaultQuery = TrailQuery()

    var id: String
    var name: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)")
    }
}

struct TrailQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [TrailEntity] {
        identifiers.map { TrailEntity(id: $0, name: $0.capitalized) }
    }
}

enum TrailIndexer {
    static func donate(_ trails: [TrailEntity]) async {
        do {
            try await CSSearchableIndex.default().indexAppEntities(trails, priority: 10)
        } catch {
            print("Spotlight donation failed: \(error)")
        }
    }
}
