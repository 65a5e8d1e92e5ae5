// ios: 17
// expect: pass
// topic: @Entry for a focused value read with @FocusedValue
// apis: Entry(), FocusedValues, FocusedValue, focusedValue(_:_:)
struct Note: Identifiable {
    let id = UUID()
    var text: String
}

extension FocusedValues {
    @Entry var selectedNote: Binding<Note>?
}

struct NoteEditor: View {
    @Binding var note: Note
    var body: some View {
        TextField("Nota", text: $note.text)
            .focusedValue(\.selectedNote, $note)
    }
}

struct NoteToolbar: View {
    @FocusedValue(\.selectedNote) private var note
    var body: some View {
        Text(note?.wrappedValue.text ?? "Ninguna")
    }
}
