import Foundation
import UIKit

// MARK: - Window scene geometry preferences

@available(iOS 16.0, *)
extension UIWindowScene.GeometryPreferences {
    /// Geometry preferences of a window scene in an iOS app.
    @objc(UIWindowSceneGeometryPreferencesIOS)
    @preconcurrency @MainActor
    open class iOS: UIWindowScene.GeometryPreferences {
        public override init() { fatalError() }
        public convenience init(interfaceOrientations: UIInterfaceOrientationMask) { fatalError() }
    }

    /// Geometry preferences of a window scene in a Mac Catalyst app.
    @objc(UIWindowSceneGeometryPreferencesMac)
    @preconcurrency @MainActor
    open class Mac: UIWindowScene.GeometryPreferences {
        public override init() { fatalError() }
        public convenience init(systemFrame: CGRect) { fatalError() }
    }
}

// MARK: - Rotation

extension UIViewController {
    @available(iOS, introduced: 5.0, deprecated: 16.0, message: "Please use instance method setNeedsUpdateOfSupportedInterfaceOrientations.")
    @objc open class func attemptRotationToDeviceOrientation() { fatalError() }
}

// MARK: - Scene activation

extension UIWindowScene {
    /// The user activity, options and preview of a window scene request.
    @available(iOS 15.0, *)
    @objc(UIWindowSceneActivationConfiguration)
    open class ActivationConfiguration: NSObject {
        @available(*, unavailable) public override init() { fatalError() }
        open var userActivity: NSUserActivity { fatalError() }
        open var options: UIWindowScene.ActivationRequestOptions? { get { fatalError() } set { } }
        open var preview: UITargetedPreview? { get { fatalError() } set { } }
    }

    /// A menu action that requests a new window scene.
    @available(iOS 15.0, *)
    @objc(UIWindowSceneActivationAction)
    @preconcurrency @MainActor
    open class ActivationAction: UIAction {
        public required init?(coder: NSCoder) { fatalError() }
        public typealias ConfigurationProvider = (UIWindowScene.ActivationAction) -> UIWindowScene.ActivationConfiguration?
    }
}
