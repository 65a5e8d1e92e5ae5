// ios: 17
// expect: error 32: has no member 'saveChanges'
// topic: Mistake: calling a non-existent save method on ModelContext
// apis: ModelContext.save, Environment(\.modelContext), Bindable
// source: https://developer.apple.com/documentation/swiftdata/modelcontext/save()
import SwiftUI
import SwiftData

@Model
final class Note {
    var body: String
    var isArchived: Bool = false

    init(body: String) {
        self.body = body
    }
}

struct NoteDetailView: View {
    @Environment(\.modelContext) private var modelContext
    @Bindable var note: Note

    var body: some View {
        TextEditor(text: $note.body)
            .toolbar {
                Button("Archive") { archive() }
            }
    }

    private func archive() {
        note.isArchived = true
        try? modelContext.saveChanges()
    }
}
