// ios: 16
// expect: error 24: has no member 'interpolation'
// topic: Mistake: wrong modifier name for line interpolation (it is interpolationMethod)
// apis: LineMark, interpolationMethod(_:)
// source: https://developer.apple.com/documentation/charts/chartcontent/interpolationmethod(_:)
import SwiftUI
import Charts

struct GlucoseReading: Identifiable {
    let id = UUID()
    let time: Date
    let mgdl: Double
}

struct GlucoseChart: View {
    let readings: [GlucoseReading]

    var body: some View {
        Chart(readings) { reading in
            LineMark(
                x: .value("Time", reading.time),
                y: .value("mg/dL", reading.mgdl)
            )
            .interpolation(.monotone)
        }
        .chartYScale(domain: 40...250)
    }
}
