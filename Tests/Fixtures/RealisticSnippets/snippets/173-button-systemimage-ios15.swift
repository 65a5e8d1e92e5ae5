// ios: 15
// expect: pass
// topic: Button(_:systemImage:action:) — Apple's SDK marks it iOS 14.0+ (back-deployed)
// apis: Button(_:systemImage:action:), Button(_:systemImage:role:action:)
struct FavoriteButton: View {
    @State private var isFavorite = false

    var body: some View {
        VStack {
            Button("Favorito", systemImage: isFavorite ? "star.fill" : "star") {
                isFavorite.toggle()
            }
            Button("Borrar", systemImage: "trash", role: .destructive) {}
        }
    }
}
