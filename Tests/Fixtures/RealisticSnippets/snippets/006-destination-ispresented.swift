// ios: 16
// expect: pass
// topic: navigationDestination(isPresented:) replacing NavigationLink(isActive:)
// apis: navigationDestination(isPresented:destination:)
struct CheckoutView: View {
    @State private var showReceipt = false

    var body: some View {
        NavigationStack {
            Form {
                Button("Pagar") {
                    showReceipt = true
                }
            }
            .navigationTitle("Pago")
            .navigationDestination(isPresented: $showReceipt) {
                Text("¡Gracias por tu compra!")
                    .navigationBarBackButtonHidden(true)
            }
        }
    }
}
