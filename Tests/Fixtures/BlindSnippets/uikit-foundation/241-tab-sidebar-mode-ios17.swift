// ios: 17
// expect: error 19: is only available in iOS 18.0 or newer
// topic: Turning on the iPad tab sidebar (iOS 18 mode) from an iOS 17 tab bar controller without an availability check
// apis: UITabBarController.mode, UITabBarController.Mode.tabSidebar, UITabBarController.viewControllers, UITabBarItem
// source: https://developer.apple.com/documentation/uikit/uitabbarcontroller/mode-swift.property
import UIKit

final class TodayViewController: UIViewController {}
final class HistoryViewController: UIViewController {}

final class HealthTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let today = TodayViewController()
        today.tabBarItem = UITabBarItem(title: "Today", image: UIImage(systemName: "heart"), tag: 0)
        let history = HistoryViewController()
        history.tabBarItem = UITabBarItem(title: "History", image: UIImage(systemName: "clock"), tag: 1)
        viewControllers = [today, history]
        mode = .tabSidebar
    }
}
