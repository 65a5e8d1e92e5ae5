// ios: 17
// expect: pass
// topic: sensoryFeedback and symbolEffect (iOS 17)
// apis: sensoryFeedback(_:trigger:), SensoryFeedback.success, symbolEffect(_:value:), BounceSymbolEffect
struct SaveButton: View {
    @State private var saves = 0

    var body: some View {
        Button {
            saves += 1
        } label: {
            Image(systemName: "square.and.arrow.down")
                .symbolEffect(.bounce, value: saves)
        }
        .sensoryFeedback(.success, trigger: saves)
    }
}
