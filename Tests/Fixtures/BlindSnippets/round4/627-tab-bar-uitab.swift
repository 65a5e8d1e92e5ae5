// ios: 18
// expect: pass
// topic: Migrating a tab bar controller from viewControllers to UITab objects with a system search tab and sidebar-adaptable mode
// apis: UITab(title:image:identifier:viewControllerProvider:), UISearchTab(viewControllerProvider:), UITabBarController.tabs, UITabBarController.mode, selectedTab, UITab.badgeValue
// source: https://developer.apple.com/documentation/uikit/uitab/init(title:image:identifier:viewcontrollerprovider:), https://developer.apple.com/documentation/uikit/uisearchtab, https://developer.apple.com/documentation/uikit/uitab
import UIKit

final class HomeViewController: UIViewController {}
final class LibraryViewController: UIViewController {}
final class SearchViewController: UIViewController {}

final class RootTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let home = UITab(title: "Home", image: UIImage(systemName: "house"), identifier: "home") { _ in
            UINavigationController(rootViewController: HomeViewController())
        }
        let library = UITab(title: "Library", image: UIImage(systemName: "books.vertical"), identifier: "library") { _ in
            UINavigationController(rootViewController: LibraryViewController())
        }
        library.badgeValue = "3"
        let search = UISearchTab { _ in
            UINavigationController(rootViewController: SearchViewController())
        }

        tabs = [home, library, search]
        mode = .tabSidebar
        selectedTab = home
    }
}
