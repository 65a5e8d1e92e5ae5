// ios: 16
// expect: pass
// topic: searchScopes
// apis: searchable(text:prompt:), searchScopes(_:scopes:)
enum SearchScope: Hashable {
    case all, unread
}

struct InboxSearch: View {
    @State private var text = ""
    @State private var scope = SearchScope.all

    var body: some View {
        NavigationStack {
            List { Text("Mensajes") }
                .searchable(text: $text)
                .searchScopes($scope) {
                    Text("Todos").tag(SearchScope.all)
                    Text("No leídos").tag(SearchScope.unread)
                }
        }
    }
}
