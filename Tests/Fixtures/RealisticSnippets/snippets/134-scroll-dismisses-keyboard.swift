// ios: 16
// expect: pass
// topic: scrollDismissesKeyboard, scrollIndicators, scrollContentBackground
// apis: scrollDismissesKeyboard(_:), scrollIndicators(_:axes:), scrollContentBackground(_:), scrollBounceBehavior(_:axes:)
struct CommentsList: View {
    @State private var draft = ""

    var body: some View {
        List {
            ForEach(0..<30) { Text("Comentario \($0)") }
            TextField("Escribe un comentario", text: $draft)
        }
        .scrollDismissesKeyboard(.interactively)
        .scrollIndicators(.never)
        .scrollContentBackground(.hidden)
    }
}
