// ios: 17
// expect: pass
// topic: Adopting UITab on iOS 18 while keeping the classic viewControllers/UITabBarItem setup for iOS 17
// apis: UITab, UITabBarController.tabs, UITabBarController.mode, UITabBarController.viewControllers, UITabBarItem.init(title:image:tag:)
// source: https://developer.apple.com/documentation/uikit/uitabbarcontroller/tabs, https://developer.apple.com/documentation/uikit/elevating-your-ipad-app-with-a-tab-bar-and-sidebar
import UIKit

final class HomeViewController: UIViewController {}
final class SettingsViewController: UIViewController {}

final class AppTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        if #available(iOS 18.0, *) {
            tabs = [
                UITab(title: "Home", image: UIImage(systemName: "house"), identifier: "home") { _ in HomeViewController() },
                UITab(title: "Settings", image: UIImage(systemName: "gear"), identifier: "settings") { _ in SettingsViewController() }
            ]
            mode = .tabSidebar
        } else {
            let home = HomeViewController()
            home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
            let settings = SettingsViewController()
            settings.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 1)
            viewControllers = [home, settings]
        }
    }
}
