// ios: 15.0
// expect: pass
import SwiftUI

struct Buttons: View {
    let dynamicTitle: String
    @State private var count = 0
    var body: some View {
        VStack {
            Button("Sumar") { count += 1 }
            Button(dynamicTitle) { count += 1 }
            Button(action: { count = 0 }) {
                Label("Reiniciar", systemImage: "arrow.counterclockwise")
            }
            Button("Borrar", role: .destructive) { count = 0 }
            Button(dynamicTitle, role: .cancel) {}
            Button(role: .destructive) {
                count = 0
            } label: {
                Image(systemName: "trash")
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            Button("Plano") {}
                .buttonStyle(.plain)
                .buttonBorderShape(.capsule)
        }
    }
}
