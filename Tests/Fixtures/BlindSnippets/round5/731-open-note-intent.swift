// ios: 16
// expect: pass
// source: https://developer.apple.com/documentation/appintents/entityquery.md https://developer.apple.com/documentation/appintents/entityquery/suggestedentities().md https://developer.apple.com/documentation/appintents/appentity/defaultquery-4khg7.md
// area: app-intents
// note: AppEntity with an EntityQuery and an AppIntent taking the entity as a parameter
import AppIntents
import Foundation

struct NoteEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Note"
    static var defaultQuery = NoteQuery()

    var id: UUID
    var title: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(title)")
    }
}

struct NoteQuery: EntityQuery {
    func entities(for identifiers: [UUID]) async throws -> [NoteEntity] {
        identifiers.map { NoteEntity(id: $0, title: "Note") }
    }

    func suggestedEntities() async throws -> [NoteEntity] {
        [NoteEntity(id: UUID(), title: "Groceries")]
    }
}

struct OpenNoteIntent: AppIntent {
    static var title: LocalizedStringResource = "Open Note"
    static var openAppWhenRun: Bool = true

    @Parameter(title: "Note")
    var note: NoteEntity

    func perform() async throws -> some IntentResult {
        print("Opening \(note.title)")
        return .result()
    }
}
