// ios: 15
// expect: pass
// topic: accessibilityAdjustableAction for a custom stepper
// apis: accessibilityAdjustableAction(_:), AccessibilityAdjustmentDirection, accessibilityValue(_:)
struct QuantityControl: View {
    @State private var quantity = 1

    var body: some View {
        HStack {
            Button("-") { quantity = max(1, quantity - 1) }
            Text("\(quantity)")
            Button("+") { quantity += 1 }
        }
        .accessibilityElement()
        .accessibilityLabel("Cantidad")
        .accessibilityValue("\(quantity)")
        .accessibilityAdjustableAction { direction in
            switch direction {
            case .increment: quantity += 1
            case .decrement: quantity = max(1, quantity - 1)
            @unknown default: break
            }
        }
    }
}
