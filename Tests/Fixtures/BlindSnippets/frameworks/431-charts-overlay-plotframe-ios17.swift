// ios: 17
// expect: pass
// topic: Tap-to-inspect with chartOverlay using the iOS 17 ChartProxy.plotFrame anchor
// apis: chartOverlay(alignment:content:), ChartProxy.plotFrame, ChartProxy.value(atX:as:), onTapGesture(count:coordinateSpace:perform:)
// source: https://developer.apple.com/documentation/charts/chartproxy/plotframe
import SwiftUI
import Charts

struct Reading: Identifiable {
    let id = UUID()
    let index: Int
    let value: Double
}

struct TapToInspectChart: View {
    let readings: [Reading]
    @State private var inspectedIndex: Int?

    var body: some View {
        Chart(readings) { reading in
            LineMark(x: .value("Index", reading.index), y: .value("Value", reading.value))
            if reading.index == inspectedIndex {
                PointMark(x: .value("Index", reading.index), y: .value("Value", reading.value))
                    .symbolSize(120)
            }
        }
        .chartOverlay { proxy in
            GeometryReader { geometry in
                Rectangle()
                    .fill(.clear)
                    .contentShape(Rectangle())
                    .onTapGesture { location in
                        guard let plotFrame = proxy.plotFrame else { return }
                        let origin = geometry[plotFrame].origin
                        inspectedIndex = proxy.value(atX: location.x - origin.x, as: Int.self)
                    }
            }
        }
    }
}
