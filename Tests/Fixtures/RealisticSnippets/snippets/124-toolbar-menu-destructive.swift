// ios: 15
// expect: pass
// topic: toolbar Menu with a destructive Button role
// apis: Menu(content:label:), Button(role:action:label:), ButtonRole.destructive, Label(_:systemImage:)
struct AlbumToolbar: View {
    var body: some View {
        NavigationView {
            Text("Álbum")
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Menu {
                            Button { } label: { Label("Renombrar", systemImage: "pencil") }
                            Button(role: .destructive) { } label: {
                                Label("Eliminar álbum", systemImage: "trash")
                            }
                        } label: {
                            Image(systemName: "ellipsis.circle")
                        }
                    }
                }
        }
    }
}
