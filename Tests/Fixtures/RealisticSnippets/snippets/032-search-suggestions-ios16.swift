// ios: 16
// expect: pass
// topic: searchSuggestions modifier
// apis: searchable(text:prompt:), searchSuggestions(_:), searchCompletion(_:)
struct RecipeSearch: View {
    @State private var text = ""
    let recent = ["tortilla", "croquetas"]

    var body: some View {
        NavigationStack {
            List { Text("Resultados para \(text)") }
                .searchable(text: $text, prompt: "Recetas")
                .searchSuggestions {
                    ForEach(recent, id: \.self) { term in
                        Label(term, systemImage: "clock").searchCompletion(term)
                    }
                }
        }
    }
}
