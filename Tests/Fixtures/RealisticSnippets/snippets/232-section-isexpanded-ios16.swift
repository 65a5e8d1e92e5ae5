// ios: 16
// expect: error 10: is only available in iOS 17.0 or newer
// topic: Section(isExpanded:) at iOS 16
// apis: Section(_:isExpanded:content:)
struct CollapsibleSettings: View {
    @State private var expanded = true

    var body: some View {
        List {
            Section("Cuenta", isExpanded: $expanded) {
                Text("Correo")
            }
        }
        .listStyle(.sidebar)
    }
}
