import Foundation
import UIKit
import CoreGraphics

// SKOverlay.h, SKOverlayConfiguration.h, SKOverlayTransitionContext.h.

/// An overlay that recommends an app (or an App Clip's full app) on the App Store.
@available(iOS 14.0, *)
open class SKOverlay: NSObject {
    @available(*, unavailable)
    public override init() { fatalError() }
    public init(configuration: SKOverlay.Configuration) { fatalError() }
    @MainActor
    open func present(in scene: UIWindowScene) { fatalError() }
    @MainActor
    open class func dismiss(in scene: UIWindowScene) { fatalError() }
    weak open var delegate: (any SKOverlayDelegate)? { get { fatalError() } set { } }
    open var configuration: SKOverlay.Configuration { fatalError() }
}

/// Responds to an overlay's presentation, dismissal and load failure.
@available(iOS 14.0, *)
@objc public protocol SKOverlayDelegate: NSObjectProtocol {
    @objc optional func storeOverlayDidFailToLoad(_ overlay: SKOverlay, error: any Error)
    @objc optional func storeOverlayWillStartPresentation(_ overlay: SKOverlay, transitionContext: SKOverlay.TransitionContext)
    @objc optional func storeOverlayDidFinishPresentation(_ overlay: SKOverlay, transitionContext: SKOverlay.TransitionContext)
    @objc optional func storeOverlayWillStartDismissal(_ overlay: SKOverlay, transitionContext: SKOverlay.TransitionContext)
    @objc optional func storeOverlayDidFinishDismissal(_ overlay: SKOverlay, transitionContext: SKOverlay.TransitionContext)
}

@available(iOS 14.0, *)
extension SKOverlay {
    /// Where the overlay appears on screen.
    @objc(SKOverlayPosition) public enum Position: Int, @unchecked Sendable {
        case bottom = 0
        case bottomRaised = 1
    }

    /// The abstract superclass of overlay configurations.
    open class Configuration: NSObject {
        @available(*, unavailable)
        public override init() { fatalError() }
        init(_subclassOnly: Void) { fatalError() }
    }

    /// Configuration of an overlay that shows any app from the App Store.
    open class AppConfiguration: SKOverlay.Configuration {
        public init(appIdentifier: String, position: SKOverlay.Position) { super.init(_subclassOnly: ()); fatalError() }
        open var appIdentifier: String { get { fatalError() } set { } }
        open var campaignToken: String? { get { fatalError() } set { } }
        open var providerToken: String? { get { fatalError() } set { } }
        @available(iOS 15.0, *)
        open var customProductPageIdentifier: String? { get { fatalError() } set { } }
        @available(iOS 15.0, *)
        open var latestReleaseID: String? { get { fatalError() } set { } }
        open var position: SKOverlay.Position { get { fatalError() } set { } }
        open var userDismissible: Bool { get { fatalError() } set { } }
        open func setAdditionalValue(_ value: Any?, forKey key: String) { fatalError() }
        open func additionalValue(forKey key: String) -> Any? { fatalError() }
        @available(iOS 16.0, *)
        open func setAdImpression(_ impression: SKAdImpression) { fatalError() }
    }

    /// Configuration of an overlay that shows an App Clip's full app.
    open class AppClipConfiguration: SKOverlay.Configuration {
        public init(position: SKOverlay.Position) { super.init(_subclassOnly: ()); fatalError() }
        open var campaignToken: String? { get { fatalError() } set { } }
        open var providerToken: String? { get { fatalError() } set { } }
        @available(iOS 15.0, *)
        open var customProductPageIdentifier: String? { get { fatalError() } set { } }
        @available(iOS 15.0, *)
        open var latestReleaseID: String? { get { fatalError() } set { } }
        open var position: SKOverlay.Position { get { fatalError() } set { } }
        open func setAdditionalValue(_ value: Any?, forKey key: String) { fatalError() }
        open func additionalValue(forKey key: String) -> Any? { fatalError() }
    }

    /// Lets you animate alongside an overlay's presentation or dismissal.
    open class TransitionContext: NSObject {
        @available(*, unavailable)
        public override init() { fatalError() }
        open func addAnimation(_ block: @escaping () -> Void) { fatalError() }
        open var startFrame: CGRect { fatalError() }
        open var endFrame: CGRect { fatalError() }
    }
}
