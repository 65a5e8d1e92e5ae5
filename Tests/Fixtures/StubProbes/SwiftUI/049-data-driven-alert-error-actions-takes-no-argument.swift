// ios: 15.0
// expect: error: expects 0 arguments, but 1 was used in closure body
import SwiftUI

struct SaveError: LocalizedError {
    var errorDescription: String? { "No se pudo guardar" }
}

// Without message:, alert(error:actions:) passes nothing to actions.
struct SaveView: View {
    @State private var saveError: SaveError?
    var body: some View {
        Text("Documento")
            .alert(error: $saveError) { error in
                Button("Aceptar") {}
            }
    }
}
