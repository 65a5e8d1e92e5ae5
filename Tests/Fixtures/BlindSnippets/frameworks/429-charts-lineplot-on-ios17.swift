// ios: 17
// expect: error 13: is only available in iOS 18.0 or newer
// topic: Mistake: using the iOS 18 LinePlot in an iOS 17 target
// apis: LinePlot, chartXScale(domain:)
// source: https://developer.apple.com/documentation/charts/lineplot
import SwiftUI
import Charts
import Foundation

struct NormalDistributionView: View {
    var body: some View {
        Chart {
            LinePlot(x: "z", y: "Density") { z in
                exp(-z * z / 2) / sqrt(2 * .pi)
            }
        }
        .chartXScale(domain: -4.0...4.0)
        .frame(height: 200)
    }
}
