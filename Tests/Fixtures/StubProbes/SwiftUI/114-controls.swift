// ios: 15.0
// expect: pass
import SwiftUI

enum Flavor: String, CaseIterable, Identifiable {
    case chocolate, vanilla
    var id: Self { self }
}

struct Controls: View {
    @State private var on = true
    @State private var name = ""
    @State private var password = ""
    @State private var flavor: Flavor = .chocolate
    @State private var volume = 0.5
    @State private var quantity = 1
    @State private var date = Date()
    @State private var progress = 0.3

    var body: some View {
        Form {
            Toggle("Activado", isOn: $on)
                .toggleStyle(.switch)
            TextField("Nombre", text: $name, prompt: Text("Tu nombre"))
                .textFieldStyle(.roundedBorder)
            SecureField("Contraseña", text: $password)
            Picker("Sabor", selection: $flavor) {
                ForEach(Flavor.allCases) { flavor in
                    Text(flavor.rawValue.capitalized).tag(flavor)
                }
            }
            .pickerStyle(.segmented)
            Group {
                Slider(value: $volume, in: 0...1)
                Stepper("Cantidad: \(quantity)", value: $quantity, in: 1...10)
                DatePicker("Fecha", selection: $date, displayedComponents: .date)
                ProgressView(value: progress, total: 1.0)
                ProgressView("Cargando…")
                    .progressViewStyle(.circular)
                Menu("Más") {
                    Button("Duplicar") {}
                }
                if let url = URL(string: "https://example.org") {
                    Link("Web", destination: url)
                }
            }
        }
    }
}
