// ios: 17
// expect: pass
// topic: scrollTransition and scrollClipDisabled
// apis: scrollTransition(_:axis:transition:), ScrollTransitionPhase, scrollClipDisabled(_:), defaultScrollAnchor(_:)
struct FadingCards: View {
    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack {
                ForEach(0..<10) { index in
                    RoundedRectangle(cornerRadius: 20)
                        .frame(width: 200, height: 140)
                        .scrollTransition { content, phase in
                            content
                                .opacity(phase.isIdentity ? 1 : 0.4)
                                .scaleEffect(phase.isIdentity ? 1 : 0.85)
                        }
                }
            }
        }
        .scrollClipDisabled()
        .defaultScrollAnchor(.center)
    }
}
