// ios: 17
// expect: pass
// topic: iOS 17 feature gate: purchase environment action, currentEntitlementTask and AppStore.sync restore
// apis: Environment(\.purchase), PurchaseAction, currentEntitlementTask(for:priority:action:), EntitlementTaskState, AppStore.sync(), Product.products(for:)
// source: https://developer.apple.com/documentation/storekit/purchaseaction, https://developer.apple.com/documentation/swiftui/view/currententitlementtask(for:priority:action:)
import SwiftUI
import StoreKit

struct ProFeatureGate<Content: View>: View {
    let productID: String
    @ViewBuilder var content: () -> Content
    @Environment(\.purchase) private var purchase
    @State private var product: Product?
    @State private var isUnlocked = false

    var body: some View {
        Group {
            if isUnlocked {
                content()
            } else {
                VStack(spacing: 12) {
                    Text("This feature is part of Pro.")
                    if let product {
                        Button("Buy \(product.displayPrice)") {
                            Task {
                                if case .success(.verified(let transaction)) = try await purchase(product) {
                                    await transaction.finish()
                                    isUnlocked = true
                                }
                            }
                        }
                    }
                    Button("Restore") {
                        Task { try? await AppStore.sync() }
                    }
                }
            }
        }
        .currentEntitlementTask(for: productID) { state in
            if case .success(let verification?) = state, case .verified = verification {
                isUnlocked = true
            }
        }
        .task {
            product = try? await Product.products(for: [productID]).first
        }
    }
}
