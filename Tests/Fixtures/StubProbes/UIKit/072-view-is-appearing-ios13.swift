// ios: 13.0
// expect: pass
import UIKit

final class DetailViewController: UIViewController {
    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        view.layoutIfNeeded()
    }
}
