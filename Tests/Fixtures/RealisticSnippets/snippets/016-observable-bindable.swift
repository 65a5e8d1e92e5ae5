// ios: 17
// expect: pass
// topic: @Observable model with @State and @Bindable
// apis: Observable(), State, Bindable, Text(_:format:), Decimal.FormatStyle.Currency
@Observable
final class CartModel {
    var items: [String] = []
    var note = ""
    var total: Decimal = 0
}

struct CartView: View {
    @State private var cart = CartModel()

    var body: some View {
        CartEditor(cart: cart)
    }
}

struct CartEditor: View {
    @Bindable var cart: CartModel

    var body: some View {
        Form {
            TextField("Nota para el repartidor", text: $cart.note)
            Text(cart.total, format: .currency(code: "EUR"))
            ForEach(cart.items, id: \.self) { Text($0) }
        }
    }
}
