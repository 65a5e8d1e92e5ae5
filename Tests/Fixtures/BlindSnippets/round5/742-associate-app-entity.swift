// ios: 18
// expect: pass
// source: https://developer.apple.com/documentation/corespotlight/cssearchableitemattributeset/associateappentity(_:priority:).md https://developer.apple.com/documentation/corespotlight/cssearchableitem/associateappentity(_:priority:)-736lx.md https://developer.apple.com/documentation/corespotlight/cssearchableitemattributeset/init(contenttype:).md
// area: spotlight
// note: existing CSSearchableItem indexing upgraded to associate an IndexedEntity
import AppIntents
import CoreSpotlight
import Foundation

struct ContactEntity: AppEntity, IndexedEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Contact"
    static var defaultQuery = ContactEntityQuery()

    var id: String
    var fullName: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(fullName)")
    }
}

struct ContactEntityQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [ContactEntity] {
        identifiers.map { ContactEntity(id: $0, fullName: $0) }
    }
}

enum ContactIndexer {
    static func makeItem(for contact: ContactEntity) -> CSSearchableItem {
        let attributes = CSSearchableItemAttributeSet(contentType: .contact)
        attributes.displayName = contact.fullName
        attributes.associateAppEntity(contact, priority: 5)
        return CSSearchableItem(uniqueIdentifier: contact.id, domainIdentifier: "contacts", attributeSet: attributes)
    }
}
