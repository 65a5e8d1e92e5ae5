// ios: 15
// expect: pass
// topic: deprecated animation(_:) without value (warning, still compiles)
// apis: animation(_:)
struct LegacySpinner: View {
    @State private var spinning = false

    var body: some View {
        Image(systemName: "arrow.triangle.2.circlepath")
            .rotationEffect(.degrees(spinning ? 360 : 0))
            .animation(.linear(duration: 1).repeatForever(autoreverses: false))
            .onAppear { spinning = true }
    }
}
