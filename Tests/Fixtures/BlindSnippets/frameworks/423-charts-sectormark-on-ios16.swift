// ios: 16
// expect: error 20: is only available in iOS 17.0 or newer
// topic: Mistake: using SectorMark in an iOS 16 target without an availability check
// apis: SectorMark, Chart, foregroundStyle(by:)
// source: https://developer.apple.com/documentation/charts/sectormark
import SwiftUI
import Charts

struct AppUsage: Identifiable {
    let id = UUID()
    let name: String
    let percent: Double
}

struct BatteryUsageChart: View {
    let apps: [AppUsage]

    var body: some View {
        Chart(apps) { app in
            SectorMark(angle: .value("Usage", app.percent), innerRadius: .ratio(0.5))
                .foregroundStyle(by: .value("App", app.name))
        }
        .frame(height: 200)
    }
}
