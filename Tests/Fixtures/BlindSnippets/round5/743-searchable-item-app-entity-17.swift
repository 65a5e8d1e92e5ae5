// ios: 17
// expect: error 32: is only available in iOS 18.0 or newer
// source: https://developer.apple.com/documentation/corespotlight/cssearchableitem/init(appentity:)-89ehq.md https://developer.apple.com/tutorials/data/documentation/appintents/making-app-entities-available-in-spotlight.md
// area: spotlight
// note: CSSearchableItem(appEntity:) is an iOS 18 convenience; the file targets 17 and has no check
import AppIntents
import CoreSpotlight
import Foundation

struct CourseEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Course"
    static var defaultQuery = CourseQuery()

    var id: String
    var title: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(title)")
    }
}

@available(iOS 18.0, *)
extension CourseEntity: IndexedEntity {}

struct CourseQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [CourseEntity] {
        identifiers.map { CourseEntity(id: $0, title: $0) }
    }
}

func searchableItem(for course: CourseEntity) -> CSSearchableItem {
    let item = CSSearchableItem(appEntity: course)
    item.expirationDate = Date().addingTimeInterval(86_400 * 30)
    return item
}
