// ios: 15
// expect: error 10: left side of mutating operator isn't mutable: 'self' is immutable
// topic: mutating a plain stored property from a View's button action
// apis: View, State
struct TapCounter: View {
    var taps = 0

    var body: some View {
        Button("Tocado \(taps) veces") {
            taps += 1
        }
    }
}
