// ios: 17
// expect: pass
// topic: iOS 17 scrollable chart: one visible month, bound scroll position
// apis: chartScrollableAxes(_:), chartXVisibleDomain(length:), chartScrollPosition(x:), LineMark
// source: https://developer.apple.com/documentation/swiftui/view/chartxvisibledomain(length:), https://developer.apple.com/documentation/swiftui/view/chartscrollposition(x:)
import SwiftUI
import Charts

struct DailyClose: Identifiable {
    let id = UUID()
    let date: Date
    let price: Double
}

struct PriceHistoryChart: View {
    let closes: [DailyClose]
    @State private var scrollPosition: Date = .now.addingTimeInterval(-3600 * 24 * 30)

    var body: some View {
        VStack(alignment: .leading) {
            Text("From \(scrollPosition.formatted(date: .abbreviated, time: .omitted))")
                .font(.caption)
            Chart(closes) { close in
                LineMark(
                    x: .value("Day", close.date, unit: .day),
                    y: .value("Close", close.price)
                )
            }
            .chartScrollableAxes(.horizontal)
            .chartXVisibleDomain(length: 3600 * 24 * 30)
            .chartScrollPosition(x: $scrollPosition)
        }
    }
}
