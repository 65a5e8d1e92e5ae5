// ios: 15.0
// expect: pass
import UIKit

final class ComposerViewController: UIViewController {
    let field = UITextField()
    override func viewDidLoad() {
        super.viewDidLoad()
        field.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(field)
        view.keyboardLayoutGuide.followsUndockedKeyboard = true
        field.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8).isActive = true
    }
}
