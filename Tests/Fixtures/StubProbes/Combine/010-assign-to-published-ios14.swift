// ios: 14.0
// expect: pass
import Combine
import Foundation

final class Clock: ObservableObject {
    @Published var now = Date()
    init() {
        Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()
            .assign(to: &$now)
    }
}
