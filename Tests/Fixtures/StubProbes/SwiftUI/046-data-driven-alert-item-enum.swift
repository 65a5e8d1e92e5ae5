// ios: 15.0
// expect: pass
import SwiftUI

enum PendingAccountAlert {
    case resetPreferences
    case restoreBackup(Date)
}

struct AccountView: View {
    @State private var pendingAlert: PendingAccountAlert?

    var body: some View {
        Form {
            Button("Restablecer preferencias", role: .destructive) {
                pendingAlert = .resetPreferences
            }
            Button("Restaurar última copia") {
                pendingAlert = .restoreBackup(.now)
            }
        }
        .alert("Confirmar operación", item: $pendingAlert) { alert in
            switch alert {
            case .resetPreferences:
                Button("Restablecer", role: .destructive) {}
            case .restoreBackup:
                Button("Restaurar copia") {}
            }
            Button("Cancelar", role: .cancel) {}
        } message: { alert in
            switch alert {
            case .resetPreferences:
                Text("Se recuperarán todos los ajustes iniciales.")
            case let .restoreBackup(date):
                Text("Los datos actuales se sustituirán por la copia de \(date.formatted()).")
            }
        }
    }
}
