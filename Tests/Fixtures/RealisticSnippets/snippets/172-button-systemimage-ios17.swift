// ios: 17
// expect: pass
// topic: Button(_:systemImage:action:) and labelStyle
// apis: Button(_:systemImage:action:), labelStyle(_:), IconOnlyLabelStyle
struct ComposeToolbar: View {
    var body: some View {
        HStack {
            Button("Añadir", systemImage: "plus") {}
            Button("Eliminar", systemImage: "trash", role: .destructive) {}
                .labelStyle(.iconOnly)
        }
    }
}
