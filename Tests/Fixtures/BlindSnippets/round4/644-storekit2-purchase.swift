// ios: 15
// expect: pass
// topic: Migrating product loading and purchasing from SKProductsRequest/SKPaymentQueue to StoreKit 2 async APIs with transaction verification
// apis: Product.products(for:), Product.purchase(options:), Product.PurchaseOption.appAccountToken(_:), Product.PurchaseResult, VerificationResult, Transaction.finish(), Product.displayPrice, Product.subscription
// source: https://developer.apple.com/documentation/storekit/product, https://developer.apple.com/documentation/storekit/product/purchase(options:), https://developer.apple.com/documentation/storekit/verificationresult
import StoreKit

@MainActor
final class SubscriptionStore {
    private(set) var products: [Product] = []
    private(set) var purchasedIDs: Set<String> = []
    private let productIDs = ["com.example.pro.monthly", "com.example.pro.yearly"]

    func loadProducts() async {
        do {
            products = try await Product.products(for: productIDs).sorted { $0.price < $1.price }
        } catch {
            print("Failed to load products: \(error)")
        }
    }

    func purchase(_ product: Product, accountID: UUID) async throws -> Bool {
        let result = try await product.purchase(options: [.appAccountToken(accountID)])
        switch result {
        case .success(let verification):
            let transaction = try checkVerified(verification)
            purchasedIDs.insert(transaction.productID)
            await transaction.finish()
            return true
        case .userCancelled, .pending:
            return false
        @unknown default:
            return false
        }
    }

    func priceText(for product: Product) -> String {
        guard let period = product.subscription?.subscriptionPeriod else { return product.displayPrice }
        return "\(product.displayPrice) every \(period.value) \(period.unit)"
    }

    private func checkVerified<T>(_ result: VerificationResult<T>) throws -> T {
        switch result {
        case .verified(let value):
            return value
        case .unverified(_, let error):
            throw error
        }
    }
}
