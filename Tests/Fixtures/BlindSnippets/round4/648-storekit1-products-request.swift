// ios: 14
// expect: pass
// topic: The original StoreKit flow still used by apps supporting iOS 14 — products request, payment queue observer, offer-code sheet
// apis: SKProductsRequest, SKProductsRequestDelegate, SKProductsResponse, SKPaymentQueue, SKPayment(product:), SKPaymentTransactionObserver, SKPaymentQueue.presentCodeRedemptionSheet(), SKStoreReviewController.requestReview(in:)
// source: https://developer.apple.com/documentation/storekit/skproductsrequest, https://developer.apple.com/documentation/storekit/skpaymentqueue/presentcoderedemptionsheet(), https://developer.apple.com/documentation/storekit/skstorereviewcontroller/requestreview(in:)
import StoreKit
import UIKit

final class LegacyStoreController: NSObject, SKProductsRequestDelegate, SKPaymentTransactionObserver {
    private var request: SKProductsRequest?
    private(set) var products: [SKProduct] = []

    func start() {
        SKPaymentQueue.default().add(self)
        let request = SKProductsRequest(productIdentifiers: ["com.example.removeads"])
        request.delegate = self
        request.start()
        self.request = request
    }

    func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse) {
        products = response.products
        if !response.invalidProductIdentifiers.isEmpty {
            print("Invalid IDs: \(response.invalidProductIdentifiers)")
        }
    }

    func buy(_ product: SKProduct) {
        guard SKPaymentQueue.canMakePayments() else { return }
        SKPaymentQueue.default().add(SKPayment(product: product))
    }

    func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
        for transaction in transactions {
            switch transaction.transactionState {
            case .purchased, .restored, .failed:
                queue.finishTransaction(transaction)
            case .purchasing, .deferred:
                break
            @unknown default:
                break
            }
        }
    }

    func redeemOfferCode() {
        SKPaymentQueue.default().presentCodeRedemptionSheet()
    }
}

final class StoreSettingsViewController: UIViewController {
    func askForReview() {
        guard let scene = view.window?.windowScene else { return }
        SKStoreReviewController.requestReview(in: scene)
    }
}
