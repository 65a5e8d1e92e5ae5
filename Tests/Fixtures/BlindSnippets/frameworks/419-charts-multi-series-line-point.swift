// ios: 16
// expect: pass
// topic: Multi-series line chart with points, per-series colours and symbols, and a bottom legend
// apis: LineMark, PointMark, foregroundStyle(by:), symbol(by:), interpolationMethod(_:), chartForegroundStyleScale(_:), chartLegend(position:alignment:)
// source: https://developer.apple.com/documentation/charts/linemark
import SwiftUI
import Charts

struct TemperatureReading: Identifiable {
    let id = UUID()
    let city: String
    let day: Date
    let celsius: Double
}

struct CityTemperatureChart: View {
    let readings: [TemperatureReading]

    var body: some View {
        Chart(readings) { reading in
            LineMark(
                x: .value("Day", reading.day, unit: .day),
                y: .value("Temperature", reading.celsius)
            )
            .foregroundStyle(by: .value("City", reading.city))
            .interpolationMethod(.catmullRom)

            PointMark(
                x: .value("Day", reading.day, unit: .day),
                y: .value("Temperature", reading.celsius)
            )
            .foregroundStyle(by: .value("City", reading.city))
            .symbol(by: .value("City", reading.city))
        }
        .chartForegroundStyleScale(["Lisbon": Color.orange, "Oslo": Color.blue])
        .chartLegend(position: .bottom, alignment: .center)
    }
}
