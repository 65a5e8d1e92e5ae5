// ios: 17
// expect: pass
// topic: iOS 17 StoreKit views: a featured ProductView with custom icon and a StoreView for add-on packs
// apis: ProductView(id:icon:), StoreView(ids:), productViewStyle(_:), storeButton(_:for:), onInAppPurchaseCompletion(perform:)
// source: https://developer.apple.com/documentation/storekit/productview, https://developer.apple.com/documentation/storekit/storeview
import SwiftUI
import StoreKit

struct PremiumUpsellView: View {
    let featuredID = "com.example.premium.lifetime"
    let packIDs = ["com.example.pack.icons", "com.example.pack.themes", "com.example.pack.sounds"]

    var body: some View {
        ScrollView {
            VStack(spacing: 24) {
                ProductView(id: featuredID) {
                    Image(systemName: "crown.fill")
                        .resizable()
                        .scaledToFit()
                        .foregroundStyle(.yellow)
                }
                .productViewStyle(.large)

                StoreView(ids: packIDs)
                    .productViewStyle(.compact)
                    .storeButton(.visible, for: .restorePurchases)
                    .frame(minHeight: 320)
            }
            .padding()
        }
        .onInAppPurchaseCompletion { product, result in
            if case .success(.success(.verified(let transaction))) = result {
                await transaction.finish()
            }
        }
    }
}
