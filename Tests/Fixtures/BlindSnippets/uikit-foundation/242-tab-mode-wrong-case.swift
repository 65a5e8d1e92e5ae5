// ios: 18
// expect: error 18: has no member 'sidebar'
// topic: UITabBarController.Mode has no .sidebar case (the iOS 18 case is .tabSidebar)
// apis: UITab, UITabBarController.tabs, UITabBarController.mode, UITabBarController.Mode
// source: https://developer.apple.com/documentation/uikit/uitabbarcontroller/mode-swift.enum
import UIKit

final class NotesListViewController: UIViewController {}
final class TagsViewController: UIViewController {}

final class NotesTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tabs = [
            UITab(title: "Notes", image: UIImage(systemName: "note.text"), identifier: "notes") { _ in NotesListViewController() },
            UITab(title: "Tags", image: UIImage(systemName: "tag"), identifier: "tags") { _ in TagsViewController() }
        ]
        mode = .sidebar
    }
}
