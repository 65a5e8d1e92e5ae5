import Foundation

// SKError.h, SKANError.h.

public let SKErrorDomain: String = { fatalError() }()

/// Errors of the original StoreKit API (SKErrorCode in SKError.h).
public struct SKError: _BridgedStoredNSError {
    public let _nsError: NSError
    public init(_nsError: NSError) { fatalError() }
    public static var errorDomain: String { fatalError() }

    public enum Code: Int, _ErrorCodeProtocol, @unchecked Sendable {
        public typealias _ErrorType = SKError
        case unknown = 0
        case clientInvalid = 1
        case paymentCancelled = 2
        case paymentInvalid = 3
        case paymentNotAllowed = 4
        case storeProductNotAvailable = 5
        case cloudServicePermissionDenied = 6
        case cloudServiceNetworkConnectionFailed = 7
        case cloudServiceRevoked = 8
        case privacyAcknowledgementRequired = 9
        case unauthorizedRequestData = 10
        case invalidOfferIdentifier = 11
        case invalidSignature = 12
        case missingOfferParams = 13
        case invalidOfferPrice = 14
        case overlayCancelled = 15
        @available(iOS 14.0, *)
        case overlayInvalidConfiguration = 16
        @available(iOS 14.0, *)
        case overlayTimeout = 17
        @available(iOS 14.0, *)
        case ineligibleForOffer = 18
        @available(iOS 14.0, *)
        case unsupportedPlatform = 19
        @available(iOS 14.5, *)
        case overlayPresentedInBackgroundScene = 20
    }

    public static var unknown: SKError.Code { fatalError() }
    public static var clientInvalid: SKError.Code { fatalError() }
    public static var paymentCancelled: SKError.Code { fatalError() }
    public static var paymentInvalid: SKError.Code { fatalError() }
    public static var paymentNotAllowed: SKError.Code { fatalError() }
    public static var storeProductNotAvailable: SKError.Code { fatalError() }
    public static var cloudServicePermissionDenied: SKError.Code { fatalError() }
    public static var cloudServiceNetworkConnectionFailed: SKError.Code { fatalError() }
    public static var cloudServiceRevoked: SKError.Code { fatalError() }
    public static var privacyAcknowledgementRequired: SKError.Code { fatalError() }
    public static var unauthorizedRequestData: SKError.Code { fatalError() }
    public static var invalidOfferIdentifier: SKError.Code { fatalError() }
    public static var invalidSignature: SKError.Code { fatalError() }
    public static var missingOfferParams: SKError.Code { fatalError() }
    public static var invalidOfferPrice: SKError.Code { fatalError() }
    public static var overlayCancelled: SKError.Code { fatalError() }
    @available(iOS 14.0, *)
    public static var overlayInvalidConfiguration: SKError.Code { fatalError() }
    @available(iOS 14.0, *)
    public static var overlayTimeout: SKError.Code { fatalError() }
    @available(iOS 14.0, *)
    public static var ineligibleForOffer: SKError.Code { fatalError() }
    @available(iOS 14.0, *)
    public static var unsupportedPlatform: SKError.Code { fatalError() }
    @available(iOS 14.5, *)
    public static var overlayPresentedInBackgroundScene: SKError.Code { fatalError() }
}

@available(iOS 15.4, *)
public let SKANErrorDomain: String = { fatalError() }()

/// Errors of ad network attribution calls (SKANError.h).
@available(iOS 15.4, *)
public struct SKANError: _BridgedStoredNSError {
    public let _nsError: NSError
    public init(_nsError: NSError) { fatalError() }
    public static var errorDomain: String { fatalError() }

    public enum Code: Int, _ErrorCodeProtocol, @unchecked Sendable {
        public typealias _ErrorType = SKANError
        case impressionMissingRequiredValue = 0
        case unsupported = 1
        case adNetworkIdMissing = 2
        case mismatchedSourceAppId = 3
        case impressionNotFound = 4
        case invalidCampaignId = 5
        case invalidConversionValue = 6
        case invalidSourceAppId = 7
        case invalidAdvertisedAppId = 8
        case invalidVersion = 9
        case unknown = 10
    }

    public static var impressionMissingRequiredValue: SKANError.Code { fatalError() }
    public static var unsupported: SKANError.Code { fatalError() }
    public static var adNetworkIdMissing: SKANError.Code { fatalError() }
    public static var mismatchedSourceAppId: SKANError.Code { fatalError() }
    public static var impressionNotFound: SKANError.Code { fatalError() }
    public static var invalidCampaignId: SKANError.Code { fatalError() }
    public static var invalidConversionValue: SKANError.Code { fatalError() }
    public static var invalidSourceAppId: SKANError.Code { fatalError() }
    public static var invalidAdvertisedAppId: SKANError.Code { fatalError() }
    public static var invalidVersion: SKANError.Code { fatalError() }
    public static var unknown: SKANError.Code { fatalError() }
}
