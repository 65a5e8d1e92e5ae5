// ios: 18
// expect: error 16: is only available in iOS 26.0 or newer
// topic: glassEffect applied unconditionally in an app that supports iOS 18
// apis: glassEffect(_:in:), Capsule
// source: https://developer.apple.com/documentation/swiftui/view/glasseffect(_:in:)
import SwiftUI

struct BadgePill: View {
    let count: Int

    var body: some View {
        Text("\(count) new")
            .font(.caption.bold())
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .glassEffect(in: .capsule)
    }
}
