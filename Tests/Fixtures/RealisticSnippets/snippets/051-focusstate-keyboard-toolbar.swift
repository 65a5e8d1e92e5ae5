// ios: 15
// expect: pass
// topic: Bool FocusState with a keyboard toolbar Done button
// apis: FocusState, focused(_:), ToolbarItemGroup(placement: .keyboard), Spacer
struct AmountEntry: View {
    @State private var amount = ""
    @FocusState private var amountFocused: Bool

    var body: some View {
        NavigationView {
            TextField("Importe", text: $amount)
                .keyboardType(.decimalPad)
                .focused($amountFocused)
                .toolbar {
                    ToolbarItemGroup(placement: .keyboard) {
                        Spacer()
                        Button("Hecho") { amountFocused = false }
                    }
                }
        }
    }
}
