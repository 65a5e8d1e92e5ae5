// ios: 15
// expect: pass
// topic: isSearching and dismissSearch environment values
// apis: EnvironmentValues.isSearching, EnvironmentValues.dismissSearch, DismissSearchAction
struct ResultsList: View {
    @Environment(\.isSearching) private var isSearching
    @Environment(\.dismissSearch) private var dismissSearch
    let results: [String]

    var body: some View {
        List {
            if isSearching {
                Button("Cerrar búsqueda") { dismissSearch() }
            }
            ForEach(results, id: \.self) { Text($0) }
        }
    }
}

struct SearchHost: View {
    @State private var text = ""

    var body: some View {
        NavigationView {
            ResultsList(results: ["uno", "dos"])
                .searchable(text: $text)
        }
    }
}
