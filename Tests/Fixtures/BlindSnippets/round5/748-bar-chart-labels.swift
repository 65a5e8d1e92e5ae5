// ios: 16
// expect: pass
// source: https://developer.apple.com/documentation/charts/chartcontent.md https://developer.apple.com/documentation/charts/chartcontent/accessibilitylabel(_:)-5gk8d.md https://developer.apple.com/documentation/charts/chartcontent/accessibilityvalue(_:)-33c0e.md
// area: charts
// note: Swift Charts bar chart with per-mark accessibility label and value
import SwiftUI
import Charts

struct DailySteps: Identifiable {
    let id = UUID()
    let day: String
    let steps: Int
}

struct StepsChart: View {
    let data: [DailySteps]

    var body: some View {
        Chart {
            ForEach(data) { item in
                BarMark(
                    x: .value("Day", item.day),
                    y: .value("Steps", item.steps)
                )
                .accessibilityLabel(item.day)
                .accessibilityValue("\(item.steps) steps")
            }
        }
        .frame(height: 200)
        .accessibilityElement(children: .contain)
        .accessibilityLabel("Steps this week")
    }
}
