// ios: 15.0
// expect: pass
import SwiftUI

enum ExportError: LocalizedError {
    case noAvailableSpace(required: Int)
    case destinationUnavailable

    var errorDescription: String? {
        switch self {
        case .noAvailableSpace: "No hay espacio suficiente"
        case .destinationUnavailable: "No se puede acceder al destino"
        }
    }
    var recoverySuggestion: String? {
        switch self {
        case let .noAvailableSpace(required): "Libera al menos \(required) MB e inténtalo de nuevo."
        case .destinationUnavailable: "Comprueba que la unidad sigue conectada."
        }
    }
}

struct ExportView: View {
    @State private var exportError: ExportError?

    var body: some View {
        VStack {
            Button("Exportar proyecto") {
                Task {
                    do {
                        try await exportProject()
                    } catch let error as ExportError {
                        exportError = error
                    } catch {
                        exportError = .destinationUnavailable
                    }
                }
            }
            .alert(error: $exportError) { error in
                if case .destinationUnavailable = error {
                    Button("Volver a intentar") {}
                }
                Button("Cancelar", role: .cancel) {}
            } message: { error in
                Text(error.recoverySuggestion ?? "Inténtalo de nuevo más tarde.")
            }

            Text("Sin mensaje")
                .alert(error: $exportError) {
                    Button("Aceptar") {}
                }
        }
    }

    private func exportProject() async throws {}
}
