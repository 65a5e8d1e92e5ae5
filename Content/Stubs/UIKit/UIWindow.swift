/// Root view that hosts an app's UI and routes events to it.
@preconcurrency @MainActor
@objcMembers
open class UIWindow: UIView {
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    @available(iOS 13.0, *)
    public init(windowScene: UIWindowScene) { fatalError() }
    @available(iOS 13.0, *)
    weak open var windowScene: UIWindowScene? { get { fatalError() } set { } }
    open var rootViewController: UIViewController? { get { fatalError() } set { } }
    open var windowLevel: UIWindow.Level { get { fatalError() } set { } }
    open var isKeyWindow: Bool { fatalError() }
    open func makeKey() { fatalError() }
    open func makeKeyAndVisible() { fatalError() }
    open func becomeKey() { fatalError() }
    open func resignKey() { fatalError() }
    open var screen: UIScreen { get { fatalError() } set { } }

    public struct Level: _SwiftNewtypeWrapper, _ObjectiveCBridgeable, RawRepresentable, Hashable, Sendable {
        public init(_ rawValue: CGFloat) { fatalError() }
        public init(rawValue: CGFloat) { fatalError() }
        public var rawValue: CGFloat { fatalError() }
        public static let normal: UIWindow.Level = { fatalError() }()
        public static let statusBar: UIWindow.Level = { fatalError() }()
        public static let alert: UIWindow.Level = { fatalError() }()
    }

    nonisolated public class var didBecomeVisibleNotification: NSNotification.Name { fatalError() }
    nonisolated public class var didBecomeHiddenNotification: NSNotification.Name { fatalError() }
    nonisolated public class var didBecomeKeyNotification: NSNotification.Name { fatalError() }
    nonisolated public class var didResignKeyNotification: NSNotification.Name { fatalError() }
}

/// One instance of the app's UI.
@available(iOS 13.0, *)
@preconcurrency @MainActor
@objcMembers
open class UIScene: UIResponder {
    public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) { fatalError() }
    open var session: UISceneSession { fatalError() }
    open var delegate: (any UISceneDelegate)? { get { fatalError() } set { } }
    open var activationState: UIScene.ActivationState { fatalError() }
    open var title: String! { get { fatalError() } set { } }

    @objc(UISceneActivationState)
    public enum ActivationState: Int, @unchecked Sendable {
        case unattached = -1, foregroundActive = 0, foregroundInactive = 1, background = 2
    }

    /// Launch data passed when a scene connects.
    @preconcurrency @MainActor
    @objcMembers @_inheritsConvenienceInitializers
    open class ConnectionOptions: NSObject {
    public override init() { fatalError() }
        open var urlContexts: Set<UIOpenURLContext> { fatalError() }
        open var userActivities: Set<NSUserActivity> { fatalError() }
    }

    nonisolated public class var willConnectNotification: NSNotification.Name { fatalError() }
    nonisolated public class var didDisconnectNotification: NSNotification.Name { fatalError() }
    nonisolated public class var didActivateNotification: NSNotification.Name { fatalError() }
    nonisolated public class var willDeactivateNotification: NSNotification.Name { fatalError() }
    nonisolated public class var willEnterForegroundNotification: NSNotification.Name { fatalError() }
    nonisolated public class var didEnterBackgroundNotification: NSNotification.Name { fatalError() }
}

/// Scene that owns windows.
@available(iOS 13.0, *)
@preconcurrency @MainActor
@objcMembers @_inheritsConvenienceInitializers
open class UIWindowScene: UIScene {
    public override init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) { fatalError() }
    open var screen: UIScreen { fatalError() }
    open var windows: [UIWindow] { fatalError() }
    @available(iOS 15.0, *)
    open var keyWindow: UIWindow? { fatalError() }
    open var traitCollection: UITraitCollection { fatalError() }
    open var interfaceOrientation: UIInterfaceOrientation { fatalError() }
    open var statusBarManager: UIStatusBarManager? { fatalError() }
    @available(iOS 16.0, *)
    open func requestGeometryUpdate(_ geometryPreferences: UIWindowScene.GeometryPreferences, errorHandler: ((any Error) -> Void)? = nil) { fatalError() }

    @available(iOS 16.0, *)
    @preconcurrency @MainActor
    @objcMembers @_inheritsConvenienceInitializers
    open class GeometryPreferences: NSObject {
    public override init() { fatalError() }}
}

/// Status bar state for a window scene.
@available(iOS 13.0, *)
@preconcurrency @MainActor
@objcMembers @_inheritsConvenienceInitializers
open class UIStatusBarManager: NSObject {
    public override init() { fatalError() }
    open var statusBarFrame: CGRect { fatalError() }
    open var isStatusBarHidden: Bool { fatalError() }
}

/// Persistent record of a scene.
@available(iOS 13.0, *)
@preconcurrency @MainActor
@objcMembers
open class UISceneSession: NSObject, @preconcurrency NSSecureCoding {
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    public class var supportsSecureCoding: Bool { fatalError() }
    open var scene: UIScene? { fatalError() }
    open var role: UISceneSession.Role { fatalError() }
    open var configuration: UISceneConfiguration { fatalError() }
    open var persistentIdentifier: String { fatalError() }

    public struct Role: _SwiftNewtypeWrapper, _ObjectiveCBridgeable, RawRepresentable, Hashable, Sendable {
        public init(rawValue: String) { fatalError() }
        public var rawValue: String { fatalError() }
        public static let windowApplication: UISceneSession.Role = { fatalError() }()
    }
}

/// Classes and storyboard used to create a scene.
@available(iOS 13.0, *)
@preconcurrency @MainActor
@objcMembers
open class UISceneConfiguration: NSObject, @preconcurrency NSCopying, @preconcurrency NSSecureCoding {
    public init(name: String?, sessionRole: UISceneSession.Role) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    public class var supportsSecureCoding: Bool { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open var name: String? { fatalError() }
    open var role: UISceneSession.Role { fatalError() }
    open var delegateClass: AnyClass? { get { fatalError() } set { } }
}

/// URL plus the options for opening it.
@available(iOS 13.0, *)
@preconcurrency @MainActor
@objcMembers @_inheritsConvenienceInitializers
open class UIOpenURLContext: NSObject {
    public override init() { fatalError() }
    open var url: URL { fatalError() }
}

/// Scene lifecycle delegate.
@available(iOS 13.0, *)
@preconcurrency @MainActor
@objc public protocol UISceneDelegate: NSObjectProtocol {
    @objc optional func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    @objc optional func sceneDidDisconnect(_ scene: UIScene)
    @objc optional func sceneDidBecomeActive(_ scene: UIScene)
    @objc optional func sceneWillResignActive(_ scene: UIScene)
    @objc optional func sceneWillEnterForeground(_ scene: UIScene)
    @objc optional func sceneDidEnterBackground(_ scene: UIScene)
    @objc optional func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
}

/// Window-scene delegate extras (window, shortcuts…).
@available(iOS 13.0, *)
@preconcurrency @MainActor
@objc public protocol UIWindowSceneDelegate: UISceneDelegate {
    @objc optional var window: UIWindow? { get set }
}

/// Physical display and its properties.
@preconcurrency @MainActor
@objcMembers @_inheritsConvenienceInitializers
open class UIScreen: NSObject, UITraitEnvironment {
    public override init() { fatalError() }
    @available(iOS, introduced: 2.0, deprecated: 26.0, message: "Use a UIScreen instance found through context instead: i.e, view.window.windowScene.screen")
    open class var main: UIScreen { fatalError() }
    open var bounds: CGRect { fatalError() }
    open var nativeBounds: CGRect { fatalError() }
    open var scale: CGFloat { fatalError() }
    open var nativeScale: CGFloat { fatalError() }
    open var brightness: CGFloat { get { fatalError() } set { } }
    open var traitCollection: UITraitCollection { fatalError() }
    @available(iOS, introduced: 8.0, deprecated: 17.0, message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol")
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { fatalError() }
    @available(iOS 10.3, *)
    open var maximumFramesPerSecond: Int { fatalError() }
}

/// Current device's model, system version and state.
@preconcurrency @MainActor
@objcMembers @_inheritsConvenienceInitializers
open class UIDevice: NSObject {
    public override init() { fatalError() }
    open class var current: UIDevice { fatalError() }
    open var name: String { fatalError() }
    open var model: String { fatalError() }
    open var localizedModel: String { fatalError() }
    open var systemName: String { fatalError() }
    open var systemVersion: String { fatalError() }
    open var orientation: UIDeviceOrientation { fatalError() }
    open var identifierForVendor: UUID? { fatalError() }
    open var userInterfaceIdiom: UIUserInterfaceIdiom { fatalError() }
    open var isBatteryMonitoringEnabled: Bool { get { fatalError() } set { } }
    open var batteryLevel: Float { fatalError() }
    nonisolated public class var orientationDidChangeNotification: NSNotification.Name { fatalError() }
}

@objc
public enum UIDeviceOrientation: Int, @unchecked Sendable {
    case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeLeft = 3, landscapeRight = 4, faceUp = 5, faceDown = 6
    public var isPortrait: Bool { fatalError() }
    public var isLandscape: Bool { fatalError() }
}
