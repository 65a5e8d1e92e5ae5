// ios: 15
// expect: pass
// topic: TextEditor with FocusState and scrollContentBackground fallback
// apis: TextEditor(text:), focused(_:), frame(minHeight:)
struct NoteEditor: View {
    @State private var text = ""
    @FocusState private var editing: Bool

    var body: some View {
        TextEditor(text: $text)
            .focused($editing)
            .frame(minHeight: 160)
            .overlay(alignment: .topLeading) {
                if text.isEmpty && !editing {
                    Text("Escribe tu nota…").foregroundStyle(.tertiary).padding(8)
                }
            }
    }
}
