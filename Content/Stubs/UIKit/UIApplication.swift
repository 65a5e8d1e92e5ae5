/// The running app's singleton; UIKit's central app object.
@preconcurrency @MainActor
@objcMembers @_inheritsConvenienceInitializers
open class UIApplication: UIResponder {
    public override init() { fatalError() }
    open class var shared: UIApplication { fatalError() }
    unowned(unsafe) open var delegate: (any UIApplicationDelegate)? { get { fatalError() } set { } }
    open var applicationState: UIApplication.State { fatalError() }
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Should not be used for applications that support multiple scenes as it returns a key window across all connected scenes")
    open var keyWindow: UIWindow? { fatalError() }
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "Use UIWindowScene.windows on a relevant window scene instead")
    open var windows: [UIWindow] { fatalError() }
    @available(iOS 13.0, *)
    open var connectedScenes: Set<UIScene> { fatalError() }
    @available(iOS 13.0, *)
    open var openSessions: Set<UISceneSession> { fatalError() }
    @available(iOS 13.0, *)
    open var supportsMultipleScenes: Bool { fatalError() }
    open var isIdleTimerDisabled: Bool { get { fatalError() } set { } }
    open var applicationIconBadgeNumber: Int { get { fatalError() } set { } }
    open var isNetworkActivityIndicatorVisible: Bool { get { fatalError() } set { } }
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the statusBarManager property of the window scene instead.")
    open var statusBarFrame: CGRect { fatalError() }
    @discardableResult
    @nonobjc open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool { fatalError() }
    open func beginIgnoringInteractionEvents() { fatalError() }
    @discardableResult
    open func canOpenURL(_ url: URL) -> Bool { fatalError() }
    @available(iOS 10.0, *)
    open func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil) { fatalError() }
    @available(iOS 10.0, *)
    @discardableResult
    @nonobjc public func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:]) async -> Bool { fatalError() }
    @available(iOS, introduced: 2.0, deprecated: 10.0, message: "Please use openURL:options:completionHandler: instead")
    @discardableResult
    open func openURL(_ url: URL) -> Bool { fatalError() }
    open func registerForRemoteNotifications() { fatalError() }
    @discardableResult
    open func beginBackgroundTask(expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier { fatalError() }
    open func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) { fatalError() }
    @available(iOS, introduced: 13.0, deprecated: 100000.0)
    open func requestSceneSessionActivation(_ sceneSession: UISceneSession?, userActivity: NSUserActivity?, options: UIScene.ActivationRequestOptions?, errorHandler: ((any Error) -> Void)? = nil) { fatalError() }

    @objc(UIApplicationState)
    public enum State: Int, @unchecked Sendable {
        case active = 0, inactive = 1, background = 2
    }

    public struct OpenExternalURLOptionsKey: _SwiftNewtypeWrapper, _ObjectiveCBridgeable, RawRepresentable, Hashable, Sendable {
        public init(rawValue: String) { fatalError() }
        public var rawValue: String { fatalError() }
        public static let universalLinksOnly: UIApplication.OpenExternalURLOptionsKey = { fatalError() }()
    }

    public struct LaunchOptionsKey: _SwiftNewtypeWrapper, _ObjectiveCBridgeable, RawRepresentable, Hashable, Sendable {
        public init(rawValue: String) { fatalError() }
        public var rawValue: String { fatalError() }
        public static let url: UIApplication.LaunchOptionsKey = { fatalError() }()
    }

    nonisolated public class var openSettingsURLString: String { fatalError() }
    nonisolated public class var didBecomeActiveNotification: NSNotification.Name { fatalError() }
    nonisolated public class var willResignActiveNotification: NSNotification.Name { fatalError() }
    nonisolated public class var didEnterBackgroundNotification: NSNotification.Name { fatalError() }
    nonisolated public class var willEnterForegroundNotification: NSNotification.Name { fatalError() }
    nonisolated public class var didFinishLaunchingNotification: NSNotification.Name { fatalError() }
    nonisolated public class var willTerminateNotification: NSNotification.Name { fatalError() }
    nonisolated public class var didReceiveMemoryWarningNotification: NSNotification.Name { fatalError() }
    nonisolated public class var userDidTakeScreenshotNotification: NSNotification.Name { fatalError() }
    nonisolated public class var significantTimeChangeNotification: NSNotification.Name { fatalError() }
}

@available(iOS 13.0, *)
extension UIScene {
    @preconcurrency @MainActor
    @objcMembers @_inheritsConvenienceInitializers
    open class ActivationRequestOptions: NSObject {
    public override init() { fatalError() }}
}

/// Token of a background task request.
public struct UIBackgroundTaskIdentifier: _SwiftNewtypeWrapper, _ObjectiveCBridgeable, RawRepresentable, Hashable, Sendable {
    public init(rawValue: Int) { fatalError() }
    public var rawValue: Int { fatalError() }
    public static let invalid: UIBackgroundTaskIdentifier = { fatalError() }()
}

/// App-level lifecycle delegate.
@preconcurrency @MainActor
@objc public protocol UIApplicationDelegate: NSObjectProtocol {
    @objc optional var window: UIWindow? { get set }
    @objc optional func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    @objc optional func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    @objc optional func applicationDidBecomeActive(_ application: UIApplication)
    @objc optional func applicationWillResignActive(_ application: UIApplication)
    @objc optional func applicationDidEnterBackground(_ application: UIApplication)
    @objc optional func applicationWillEnterForeground(_ application: UIApplication)
    @objc optional func applicationWillTerminate(_ application: UIApplication)
    @objc optional func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
    @objc optional func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
    @objc optional func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error)
    @available(iOS 13.0, *)
    @objc optional func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration
    @available(iOS 13.0, *)
    @objc optional func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
}

extension UIApplication {
    public struct OpenURLOptionsKey: _SwiftNewtypeWrapper, _ObjectiveCBridgeable, RawRepresentable, Hashable, Sendable {
        public init(rawValue: String) { fatalError() }
        public var rawValue: String { fatalError() }
        public static let sourceApplication: UIApplication.OpenURLOptionsKey = { fatalError() }()
    }
}

extension UIApplicationDelegate {
}
