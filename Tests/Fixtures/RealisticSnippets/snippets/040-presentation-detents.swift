// ios: 16
// expect: pass
// topic: sheet with presentationDetents and presentationDragIndicator
// apis: sheet(isPresented:onDismiss:content:), presentationDetents(_:), presentationDragIndicator(_:)
struct FiltersButton: View {
    @State private var showFilters = false

    var body: some View {
        Button("Filtros") { showFilters = true }
            .sheet(isPresented: $showFilters) {
                FiltersSheet()
                    .presentationDetents([.medium, .large])
                    .presentationDragIndicator(.visible)
            }
    }
}

struct FiltersSheet: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form { Toggle("Solo ofertas", isOn: .constant(true)) }
                .toolbar {
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Listo") { dismiss() }
                    }
                }
        }
    }
}
