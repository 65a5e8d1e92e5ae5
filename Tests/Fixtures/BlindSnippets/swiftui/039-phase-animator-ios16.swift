// ios: 16
// expect: error 13: is only available in iOS 17.0 or newer
// topic: phaseAnimator used for a heartbeat effect in an iOS 16 target
// apis: phaseAnimator(_:content:animation:), scaleEffect
// source: https://developer.apple.com/documentation/swiftui/view/phaseanimator(_:content:animation:)
import SwiftUI

struct HeartBeat: View {
    var body: some View {
        Image(systemName: "heart.fill")
            .font(.system(size: 60))
            .foregroundColor(.pink)
            .phaseAnimator([1.0, 1.25]) { content, scale in
                content.scaleEffect(scale)
            }
    }
}
