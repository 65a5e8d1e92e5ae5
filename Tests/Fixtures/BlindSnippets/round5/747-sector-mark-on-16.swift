// ios: 16
// expect: error 20: is only available in iOS 17.0 or newer
// source: https://developer.apple.com/documentation/charts/sectormark.md https://developer.apple.com/documentation/charts/sectormark/init(angle:innerradius:outerradius:angularinset:).md https://developer.apple.com/documentation/charts/chartcontent/accessibilitylabel(_:)-5gk8d.md
// area: charts
// note: pie chart with SectorMark in an app whose deployment target is still iOS 16
import SwiftUI
import Charts

struct SpendingCategory: Identifiable {
    let id = UUID()
    let name: String
    let amount: Double
}

struct SpendingPieView: View {
    let categories: [SpendingCategory]

    var body: some View {
        Chart(categories) { category in
            SectorMark(angle: .value("Amount", category.amount), innerRadius: .ratio(0.6)).accessibilityLabel(category.name)
        }
        .frame(height: 240)
        .padding()
    }
}
