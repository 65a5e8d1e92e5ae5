// ios: 15.0
// expect: error: overriding declaration requires an 'override' keyword
import UIKit

final class BrokenViewController: UIViewController {
    func viewDidLoad() {}
}
