// ios: 16.0
// expect: error: is only available in iOS 17
import UIKit

final class ThemedViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, _: UITraitCollection) in }
    }
}
