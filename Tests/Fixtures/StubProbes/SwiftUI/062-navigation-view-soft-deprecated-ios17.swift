// ios: 17.0
// expect: pass
import SwiftUI

// NavigationView is deprecated "in a future version" (100000.0): no diagnostic.
struct LegacyRoot: View {
    var body: some View {
        NavigationView {
            List {
                NavigationLink("Detalle") {
                    Text("Detalle")
                }
                NavigationLink {
                    Text("Otro")
                } label: {
                    Label("Otro", systemImage: "star")
                }
            }
            .navigationTitle("Inicio")
        }
        .navigationViewStyle(.stack)
    }
}
