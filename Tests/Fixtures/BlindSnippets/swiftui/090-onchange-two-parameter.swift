// ios: 17.4
// expect: pass
// topic: The iOS 17 onChange(of:initial:_:) forms: old/new values and a zero-parameter action
// apis: onChange(of:initial:_:) with (oldValue, newValue), onChange(of:initial:_:) zero-parameter, Slider, UserDefaults
// source: https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)
import SwiftUI

struct VolumeControl: View {
    @State private var volume = 0.5
    @State private var history: [String] = []

    var body: some View {
        VStack {
            Slider(value: $volume, in: 0...1)
            List(history, id: \.self) { Text($0) }
        }
        .padding()
        .onChange(of: volume) { oldValue, newValue in
            history.insert(String(format: "%.2f → %.2f", oldValue, newValue), at: 0)
        }
        .onChange(of: volume, initial: true) {
            UserDefaults.standard.set(volume, forKey: "volume")
        }
    }
}
