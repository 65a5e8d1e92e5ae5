// ios: 17.0
// expect: pass
import SwiftUI

struct LikeButton: View {
    @State private var liked = false
    @State private var taps = 0

    var body: some View {
        Button {
            liked.toggle()
            taps += 1
        } label: {
            Image(systemName: liked ? "heart.fill" : "heart")
                .symbolEffect(.bounce, value: taps)
                .symbolEffect(.pulse, isActive: liked)
                .contentTransition(.symbolEffect)
        }
        .sensoryFeedback(.success, trigger: liked)
        .sensoryFeedback(.impact(weight: .light), trigger: taps) { old, new in new > old }
        .phaseAnimator([false, true], trigger: taps) { content, phase in
            content.scaleEffect(phase ? 1.2 : 1.0)
        } animation: { _ in
            .bouncy
        }
    }
}
