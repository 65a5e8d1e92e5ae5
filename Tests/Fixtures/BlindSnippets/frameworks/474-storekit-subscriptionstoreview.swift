// ios: 17
// expect: pass
// topic: iOS 17 SubscriptionStoreView paywall with marketing content, control style and store buttons
// apis: SubscriptionStoreView(groupID:marketingContent:), subscriptionStoreControlStyle(_:), subscriptionStoreButtonLabel(_:), storeButton(_:for:), StoreButtonKind.restorePurchases, StoreButtonKind.redeemCode
// source: https://developer.apple.com/documentation/storekit/subscriptionstoreview
import SwiftUI
import StoreKit

struct ProSubscriptionView: View {
    private let groupID = "21436890"

    var body: some View {
        SubscriptionStoreView(groupID: groupID) {
            VStack(spacing: 8) {
                Image(systemName: "sparkles")
                    .font(.system(size: 44))
                Text("Journal Pro")
                    .font(.largeTitle.bold())
                Text("Unlimited entries, themes and iCloud backup.")
                    .multilineTextAlignment(.center)
            }
            .padding()
        }
        .subscriptionStoreControlStyle(.buttons)
        .subscriptionStoreButtonLabel(.multiline)
        .storeButton(.visible, for: .restorePurchases, .redeemCode)
    }
}
