// ios: 14
// expect: pass
// topic: UIKit: SKStoreReviewController on iOS 14-15, AppStore.requestReview(in:) on iOS 16, showManageSubscriptions on iOS 15
// apis: SKStoreReviewController.requestReview(in:), AppStore.requestReview(in:), AppStore.showManageSubscriptions(in:), UIWindowScene, if #available
// source: https://developer.apple.com/documentation/storekit/skstorereviewcontroller/requestreview(in:), https://developer.apple.com/documentation/storekit/appstore/requestreview(in:)
import UIKit
import StoreKit

final class ExportFinishedViewController: UIViewController {
    private var exportCount = 0

    func exportDidFinish() {
        exportCount += 1
        guard exportCount >= 3, let scene = view.window?.windowScene else { return }
        if #available(iOS 16.0, *) {
            AppStore.requestReview(in: scene)
        } else {
            SKStoreReviewController.requestReview(in: scene)
        }
    }

    @objc func manageSubscriptionTapped() {
        guard let scene = view.window?.windowScene else { return }
        if #available(iOS 15.0, *) {
            Task {
                try? await AppStore.showManageSubscriptions(in: scene)
            }
        } else if let url = URL(string: "https://apps.apple.com/account/subscriptions") {
            UIApplication.shared.open(url)
        }
    }
}
