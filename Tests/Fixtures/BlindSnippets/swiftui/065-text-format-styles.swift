// ios: 15
// expect: pass
// topic: Replacing DateFormatter/NumberFormatter with Text(_:format:) format styles
// apis: Text(_:format:), Date.FormatStyle.dateTime, Text(_:style: .relative), FormatStyle.currency(code:), FormatStyle.list(type:), percent, Measurement.FormatStyle
// source: https://developer.apple.com/documentation/swiftui/text/init(_:format:), https://developer.apple.com/documentation/foundation/date/formatstyle
import SwiftUI

struct OrderSummary: View {
    let placedAt: Date
    let total: Double
    let items: [String]
    let discount: Double
    let weight: Measurement<UnitMass>

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(placedAt, format: .dateTime.weekday(.wide).day().month(.abbreviated).hour().minute())
            Text(placedAt, style: .relative)
            Text(total, format: .currency(code: "EUR"))
                .font(.title2.bold())
            Text(items, format: .list(type: .and))
            Text(discount, format: .percent.precision(.fractionLength(0)))
            Text(weight, format: .measurement(width: .abbreviated))
            Text(placedAt.addingTimeInterval(86_400 * 3), format: Date.FormatStyle(date: .long, time: .omitted))
                .foregroundColor(.secondary)
        }
    }
}

struct OrderSummaryScreen: View {
    var body: some View {
        OrderSummary(
            placedAt: Date(),
            total: 58.4,
            items: ["Tea", "Honey", "Lemons"],
            discount: 0.15,
            weight: Measurement(value: 1.2, unit: .kilograms)
        )
        .padding()
    }
}
