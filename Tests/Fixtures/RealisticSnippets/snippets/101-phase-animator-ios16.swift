// ios: 16
// expect: error 7: is only available in iOS 17.0 or newer
// topic: PhaseAnimator at iOS 16
// apis: PhaseAnimator
struct BlinkingText: View {
    var body: some View {
        PhaseAnimator([0.3, 1.0]) { opacity in
            Text("Grabando").opacity(opacity)
        }
    }
}
