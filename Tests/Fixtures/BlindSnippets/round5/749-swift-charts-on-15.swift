// ios: 15
// expect: error 28: is only available in iOS 16.0 or newer
// source: https://developer.apple.com/documentation/charts/chartcontent.md https://developer.apple.com/documentation/charts/chartcontent/accessibilitylabel(_:)-5gk8d.md https://developer.apple.com/documentation/swiftui/view/accessibilitychartdescriptor(_:).md
// area: charts
// note: hand-drawn accessible chart replaced by Swift Charts while the app still targets iOS 15
import SwiftUI
import Charts

struct MonthlyRevenue: Identifiable {
    let id = UUID()
    let month: String
    let amount: Double
}

struct RevenueCard: View {
    let revenue: [MonthlyRevenue]

    var total: Double {
        revenue.reduce(0) { $0 + $1.amount }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Revenue")
                .font(.headline)
            Text(total, format: .currency(code: "USD"))
                .font(.title2.bold())
            Chart(revenue) { BarMark(x: .value("Month", $0.month), y: .value("Amount", $0.amount)) }
                .frame(height: 180)
        }
        .padding()
        .accessibilityElement(children: .contain)
    }
}
