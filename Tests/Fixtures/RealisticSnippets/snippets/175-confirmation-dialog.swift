// ios: 15
// expect: pass
// topic: confirmationDialog with presenting data and titleVisibility
// apis: confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:), Visibility.visible
struct Photo: Identifiable {
    let id: Int
    let name: String
}

struct PhotoActions: View {
    @State private var selected: Photo?
    @State private var showDialog = false

    var body: some View {
        Button("Opciones de la foto") {
            selected = Photo(id: 7, name: "playa.jpg")
            showDialog = true
        }
        .confirmationDialog("Foto", isPresented: $showDialog, titleVisibility: .visible, presenting: selected) { photo in
            Button("Compartir \(photo.name)") {}
            Button("Eliminar", role: .destructive) {}
        } message: { photo in
            Text("¿Qué quieres hacer con \(photo.name)?")
        }
    }
}
