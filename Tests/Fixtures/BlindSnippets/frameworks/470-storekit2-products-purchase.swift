// ios: 15
// expect: pass
// topic: StoreKit 2 tip jar: loading products, purchasing, checking VerificationResult, finishing transactions
// apis: Product.products(for:), Product.purchase(), Product.PurchaseResult, VerificationResult, Transaction.finish(), displayPrice, manageSubscriptionsSheet(isPresented:)
// source: https://developer.apple.com/documentation/storekit/product/purchase(options:), https://developer.apple.com/documentation/storekit/verificationresult
import SwiftUI
import StoreKit

@MainActor
final class TipJarStore: ObservableObject {
    @Published private(set) var products: [Product] = []
    @Published var message: String?
    @Published var showsManageSubscriptions = false

    private let productIDs = ["com.example.tip.small", "com.example.tip.large"]

    func loadProducts() async {
        do {
            products = try await Product.products(for: productIDs).sorted { $0.price < $1.price }
        } catch {
            message = "Couldn't reach the App Store."
        }
    }

    func buy(_ product: Product) async {
        do {
            let result = try await product.purchase()
            switch result {
            case .success(let verification):
                switch verification {
                case .verified(let transaction):
                    message = "Thanks for the \(product.displayName)!"
                    await transaction.finish()
                case .unverified(_, let error):
                    message = "Purchase couldn't be verified: \(error.localizedDescription)"
                }
            case .userCancelled, .pending:
                break
            @unknown default:
                break
            }
        } catch {
            message = error.localizedDescription
        }
    }
}

struct TipJarView: View {
    @StateObject private var store = TipJarStore()

    var body: some View {
        List(store.products) { product in
            Button("\(product.displayName) \(product.displayPrice)") {
                Task { await store.buy(product) }
            }
        }
        .task { await store.loadProducts() }
        .manageSubscriptionsSheet(isPresented: $store.showsManageSubscriptions)
    }
}
