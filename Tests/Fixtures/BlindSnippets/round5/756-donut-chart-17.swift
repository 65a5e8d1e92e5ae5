// ios: 17
// expect: pass
// source: https://developer.apple.com/documentation/charts/sectormark/init(angle:innerradius:outerradius:angularinset:).md https://developer.apple.com/documentation/charts/chartcontent/accessibilitylabel(_:)-5gk8d.md https://developer.apple.com/documentation/charts/chartcontent/accessibilityvalue(_:)-33c0e.md
// area: charts
// note: donut chart with SectorMark on iOS 17 and per-sector accessibility text
import SwiftUI
import Charts

struct StorageSlice: Identifiable {
    let id = UUID()
    let kind: String
    let gigabytes: Double
}

struct StorageDonut: View {
    let slices: [StorageSlice]

    var body: some View {
        Chart(slices) { slice in
            SectorMark(
                angle: .value("Size", slice.gigabytes),
                innerRadius: .ratio(0.55),
                angularInset: 1.5
            )
            .foregroundStyle(by: .value("Kind", slice.kind))
            .accessibilityLabel(slice.kind)
            .accessibilityValue("\(Int(slice.gigabytes)) gigabytes")
        }
        .chartLegend(position: .bottom)
        .frame(height: 260)
    }
}
