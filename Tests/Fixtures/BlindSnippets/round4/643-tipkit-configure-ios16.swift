// ios: 16
// expect: error 12: is only available in iOS 17.0 or newer
// topic: Configuring TipKit at launch in an app delegate whose deployment target is still iOS 16, without if #available
// apis: Tips.configure(_:), Tips.ConfigurationOption.displayFrequency(_:), UIApplicationDelegate
// source: https://developer.apple.com/documentation/tipkit/tips/configure(_:), https://developer.apple.com/documentation/tipkit/tips
import UIKit
import TipKit

class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        do {
            try Tips.configure([.displayFrequency(.daily)])
        } catch {
            print("TipKit could not be configured: \(error)")
        }
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
}
