// ios: 16
// expect: pass
// topic: Plotting a String-backed enum directly by conforming to Plottable (default RawRepresentable implementation)
// apis: Plottable, BarMark, foregroundStyle(by:), chartForegroundStyleScale(_:)
// source: https://developer.apple.com/documentation/charts/plottable
import SwiftUI
import Charts

enum Mood: String, Plottable, CaseIterable {
    case great, good, meh, bad
}

struct MoodLog: Identifiable {
    let id = UUID()
    let mood: Mood
    let count: Int
}

struct MoodChart: View {
    let logs: [MoodLog]

    var body: some View {
        Chart(logs) { log in
            BarMark(
                x: .value("Mood", log.mood),
                y: .value("Days", log.count)
            )
            .foregroundStyle(by: .value("Mood", log.mood))
        }
        .chartForegroundStyleScale([
            Mood.great: Color.green,
            Mood.good: Color.mint,
            Mood.meh: Color.yellow,
            Mood.bad: Color.red
        ])
    }
}
