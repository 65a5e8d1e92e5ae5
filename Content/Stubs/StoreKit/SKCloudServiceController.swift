import Foundation

// SKCloudServiceController.h (iOS 18 SDK). Apple Music capabilities, replaced by MusicKit.

/// Whether the user allowed access to their music library.
@available(iOS, introduced: 9.3, deprecated: 18.0, message: "Use MusicAuthorization.Status from MusicKit")
@objc(SKCloudServiceAuthorizationStatus) public enum SKCloudServiceAuthorizationStatus: Int, @unchecked Sendable {
    case notDetermined = 0
    case denied = 1
    case restricted = 2
    case authorized = 3
}

/// What the user's Apple Music account can do.
@available(iOS, introduced: 9.3, deprecated: 18.0, message: "Use MusicSubscription from MusicKit")
public struct SKCloudServiceCapability: OptionSet, @unchecked Sendable {
    public init(rawValue: UInt) { fatalError() }
    public let rawValue: UInt
    public static var musicCatalogPlayback: SKCloudServiceCapability { fatalError() }
    @available(iOS, introduced: 10.1, deprecated: 18.0, message: "Use the canBecomeSubscriber property of MusicSubscription from MusicKit")
    public static var musicCatalogSubscriptionEligible: SKCloudServiceCapability { fatalError() }
    public static var addToCloudMusicLibrary: SKCloudServiceCapability { fatalError() }
}

/// Determines the current capabilities of the user's music library.
@available(iOS, introduced: 9.3, deprecated: 18.0, message: "Use MusicKit")
open class SKCloudServiceController: NSObject {
    public override init() { fatalError() }
    @available(iOS, introduced: 9.3, deprecated: 18.0, message: "Use MusicAuthorization.currentStatus from MusicKit")
    open class func authorizationStatus() -> SKCloudServiceAuthorizationStatus { fatalError() }
    @available(iOS, introduced: 9.3, deprecated: 18.0, message: "Use MusicAuthorization.request() from MusicKit")
    open class func requestAuthorization(_ completionHandler: @escaping @Sendable (SKCloudServiceAuthorizationStatus) -> Void) { fatalError() }
    @available(iOS, introduced: 9.3, deprecated: 18.0, message: "Use MusicAuthorization.request() from MusicKit")
    @nonobjc open class func requestAuthorization() async -> SKCloudServiceAuthorizationStatus { fatalError() }
    @available(iOS, introduced: 9.3, deprecated: 18.0, message: "Use MusicSubscription.current from MusicKit")
    open func requestCapabilities(completionHandler: @escaping @Sendable (SKCloudServiceCapability, (any Error)?) -> Void) { fatalError() }
    @available(iOS, introduced: 9.3, deprecated: 18.0, message: "Use MusicSubscription.current from MusicKit")
    @nonobjc open func requestCapabilities() async throws -> SKCloudServiceCapability { fatalError() }
    @available(iOS, introduced: 11.0, deprecated: 18.0, message: "Use MusicDataRequest.currentCountryCode from MusicKit")
    open func requestStorefrontCountryCode(completionHandler: @escaping @Sendable (String?, (any Error)?) -> Void) { fatalError() }
    @available(iOS, introduced: 11.0, deprecated: 18.0, message: "Use MusicDataRequest.currentCountryCode from MusicKit")
    @nonobjc open func requestStorefrontCountryCode() async throws -> String { fatalError() }
    @available(iOS, introduced: 9.3, deprecated: 18.0, message: "Use Storefront.current.id")
    open func requestStorefrontIdentifier(completionHandler: @escaping @Sendable (String?, (any Error)?) -> Void) { fatalError() }
    @available(iOS, introduced: 9.3, deprecated: 18.0, message: "Use Storefront.current.id")
    @nonobjc open func requestStorefrontIdentifier() async throws -> String { fatalError() }
    @available(iOS, introduced: 11.0, deprecated: 18.0, message: "Use MusicKit")
    open func requestUserToken(forDeveloperToken developerToken: String, completionHandler: @escaping @Sendable (String?, (any Error)?) -> Void) { fatalError() }
    @available(iOS, introduced: 11.0, deprecated: 18.0, message: "Use MusicKit")
    @nonobjc open func requestUserToken(forDeveloperToken developerToken: String) async throws -> String { fatalError() }
    @available(iOS, introduced: 10.3, deprecated: 11.0, renamed: "requestUserToken(forDeveloperToken:completionHandler:)")
    open func requestPersonalizationToken(forClientToken clientToken: String, withCompletionHandler completionHandler: @escaping @Sendable (String?, (any Error)?) -> Void) { fatalError() }
}

extension NSNotification.Name {
    @available(iOS, introduced: 9.3, deprecated: 18.0, message: "Use MusicSubscription.subscriptionUpdates from MusicKit")
    public static let SKCloudServiceCapabilitiesDidChange: NSNotification.Name = { fatalError() }()
    @available(iOS, introduced: 11.0, deprecated: 18.0, message: "Use Storefront.updates")
    public static let SKStorefrontCountryCodeDidChange: NSNotification.Name = { fatalError() }()
    @available(iOS, introduced: 9.3, deprecated: 18.0, message: "Use Storefront.updates")
    public static let SKStorefrontIdentifierDidChange: NSNotification.Name = { fatalError() }()
}
