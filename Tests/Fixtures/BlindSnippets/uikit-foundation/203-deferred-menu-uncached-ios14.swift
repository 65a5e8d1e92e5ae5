// ios: 14
// expect: error 17: is only available in iOS 15.0 or newer
// topic: Uncached deferred menu (iOS 15) used in an app that still targets iOS 14
// apis: UIDeferredMenuElement.uncached(_:), UIMenu, UIAction
// source: https://developer.apple.com/documentation/uikit/uideferredmenuelement/uncached(_:)
import UIKit

final class RecentFilesViewController: UIViewController {
    private let recentsButton = UIButton(type: .system)
    private var recentNames = ["Budget.numbers", "Notes.txt", "Roadmap.key"]

    override func viewDidLoad() {
        super.viewDidLoad()
        recentsButton.setTitle("Recent", for: .normal)

        // Rebuild the list every time the menu opens instead of caching the first result.
        let recents = UIDeferredMenuElement.uncached { [weak self] completion in
            let names = self?.recentNames ?? []
            completion(names.map { name in UIAction(title: name) { _ in print("Open \(name)") } })
        }

        recentsButton.menu = UIMenu(title: "", children: [recents])
        recentsButton.showsMenuAsPrimaryAction = true
        recentsButton.frame = CGRect(x: 20, y: 100, width: 160, height: 44)
        view.addSubview(recentsButton)
    }

    func didOpen(_ name: String) {
        recentNames.removeAll { $0 == name }
        recentNames.insert(name, at: 0)
    }
}
