// ios: 15.0
// expect: pass
import SwiftUI

// The iOS 13 Alert value type is soft-deprecated (100000), so no warning.
struct LegacyAlertHost: View {
    @State private var isPresented = false
    var body: some View {
        Text("Host")
            .alert(isPresented: $isPresented) {
                Alert(
                    title: Text("¿Borrar?"),
                    message: Text("No se puede deshacer."),
                    primaryButton: .destructive(Text("Borrar")) {},
                    secondaryButton: .cancel()
                )
            }
    }
}
