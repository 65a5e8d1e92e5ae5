// ios: 17
// expect: pass
// topic: withAnimation with completion and bouncy animation (iOS 17)
// apis: withAnimation(_:completionCriteria:_:completion:), Animation.bouncy, Animation.spring(duration:bounce:blendDuration:)
struct LikeButton: View {
    @State private var liked = false
    @State private var scale = 1.0

    var body: some View {
        Image(systemName: liked ? "heart.fill" : "heart")
            .scaleEffect(scale)
            .onTapGesture {
                withAnimation(.bouncy) {
                    liked.toggle()
                    scale = 1.3
                } completion: {
                    withAnimation(.spring(duration: 0.3, bounce: 0.2)) { scale = 1 }
                }
            }
    }
}
