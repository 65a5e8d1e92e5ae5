// ios: 26
// expect: pass
// topic: iOS 18 function plotting with LinePlot driven by a slider
// apis: LinePlot(x:y:function:), RuleMark, chartXScale(domain:), chartYScale(domain:)
// source: https://developer.apple.com/documentation/charts/lineplot
import SwiftUI
import Charts
import Foundation

struct DampedOscillationView: View {
    @State private var damping = 0.3

    var body: some View {
        VStack {
            Chart {
                LinePlot(x: "t", y: "Amplitude") { t in
                    exp(-damping * t) * cos(4 * t)
                }
                .foregroundStyle(.purple)

                RuleMark(y: .value("Rest", 0))
                    .foregroundStyle(.gray)
            }
            .chartXScale(domain: 0.0...10.0)
            .chartYScale(domain: -1.0...1.0)

            Slider(value: $damping, in: 0...1)
        }
        .padding()
    }
}
