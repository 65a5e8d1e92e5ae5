// ios: 17
// expect: error 13: is only available in iOS 18.0 or newer
// topic: Blending priority colors with Color.mix in an iOS 17 app
// apis: Color.mix(with:by:in:), Circle
// source: https://developer.apple.com/documentation/swiftui/color/mix(with:by:in:)
import SwiftUI

struct PriorityDot: View {
    let urgency: Double

    var body: some View {
        Circle()
            .fill(Color.green.mix(with: .red, by: urgency))
            .frame(width: 12, height: 12)
            .accessibilityLabel("Urgency \(Int(urgency * 100)) percent")
    }
}
