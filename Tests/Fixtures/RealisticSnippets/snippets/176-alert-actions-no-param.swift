// ios: 15
// expect: error 15: expects 1 argument, which cannot be implicitly ignored
// topic: alert(presenting:) actions closure that ignores the presented value parameter
// apis: alert(_:isPresented:presenting:actions:)
struct SyncError {
    let reason: String
}

struct SyncStatus: View {
    @State private var error: SyncError?
    @State private var showError = false

    var body: some View {
        Text("Sincronizando")
            .alert("Error", isPresented: $showError, presenting: error) {
                Button("Aceptar", role: .cancel) {}
            }
    }
}
