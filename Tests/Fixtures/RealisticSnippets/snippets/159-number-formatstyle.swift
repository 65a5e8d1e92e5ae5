// ios: 15
// expect: pass
// topic: number FormatStyle: precision, percent, TextField(value:format:)
// apis: IntegerFormatStyle, FloatingPointFormatStyle.Percent, NumberFormatStyleConfiguration.Precision.fractionLength(_:), TextField(_:value:format:prompt:)
struct TipCalculator: View {
    @State private var bill = 42.5
    @State private var tipRate = 0.15

    var body: some View {
        Form {
            TextField("Cuenta", value: $bill, format: .number.precision(.fractionLength(2)))
                .keyboardType(.decimalPad)
            Text(tipRate.formatted(.percent))
            Text((bill * tipRate).formatted(.number.precision(.fractionLength(2))))
            Text(1_234_567.formatted(.number.notation(.compactName)))
        }
    }
}
