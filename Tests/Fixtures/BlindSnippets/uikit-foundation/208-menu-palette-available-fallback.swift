// ios: 16
// expect: pass
// topic: Showing a palette menu on iOS 17 and a single-selection inline menu on iOS 16
// apis: UIMenu.Options.displayAsPalette, UIMenu.Options.singleSelection, UIMenu.preferredElementSize, UIMenu.ElementSize.small, UIAction
// source: https://developer.apple.com/documentation/uikit/uimenu/options-swift.struct/displayaspalette, https://developer.apple.com/documentation/uikit/uimenu/preferredelementsize
import UIKit

final class PenSettingsViewController: UIViewController {
    private var strokeWidth: CGFloat = 2

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: nil, image: UIImage(systemName: "pencil.tip"), primaryAction: nil, menu: makeWidthMenu())
    }

    private func makeWidthMenu() -> UIMenu {
        let widths: [CGFloat] = [1, 2, 4, 8]
        let actions = widths.map { width in
            UIAction(title: "\(Int(width)) pt",
                     image: UIImage(systemName: "circle.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 6 + width)),
                     state: width == strokeWidth ? .on : .off) { [weak self] _ in
                self?.strokeWidth = width
            }
        }

        if #available(iOS 17.0, *) {
            return UIMenu(title: "Width", options: [.displayInline, .displayAsPalette], children: actions)
        } else {
            let menu = UIMenu(title: "Width", options: [.displayInline, .singleSelection], children: actions)
            menu.preferredElementSize = .small
            return menu
        }
    }
}
