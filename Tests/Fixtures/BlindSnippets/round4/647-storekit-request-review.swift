// ios: 16
// expect: pass
// topic: Moving from SKStoreReviewController to AppStore.requestReview(in:) and checking the original purchase with AppTransaction
// apis: AppStore.requestReview(in:), AppTransaction.shared, AppTransaction.originalAppVersion, VerificationResult, UIWindowScene
// source: https://developer.apple.com/documentation/storekit/appstore/requestreview(in:)-1q8qs, https://developer.apple.com/documentation/storekit/apptransaction/shared
import StoreKit
import UIKit

final class ExportViewController: UIViewController {
    private var completedExports = 0

    func exportFinished() {
        completedExports += 1
        guard completedExports == 3, let scene = view.window?.windowScene else { return }
        AppStore.requestReview(in: scene)
    }

    func checkPaidUpfrontCustomer() async -> Bool {
        do {
            let result = try await AppTransaction.shared
            guard case .verified(let appTransaction) = result else { return false }
            // Customers who bought version 1.x keep the premium features.
            return appTransaction.originalAppVersion.hasPrefix("1.")
        } catch {
            print("AppTransaction failed: \(error)")
            return false
        }
    }
}
