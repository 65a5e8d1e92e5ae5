// ios: 15
// expect: error 16: is not marked with 'try'
// topic: Inline unlock button; mistake: awaiting the throwing Product.purchase() without try
// apis: Product.purchase(), Product.PurchaseResult, VerificationResult, Transaction.finish()
// source: https://developer.apple.com/documentation/storekit/product/purchase(options:)
import SwiftUI
import StoreKit

struct UnlockButton: View {
    let product: Product
    @State private var unlocked = false

    var body: some View {
        Button("Unlock for \(product.displayPrice)") {
            Task {
                let result = await product.purchase()
                if case .success(.verified(let transaction)) = result {
                    unlocked = true
                    await transaction.finish()
                }
            }
        }
        .disabled(unlocked)
    }
}
