// ios: 17
// expect: pass
// topic: searchable(text:isPresented:) to focus search programmatically
// apis: searchable(text:isPresented:placement:prompt:)
struct FocusSearchView: View {
    @State private var text = ""
    @State private var searching = false

    var body: some View {
        NavigationStack {
            List { Text("Elementos") }
                .searchable(text: $text, isPresented: $searching, prompt: "Buscar")
                .toolbar {
                    Button("Buscar") { searching = true }
                }
        }
    }
}
