// ios: 17
// expect: pass
// topic: listSectionSpacing, Section(isExpanded:) and ContentUnavailableView in a list (iOS 17)
// apis: listSectionSpacing(_:), Section(_:isExpanded:content:), listRowSpacing(_:)
struct CompactSettings: View {
    @State private var showAdvanced = false

    var body: some View {
        List {
            Section("General") { Text("Idioma") }
            Section("Avanzado", isExpanded: $showAdvanced) {
                Text("Registro de depuración")
            }
        }
        .listSectionSpacing(.compact)
        .listRowSpacing(4)
    }
}
