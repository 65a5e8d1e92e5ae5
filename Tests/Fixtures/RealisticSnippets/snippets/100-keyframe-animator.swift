// ios: 17
// expect: pass
// topic: keyframeAnimator with KeyframeTrack
// apis: keyframeAnimator(initialValue:trigger:content:keyframes:), KeyframeTrack, SpringKeyframe, CubicKeyframe, LinearKeyframe
struct BounceValues {
    var scale = 1.0
    var offsetY = 0.0
}

struct BouncingIcon: View {
    @State private var trigger = 0

    var body: some View {
        Image(systemName: "bell.fill")
            .font(.largeTitle)
            .keyframeAnimator(initialValue: BounceValues(), trigger: trigger) { content, value in
                content
                    .scaleEffect(value.scale)
                    .offset(y: value.offsetY)
            } keyframes: { _ in
                KeyframeTrack(\.scale) {
                    SpringKeyframe(1.3, duration: 0.2)
                    CubicKeyframe(1.0, duration: 0.3)
                }
                KeyframeTrack(\.offsetY) {
                    LinearKeyframe(-20, duration: 0.15)
                    SpringKeyframe(0, duration: 0.35)
                }
            }
            .onTapGesture { trigger += 1 }
    }
}
