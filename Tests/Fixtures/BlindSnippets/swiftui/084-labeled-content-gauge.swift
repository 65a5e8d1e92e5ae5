// ios: 16
// expect: error 27: missing argument label 'title:' in call
// topic: Activity summary with LabeledContent and Gauge, calling a helper row without its label
// apis: LabeledContent(_:content:), LabeledContent(_:value:format:), Gauge(value:in:label:currentValueLabel:), gaugeStyle(.accessoryLinearCapacity)
// source: https://developer.apple.com/documentation/swiftui/labeledcontent, https://developer.apple.com/documentation/swiftui/gauge
import SwiftUI

struct StatRow: View {
    let title: String
    let value: Int

    var body: some View {
        LabeledContent(title) {
            Text(value, format: .number)
        }
    }
}

struct ActivitySummary: View {
    let steps = 7_450
    let goal = 10_000.0
    let distance = 5.4

    var body: some View {
        Form {
            Section("Today") {
                StatRow("Steps", value: steps)
                LabeledContent("Distance (km)", value: distance, format: .number.precision(.fractionLength(1)))
                Gauge(value: Double(steps), in: 0...goal) {
                    Text("Goal")
                } currentValueLabel: {
                    Text("\(Int(Double(steps) / goal * 100))%")
                }
                .gaugeStyle(.accessoryLinearCapacity)
            }
        }
    }
}
