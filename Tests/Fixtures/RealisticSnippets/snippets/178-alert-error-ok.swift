// ios: 15
// expect: pass
// topic: alert(isPresented:error:actions:message:) with LocalizedError
// apis: alert(isPresented:error:actions:message:), LocalizedError.errorDescription, recoverySuggestion
enum UploadError: LocalizedError {
    case tooLarge(Int)

    var errorDescription: String? { "Archivo demasiado grande" }
    var recoverySuggestion: String? {
        switch self {
        case .tooLarge(let mb): return "El límite es \(mb) MB."
        }
    }
}

struct UploadView: View {
    @State private var error: UploadError? = .tooLarge(20)
    @State private var show = true

    var body: some View {
        Text("Subida")
            .alert(isPresented: $show, error: error) { _ in
                Button("Aceptar") {}
            } message: { error in
                Text(error.recoverySuggestion ?? "")
            }
    }
}
