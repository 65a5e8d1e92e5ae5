// ios: 13
// expect: error 13: is only available in iOS 14.0 or newer
// topic: assign(to:) at iOS 13
// apis: assign(to:)
final class TimerViewModel: ObservableObject {
    @Published var ticks = 0

    init() {
        Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()
            .map { _ in 1 }
            .scan(0, +)
            .assign(to: &$ticks)
    }
}
