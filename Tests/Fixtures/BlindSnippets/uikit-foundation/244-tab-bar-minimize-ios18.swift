// ios: 18
// expect: error 18: is only available in iOS 26.0 or newer
// topic: Opting into tab bar minimization (iOS 26) from an app whose deployment target is iOS 18
// apis: UITabBarController.tabBarMinimizeBehavior, UITab, UITabBarController.tabs
// source: https://developer.apple.com/documentation/uikit/uitabbarcontroller/tabbarminimizebehavior
import UIKit

final class FeedViewController: UIViewController {}
final class ProfileViewController: UIViewController {}

final class SocialTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tabs = [
            UITab(title: "Feed", image: UIImage(systemName: "newspaper"), identifier: "feed") { _ in FeedViewController() },
            UITab(title: "Profile", image: UIImage(systemName: "person"), identifier: "profile") { _ in ProfileViewController() }
        ]
        tabBarMinimizeBehavior = .onScrollDown
    }
}
