// ios: 17
// expect: error 22: has no member 'userDismissed'
// topic: Mistake: inventing an invalidation reason when dismissing a tip manually
// apis: Tip.invalidate(reason:), Tips.InvalidationReason, popoverTip(_:)
// source: https://developer.apple.com/documentation/tipkit/tips/invalidationreason
import SwiftUI
import TipKit

struct StreakTip: Tip {
    var title: Text { Text("Keep your streak going") }
    var message: Text? { Text("Practice a little every day to grow your streak.") }
}

struct StreakBanner: View {
    private let tip = StreakTip()

    var body: some View {
        HStack {
            Text("5-day streak")
            Spacer()
            Button("Got it") {
                tip.invalidate(reason: .userDismissed)
            }
        }
        .popoverTip(tip)
    }
}
