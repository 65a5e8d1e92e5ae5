// ios: 16
// expect: pass
// topic: Customising axes: monthly stride, abbreviated month labels and currency-formatted leading y labels
// apis: chartXAxis(content:), chartYAxis(content:), AxisMarks, AxisGridLine, AxisTick, AxisValueLabel, AxisValue.as(_:)
// source: https://developer.apple.com/documentation/charts/customizing-axes-in-swift-charts
import SwiftUI
import Charts

struct DailyRevenue: Identifiable {
    let id = UUID()
    let date: Date
    let amount: Double
}

struct RevenueAxisChart: View {
    let points: [DailyRevenue]

    var body: some View {
        Chart(points) { point in
            BarMark(
                x: .value("Week", point.date, unit: .weekOfYear),
                y: .value("Revenue", point.amount)
            )
        }
        .chartXAxis {
            AxisMarks(values: .stride(by: .month)) { _ in
                AxisGridLine()
                AxisTick()
                AxisValueLabel(format: .dateTime.month(.abbreviated), centered: true)
            }
        }
        .chartYAxis {
            AxisMarks(position: .leading, values: .automatic(desiredCount: 4)) { value in
                AxisGridLine(stroke: StrokeStyle(lineWidth: 0.5, dash: [2]))
                AxisValueLabel {
                    Text(value.as(Double.self) ?? 0, format: .currency(code: "USD").precision(.fractionLength(0)))
                }
            }
        }
    }
}
