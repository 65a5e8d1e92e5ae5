// ios: 16
// expect: pass
// topic: Swift Charts bar chart replacing a custom drawing: BarMark with value labels and a hidden y axis
// apis: Chart, BarMark, PlottableValue.value(_:_:), annotation(position:), chartYAxis(_:)
// source: https://developer.apple.com/documentation/charts/barmark
import SwiftUI
import Charts

struct MonthlySales: Identifiable {
    let id = UUID()
    let month: String
    let revenue: Double
}

struct SalesBarChart: View {
    let sales: [MonthlySales] = [
        MonthlySales(month: "Jan", revenue: 12_400),
        MonthlySales(month: "Feb", revenue: 9_800),
        MonthlySales(month: "Mar", revenue: 15_100)
    ]

    var body: some View {
        Chart(sales) { item in
            BarMark(
                x: .value("Month", item.month),
                y: .value("Revenue", item.revenue)
            )
            .foregroundStyle(.teal)
            .annotation(position: .top) {
                Text(item.revenue, format: .number.notation(.compactName))
                    .font(.caption2)
            }
        }
        .chartYAxis(.hidden)
        .frame(height: 240)
    }
}
