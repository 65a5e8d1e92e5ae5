import Foundation

// SKPayment.h, SKPaymentDiscount.h, SKPaymentTransaction.h, SKStorefront.h (iOS 18 SDK).

/// A request to buy a product, for the payment queue.
@available(iOS, introduced: 3.0, deprecated: 18.0, message: "Use Product.purchase(confirmIn:options:)")
open class SKPayment: NSObject, NSCopying, NSMutableCopying {
    public override init() { fatalError() }
    public convenience init(product: SKProduct) { fatalError() }
    @available(iOS, introduced: 3.0, deprecated: 5.0, message: "Use +[SKPayment paymentWithProduct:]")
    open class func payment(withProductIdentifier identifier: String) -> Any { fatalError() }
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open func mutableCopy(with zone: NSZone? = nil) -> Any { fatalError() }

    open var productIdentifier: String { fatalError() }
    @available(iOS, introduced: 3.0, deprecated: 18.0, message: "Create Product.PurchaseOption.custom values to use in Product.purchase(confirmIn:options:)")
    open var requestData: Data? { fatalError() }
    @available(iOS, introduced: 3.0, deprecated: 18.0, message: "Create a Product.PurchaseOption.quantity to use in Product.purchase(confirmIn:options:)")
    open var quantity: Int { fatalError() }
    @available(iOS, introduced: 7.0, deprecated: 18.0, message: "Create a Product.PurchaseOption.appAccountToken to use in Product.purchase(confirmIn:options:)")
    open var applicationUsername: String? { fatalError() }
    @available(iOS, introduced: 8.3, deprecated: 18.0, message: "Create a Product.PurchaseOption.simulatesAskToBuyInSandbox to use in Product.purchase(confirmIn:options:)")
    open var simulatesAskToBuyInSandbox: Bool { fatalError() }
    @available(iOS, introduced: 12.2, deprecated: 18.0, message: "Create a Product.PurchaseOption.promotionalOffer to use in Product.purchase(confirmIn:options:)")
    open var paymentDiscount: SKPaymentDiscount? { fatalError() }
}

/// A payment whose properties can be changed.
@available(iOS, introduced: 3.0, deprecated: 18.0, message: "Use Product.purchase(confirmIn:options:)") @_inheritsConvenienceInitializers
open class SKMutablePayment: SKPayment {
    public override init() { fatalError() }
    @available(iOS, introduced: 7.0, deprecated: 18.0, message: "Create a Product.PurchaseOption.appAccountToken to use in Product.purchase(confirmIn:options:)")
    open override var applicationUsername: String? { get { fatalError() } set { } }
    @available(iOS, introduced: 12.2, deprecated: 18.0, message: "Create a Product.PurchaseOption.promotionalOffer to use in Product.purchase(confirmIn:options:)")
    open override var paymentDiscount: SKPaymentDiscount? { get { fatalError() } set { } }
    open override var productIdentifier: String { get { fatalError() } set { } }
    @available(iOS, introduced: 3.0, deprecated: 18.0, message: "Create a Product.PurchaseOption.quantity to use in Product.purchase(confirmIn:options:)")
    open override var quantity: Int { get { fatalError() } set { } }
    @available(iOS, introduced: 3.0, deprecated: 18.0, message: "Create Product.PurchaseOption.custom values to use in Product.purchase(confirmIn:options:)")
    open override var requestData: Data? { get { fatalError() } set { } }
    @available(iOS, introduced: 8.3, deprecated: 18.0, message: "Create a Product.PurchaseOption.simulatesAskToBuyInSandbox to use in Product.purchase(confirmIn:options:)")
    open override var simulatesAskToBuyInSandbox: Bool { get { fatalError() } set { } }
}

/// A signed promotional-offer discount to apply to a payment.
@available(iOS, introduced: 12.2, deprecated: 18.0, message: "Create a Product.PurchaseOption.promotionalOffer to use in Product.purchase(confirmIn:options:)")
open class SKPaymentDiscount: NSObject, @unchecked Sendable {
    @available(iOS, introduced: 12.2, deprecated: 18.0, message: "Create a Product.PurchaseOption.promotionalOffer to use in Product.purchase(confirmIn:options:)")
    public init(identifier: String, keyIdentifier: String, nonce: UUID, signature: String, timestamp: NSNumber) { fatalError() }
    @available(iOS, introduced: 12.2, deprecated: 18.0, message: "Create a Product.PurchaseOption.promotionalOffer to use in Product.purchase(confirmIn:options:)")
    open var identifier: String { fatalError() }
    @available(iOS, introduced: 12.2, deprecated: 18.0, message: "Create a Product.PurchaseOption.promotionalOffer to use in Product.purchase(confirmIn:options:)")
    open var keyIdentifier: String { fatalError() }
    @available(iOS, introduced: 12.2, deprecated: 18.0, message: "Create a Product.PurchaseOption.promotionalOffer to use in Product.purchase(confirmIn:options:)")
    open var nonce: UUID { fatalError() }
    @available(iOS, introduced: 12.2, deprecated: 18.0, message: "Create a Product.PurchaseOption.promotionalOffer to use in Product.purchase(confirmIn:options:)")
    open var signature: String { fatalError() }
    @available(iOS, introduced: 12.2, deprecated: 18.0, message: "Create a Product.PurchaseOption.promotionalOffer to use in Product.purchase(confirmIn:options:)")
    open var timestamp: NSNumber { fatalError() }
}

/// States of a transaction in the payment queue.
@available(iOS, introduced: 3.0, deprecated: 18.0, message: "Use PurchaseResult from Product.purchase(confirmIn:options:)")
@objc(SKPaymentTransactionState) public enum SKPaymentTransactionState: Int, @unchecked Sendable {
    case purchasing = 0
    case purchased = 1
    case failed = 2
    case restored = 3
    @available(iOS, introduced: 8.0, deprecated: 18.0, message: "Use PurchaseResult.pending from Product.purchase(confirmIn:options:)")
    case deferred = 4
}

/// A transaction in the payment queue.
@available(iOS, introduced: 3.0, deprecated: 18.0, message: "Use PurchaseResult from Product.purchase(confirmIn:options:)")
open class SKPaymentTransaction: NSObject, @unchecked Sendable {
    public override init() { fatalError() }
    open var error: (any Error)? { fatalError() }
    open var original: SKPaymentTransaction? { fatalError() }
    open var payment: SKPayment { fatalError() }
    @available(iOS, introduced: 6.0, deprecated: 16.0, message: "Hosted content is no longer supported")
    open var downloads: [SKDownload] { fatalError() }
    open var transactionDate: Date? { fatalError() }
    open var transactionIdentifier: String? { fatalError() }
    @available(iOS, introduced: 3.0, deprecated: 7.0, message: "Use -[NSBundle appStoreReceiptURL]")
    open var transactionReceipt: Data? { fatalError() }
    open var transactionState: SKPaymentTransactionState { fatalError() }
}

/// The App Store storefront of the current user.
@available(iOS, introduced: 13.0, deprecated: 18.0, message: "Use Storefront")
open class SKStorefront: NSObject, @unchecked Sendable {
    public override init() { fatalError() }
    @available(iOS, introduced: 13.0, deprecated: 18.0, message: "Use 'Storefront.countryCode'")
    open var countryCode: String { fatalError() }
    @available(iOS, introduced: 13.0, deprecated: 18.0, message: "Use 'Storefront.id'")
    open var identifier: String { fatalError() }
}
