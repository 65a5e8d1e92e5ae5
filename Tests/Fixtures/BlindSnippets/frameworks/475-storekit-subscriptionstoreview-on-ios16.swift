// ios: 16
// expect: error 14: is only available in iOS 17.0 or newer
// topic: Mistake: presenting the iOS 17 SubscriptionStoreView in an iOS 16 target
// apis: SubscriptionStoreView(groupID:)
// source: https://developer.apple.com/documentation/storekit/subscriptionstoreview
import SwiftUI
import StoreKit

struct PaywallSheet: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            SubscriptionStoreView(groupID: "21436890")
                .navigationTitle("Go Premium")
                .toolbar {
                    Button("Close") { dismiss() }
                }
        }
    }
}
