// ios: 16.0
// expect: error: 'phaseAnimator(_:trigger:content:animation:)' is only available in iOS 17.0 or newer
import SwiftUI

struct Pulse: View {
    @State private var trigger = 0
    var body: some View {
        Circle()
            .phaseAnimator([0.8, 1.0], trigger: trigger) { content, scale in
                content.scaleEffect(scale)
            }
    }
}
