// ios: 16
// expect: error 28: extra argument 'rounds' in call
// topic: Countdown with Text(timerInterval:) and ProgressView(timerInterval:), called with an argument the view does not declare
// apis: Text(timerInterval:pauseTime:countsDown:showsHours:), ProgressView(timerInterval:countsDown:label:), contentTransition(.numericText())
// source: https://developer.apple.com/documentation/swiftui/text/init(timerinterval:pausetime:countsdown:showshours:), https://developer.apple.com/documentation/swiftui/progressview
import SwiftUI

struct IntervalTimer: View {
    let start: Date
    let duration: TimeInterval

    var body: some View {
        VStack(spacing: 16) {
            Text(timerInterval: start...start.addingTimeInterval(duration), countsDown: true)
                .font(.system(.largeTitle, design: .monospaced))
            ProgressView(timerInterval: start...start.addingTimeInterval(duration), countsDown: true) {
                Text("Interval")
            }
        }
    }
}

struct WorkoutScreen: View {
    @State private var reps = 0

    var body: some View {
        VStack(spacing: 24) {
            IntervalTimer(start: .now, duration: 45, rounds: 3)
            Text("\(reps) reps")
                .contentTransition(.numericText())
                .animation(.default, value: reps)
            Button("Add rep") { reps += 1 }
        }
        .padding()
    }
}
