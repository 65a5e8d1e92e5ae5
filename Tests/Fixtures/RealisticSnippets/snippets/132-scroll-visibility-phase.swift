// ios: 18
// expect: pass
// topic: onScrollVisibilityChange and onScrollPhaseChange (iOS 18)
// apis: onScrollVisibilityChange(threshold:_:), onScrollPhaseChange(_:), ScrollPhase
struct AutoplayFeed: View {
    @State private var isScrolling = false

    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(0..<20) { index in
                    Rectangle()
                        .frame(height: 240)
                        .onScrollVisibilityChange(threshold: 0.6) { visible in
                            print("Vídeo \(index) visible: \(visible)")
                        }
                }
            }
        }
        .onScrollPhaseChange { _, newPhase in
            isScrolling = newPhase.isScrolling
        }
    }
}
