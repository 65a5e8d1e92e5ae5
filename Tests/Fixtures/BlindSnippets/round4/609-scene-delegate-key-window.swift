// ios: 15
// expect: pass
// topic: Moving window setup into a scene delegate and replacing UIApplication.shared.windows with the scene's keyWindow
// apis: UIWindowSceneDelegate, scene(_:willConnectTo:options:), UIWindow(windowScene:), UIScene.ConnectionOptions, UIApplication.connectedScenes, UIWindowScene.keyWindow
// source: https://developer.apple.com/documentation/uikit/uiwindowscenedelegate, https://developer.apple.com/documentation/uikit/uiwindowscene/keywindow
import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: UIViewController())
        window.makeKeyAndVisible()
        self.window = window

        if let activity = connectionOptions.userActivities.first {
            print("Restoring \(activity.activityType)")
        }
        if let url = connectionOptions.urlContexts.first?.url {
            print("Opened with \(url)")
        }
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        print("Active scenes: \(UIApplication.shared.connectedScenes.count)")
    }
}

@MainActor
enum WindowFinder {
    static var currentKeyWindow: UIWindow? {
        UIApplication.shared.connectedScenes
            .compactMap { $0 as? UIWindowScene }
            .first { $0.activationState == .foregroundActive }?.keyWindow
    }
}
