// ios: 17
// expect: pass
// topic: Like button bounce built from keyframe tracks (scale, offset, rotation)
// apis: keyframeAnimator(initialValue:trigger:content:keyframes:), KeyframeTrack, LinearKeyframe, SpringKeyframe, CubicKeyframe, Spring.bouncy
// source: https://developer.apple.com/documentation/swiftui/keyframeanimator, https://developer.apple.com/documentation/swiftui/keyframetrack
import SwiftUI

struct BounceValues {
    var scale = 1.0
    var verticalOffset = 0.0
    var rotation = Angle.zero
}

struct LikeBadge: View {
    @State private var likes = 0

    var body: some View {
        Image(systemName: "hand.thumbsup.fill")
            .font(.largeTitle)
            .keyframeAnimator(initialValue: BounceValues(), trigger: likes) { content, value in
                content
                    .scaleEffect(value.scale)
                    .rotationEffect(value.rotation)
                    .offset(y: value.verticalOffset)
            } keyframes: { _ in
                KeyframeTrack(\.scale) {
                    LinearKeyframe(1.0, duration: 0.1)
                    SpringKeyframe(1.4, duration: 0.2, spring: .bouncy)
                    SpringKeyframe(1.0, spring: .smooth)
                }
                KeyframeTrack(\.verticalOffset) {
                    CubicKeyframe(-30, duration: 0.25)
                    CubicKeyframe(0, duration: 0.3)
                }
                KeyframeTrack(\.rotation) {
                    LinearKeyframe(.degrees(-12), duration: 0.15)
                    LinearKeyframe(.zero, duration: 0.2)
                }
            }
            .onTapGesture { likes += 1 }
    }
}
