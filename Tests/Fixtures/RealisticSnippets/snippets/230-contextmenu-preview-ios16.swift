// ios: 16
// expect: pass
// topic: contextMenu(menuItems:preview:) (iOS 16)
// apis: contextMenu(menuItems:preview:), Button(_:systemImage:action:)
struct PhotoTile: View {
    var body: some View {
        Image(systemName: "photo")
            .resizable()
            .frame(width: 100, height: 100)
            .contextMenu {
                Button { } label: { Label("Compartir", systemImage: "square.and.arrow.up") }
                Button(role: .destructive) { } label: { Label("Eliminar", systemImage: "trash") }
            } preview: {
                Image(systemName: "photo").resizable().frame(width: 300, height: 300)
            }
    }
}
