// ios: 15.0
// expect: error: argument of '#selector' refers to instance method 'handleTap()' that is not exposed to Objective-C
import UIKit

final class CardViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(handleTap)))
    }
    private func handleTap() {}
}
