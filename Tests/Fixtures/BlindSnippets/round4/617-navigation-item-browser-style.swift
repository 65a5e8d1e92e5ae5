// ios: 16
// expect: pass
// topic: Adopting the iPadOS 16 browser-style navigation bar with a title menu, custom back action and customizable center items
// apis: UINavigationItem.style, UINavigationItem.ItemStyle.browser, backAction, titleMenuProvider, centerItemGroups, customizationIdentifier, UIBarButtonItemGroup.fixedGroup(representativeItem:items:), UIBarButtonItem.creatingMovableGroup(customizationIdentifier:)
// source: https://developer.apple.com/documentation/uikit/uinavigationitem/itemstyle/browser, https://developer.apple.com/documentation/uikit/uinavigationitem/backaction, https://developer.apple.com/documentation/uikit/uinavigationitem/titlemenuprovider, https://developer.apple.com/documentation/uikit/uinavigationitem/centeritemgroups
import UIKit

final class CanvasViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Untitled Sketch"
        navigationItem.style = .browser
        navigationItem.customizationIdentifier = "com.example.canvas.toolbar"

        navigationItem.backAction = UIAction(title: "Gallery") { [weak self] _ in
            self?.navigationController?.popViewController(animated: true)
        }

        navigationItem.titleMenuProvider = { suggestions in
            var elements = suggestions
            elements.append(UIAction(title: "Export…", image: UIImage(systemName: "square.and.arrow.up")) { _ in
                print("export")
            })
            return UIMenu(children: elements)
        }

        let undo = UIBarButtonItem(title: "Undo", image: UIImage(systemName: "arrow.uturn.backward"), primaryAction: UIAction { _ in })
        let redo = UIBarButtonItem(title: "Redo", image: UIImage(systemName: "arrow.uturn.forward"), primaryAction: UIAction { _ in })
        let crop = UIBarButtonItem(title: "Crop", image: UIImage(systemName: "crop"), primaryAction: UIAction { _ in })
        navigationItem.centerItemGroups = [
            UIBarButtonItemGroup.fixedGroup(items: [undo, redo]),
            crop.creatingMovableGroup(customizationIdentifier: "crop")
        ]
    }
}
