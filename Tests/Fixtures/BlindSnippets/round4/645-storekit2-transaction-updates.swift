// ios: 15
// expect: pass
// topic: Listening for StoreKit 2 transaction updates and computing current entitlements instead of an SKPaymentTransactionObserver
// apis: Transaction.updates, Transaction.currentEntitlements, Transaction.revocationDate, Transaction.finish(), AppStore.sync(), AppStore.showManageSubscriptions(in:)
// source: https://developer.apple.com/documentation/storekit/transaction/updates, https://developer.apple.com/documentation/storekit/transaction/currententitlements, https://developer.apple.com/documentation/storekit/appstore/sync()
import StoreKit
import UIKit

final class EntitlementManager {
    private var updatesTask: Task<Void, Never>?

    func startListening() {
        updatesTask = Task.detached(priority: .background) {
            for await result in Transaction.updates {
                guard case .verified(let transaction) = result else { continue }
                if transaction.revocationDate != nil {
                    print("Access to \(transaction.productID) was revoked")
                }
                await transaction.finish()
            }
        }
    }

    func stopListening() {
        updatesTask?.cancel()
    }

    func activeProductIDs() async -> Set<String> {
        var ids: Set<String> = []
        for await result in Transaction.currentEntitlements {
            if case .verified(let transaction) = result, transaction.revocationDate == nil {
                ids.insert(transaction.productID)
            }
        }
        return ids
    }

    func restorePurchases() async throws {
        try await AppStore.sync()
    }

    @MainActor
    func manageSubscriptions(in scene: UIWindowScene) async throws {
        try await AppStore.showManageSubscriptions(in: scene)
    }
}
