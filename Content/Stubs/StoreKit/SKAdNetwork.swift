import Foundation

// SKAdNetwork.h, SKAdImpression.h (headers up to iOS 15.4; later members from developer.apple.com).

/// Ad network attribution: impressions and conversion values.
open class SKAdNetwork: NSObject {
    public override init() { fatalError() }
    @available(iOS 14.5, *)
    open class func startImpression(_ impression: SKAdImpression, completionHandler completion: (@Sendable ((any Error)?) -> Void)? = nil) { fatalError() }
    @available(iOS 14.5, *)
    @nonobjc open class func startImpression(_ impression: SKAdImpression) async throws { fatalError() }
    @available(iOS 14.5, *)
    open class func endImpression(_ impression: SKAdImpression, completionHandler completion: (@Sendable ((any Error)?) -> Void)? = nil) { fatalError() }
    @available(iOS 14.5, *)
    @nonobjc open class func endImpression(_ impression: SKAdImpression) async throws { fatalError() }
    @available(iOS, introduced: 11.3, deprecated: 15.4, message: "Use updatePostbackConversionValue:completionHandler: instead")
    open class func registerAppForAdNetworkAttribution() { fatalError() }
    @available(iOS, introduced: 14.0, deprecated: 15.4, message: "Use updatePostbackConversionValue:completionHandler: instead")
    open class func updateConversionValue(_ conversionValue: Int) { fatalError() }
    @available(iOS 15.4, *)
    open class func updatePostbackConversionValue(_ conversionValue: Int, completionHandler completion: (@Sendable ((any Error)?) -> Void)? = nil) { fatalError() }
    @available(iOS 15.4, *)
    @nonobjc open class func updatePostbackConversionValue(_ conversionValue: Int) async throws { fatalError() }
    @available(iOS 16.1, *)
    open class func updatePostbackConversionValue(_ fineValue: Int, coarseValue: SKAdNetwork.CoarseConversionValue, completionHandler completion: (@Sendable ((any Error)?) -> Void)? = nil) { fatalError() }
    @available(iOS 16.1, *)
    @nonobjc open class func updatePostbackConversionValue(_ fineValue: Int, coarseValue: SKAdNetwork.CoarseConversionValue) async throws { fatalError() }
    @available(iOS 16.1, *)
    open class func updatePostbackConversionValue(_ fineValue: Int, coarseValue: SKAdNetwork.CoarseConversionValue, lockWindow: Bool, completionHandler completion: (@Sendable ((any Error)?) -> Void)? = nil) { fatalError() }
    @available(iOS 16.1, *)
    @nonobjc open class func updatePostbackConversionValue(_ fineValue: Int, coarseValue: SKAdNetwork.CoarseConversionValue, lockWindow: Bool) async throws { fatalError() }
}

extension SKAdNetwork {
    /// Coarse conversion values (SKAdNetworkCoarseConversionValue).
    @available(iOS 16.1, *)
    public struct CoarseConversionValue: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        public init(rawValue: String) { fatalError() }
        public var rawValue: String { fatalError() }
        public static let high: SKAdNetwork.CoarseConversionValue = { fatalError() }()
        public static let medium: SKAdNetwork.CoarseConversionValue = { fatalError() }()
        public static let low: SKAdNetwork.CoarseConversionValue = { fatalError() }()
    }
}

/// A view-through ad impression.
@available(iOS 14.5, *)
open class SKAdImpression: NSObject {
    public override init() { fatalError() }
    @available(iOS 16.0, *)
    public convenience init(sourceAppStoreItemIdentifier: NSNumber, advertisedAppStoreItemIdentifier: NSNumber, adNetworkIdentifier: String, adCampaignIdentifier: NSNumber, adImpressionIdentifier: String, timestamp: NSNumber, signature: String, version: String) { fatalError() }
    open var sourceAppStoreItemIdentifier: NSNumber { get { fatalError() } set { } }
    open var advertisedAppStoreItemIdentifier: NSNumber { get { fatalError() } set { } }
    open var adNetworkIdentifier: String { get { fatalError() } set { } }
    open var adCampaignIdentifier: NSNumber { get { fatalError() } set { } }
    @available(iOS 16.1, *)
    open var sourceIdentifier: NSNumber { get { fatalError() } set { } }
    open var adImpressionIdentifier: String { get { fatalError() } set { } }
    open var adType: String? { get { fatalError() } set { } }
    open var adDescription: String? { get { fatalError() } set { } }
    open var adPurchaserName: String? { get { fatalError() } set { } }
    open var timestamp: NSNumber { get { fatalError() } set { } }
    open var signature: String { get { fatalError() } set { } }
    open var version: String { get { fatalError() } set { } }
}

public let SKStoreProductParameterAdNetworkAttributionSignature: String = { fatalError() }()
public let SKStoreProductParameterAdNetworkCampaignIdentifier: String = { fatalError() }()
public let SKStoreProductParameterAdNetworkIdentifier: String = { fatalError() }()
public let SKStoreProductParameterAdNetworkNonce: String = { fatalError() }()
public let SKStoreProductParameterAdNetworkTimestamp: String = { fatalError() }()
@available(iOS 14.0, *)
public let SKStoreProductParameterAdNetworkSourceAppStoreIdentifier: String = { fatalError() }()
@available(iOS 14.0, *)
public let SKStoreProductParameterAdNetworkVersion: String = { fatalError() }()
