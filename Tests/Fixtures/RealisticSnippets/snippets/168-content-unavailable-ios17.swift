// ios: 17
// expect: pass
// topic: ContentUnavailableView with label, description and actions
// apis: ContentUnavailableView(label:description:actions:), ContentUnavailableView(_:systemImage:description:)
struct EmptyCartView: View {
    var body: some View {
        ContentUnavailableView {
            Label("Tu carrito está vacío", systemImage: "cart")
        } description: {
            Text("Añade productos para verlos aquí.")
        } actions: {
            Button("Explorar tienda") {}
                .buttonStyle(.borderedProminent)
        }
    }
}

struct NoConnectionView: View {
    var body: some View {
        ContentUnavailableView("Sin conexión", systemImage: "wifi.slash", description: Text("Revisa tu red."))
    }
}
