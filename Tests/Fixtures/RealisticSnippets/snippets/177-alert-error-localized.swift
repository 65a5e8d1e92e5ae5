// ios: 15
// expect: error 15: requires that 'NetworkFailure' conform to 'LocalizedError'
// topic: alert(isPresented:error:actions:) with a plain Error type
// apis: alert(isPresented:error:actions:), LocalizedError
enum NetworkFailure: Error {
    case offline
}

struct DownloadView: View {
    @State private var failure: NetworkFailure?
    @State private var show = false

    var body: some View {
        Text("Descargando")
            .alert(isPresented: $show, error: failure) {
                Button("Reintentar") {}
            }
    }
}
