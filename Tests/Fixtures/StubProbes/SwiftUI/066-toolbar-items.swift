// ios: 15.0
// expect: pass
import SwiftUI

struct Editor: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        NavigationView {
            Text("Editor")
                .toolbar {
                    ToolbarItem(placement: .navigationBarTrailing) {
                        Button("Guardar") { dismiss() }
                    }
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Cancelar", role: .cancel) { dismiss() }
                    }
                    ToolbarItemGroup(placement: .keyboard) {
                        Spacer()
                        Button("Listo") {}
                    }
                }
        }
    }
}
