// ios: 15
// expect: pass
// topic: navigation title, inline display mode, principal toolbar item
// apis: navigationTitle(_:), navigationBarTitleDisplayMode(_:), ToolbarItem(placement: .principal)
struct ArticleScreen: View {
    var body: some View {
        NavigationView {
            ScrollView {
                Text("Contenido del artículo")
                    .padding()
            }
            .navigationTitle("Artículo")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .principal) {
                    VStack {
                        Text("Artículo").font(.headline)
                        Text("5 min").font(.caption).foregroundStyle(.secondary)
                    }
                }
            }
        }
    }
}
