// ios: 15.0
// expect: error: method does not override any method from its superclass
import UIKit

final class BrokenViewController: UIViewController {
    override func viewWillAppear() {
        super.viewWillAppear(true)
    }
}
