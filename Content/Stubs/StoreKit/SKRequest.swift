import Foundation

// StoreKit's original request classes (SKRequest.h, SKProductsRequest.h, SKReceiptRefreshRequest.h, iOS 18 SDK).

/// Base class of the original StoreKit's App Store requests.
@available(iOS, introduced: 3.0, deprecated: 18.0, message: "No longer supported")
open class SKRequest: NSObject {
    public override init() { fatalError() }
    weak open var delegate: (any SKRequestDelegate)? { get { fatalError() } set { } }
    open func cancel() { fatalError() }
    open func start() { fatalError() }
}

/// Callbacks of an `SKRequest`.
@available(iOS, introduced: 3.0, deprecated: 18.0, message: "No longer supported")
@objc public protocol SKRequestDelegate: NSObjectProtocol {
    @objc optional func requestDidFinish(_ request: SKRequest)
    @objc optional func request(_ request: SKRequest, didFailWithError error: any Error)
}

/// Receives the response of an `SKProductsRequest`.
@available(iOS, introduced: 3.0, deprecated: 18.0, message: "Get products using Product.products(for:)")
@objc public protocol SKProductsRequestDelegate: SKRequestDelegate {
    func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse)
}

/// Fetches product information from the App Store.
@available(iOS, introduced: 3.0, deprecated: 18.0, message: "Use Product.products(for:)")
open class SKProductsRequest: SKRequest {
    public override init() { fatalError() }
    public convenience init(productIdentifiers: Set<String>) { fatalError() }
}

/// The App Store's answer to an `SKProductsRequest`.
@available(iOS, introduced: 3.0, deprecated: 18.0, message: "Get products using Product.products(for:)")
open class SKProductsResponse: NSObject, @unchecked Sendable {
    public override init() { fatalError() }
    open var products: [SKProduct] { fatalError() }
    open var invalidProductIdentifiers: [String] { fatalError() }
}

/// Asks the App Store to refresh the app receipt.
@available(iOS, introduced: 7.0, deprecated: 18.0, message: "Use Transaction.all and AppTransaction.shared")
open class SKReceiptRefreshRequest: SKRequest {
    public override init() { fatalError() }
    public convenience init(receiptProperties properties: [String : Any]?) { fatalError() }
    open var receiptProperties: [String : Any]? { fatalError() }
}

public func SKTerminateForInvalidReceipt() { fatalError() }

@available(iOS, introduced: 7.0, deprecated: 18.0, message: "No longer supported")
public let SKReceiptPropertyIsExpired: String = { fatalError() }()
@available(iOS, introduced: 7.0, deprecated: 18.0, message: "No longer supported")
public let SKReceiptPropertyIsRevoked: String = { fatalError() }()
@available(iOS, introduced: 7.0, deprecated: 18.0, message: "No longer supported")
public let SKReceiptPropertyIsVolumePurchase: String = { fatalError() }()
