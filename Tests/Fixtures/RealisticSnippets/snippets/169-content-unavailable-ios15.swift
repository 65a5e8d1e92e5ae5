// ios: 15
// expect: error 10: is only available in iOS 17.0 or newer
// topic: ContentUnavailableView without #available at iOS 15
// apis: ContentUnavailableView
struct EmptyNotes: View {
    let notes: [String]

    var body: some View {
        if notes.isEmpty {
            ContentUnavailableView("Sin notas", systemImage: "note.text")
        } else {
            List(notes, id: \.self) { Text($0) }
        }
    }
}
