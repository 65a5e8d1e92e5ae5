// ios: 15
// expect: pass
// topic: A back-deployable onChange helper: iOS 17 two-value onChange, iOS 14 onChange(of:perform:) before
// apis: onChange(of:initial:_:), onChange(of:perform:), ViewModifier, ViewBuilder, if #available, generic Equatable constraint
// source: https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:), https://developer.apple.com/documentation/swiftui/view/onchange(of:perform:)
import SwiftUI

struct LegacyChangeModifier<Value: Equatable>: ViewModifier {
    let value: Value
    let action: (Value, Value) -> Void
    @State private var previous: Value?

    func body(content: Content) -> some View {
        content
            .onAppear { previous = value }
            .onChange(of: value) { newValue in
                action(previous ?? newValue, newValue)
                previous = newValue
            }
    }
}

extension View {
    @ViewBuilder
    func onValueChange<Value: Equatable>(of value: Value, perform action: @escaping (_ old: Value, _ new: Value) -> Void) -> some View {
        if #available(iOS 17.0, *) {
            onChange(of: value, action)
        } else {
            modifier(LegacyChangeModifier(value: value, action: action))
        }
    }
}

struct TemperatureDial: View {
    @State private var celsius = 20.0
    @State private var log = ""

    var body: some View {
        VStack {
            Slider(value: $celsius, in: 10...30, step: 0.5)
            Text(log)
        }
        .padding()
        .onValueChange(of: celsius) { old, new in
            log = "\(old)° → \(new)°"
        }
    }
}
