// ios: 15
// expect: pass
// topic: Listening to Transaction.updates from launch and rebuilding entitlements from Transaction.currentEntitlements
// apis: Transaction.updates, Transaction.currentEntitlements, VerificationResult.verified, Transaction.revocationDate, Transaction.productID
// source: https://developer.apple.com/documentation/storekit/transaction/updates, https://developer.apple.com/documentation/storekit/transaction/currententitlements
import SwiftUI
import StoreKit

@MainActor
final class EntitlementManager: ObservableObject {
    @Published private(set) var unlockedProductIDs: Set<String> = []
    private var updatesTask: Task<Void, Never>?

    init() {
        updatesTask = Task { [weak self] in
            for await result in Transaction.updates {
                guard case .verified(let transaction) = result else { continue }
                await self?.refreshEntitlements()
                await transaction.finish()
            }
        }
    }

    func refreshEntitlements() async {
        var unlocked: Set<String> = []
        for await result in Transaction.currentEntitlements {
            if case .verified(let transaction) = result, transaction.revocationDate == nil {
                unlocked.insert(transaction.productID)
            }
        }
        unlockedProductIDs = unlocked
    }

    func isUnlocked(_ productID: String) -> Bool {
        unlockedProductIDs.contains(productID)
    }
}

struct ThemesView: View {
    @StateObject private var entitlements = EntitlementManager()

    var body: some View {
        Text(entitlements.isUnlocked("com.example.themes") ? "Themes unlocked" : "Themes locked")
            .task { await entitlements.refreshEntitlements() }
    }
}
