import Foundation

// SKPaymentQueue.h (iOS 18 SDK).

/// The queue of payment transactions the App Store processes.
@available(iOS, introduced: 3.0, deprecated: 18.0, message: "No longer supported")
open class SKPaymentQueue: NSObject, @unchecked Sendable {
    public override init() { fatalError() }
    @available(iOS, introduced: 13.0, deprecated: 18.0, message: "No longer supported")
    weak open var delegate: (any SKPaymentQueueDelegate)? { get { fatalError() } set { } }
    @available(iOS, introduced: 13.0, deprecated: 18.0, message: "Use Storefront.current")
    open var storefront: SKStorefront? { fatalError() }
    open class func `default`() -> Self { fatalError() }
    @available(iOS, introduced: 3.0, deprecated: 18.0, message: "Use AppStore.canMakePayments")
    open class func canMakePayments() -> Bool { fatalError() }
    @available(iOS, introduced: 3.0, deprecated: 18.0, message: "Use Product.purchase(confirmIn:options:)")
    open func add(_ payment: SKPayment) { fatalError() }
    @available(iOS, introduced: 3.0, deprecated: 18.0, message: "Use AppStore.sync()")
    open func restoreCompletedTransactions() { fatalError() }
    @available(iOS, introduced: 7.0, deprecated: 18.0, message: "Use AppStore.sync()")
    open func restoreCompletedTransactions(withApplicationUsername username: String?) { fatalError() }
    @available(iOS, introduced: 3.0, deprecated: 18.0, message: "Use Transaction.finish()")
    open func finishTransaction(_ transaction: SKPaymentTransaction) { fatalError() }
    @available(iOS, introduced: 6.0, deprecated: 16.0, message: "Hosted content is no longer supported")
    open func start(_ downloads: [SKDownload]) { fatalError() }
    @available(iOS, introduced: 6.0, deprecated: 16.0, message: "Hosted content is no longer supported")
    open func pause(_ downloads: [SKDownload]) { fatalError() }
    @available(iOS, introduced: 6.0, deprecated: 16.0, message: "Hosted content is no longer supported")
    open func resume(_ downloads: [SKDownload]) { fatalError() }
    @available(iOS, introduced: 6.0, deprecated: 16.0, message: "Hosted content is no longer supported")
    open func cancel(_ downloads: [SKDownload]) { fatalError() }
    @available(iOS, introduced: 3.0, deprecated: 18.0, message: "Use Transaction.updates or PurchaseResult from Product.purchase(confirmIn:options:)")
    open func add(_ observer: any SKPaymentTransactionObserver) { fatalError() }
    @available(iOS, introduced: 3.0, deprecated: 18.0, message: "No longer supported")
    open func remove(_ observer: any SKPaymentTransactionObserver) { fatalError() }
    @available(iOS, introduced: 14.0, deprecated: 18.0, message: "Use Transaction.updates or PurchaseResult from Product.purchase(confirmIn:options:)")
    open var transactionObservers: [any SKPaymentTransactionObserver] { fatalError() }
    @available(iOS, introduced: 3.0, deprecated: 18.0, message: "Use Transaction.unfinished")
    open var transactions: [SKPaymentTransaction] { fatalError() }
    @available(iOS, introduced: 13.4, deprecated: 18.0, message: "Use Message.messages and Message.display(in:)")
    open func showPriceConsentIfNeeded() { fatalError() }
    @available(iOS, introduced: 14.0, deprecated: 18.0, message: "Use AppStore.presentOfferCodeRedeemSheet(in:)")
    open func presentCodeRedemptionSheet() { fatalError() }
}

/// Decides whether the payment queue continues transactions and shows price consent.
@available(iOS, introduced: 13.0, deprecated: 18.0, message: "No longer supported")
@objc public protocol SKPaymentQueueDelegate: NSObjectProtocol {
    @available(iOS, introduced: 13.0, deprecated: 18.0, message: "Pass Product.PurchaseOption.onStorefrontChange(shouldContinuePurchase:) to product.purchase(options:)")
    @objc optional func paymentQueue(_ paymentQueue: SKPaymentQueue, shouldContinue transaction: SKPaymentTransaction, in newStorefront: SKStorefront) -> Bool
    @available(iOS, introduced: 13.4, deprecated: 18.0, message: "Use Message.messages and Message.display(in:)")
    @objc optional func paymentQueueShouldShowPriceConsent(_ paymentQueue: SKPaymentQueue) -> Bool
}

/// Observes the transactions of the payment queue.
@available(iOS, introduced: 3.0, deprecated: 18.0, message: "Use StoreKit 2 Transaction APIs")
@objc public protocol SKPaymentTransactionObserver: NSObjectProtocol {
    func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction])
    @objc optional func paymentQueue(_ queue: SKPaymentQueue, removedTransactions transactions: [SKPaymentTransaction])
    @available(iOS, introduced: 3.0, deprecated: 18.0, message: "Use AppStore.sync()")
    @objc optional func paymentQueue(_ queue: SKPaymentQueue, restoreCompletedTransactionsFailedWithError error: any Error)
    @available(iOS, introduced: 3.0, deprecated: 18.0, message: "Use AppStore.sync()")
    @objc optional func paymentQueueRestoreCompletedTransactionsFinished(_ queue: SKPaymentQueue)
    @available(iOS, introduced: 6.0, deprecated: 16.0, message: "Hosted content is no longer supported")
    @objc optional func paymentQueue(_ queue: SKPaymentQueue, updatedDownloads downloads: [SKDownload])
    @available(iOS, introduced: 11.0, deprecated: 18.0, message: "Use PurchaseIntent.intents")
    @objc optional func paymentQueue(_ queue: SKPaymentQueue, shouldAddStorePayment payment: SKPayment, for product: SKProduct) -> Bool
    @available(iOS, introduced: 13.0, deprecated: 18.0, message: "Use Storefront.updates")
    @objc optional func paymentQueueDidChangeStorefront(_ queue: SKPaymentQueue)
    @available(iOS, introduced: 14.0, deprecated: 18.0, message: "Use Transaction.updates")
    @objc optional func paymentQueue(_ queue: SKPaymentQueue, didRevokeEntitlementsForProductIdentifiers productIdentifiers: [String])
}
