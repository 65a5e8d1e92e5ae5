// ios: 15.0
// expect: error:
import UIKit

let presenter = UIViewController()
presenter.present(viewController: UIViewController(), animated: true)
