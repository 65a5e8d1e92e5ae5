// ios: 16
// expect: error 19: is only available in iOS 17.0 or newer
// topic: Palette-style color menu (iOS 17) written into an app whose deployment target is iOS 16
// apis: UIMenu.Options.displayAsPalette, UIMenu.Options.displayInline, UIAction, UIMenu
// source: https://developer.apple.com/documentation/uikit/uimenu/options-swift.struct/displayaspalette
import UIKit

final class HighlighterViewController: UIViewController {
    private var selectedColor: UIColor = .systemYellow
    private let colors: [(String, UIColor)] = [("Yellow", .systemYellow), ("Green", .systemGreen), ("Pink", .systemPink)]

    override func viewDidLoad() {
        super.viewDidLoad()
        let actions = colors.map { name, color in
            UIAction(title: name, image: UIImage(systemName: "circle.fill")?.withTintColor(color, renderingMode: .alwaysOriginal)) { [weak self] _ in
                self?.selectedColor = color
            }
        }
        let palette = UIMenu(title: "Highlight", options: [.displayInline, .displayAsPalette], children: actions)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: nil, image: UIImage(systemName: "highlighter"), primaryAction: nil, menu: UIMenu(children: [palette]))
    }
}
