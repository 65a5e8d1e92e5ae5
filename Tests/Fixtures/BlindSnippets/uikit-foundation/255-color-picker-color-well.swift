// ios: 14
// expect: pass
// topic: Letting users pick theme colors with UIColorWell and UIColorPickerViewController (iOS 14)
// apis: UIColorWell, UIColorWell.selectedColor, UIColorPickerViewController, UIColorPickerViewControllerDelegate, colorPickerViewControllerDidFinish(_:), UIControl.addAction(_:for:)
// source: https://developer.apple.com/documentation/uikit/uicolorpickerviewcontroller, https://developer.apple.com/documentation/uikit/uicolorwell
import UIKit

final class ThemeEditorViewController: UIViewController, UIColorPickerViewControllerDelegate {
    private let accentWell = UIColorWell()
    private(set) var accentColor: UIColor = .systemBlue

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        accentWell.title = "Accent Color"
        accentWell.supportsAlpha = false
        accentWell.selectedColor = accentColor
        accentWell.addAction(UIAction { [weak self] action in
            guard let well = action.sender as? UIColorWell, let color = well.selectedColor else { return }
            self?.accentColor = color
        }, for: .valueChanged)
        accentWell.frame = CGRect(x: 20, y: 120, width: 44, height: 44)
        view.addSubview(accentWell)

        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Background", image: nil, primaryAction: UIAction { [weak self] _ in
            self?.pickBackground()
        }, menu: nil)
    }

    private func pickBackground() {
        let picker = UIColorPickerViewController()
        picker.title = "Background"
        picker.selectedColor = view.backgroundColor ?? .systemBackground
        picker.supportsAlpha = true
        picker.delegate = self
        present(picker, animated: true)
    }

    func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) {
        view.backgroundColor = viewController.selectedColor
    }

    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {
        viewController.dismiss(animated: true)
    }
}
