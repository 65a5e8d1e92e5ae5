// ios: 17
// expect: pass
// topic: Adding a palette-style color row and a compact element size to a navigation bar menu
// apis: UIMenu.Options.displayAsPalette, UIMenu(title:subtitle:image:identifier:options:preferredElementSize:children:), UIMenu.ElementSize.small, UIBarButtonItem(title:image:primaryAction:menu:)
// source: https://developer.apple.com/documentation/uikit/uimenu/options-swift.struct/displayaspalette, https://developer.apple.com/documentation/uikit/uimenu/init(title:subtitle:image:identifier:options:preferredelementsize:children:)
import UIKit

final class EditorViewController: UIViewController {
    private let highlightColors: [(name: String, color: UIColor)] = [
        ("Yellow", .systemYellow), ("Green", .systemGreen), ("Blue", .systemBlue), ("Pink", .systemPink)
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        var colorActions: [UIMenuElement] = []
        for entry in highlightColors {
            let image = UIImage(systemName: "circle.fill")?.withTintColor(entry.color, renderingMode: .alwaysOriginal)
            colorActions.append(UIAction(title: entry.name, image: image) { [weak self] _ in
                self?.applyHighlight(entry.name)
            })
        }
        let palette = UIMenu(title: "Highlight", options: [.displayInline, .displayAsPalette], children: colorActions)
        let formatting = UIMenu(title: "", options: .displayInline, preferredElementSize: .small, children: [
            UIAction(title: "Bold", image: UIImage(systemName: "bold")) { _ in },
            UIAction(title: "Italic", image: UIImage(systemName: "italic")) { _ in },
            UIAction(title: "Underline", image: UIImage(systemName: "underline")) { _ in }
        ])
        let menu = UIMenu(children: [formatting, palette])
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Format", image: UIImage(systemName: "textformat"), primaryAction: nil, menu: menu)
    }

    private func applyHighlight(_ name: String) {
        print("highlight with \(name)")
    }
}
