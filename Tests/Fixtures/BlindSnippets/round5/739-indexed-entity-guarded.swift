// ios: 17
// expect: pass
// source: https://developer.apple.com/documentation/corespotlight/cssearchableindex/indexappentities(_:priority:).md https://developer.apple.com/tutorials/data/documentation/appintents/making-app-entities-available-in-spotlight.md https://developer.apple.com/documentation/corespotlight/cssearchableitemattributeset/init(contenttype:).md
// area: spotlight
// note: iOS 17 app adopting IndexedEntity only on 18, falling back to CSSearchableItem indexing
import AppIntents
import CoreSpotlight
import Foundation

struct PlaylistEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Playlist"
    static var defaultQuery = PlaylistQuery()

    var id: String
    var name: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)")
    }
}

@available(iOS 18.0, *)
extension PlaylistEntity: IndexedEntity {}

struct PlaylistQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [PlaylistEntity] {
        identifiers.map { PlaylistEntity(id: $0, name: $0) }
    }
}

enum PlaylistIndexer {
    static func index(_ playlists: [PlaylistEntity]) async throws {
        if #available(iOS 18.0, *) {
            try await CSSearchableIndex.default().indexAppEntities(playlists)
        } else {
            let items = playlists.map { playlist -> CSSearchableItem in
                let attributes = CSSearchableItemAttributeSet(contentType: .content)
                attributes.title = playlist.name
                return CSSearchableItem(uniqueIdentifier: playlist.id, domainIdentifier: "playlists", attributeSet: attributes)
            }
            try await CSSearchableIndex.default().indexSearchableItems(items)
        }
    }
}
