// ios: 14
// expect: pass
// topic: Replacing an action sheet with a pull-down button menu that loads part of its content lazily
// apis: UIButton.menu, showsMenuAsPrimaryAction, UIAction, UIMenu, UIMenu.Options.displayInline, UIDeferredMenuElement
// source: https://developer.apple.com/documentation/uikit/uibutton/showsmenuasprimaryaction, https://developer.apple.com/documentation/uikit/uideferredmenuelement
import UIKit

final class DocumentListViewController: UIViewController {
    private let sortButton = UIButton(type: .system)
    private var recentFiles: [String] = ["Budget.numbers", "Notes.pages"]

    override func viewDidLoad() {
        super.viewDidLoad()
        sortButton.setTitle("Sort", for: .normal)
        sortButton.setImage(UIImage(systemName: "arrow.up.arrow.down"), for: .normal)
        sortButton.showsMenuAsPrimaryAction = true
        sortButton.menu = makeMenu()
        navigationItem.rightBarButtonItem = UIBarButtonItem(customView: sortButton)
    }

    private func makeMenu() -> UIMenu {
        let byName = UIAction(title: "Name", image: UIImage(systemName: "textformat")) { _ in
            print("sort by name")
        }
        let byDate = UIAction(title: "Date", image: UIImage(systemName: "calendar")) { _ in
            print("sort by date")
        }
        let files = recentFiles
        let recents = UIDeferredMenuElement { completion in
            var items: [UIMenuElement] = []
            for name in files {
                items.append(UIAction(title: name) { _ in print("open \(name)") })
            }
            completion(items)
        }
        let recentMenu = UIMenu(title: "Recent", options: .displayInline, children: [recents])
        return UIMenu(title: "Sort By", children: [byName, byDate, recentMenu])
    }
}
