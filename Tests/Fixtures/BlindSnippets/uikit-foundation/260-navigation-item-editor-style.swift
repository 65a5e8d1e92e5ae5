// ios: 16
// expect: pass
// topic: Desktop-class iPad navigation bar: editor style, inline rename, title menu and center item groups (iOS 16)
// apis: UINavigationItem.style, UINavigationItem.renameDelegate, UINavigationItemRenameDelegate, UINavigationItem.titleMenuProvider, UINavigationItem.backAction, UINavigationItem.centerItemGroups, UIBarButtonItem.creatingFixedGroup(), UIBarButtonItem.creatingMovableGroup(customizationIdentifier:), UINavigationItem.customizationIdentifier
// source: https://developer.apple.com/documentation/uikit/uinavigationitem/style-swift.property, https://developer.apple.com/documentation/uikit/uinavigationitemrenamedelegate
import UIKit

final class CanvasDocumentViewController: UIViewController, UINavigationItemRenameDelegate {
    private var documentName = "Untitled"

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.style = .editor
        navigationItem.title = documentName
        navigationItem.renameDelegate = self
        navigationItem.backAction = UIAction(title: "Documents") { [weak self] _ in
            self?.dismiss(animated: true)
        }
        navigationItem.titleMenuProvider = { [weak self] suggestedActions in
            let export = UIAction(title: "Export as PDF", image: UIImage(systemName: "square.and.arrow.up")) { _ in
                self?.exportPDF()
            }
            return UIMenu(children: suggestedActions + [export])
        }
        navigationItem.customizationIdentifier = "canvas-editor"
        navigationItem.centerItemGroups = [
            UIBarButtonItem(title: "Draw", image: UIImage(systemName: "pencil.tip"), primaryAction: nil, menu: nil).creatingFixedGroup(),
            UIBarButtonItem(title: "Shapes", image: UIImage(systemName: "square.on.circle"), primaryAction: nil, menu: nil).creatingMovableGroup(customizationIdentifier: "shapes")
        ]
    }

    func navigationItem(_ navigationItem: UINavigationItem, didEndRenamingWith title: String) {
        documentName = title
        navigationItem.title = title
    }

    private func exportPDF() {
        print("Exporting \(documentName).pdf")
    }
}
