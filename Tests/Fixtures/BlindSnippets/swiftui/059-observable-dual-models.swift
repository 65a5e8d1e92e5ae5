// ios: 16
// expect: pass
// topic: Shipping an @Observable model on iOS 17 next to the ObservableObject one for iOS 16
// apis: Observable(), available attribute, Bindable, StateObject, Stepper, if #available
// source: https://developer.apple.com/documentation/observation/observable(), https://developer.apple.com/documentation/swiftui/bindable
import SwiftUI
import Observation

final class LegacyCounter: ObservableObject {
    @Published var value = 0
}

@available(iOS 17.0, *)
@Observable
final class Counter {
    var value = 0
}

struct LegacyCounterView: View {
    @StateObject private var counter = LegacyCounter()

    var body: some View {
        Stepper("Count: \(counter.value)", value: $counter.value)
    }
}

@available(iOS 17.0, *)
struct ModernCounterView: View {
    @State private var counter = Counter()

    var body: some View {
        @Bindable var bindable = counter
        Stepper("Count: \(counter.value)", value: $bindable.value)
    }
}

struct CounterScreen: View {
    var body: some View {
        if #available(iOS 17.0, *) {
            ModernCounterView()
        } else {
            LegacyCounterView()
        }
    }
}
