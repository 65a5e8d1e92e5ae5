// ios: 15
// expect: pass
// source: https://developer.apple.com/documentation/swiftui/axchartdescriptorrepresentable.md https://developer.apple.com/documentation/swiftui/view/accessibilitychartdescriptor(_:).md https://developer.apple.com/documentation/accessibility/axnumericdataaxisdescriptor/init(title:range:gridlinepositions:valuedescriptionprovider:).md https://developer.apple.com/documentation/accessibility/axchartdescriptor/init(title:summary:xaxis:yaxis:additionalaxes:series:).md
// area: accessibility
// note: Audio Graph support for a hand-drawn line chart via AXChartDescriptorRepresentable
import SwiftUI
import Accessibility

struct TemperatureSample: Identifiable {
    let id = UUID()
    let hour: Double
    let celsius: Double
}

struct TemperatureChartDescriptor: AXChartDescriptorRepresentable {
    let samples: [TemperatureSample]

    func makeChartDescriptor() -> AXChartDescriptor {
        let xAxis = AXNumericDataAxisDescriptor(title: "Hour", range: 0...23, gridlinePositions: []) { "\(Int($0)):00" }
        let maxTemp = samples.map(\.celsius).max() ?? 30
        let yAxis = AXNumericDataAxisDescriptor(title: "Temperature", range: 0...maxTemp, gridlinePositions: []) { "\(Int($0)) degrees" }
        let points = samples.map { AXDataPoint(x: $0.hour, y: $0.celsius, additionalValues: [], label: nil) }
        let series = AXDataSeriesDescriptor(name: "Today", isContinuous: true, dataPoints: points)
        return AXChartDescriptor(title: "Temperature today", summary: "Warmest in the afternoon",
                                 xAxis: xAxis, yAxis: yAxis, additionalAxes: [], series: [series])
    }
}

struct TemperatureChartView: View {
    let samples: [TemperatureSample]

    var body: some View {
        GeometryReader { proxy in
            Path { path in
                for (index, sample) in samples.enumerated() {
                    let point = CGPoint(x: proxy.size.width * sample.hour / 23,
                                        y: proxy.size.height * (1 - sample.celsius / 40))
                    if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
                }
            }
            .stroke(Color.orange, lineWidth: 2)
        }
        .accessibilityElement()
        .accessibilityLabel("Temperature chart")
        .accessibilityChartDescriptor(TemperatureChartDescriptor(samples: samples))
    }
}
