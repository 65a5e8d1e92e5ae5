// ios: 14
// expect: pass
// topic: Replacing target-action and action sheets with UIAction and pull-down UIMenus (iOS 14)
// apis: UIAction, UIMenu, UIMenu.Options.displayInline, UIButton.init(type:primaryAction:), UIButton.menu, UIButton.showsMenuAsPrimaryAction, UIBarButtonItem.init(title:image:primaryAction:menu:)
// source: https://developer.apple.com/documentation/uikit/uiaction, https://developer.apple.com/documentation/uikit/uimenu, https://developer.apple.com/documentation/uikit/uibutton/showsmenuasprimaryaction
import UIKit

final class InboxViewController: UIViewController {
    private var sortByDate = true
    private let sortButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        let refresh = UIAction(title: "Refresh", image: UIImage(systemName: "arrow.clockwise")) { [weak self] _ in
            self?.reload()
        }
        let refreshButton = UIButton(type: .system, primaryAction: refresh)

        sortButton.setTitle("Sort", for: .normal)
        sortButton.menu = makeSortMenu()
        sortButton.showsMenuAsPrimaryAction = true

        let stack = UIStackView(arrangedSubviews: [refreshButton, sortButton])
        stack.axis = .horizontal
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor)
        ])

        navigationItem.rightBarButtonItem = UIBarButtonItem(title: nil, image: UIImage(systemName: "ellipsis.circle"), primaryAction: nil, menu: makeSortMenu())
    }

    private func makeSortMenu() -> UIMenu {
        let byDate = UIAction(title: "Date", state: sortByDate ? .on : .off) { [weak self] _ in
            self?.sortByDate = true
        }
        let byName = UIAction(title: "Name", state: sortByDate ? .off : .on) { [weak self] _ in
            self?.sortByDate = false
        }
        let deleteAll = UIAction(title: "Delete All", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in }
        let dangerZone = UIMenu(title: "", options: .displayInline, children: [deleteAll])
        return UIMenu(title: "Sort By", children: [byDate, byName, dangerZone])
    }

    private func reload() {
        sortButton.menu = makeSortMenu()
    }
}
