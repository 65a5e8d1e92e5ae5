// ios: 16
// expect: error 12: is only available in iOS 17.0 or newer
// topic: searchable(text:isPresented:) at iOS 16
// apis: searchable(text:isPresented:placement:prompt:)
struct QuickSearch: View {
    @State private var text = ""
    @State private var presented = false

    var body: some View {
        NavigationStack {
            Text("Inicio")
                .searchable(text: $text, isPresented: $presented)
        }
    }
}
