// ios: 17
// expect: error 16: requires that 'TimerModel' conform to 'ObservableObject'
// topic: Half-finished migration: @Observable model still held in @StateObject
// apis: Observable(), StateObject
// source: https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro
import SwiftUI
import Observation

@Observable
final class TimerModel {
    var elapsed = 0
    func tick() { elapsed += 1 }
}

struct StopwatchView: View {
    @StateObject private var timer = TimerModel()

    var body: some View {
        VStack {
            Text("\(timer.elapsed) s")
                .font(.largeTitle.monospacedDigit())
            Button("Tick") { timer.tick() }
        }
    }
}
