// ios: 26
// expect: pass
// topic: iOS 26 navigation bar polish: subtitle, a bar button badge, an item outside the shared glass background, and scroll edge effects
// apis: UINavigationItem.subtitle, UIBarButtonItem.hidesSharedBackground, UIBarButtonItem.badge, UIBarButtonItem.Badge.count(_:), UIScrollView.topEdgeEffect, UIScrollView.bottomEdgeEffect, UIScrollEdgeEffect.style, UIScrollEdgeEffect.isHidden
// source: https://developer.apple.com/documentation/uikit/uinavigationitem/subtitle, https://developer.apple.com/documentation/uikit/uibarbuttonitem/hidessharedbackground, https://developer.apple.com/documentation/uikit/uiscrollview/topedgeeffect
import UIKit

final class InboxListViewController: UITableViewController {
    private var unreadCount = 12 {
        didSet { navigationItem.subtitle = "\(unreadCount) unread" }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Inbox"
        navigationItem.subtitle = "\(unreadCount) unread"

        let compose = UIBarButtonItem(systemItem: .compose, primaryAction: UIAction { _ in
            print("compose")
        })
        compose.hidesSharedBackground = true
        let filter = UIBarButtonItem(image: UIImage(systemName: "line.3.horizontal.decrease"), style: .plain, target: nil, action: nil)
        filter.badge = .count(3)
        navigationItem.rightBarButtonItems = [compose, filter]

        tableView.topEdgeEffect.style = .hard
        tableView.bottomEdgeEffect.isHidden = true
    }
}
