import Foundation
import UIKit

// SKStoreProductViewController.h (product page keys) and SKAdNetwork.h (ad network keys).

/// A view controller that shows an App Store product page inside the app.
@preconcurrency @MainActor @_inheritsConvenienceInitializers
open class SKStoreProductViewController: UIViewController {
    weak open var delegate: (any SKStoreProductViewControllerDelegate)? { get { fatalError() } set { } }
    open func loadProduct(withParameters parameters: [String : Any], completionBlock block: ((Bool, (any Error)?) -> Void)? = nil) { fatalError() }
    @nonobjc open func loadProduct(withParameters parameters: [String : Any]) async throws -> Bool { fatalError() }
    @available(iOS 16.0, *)
    open func loadProduct(withParameters parameters: [String : Any], impression: SKAdImpression, completionBlock block: ((Bool, (any Error)?) -> Void)? = nil) { fatalError() }
    @available(iOS 16.0, *)
    @nonobjc open func loadProduct(withParameters parameters: [String : Any], impression: SKAdImpression) async throws -> Bool { fatalError() }
}

/// Told when the customer dismisses the store page.
@objc public protocol SKStoreProductViewControllerDelegate: NSObjectProtocol {
    @objc optional func productViewControllerDidFinish(_ viewController: SKStoreProductViewController)
}

public let SKStoreProductParameterITunesItemIdentifier: String = { fatalError() }()
public let SKStoreProductParameterProductIdentifier: String = { fatalError() }()
@available(iOS 15.0, *)
public let SKStoreProductParameterCustomProductPageIdentifier: String = { fatalError() }()
public let SKStoreProductParameterAffiliateToken: String = { fatalError() }()
public let SKStoreProductParameterCampaignToken: String = { fatalError() }()
public let SKStoreProductParameterProviderToken: String = { fatalError() }()
public let SKStoreProductParameterAdvertisingPartnerToken: String = { fatalError() }()
