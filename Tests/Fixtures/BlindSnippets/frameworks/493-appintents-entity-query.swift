// ios: 16
// expect: pass
// topic: Exposing app data to Shortcuts: an AppEntity with an EntityQuery used as an intent parameter
// apis: AppEntity, EntityQuery, entities(for:), suggestedEntities(), TypeDisplayRepresentation, DisplayRepresentation(title:subtitle:), defaultQuery, Parameter
// source: https://developer.apple.com/documentation/appintents/appentity, https://developer.apple.com/documentation/appintents/entityquery
import AppIntents
import Foundation

struct PlaylistEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Playlist"
    static var defaultQuery = PlaylistQuery()

    let id: UUID
    let name: String
    let trackCount: Int

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(trackCount) tracks")
    }
}

struct PlaylistQuery: EntityQuery {
    func entities(for identifiers: [PlaylistEntity.ID]) async throws -> [PlaylistEntity] {
        PlaylistLibrary.all.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [PlaylistEntity] {
        Array(PlaylistLibrary.all.prefix(5))
    }
}

enum PlaylistLibrary {
    static let all: [PlaylistEntity] = [
        PlaylistEntity(id: UUID(), name: "Morning Run", trackCount: 24),
        PlaylistEntity(id: UUID(), name: "Deep Work", trackCount: 40)
    ]
}

struct PlayPlaylistIntent: AppIntent {
    static var title: LocalizedStringResource = "Play Playlist"

    @Parameter(title: "Playlist")
    var playlist: PlaylistEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Playing \(playlist.name).")
    }
}
