// ios: 16.0
// expect: pass
import SwiftUI

struct Shell: View {
    @State private var tab = 0
    @State private var expanded = true
    let price: Double

    var body: some View {
        TabView(selection: $tab) {
            Form {
                DisclosureGroup("Detalles", isExpanded: $expanded) {
                    LabeledContent("Precio", value: price, format: .number)
                    LabeledContent("Estado", value: "Activo")
                }
                GroupBox("Resumen") {
                    Text(price, format: .number)
                }
            }
            .tabItem { Label("Inicio", systemImage: "house") }
            .tag(0)

            Text("Perfil")
                .contextMenu {
                    Button("Copiar") {}
                }
                .tabItem { Label("Perfil", systemImage: "person") }
                .tag(1)
        }
    }
}

struct Pager: View {
    var body: some View {
        TabView {
            Text("1")
            Text("2")
        }
        .tabViewStyle(.page(indexDisplayMode: .never))
    }
}
