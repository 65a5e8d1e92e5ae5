// ios: 17
// expect: pass
// topic: contentTransition(.numericText(value:)) for counters
// apis: contentTransition(_:), ContentTransition.numericText(value:), monospacedDigit()
struct StepCounter: View {
    @State private var steps = 0

    var body: some View {
        VStack {
            Text("\(steps)")
                .font(.system(size: 48, weight: .bold))
                .monospacedDigit()
                .contentTransition(.numericText(value: Double(steps)))
            Button("Sumar") {
                withAnimation { steps += 100 }
            }
        }
    }
}
