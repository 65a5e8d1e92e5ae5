// ios: 17
// expect: pass
// topic: ContentUnavailableView.search(text:) in a searchable list
// apis: ContentUnavailableView.search, ContentUnavailableView.search(text:), searchable(text:)
struct SongSearch: View {
    @State private var text = ""
    let songs = ["Bamboléo", "Macarena"]

    var filtered: [String] { songs.filter { text.isEmpty || $0.localizedCaseInsensitiveContains(text) } }

    var body: some View {
        NavigationStack {
            List(filtered, id: \.self) { Text($0) }
                .overlay {
                    if filtered.isEmpty {
                        ContentUnavailableView.search(text: text)
                    }
                }
                .searchable(text: $text)
        }
    }
}
