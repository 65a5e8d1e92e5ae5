// ios: 16
// expect: pass
// topic: Area chart with gradient fill plus RuleMark lines for an average and a goal
// apis: AreaMark, RuleMark, ForEach, lineStyle(_:), annotation(position:alignment:), chartYScale(domain:)
// source: https://developer.apple.com/documentation/charts/areamark, https://developer.apple.com/documentation/charts/rulemark
import SwiftUI
import Charts

struct StepCount: Identifiable {
    let id = UUID()
    let date: Date
    let steps: Int
}

struct StepsAreaChart: View {
    let history: [StepCount]
    let goal: Int

    private var average: Double {
        guard !history.isEmpty else { return 0 }
        return Double(history.map(\.steps).reduce(0, +)) / Double(history.count)
    }

    var body: some View {
        Chart {
            ForEach(history) { entry in
                AreaMark(
                    x: .value("Date", entry.date, unit: .day),
                    y: .value("Steps", entry.steps)
                )
                .foregroundStyle(.linearGradient(colors: [.green.opacity(0.5), .green.opacity(0.05)],
                                                 startPoint: .top, endPoint: .bottom))
            }
            RuleMark(y: .value("Average", average))
                .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 4]))
                .foregroundStyle(.gray)
                .annotation(position: .top, alignment: .leading) {
                    Text("avg \(Int(average))").font(.caption)
                }
            RuleMark(y: .value("Goal", goal))
                .foregroundStyle(.red)
        }
        .chartYScale(domain: 0...(goal * 2))
    }
}
