// ios: 15
// expect: pass
// topic: alert(_:isPresented:presenting:actions:message:) with data
// apis: alert(_:isPresented:presenting:actions:message:), Button(_:role:action:), ButtonRole.cancel
struct PendingDeletion: Identifiable {
    let id = UUID()
    let fileName: String
}

struct FilesView: View {
    @State private var pending: PendingDeletion?
    @State private var showAlert = false

    var body: some View {
        Button("Eliminar informe.pdf") {
            pending = PendingDeletion(fileName: "informe.pdf")
            showAlert = true
        }
        .alert("¿Eliminar archivo?", isPresented: $showAlert, presenting: pending) { file in
            Button("Eliminar \(file.fileName)", role: .destructive) {}
            Button("Cancelar", role: .cancel) {}
        } message: { file in
            Text("\(file.fileName) se borrará de forma permanente.")
        }
    }
}
