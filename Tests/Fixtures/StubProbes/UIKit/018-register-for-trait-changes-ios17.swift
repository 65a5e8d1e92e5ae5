// ios: 17.0
// expect: pass
import UIKit

final class ThemedViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
            (self: Self, previousTraitCollection: UITraitCollection) in
            self.view.setNeedsLayout()
        }
        registerForTraitChanges([UITraitHorizontalSizeClass.self], action: #selector(sizeClassChanged))
    }
    @objc private func sizeClassChanged() {}
}
