// ios: 17
// expect: pass
// topic: @Bindable local variable inside body
// apis: Bindable, Observable(), Stepper
@Observable
final class Order {
    var quantity = 1
    var giftWrap = false
}

struct OrderOptions: View {
    let order: Order

    var body: some View {
        @Bindable var order = order
        Form {
            Stepper("Cantidad: \(order.quantity)", value: $order.quantity, in: 1...10)
            Toggle("Envolver para regalo", isOn: $order.giftWrap)
        }
    }
}
