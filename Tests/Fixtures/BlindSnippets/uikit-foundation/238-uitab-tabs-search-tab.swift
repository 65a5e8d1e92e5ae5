// ios: 18
// expect: pass
// topic: Building a tab bar from UITab and UISearchTab with the iPad tab/sidebar mode (iOS 18)
// apis: UITab.init(title:image:identifier:viewControllerProvider:), UISearchTab, UITabBarController.tabs, UITabBarController.mode, UITabBarController.Mode.tabSidebar, UITabBarController.selectedTab, UITab.badgeValue
// source: https://developer.apple.com/documentation/uikit/uitab, https://developer.apple.com/documentation/uikit/uitabbarcontroller/tabs
import UIKit

final class ListenNowViewController: UIViewController {}
final class MusicLibraryViewController: UIViewController {}
final class MusicSearchViewController: UIViewController {}

final class RootTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let listenNow = UITab(title: "Listen Now", image: UIImage(systemName: "play.circle"), identifier: "listen-now") { _ in
            UINavigationController(rootViewController: ListenNowViewController())
        }
        let library = UITab(title: "Library", image: UIImage(systemName: "square.stack"), identifier: "library") { _ in
            UINavigationController(rootViewController: MusicLibraryViewController())
        }
        library.badgeValue = "3"
        let search = UISearchTab { _ in
            UINavigationController(rootViewController: MusicSearchViewController())
        }

        tabs = [listenNow, library, search]
        mode = .tabSidebar
        selectedTab = listenNow
    }
}
