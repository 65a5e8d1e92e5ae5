// ios: 15
// expect: error 12: is only available in iOS 16.0 or newer
// topic: searchSuggestions modifier at iOS 15
// apis: searchSuggestions(_:)
struct TagSearch: View {
    @State private var text = ""

    var body: some View {
        NavigationView {
            List { Text(text) }
                .searchable(text: $text)
                .searchSuggestions {
                    Text("swift").searchCompletion("swift")
                }
        }
    }
}
