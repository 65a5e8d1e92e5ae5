// ios: 17
// expect: pass
// topic: Rolling digits for a step counter with contentTransition(.numericText(value:))
// apis: contentTransition(.numericText(value:)), Text(_:format:), monospacedDigit, withAnimation, Animation.snappy
// source: https://developer.apple.com/documentation/swiftui/contenttransition/numerictext(value:)
import SwiftUI

struct StepCounter: View {
    @State private var steps = 4_820

    var body: some View {
        VStack(spacing: 24) {
            Text(steps, format: .number)
                .font(.system(size: 64, weight: .bold, design: .rounded))
                .monospacedDigit()
                .contentTransition(.numericText(value: Double(steps)))
            HStack {
                Button("-100") {
                    withAnimation(.snappy) { steps -= 100 }
                }
                Button("+100") {
                    withAnimation(.snappy) { steps += 100 }
                }
            }
            .buttonStyle(.bordered)
        }
    }
}
