// ios: 16
// expect: pass
// source: https://developer.apple.com/documentation/accessibility/axcategoricaldataaxisdescriptor/init(title:categoryorder:).md https://developer.apple.com/documentation/accessibility/axdataseriesdescriptor.md https://developer.apple.com/documentation/accessibility/axdatapoint.md https://developer.apple.com/documentation/swiftui/axchartdescriptorrepresentable/makechartdescriptor().md
// area: accessibility
// note: categorical x-axis descriptor for a custom HStack bar chart
import SwiftUI
import Accessibility

struct VoteResult: Identifiable {
    let id = UUID()
    let option: String
    let votes: Double
}

struct PollDescriptor: AXChartDescriptorRepresentable {
    let results: [VoteResult]

    func makeChartDescriptor() -> AXChartDescriptor {
        let xAxis = AXCategoricalDataAxisDescriptor(title: "Option", categoryOrder: results.map(\.option))
        let top = results.map(\.votes).max() ?? 1
        let yAxis = AXNumericDataAxisDescriptor(title: "Votes", range: 0...top, gridlinePositions: []) { value in
            "\(Int(value)) votes"
        }
        let points = results.map { AXDataPoint(x: $0.option, y: $0.votes, additionalValues: [], label: nil) }
        let series = AXDataSeriesDescriptor(name: "Votes", isContinuous: false, dataPoints: points)
        return AXChartDescriptor(title: "Poll results", summary: nil, xAxis: xAxis, yAxis: yAxis,
                                 additionalAxes: [], series: [series])
    }
}

struct PollChart: View {
    let results: [VoteResult]

    var body: some View {
        HStack(alignment: .bottom, spacing: 12) {
            ForEach(results) { result in
                RoundedRectangle(cornerRadius: 4)
                    .fill(Color.accentColor)
                    .frame(width: 28, height: CGFloat(result.votes) * 4)
            }
        }
        .accessibilityElement()
        .accessibilityLabel("Poll results")
        .accessibilityChartDescriptor(PollDescriptor(results: results))
    }
}
