// ios: 14
// expect: pass
// topic: Giving bar button items primary actions and menus instead of target/action, plus a minimal back button
// apis: UIBarButtonItem(systemItem:primaryAction:menu:), UIBarButtonItem(title:image:primaryAction:menu:), UIBarButtonItem.fixedSpace(_:), UIBarButtonItem.flexibleSpace(), UINavigationItem.backButtonDisplayMode
// source: https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(systemitem:primaryaction:menu:), https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(title:image:primaryaction:menu:), https://developer.apple.com/documentation/uikit/uinavigationitem/backbuttondisplaymode-swift.property
import UIKit

final class RecipesViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Recipes"
        navigationItem.backButtonDisplayMode = .minimal

        let newMenu = UIMenu(title: "", children: [
            UIAction(title: "New Recipe", image: UIImage(systemName: "doc.badge.plus")) { _ in print("new recipe") },
            UIAction(title: "Import from URL", image: UIImage(systemName: "link")) { _ in print("import") }
        ])
        let addItem = UIBarButtonItem(systemItem: .add, primaryAction: nil, menu: newMenu)
        let filterItem = UIBarButtonItem(title: "Filter", image: UIImage(systemName: "line.3.horizontal.decrease.circle"), primaryAction: UIAction { [weak self] _ in
            self?.showFilters()
        }, menu: nil)
        navigationItem.rightBarButtonItems = [addItem, filterItem]

        toolbarItems = [
            UIBarButtonItem(systemItem: .refresh, primaryAction: UIAction { _ in print("refresh") }),
            .fixedSpace(16),
            UIBarButtonItem(title: "Shopping List", image: nil, primaryAction: UIAction { _ in print("list") }, menu: nil),
            .flexibleSpace()
        ]
    }

    private func showFilters() {
        print("show filters")
    }
}
