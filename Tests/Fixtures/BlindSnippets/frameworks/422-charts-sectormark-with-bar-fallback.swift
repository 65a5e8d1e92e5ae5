// ios: 16
// expect: pass
// topic: Charts SectorMark donut for iOS 17, bar chart fallback on iOS 16
// apis: SectorMark, BarMark, MarkDimension.ratio, angularInset, cornerRadius(_:), chartLegend(_:), if #available
// source: https://developer.apple.com/documentation/charts/sectormark
import SwiftUI
import Charts

struct CategoryShare: Identifiable {
    let id = UUID()
    let name: String
    let amount: Double
}

struct SpendingBreakdownView: View {
    let categories: [CategoryShare]

    var body: some View {
        if #available(iOS 17.0, *) {
            Chart(categories) { category in
                SectorMark(
                    angle: .value("Amount", category.amount),
                    innerRadius: .ratio(0.6),
                    angularInset: 1.5
                )
                .cornerRadius(4)
                .foregroundStyle(by: .value("Category", category.name))
            }
            .chartLegend(.visible)
        } else {
            Chart(categories) { category in
                BarMark(
                    x: .value("Amount", category.amount),
                    y: .value("Category", category.name)
                )
                .foregroundStyle(by: .value("Category", category.name))
            }
        }
    }
}
