// ios: 14
// expect: error 27: is only available in iOS 15.0 or newer
// topic: Building a single-selection sort menu with the iOS 15 singleSelection option while still deploying to iOS 14
// apis: UIMenu.Options.singleSelection, UIMenu(title:options:children:), UIAction.state, UIButton.menu
// source: https://developer.apple.com/documentation/uikit/uimenu/options-swift.struct/singleselection
import UIKit

final class PhotoGridViewController: UIViewController {
    private let sortButton = UIButton(type: .system)
    private var sortKey = "date"

    override func viewDidLoad() {
        super.viewDidLoad()
        sortButton.setTitle("Sort", for: .normal)
        sortButton.showsMenuAsPrimaryAction = true
        sortButton.menu = makeSortMenu()
        navigationItem.rightBarButtonItem = UIBarButtonItem(customView: sortButton)
    }

    private func makeSortMenu() -> UIMenu {
        let keys = ["date", "name", "size"]
        let actions = keys.map { key in
            UIAction(title: key.capitalized, state: key == sortKey ? .on : .off) { [weak self] _ in
                self?.sortKey = key
            }
        }
        let sortMenu = UIMenu(title: "Sort", options: .singleSelection, children: actions)
        return sortMenu
    }
}
