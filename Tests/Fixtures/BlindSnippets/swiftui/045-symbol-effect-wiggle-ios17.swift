// ios: 17
// expect: error 16: is only available in iOS 18.0 or newer
// topic: The iOS 18 wiggle symbol effect used with an iOS 17 deployment target
// apis: symbolEffect(_:value:), WiggleSymbolEffect
// source: https://developer.apple.com/documentation/symbols/wigglesymboleffect
import SwiftUI

struct NotificationBell: View {
    @State private var alerts = 0

    var body: some View {
        Button {
            alerts += 1
        } label: {
            Image(systemName: "bell.fill")
                .symbolEffect(.wiggle, value: alerts)
        }
        .font(.title)
    }
}
