// ios: 16
// expect: error 25: is only available in iOS 17.0 or newer
// topic: Mistake: making a chart scrollable with chartScrollableAxes in an iOS 16 target
// apis: chartScrollableAxes(_:), BarMark
// source: https://developer.apple.com/documentation/swiftui/view/chartscrollableaxes(_:)
import SwiftUI
import Charts

struct SleepNight: Identifiable {
    let id = UUID()
    let date: Date
    let hours: Double
}

struct SleepHistoryChart: View {
    let nights: [SleepNight]

    var body: some View {
        Chart(nights) { night in
            BarMark(
                x: .value("Night", night.date, unit: .day),
                y: .value("Hours", night.hours)
            )
        }
        .chartScrollableAxes(.horizontal)
        .frame(height: 220)
    }
}
