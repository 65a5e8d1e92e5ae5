// ios: 15
// expect: pass
// topic: borderedProminent, controlSize, buttonBorderShape, tint
// apis: buttonStyle(.borderedProminent), controlSize(_:), buttonBorderShape(_:), tint(_:)
struct PurchaseButtons: View {
    var body: some View {
        VStack(spacing: 12) {
            Button("Comprar por 4,99 €") {}
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
                .buttonBorderShape(.capsule)
            Button("Restaurar compras") {}
                .buttonStyle(.bordered)
                .tint(.secondary)
        }
    }
}
